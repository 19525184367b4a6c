import Testing
@testable import SafeAreaCLI

/// A string is read a word at a time, its last few bytes as one word with zeros after them when
/// it ends near the line's end: whatever stands there (a quote, an escape, a byte above 0x7F, a
/// control byte, nothing), the scanner accepts the line when `JSONReader` does, and reads the
/// string as `JSONReader` decodes it.
@Suite("Scanned strings")
struct LineScannerStringsTests {
    /// The value of the line's one member `s`, as the scanner reads it; nil when it refuses the line.
    private static func scanned(_ text: String) -> String? {
        let scanner = LineScanner()
        return Array(text.utf8).withUnsafeBufferPointer { line in
            guard scanner.scan(line), let member = scanner.members.first else { return nil }
            return scanner.string(member.value)
        }
    }

    private static func decoded(_ text: String) -> String? {
        guard let value = try? JSONReader.parse(Array(text.utf8)), case .object(let members) = value.kind,
              case .string(let string)? = members.first?.value.kind
        else { return nil }
        return string
    }

    /// Every string of up to twenty bytes from a few kinds of byte, at each distance from the
    /// line's end (with and without a space or more after the object).
    static let lines: [String] = {
        let pieces = ["a", "é", "\\n", "\\u0041", "\\\"", "\u{1}", "ab", "q12345"]
        var lines: [String] = []
        for first in pieces {
            for second in pieces {
                for padding in ["", "x", "xxxxxxx", "xxxxxxxxxxx"] {
                    for after in ["", " ", "   "] {
                        lines.append("{\"s\":\"\(padding)\(first)\(second)\"}\(after)")
                        // Not closed: the line ends in the string.
                        lines.append("{\"s\":\"\(padding)\(first)\(second)")
                    }
                }
            }
        }
        return lines
    }()

    @Test func aStringNearTheLinesEndIsReadAsJSONReaderReadsIt() {
        for line in Self.lines {
            #expect(Self.scanned(line) == Self.decoded(line), "\(line)")
        }
    }
}
