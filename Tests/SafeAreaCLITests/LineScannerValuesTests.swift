import Testing
@testable import SafeAreaCLI

/// The scanner reads a line's values as `JSONReader` does. A string is read a word at a time, its
/// last few bytes as one word with zeros after them when it ends near the line's end: whatever
/// stands there (a quote, an escape, a byte above 0x7F, a control byte, nothing), the scanner
/// accepts the line when `JSONReader` does, and reads the string as `JSONReader` decodes it. A
/// whole number of a few digits is summed where it stands; every other number by the general rule.
@Suite("Scanned values")
struct LineScannerValuesTests {
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

    @Test(arguments: [
        "0", "-0", "7", "-12", "16", "2000", "-100000", "123456789012345", "-12345678901234", "1234567890123456",
        "-123456789012345", "1.5", "-2e3", "0.25", "1E2", "100000.0", "9007199254740993",
    ])
    func aNumberIsReadAsJSONReaderReadsIt(_ text: String) throws {
        let line = #"{"n":\#(text)}"#
        let scanner = LineScanner()
        let read: Double? = Array(line.utf8).withUnsafeBufferPointer { bytes in
            guard scanner.scan(bytes), let member = scanner.members.first else { return nil }
            return scanner.number(member.value)
        }
        let value = try JSONReader.parse(Array(line.utf8))
        guard case .object(let members) = value.kind, case .number(let expected)? = members.first?.value.kind else {
            Issue.record("JSONReader read no number in \(line)")
            return
        }
        let number = try #require(read, "the scanner refused \(line)")
        #expect(number.bitPattern == expected.bitPattern, "\(text): \(number) != \(expected)")
    }
}
