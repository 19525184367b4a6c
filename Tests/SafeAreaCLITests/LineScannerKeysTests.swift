import Testing
@testable import SafeAreaCLI

/// The scanner refuses an object that names a key twice, as `JSONReader` does, and only such an
/// object: keys that share their length and last byte (and so their bit in the quick look) are
/// told apart, escaped spellings of one key are one key, at every depth the scanner keeps.
@Suite("Scanned keys")
struct LineScannerKeysTests {
    private static func scans(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { LineScanner().scan($0) }
    }

    private static func readerAccepts(_ text: String) -> Bool {
        (try? JSONReader.parse(Array(text.utf8))) != nil
    }

    @Test(arguments: [
        (#"{"tabBar":true,"device":"x","family":"pad"}"#, true),
        (#"{"ab":1,"cb":2,"eb":3,"ab2":4}"#, true),
        (#"{"ab":1,"cb":2,"ab":3}"#, false),
        (#"{"device":"x","ios":16,"id":"a","device":"y"}"#, false),
        (#"{"a":1,"b":2,"c":3,"d":4,"e":5,"f":6,"g":7,"h":8,"a":9}"#, false),
        (#"{"":1,"x":2,"":3}"#, false),
        (#"{"":1,"x":2}"#, true),
        (#"{"a":1,"\u0061":2}"#, false),
        (#"{"ab":1,"a\u0062":2}"#, false),
        (#"{"ab":1,"a\u0063":2}"#, true),
        (#"{"x":{"ab":1,"cb":2,"ab":3}}"#, false),
        (#"{"x":[{"ab":1,"cb":2},{"ab":1,"cb":2}]}"#, true),
    ])
    func aRepeatedKeyIsRefusedAndNoOtherLine(_ line: String, distinct: Bool) {
        #expect(Self.scans(line) == distinct, "\(line)")
        #expect(Self.readerAccepts(line) == distinct, "\(line)")
    }
}
