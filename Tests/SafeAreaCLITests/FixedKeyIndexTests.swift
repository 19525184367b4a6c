import Testing
@testable import SafeAreaCLI

/// A command's line keys are found in one probe each (`FixedKeyIndex`): every key at its own
/// value, and nothing for any other bytes, whatever they share with a key.
@Suite("Fixed key index")
struct FixedKeyIndexTests {
    private static func value(_ key: String, in index: FixedKeyIndex) -> Int? {
        let bytes = Array(key.utf8)
        return bytes.withUnsafeBufferPointer { index.value($0) }
    }

    private static func index(_ keys: [String]) -> FixedKeyIndex? {
        FixedKeyIndex(keys.enumerated().map { (Array($1.utf8), $0) })
    }

    /// Every command's keys, as a batch line spells them.
    @Test func everyCommandsKeysAreFoundAtTheirPlaces() throws {
        for command in BatchCommand.commands.values {
            let keys = command.spec.options.map { BatchRequest.camelCase($0.long) }
            let index = try #require(Self.index(keys), "\(command.spec.name)")
            for (place, key) in keys.enumerated() {
                #expect(Self.value(key, in: index) == place, "\(command.spec.name) \(key)")
            }
        }
    }

    @Test(arguments: [
        "", "d", "devic", "devicE", "Device", "devices", " device", "device ", "navigationBa", "navigationBarr",
        "preservesSuperviewLayoutMargin", "preservesSuperviewLayoutMarginsX", "preservesXuperviewLayoutMargins",
        "contentSize\u{0}", "orientation\u{0}\u{0}\u{0}\u{0}\u{0}",
    ])
    func otherBytesFindNothing(_ key: String) throws {
        let keys = try #require(CommandTable.computing["insets"]).spec.options.map { BatchRequest.camelCase($0.long) }
        let index = try #require(Self.index(keys))
        #expect(Self.value(key, in: index) == nil)
    }

    /// A key past sixteen bytes is compared whole: one that differs from a key only between its
    /// first sixteen and last eight bytes lands in that key's slot and is still not it.
    @Test func longKeysAreComparedWhole() throws {
        let keys = ["abcdefghijklmnopqrstuvwQyz", "abcdefghijklmnopqrstuvwZyz", "abcdefghijklmnopqrstuvwxyz0"]
        let index = try #require(Self.index(keys))
        for (place, key) in keys.enumerated() { #expect(Self.value(key, in: index) == place) }
        #expect(Self.value("abcdefghijklmnopXrstuvwQyz", in: index) == nil)
        #expect(Self.value("abcdefghijklmnopqrstuvwQy", in: index) == nil)
    }

    /// Keys no multiplier can part (the same length, first sixteen and last eight bytes), an
    /// empty key, or more keys than a slot's byte can name, leave the caller to its general table.
    @Test func keysItCannotPartMakeNoIndex() throws {
        #expect(Self.index(["abcdefghijklmnop1-stuvwxyz", "abcdefghijklmnop2-stuvwxyz"]) == nil)
        #expect(Self.index(["a", ""]) == nil)
        #expect(Self.index(["a", "b"]) != nil)
        #expect(Self.index((0..<255).map { "key\($0)" }) == nil)
        let most = (0..<254).map { "key\($0)" }
        let index = try #require(Self.index(most))
        for (place, key) in most.enumerated() { #expect(Self.value(key, in: index) == place) }
    }
}
