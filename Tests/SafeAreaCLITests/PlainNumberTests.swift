import Testing
@testable import SafeAreaCLI

/// `ValueParsing.plainNumbers`, the byte reader of `WxH`, `T,L,B,R` and `X,Y,W,H` text: it must
/// read exactly what the general reader reads, or leave the text to it.
@Suite("Plain numbers")
struct PlainNumberTests {
    /// The general reading: cut at the separator, spaces trimmed, each part a number in range.
    private func generalReading(_ text: String, separator: Character, count: Int) -> [Double]? {
        let parts = ValueParsing.parts(of: text, separator: separator)
        guard parts.count == count else { return nil }
        var numbers: [Double] = []
        for part in parts {
            guard let number = ValueParsing.number(part.trimmingSpaces()), abs(number) <= ValueParsing.pointLimit else { return nil }
            numbers.append(number)
        }
        return numbers
    }

    private func plainReading(_ text: String, separator: Character, count: Int) -> [Double]? {
        guard let byte = separator.asciiValue, let numbers = ValueParsing.plainNumbers(text, separator: byte, count: count) else {
            return nil
        }
        return (0..<count).map { numbers[$0] }
    }

    @Test(arguments: [
        ("390x2000", "x", 2, [390.0, 2000] as [Double]?),
        (" 390 x 2000 ", "x", 2, [390, 2000]),
        ("0,16,8,16", ",", 4, [0, 16, 8, 16]),
        ("-10,+20,30.5,0.25", ",", 4, [-10, 20, 30.5, 0.25]),
        ("100000x0", "x", 2, [100_000, 0]),
        ("-0,0,1,1", ",", 4, [-0.0, 0, 1, 1]),
        ("123456789.012345x1", "x", 2, nil), // out of range: the general reader words the message
        ("100001x1", "x", 2, nil),
        ("01x2", "x", 2, nil), // a leading zero: the general reader refuses it
        ("1.x2", "x", 2, nil),
        (".5x2", "x", 2, nil),
        ("1e3x2", "x", 2, nil),
        ("1E3x2", "x", 2, nil),
        ("+-5x2", "x", 2, nil),
        ("1x2x3", "x", 2, nil),
        ("1x", "x", 2, nil),
        ("x2", "x", 2, nil),
        ("1,2,3", ",", 4, nil),
        ("1,2,3,4,", ",", 4, nil),
        ("1\u{301}x2", "x", 2, nil),
        ("1\tx2", "x", 2, nil),
        ("0.1234567890123456x1", "x", 2, nil), // 17 digits: left to the full decimal reader
    ] as [(String, Character, Int, [Double]?)])
    func readsOnlyPlainDecimals(text: String, separator: Character, count: Int, expected: [Double]?) {
        let read = plainReading(text, separator: separator, count: count)
        #expect(read?.map(\.bitPattern) == expected?.map(\.bitPattern))
    }

    /// Every text the byte reader reads, the general reader reads to the same bits; seeded random
    /// decimals of up to 15 digits included, where one division must round as a full reader does.
    @Test func readsWhatTheGeneralReaderReads() {
        var random = SplitMix64(seed: 0x5AFE_A4EA)
        var texts = ["0", "-0", "+0", "0.0", "-0.0", "0.1", "0.2", "0.3", "2.675", "1.005", "99999.99999", "100000", "-100000",
                     "0.000000000000001", "12345.6789012345", "1.7976931348623157", "33.333333333333", "402", " 7 "]
        for _ in 0..<5_000 {
            let wholeDigits = 1 + random.below(6)
            let fractionDigits = random.below(16 - wholeDigits)
            var text = random.chance(0.3) ? "0" : String(1 + random.below(9))
            if text != "0" {
                for _ in 1..<wholeDigits { text += String(random.below(10)) }
            }
            if fractionDigits > 0 {
                text += "."
                for _ in 0..<fractionDigits { text += String(random.below(10)) }
            }
            if random.chance(0.5) { text = "-" + text }
            texts.append(text)
        }
        var read = 0
        for text in texts {
            guard let plain = plainReading(text, separator: ",", count: 1) else { continue }
            read += 1
            let general = generalReading(text, separator: ",", count: 1)
            #expect(plain.map(\.bitPattern) == general?.map(\.bitPattern), "\(text)")
            #expect(plain[0].bitPattern == Double(String(Substring(text).trimmingSpaces()))?.bitPattern, "\(text)")
        }
        // Nearly all of them are plain; the rest are out of range.
        #expect(read > 4_000)
    }
}
