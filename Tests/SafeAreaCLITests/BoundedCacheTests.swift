import Testing
@testable import SafeAreaCLI

/// The run's caches are bounded, and keep what is asked often however many keys are asked once.
@Suite("Bounded cache")
struct BoundedCacheTests {
    /// Counts what `make` is asked for, to tell a value kept from one made again.
    private final class Maker {
        var made: [Int] = []
        func value(_ key: Int) -> String {
            made.append(key)
            return "value \(key)"
        }
    }

    @Test func aValueIsMadeOnceAndKept() {
        var cache = BoundedCache<Int, String>(limit: 4)
        let maker = Maker()
        #expect(cache.value(for: 1) { maker.value(1) } == "value 1")
        #expect(cache.value(for: 1) { maker.value(1) } == "value 1")
        #expect(maker.made == [1])
    }

    /// One key asked between every few new ones (a batch's common screen between lines' own
    /// insets) is never made again, and no more than twice the limit is held.
    @Test(arguments: [1, 2, 3, 16])
    func aKeyAskedOftenStaysThroughAStreamOfNewKeys(limit: Int) {
        var cache = BoundedCache<Int, String>(limit: limit)
        let maker = Maker()
        for key in 1...1000 {
            #expect(cache.value(for: 0) { maker.value(0) } == "value 0")
            #expect(cache.value(for: key) { maker.value(key) } == "value \(key)")
            #expect(cache.count <= 2 * limit)
        }
        #expect(maker.made.filter { $0 == 0 }.count == 1)
        #expect(maker.made.count == 1001)
    }

    /// A key not asked for `2 * limit` new keys is dropped and made again when asked.
    @Test func aKeyNotAskedIsDropped() {
        var cache = BoundedCache<Int, String>(limit: 3)
        let maker = Maker()
        _ = cache.value(for: 0) { maker.value(0) }
        for key in 1...6 { _ = cache.value(for: key) { maker.value(key) } }
        #expect(cache.rotations == 2)
        _ = cache.value(for: 0) { maker.value(0) }
        #expect(maker.made == [0, 1, 2, 3, 4, 5, 6, 0])
    }

    @Test func removeAllForgetsEverything() {
        var cache = BoundedCache<Int, String>(limit: 3)
        let maker = Maker()
        for key in 1...4 { _ = cache.value(for: key) { maker.value(key) } }
        cache.removeAll()
        #expect(cache.count == 0)
        _ = cache.value(for: 4) { maker.value(4) }
        #expect(maker.made == [1, 2, 3, 4, 4])
    }

    /// Keys whose words are all alike: found by probing and told apart by equality.
    private struct Colliding: CacheKey {
        let name: String
        var cacheHash: UInt64 { 42 }
    }

    @Test func keysWithOneHashWordAreToldApart() {
        var cache = BoundedCache<Colliding, Int>(limit: 8)
        for (index, name) in ["a", "b", "c", "d", "e", "f", "g", "h"].enumerated() {
            #expect(cache.value(for: Colliding(name: name)) { index } == index)
        }
        for (index, name) in ["a", "b", "c", "d", "e", "f", "g", "h"].enumerated() {
            #expect(cache.value(for: Colliding(name: name)) { -1 } == index)
        }
        #expect(cache.rotations == 0)
    }

    /// A string's word folds its bytes and its length: names that differ anywhere differ.
    @Test func stringKeysOfEveryShape() {
        var cache = BoundedCache<String, String>(limit: 64)
        let names = ["", "a", "ab", "ba", "iPhone 16 Pro", "iphone-16-pro", "iPad Pro 11-inch (M4) with a name past fifteen bytes", "é"]
        for name in names { #expect(cache.value(for: name) { name.uppercased() } == name.uppercased()) }
        for name in names { #expect(cache.value(for: name) { "made again" } == name.uppercased()) }
        #expect("ab".cacheHash != "ba".cacheHash)
    }
}

/// The byte-keyed table batch finds a line's command and keys in.
@Suite("Byte key table")
struct ByteKeyTableTests {
    private func bytes<T>(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// Every key stored is found with its value through the table's growth, the first value of
    /// a key stored twice kept; a prefix, an extension or a near key is not found.
    @Test func keysAreFoundByTheirBytes() {
        var table = ByteKeyTable<Int>()
        let keys = ["", "a", "device", "devices", "devicesFrom", "contentSize", "contentInset"] + (0..<400).map { "key\($0)" }
        for (index, key) in keys.enumerated() { bytes(key) { table.insert(index, for: $0) } }
        bytes("device") { table.insert(-1, for: $0) }
        for (index, key) in keys.enumerated() { #expect(bytes(key) { table.existing($0) } == index, "\(key)") }
        for missing in ["devic", "deviceS", "Device", "key400", "contentSiz", "ké"] {
            #expect(bytes(missing) { table.existing($0) } == nil, "\(missing)")
        }
    }
}
