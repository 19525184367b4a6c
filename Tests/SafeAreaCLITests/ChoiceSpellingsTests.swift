import Testing
@testable import SafeAreaCLI

/// A batch line's choice is found by its bytes among the option's choices, at the place the
/// option lists it, or not at all: the value is then read as text and checked, and its error
/// worded, as the command line's.
@Suite("Choice spellings")
struct ChoiceSpellingsTests {
    private static func place(_ word: String, in choices: [String]) -> Int? {
        var bytes = Array(word.utf8)
        return bytes.withUnsafeMutableBufferPointer { ChoiceSpellings(choices).place(of: UnsafeBufferPointer($0)) }
    }

    @Test func eachChoiceIsFoundAtItsPlace() {
        for (place, name) in OrientationChoice.names.enumerated() {
            #expect(Self.place(name, in: OrientationChoice.names) == place)
        }
    }

    @Test(arguments: ["", "landscape ", "Landscape", "landscapeleft", "portraitUpside", "alll", "al"])
    func anyOtherSpellingIsNone(_ word: String) {
        #expect(Self.place(word, in: OrientationChoice.names) == nil)
    }

    /// A choice too long for its length byte finds none: every value is read as text.
    @Test func aChoiceTooLongToStoreFindsNone() {
        let long = String(repeating: "x", count: 256)
        #expect(Self.place("short", in: ["short", long]) == nil)
        #expect(Self.place("short", in: ["short", String(long.dropFirst())]) == 0)
        #expect(Self.place("a", in: []) == nil)
    }
}
