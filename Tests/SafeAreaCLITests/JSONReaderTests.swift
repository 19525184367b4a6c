import Testing
@testable import SafeAreaCLI

@Suite("JSON reader")
struct JSONReaderTests {
    private func string(_ text: String) throws -> String? {
        if case .string(let value) = try JSONReader.parse(text).kind { return value }
        return nil
    }

    private func number(_ text: String) throws -> Double? {
        if case .number(let value) = try JSONReader.parse(text).kind { return value }
        return nil
    }

    @Test func escapes() throws {
        #expect(try string(#""a\"b\\c\/d\b\f\n\r\t""#) == "a\"b\\c/d\u{08}\u{0C}\n\r\t")
        #expect(try string(#""\u00e9\u4e2d\ud83d\ude00""#) == "é中😀")
        #expect(try string("\"é中😀\"") == "é中😀")
    }

    @Test func numbersInEveryForm() throws {
        #expect(try number("0") == 0)
        #expect(try number("-0") == 0)
        #expect(try number("42") == 42)
        #expect(try number("-17.25") == -17.25)
        #expect(try number("1e3") == 1000)
        #expect(try number("1E-2") == 0.01)
        #expect(try number("2.5e+1") == 25)
        #expect(try number("123456789012345678901") == 123456789012345678901.0)
    }

    @Test(arguments: [
        ("01", 1, "a number must not start with a leading zero"),
        ("1.", 2, "a number needs digits after '.'"),
        ("-", 1, "a number needs digits after '-'"),
        ("1e", 2, "a number needs digits in its exponent"),
        ("+1", 0, "unexpected '+', expected a value"),
        ("NaN", 0, "unexpected 'N', expected a value"),
        ("\"\\x\"", 2, "invalid escape '\\x'"),
        ("\"\\ud800\"", 7, "unpaired surrogate \\uD800"),
        ("\"a\nb\"", 2, "control character U+0A in a string must be escaped"),
        ("\"abc", 4, "unterminated string"),
        ("{\"a\":1,}", 7, "unexpected '}', expected a key in double quotes"),
        ("{\"a\":1,\"a\":2}", 7, "duplicate key \"a\""),
        ("[1 2]", 3, "unexpected '2', expected ',' or ']'"),
        ("{} x", 3, "unexpected 'x' after the JSON value"),
        ("", 0, "unexpected end of input, expected a value"),
        ("tru", 3, "unexpected end of input, expected 'true'"),
    ])
    func rejects(_ text: String, _ offset: Int, _ message: String) {
        #expect(throws: JSONSyntaxError(offset: offset, message: message)) { try JSONReader.parse(text) }
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError(offset: 64, message: "nesting deeper than 64 levels")) { try JSONReader.parse(deep) }
        let fine = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect((try? JSONReader.parse(fine)) != nil)
    }

    @Test func invalidUTF8IsRefused() {
        #expect(throws: JSONSyntaxError(offset: 1, message: "invalid UTF-8 in a string")) {
            try JSONReader.parse([0x22, 0xFF, 0x22])
        }
    }

    @Test func linesAndColumnsCountCharacters() {
        let text = Array("é\n  ab".utf8)
        #expect(TextPosition(offset: 0, in: text) == TextPosition(line: 1, column: 1))
        #expect(TextPosition(offset: 2, in: text) == TextPosition(line: 1, column: 2))
        #expect(TextPosition(offset: 5, in: text) == TextPosition(line: 2, column: 3))
    }
}
