import SafeAreaCore

/// Turns option values into numbers, insets and rects, refusing anything that is not a plain
/// finite decimal (`nan`, `inf`, `0x10`, `1e999` and `1e-400` included) with a message naming the
/// option.
///
/// This is the one place where numbers enter a command: `batch` members reach it as the command
/// line's text. Every length lies within ±``pointLimit``, so that no sum, product or quotient the
/// core forms from them can overflow to infinity (the largest screen is 1,376 points; a scroll
/// view's content of 100,000 points is a long list already).
enum ValueParsing {
    /// The largest length, in points, any option takes (and the most negative origin).
    static let pointLimit: Double = 100_000

    /// A decimal number in JSON's spelling, optionally with a leading '+'.
    static func number(_ text: Substring) -> Double? {
        var body = text
        if body.first == "+" { body = body.dropFirst() }
        if let whole = wholeNumber(body.utf8) { return whole }
        let bytes = Array(body.utf8)
        guard !bytes.isEmpty, bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E || $0 == 0x2D || $0 == 0x65 || $0 == 0x45 || $0 == 0x2B }) else {
            return nil
        }
        guard let value = try? JSONReader.parse(bytes), case .number(let number) = value.kind else { return nil }
        return number
    }

    /// Digits alone, in JSON's spelling (no leading zero), of at most 15 digits, which a `Double`
    /// holds exactly: most numbers given are these, and they need no decimal reader.
    static func wholeNumber(_ digits: some Collection<UInt8>) -> Double? {
        guard !digits.isEmpty, digits.count <= 15, digits.first != 0x30 || digits.count == 1,
              digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 })
        else { return nil }
        return Double(digits.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }

    /// Exactly `count` comma-separated finite numbers.
    static func numbers(_ value: ArgumentValue, option: String, count: Int, names: String) throws(UsageError) -> ArgumentNumbers {
        var numbers = ArgumentNumbers(0, count: count)
        if let given = value.numbers, given.count == count {
            // Numbers from JSON are already numbers: only their range is checked, worded as the
            // text form would be.
            for index in 0..<count { _ = try inRange(given[index], spelled: NumberFormatting.text(given[index]), value, option: option) }
            return given
        }
        let text = value.text
        if let plain = plainNumbers(text, separator: UInt8(ascii: ","), count: count) { return plain }
        let parts = Self.parts(of: text, separator: ",")
        guard parts.count == count else {
            throw UsageError("invalid value '\(value.text)' for '--\(option)': expected \(count) numbers \(names)")
        }
        for (index, part) in parts.enumerated() {
            numbers[index] = try point(part.trimmingSpaces(), value, option: option)
        }
        return numbers
    }

    /// One number of points within ±``pointLimit``, or the reason it is not one.
    private static func point(_ text: Substring, _ value: ArgumentValue, option: String) throws(UsageError) -> Double {
        guard let number = number(text) else {
            let lower = text.lowercased()
            let why: String
            if ["nan", "inf", "+inf", "-inf", "infinity", "-infinity"].contains(lower) {
                why = "numbers must be finite"
            } else if !text.isEmpty, text.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || [0x2B, 0x2D, 0x2E, 0x45, 0x65].contains($0) }),
                      text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }), text.lowercased().contains("e") {
                why = outOfRange(text)
            } else {
                why = "'\(text)' is not a number"
            }
            throw UsageError("invalid value '\(value.text)' for '--\(option)': \(why)")
        }
        return try inRange(number, spelled: String(text), value, option: option)
    }

    /// `number` when it lies within ±``pointLimit``; else the error, naming it as `spelled`.
    /// The spelling is made only for the message: formatting every JSON number a line gives, in
    /// range or not, was a cost of every batch line.
    private static func inRange(
        _ number: Double, spelled: @autoclosure () -> String, _ value: ArgumentValue, option: String
    ) throws(UsageError) -> Double {
        guard abs(number) <= pointLimit else {
            throw UsageError("invalid value '\(value.text)' for '--\(option)': \(outOfRange(spelled()))")
        }
        return number
    }

    /// The refusal of a size or rect whose width or height is negative, whatever form it came in.
    private static func negativeSize(_ value: ArgumentValue, option: String) -> UsageError {
        UsageError("invalid value '\(value.text)' for '--\(option)': width and height must not be negative")
    }

    private static func outOfRange(_ spelled: some StringProtocol) -> String {
        "'\(spelled)' is out of range (points run from -100000 to 100000)"
    }

    /// `X,Y,W,H`: origin may be negative (a subview can start off screen), size may not.
    static func rect(_ value: ArgumentValue, option: String) throws(UsageError) -> Rect {
        let n = try numbers(value, option: option, count: 4, names: "X,Y,W,H")
        if n[2] < 0 || n[3] < 0 {
            throw negativeSize(value, option: option)
        }
        return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    /// One finite number of points, not negative.
    static func points(_ value: ArgumentValue, option: String) throws(UsageError) -> Double {
        try numbers(value, option: option, count: 1, names: "")[0].nonNegative(value, option: option)
    }

    /// A whole count, 0 to 100,000 unless `range` says otherwise.
    static func count(_ value: ArgumentValue, option: String, in range: ClosedRange<Int> = 0...100_000) throws(UsageError) -> Int {
        // A JSON number is the number its text would read as (`NumberFormatting.text` spells it
        // back exactly), so it is not spelled to be read again.
        let given = value.numbers.flatMap { $0.count == 1 ? $0[0] : nil }
        guard let number = given ?? number(Substring(value.text)), number >= Double(range.lowerBound),
              number <= Double(range.upperBound), let whole = number.exactWhole
        else {
            throw UsageError("invalid value '\(value.text)' for '--\(option)': expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return whole
    }

    /// `WxH`, such as `390x2000`: two finite numbers, neither negative.
    static func size(_ value: ArgumentValue, option: String) throws(UsageError) -> Size {
        if let given = value.numbers, given.count == 2 {
            for index in 0..<2 {
                if try inRange(given[index], spelled: NumberFormatting.text(given[index]), value, option: option) < 0 {
                    throw negativeSize(value, option: option)
                }
            }
            return Size(width: given[0], height: given[1])
        }
        let text = value.text
        if let plain = plainNumbers(text, separator: UInt8(ascii: "x"), count: 2) {
            guard plain[0] >= 0, plain[1] >= 0 else {
                throw negativeSize(value, option: option)
            }
            return Size(width: plain[0], height: plain[1])
        }
        let parts = Self.parts(of: text, separator: "x")
        guard parts.count == 2 else {
            throw UsageError("invalid value '\(value.text)' for '--\(option)': expected WIDTHxHEIGHT such as 390x2000")
        }
        var numbers = ArgumentNumbers(0, count: 2)
        for (index, part) in parts.enumerated() {
            let number = try point(part.trimmingSpaces(), value, option: option)
            guard number >= 0 else {
                throw negativeSize(value, option: option)
            }
            numbers[index] = number
        }
        return Size(width: numbers[0], height: numbers[1])
    }

    /// `count` numbers cut at `separator`, when every part is what nearly every value gives: ASCII
    /// spaces around an optional sign and a plain JSON decimal of at most 15 digits, no exponent,
    /// within ±``pointLimit``. Else nil, and the text is read the general way, which gives the
    /// same numbers or the message: this reads bytes where that cuts an array of substrings and
    /// trims them by characters (6,700 instructions for a `WxH`).
    static func plainNumbers(_ text: String, separator: UInt8, count: Int) -> ArgumentNumbers? {
        plainNumbers(bytes: Array(text.utf8), separator: separator, count: count)
    }

    /// ``plainNumbers(_:separator:count:)`` of text's bytes (a batch line's string, as it stands).
    static func plainNumbers<Bytes: RandomAccessCollection<UInt8>>(bytes: Bytes, separator: UInt8, count: Int) -> ArgumentNumbers? where Bytes.Index == Int {
        var numbers = ArgumentNumbers(0, count: count)
        var index = bytes.startIndex
        for part in 0..<count {
            while index < bytes.endIndex, bytes[index] == 0x20 { index += 1 }
            // A whole number of up to six digits, as nearly every part is (`390x4450`), summed
            // here; any other by the decimal rule. A call per part was a fifth of a batch line's
            // size string.
            guard let (number, end) = plainWhole(bytes, from: index) ?? plainDecimal(bytes, from: index), abs(number) <= pointLimit
            else { return nil }
            numbers[part] = number
            index = end
            while index < bytes.endIndex, bytes[index] == 0x20 { index += 1 }
            if part < count - 1 {
                guard index < bytes.endIndex, bytes[index] == separator else { return nil }
                index += 1
            }
        }
        return index == bytes.endIndex ? numbers : nil
    }

    /// A whole number of one to six digits from `start` with no leading zero and within
    /// ``pointLimit``, followed by neither a fraction, an exponent nor another digit:
    /// ``plainDecimal(_:from:)``'s value for it; nil for anything else, for that rule to read
    /// (or refuse).
    @inline(__always) private static func plainWhole<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int) -> (Double, Int)? where Bytes.Index == Int {
        var index = start
        var whole = 0
        while index < bytes.endIndex, index - start < 6, case let digit = bytes[index] &- 0x30, digit < 10 {
            whole = whole &* 10 &+ Int(digit)
            index += 1
        }
        guard index > start, bytes[start] != 0x30 || index == start + 1, whole <= Int(pointLimit) else { return nil }
        if index < bytes.endIndex, case let next = bytes[index], next == UInt8(ascii: ".") || next &- 0x30 < 10 || next | 0x20 == UInt8(ascii: "e") {
            return nil
        }
        return (Double(whole), index)
    }

    /// An optional sign and a JSON decimal without exponent, of at most 15 digits, from `start`:
    /// its value and where it ends. Such a number is an integer of at most 15 digits divided by a
    /// power of ten no greater than 10^15, both exact in a `Double`, so the one division rounds
    /// correctly: the value is the one a full decimal reader gives.
    private static func plainDecimal<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, from start: Int) -> (Double, Int)? where Bytes.Index == Int {
        var index = start
        var negative = false
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
            negative = bytes[index] == UInt8(ascii: "-")
            index += 1
        }
        var mantissa = 0
        var digits = 0
        var fractionDigits = 0
        let wholeStart = index
        while index < bytes.endIndex, bytes[index] &- 0x30 < 10 {
            mantissa = mantissa &* 10 &+ Int(bytes[index] &- 0x30)
            digits += 1
            index += 1
        }
        // JSON: at least one whole digit, and no leading zero before another digit.
        guard digits > 0, bytes[wholeStart] != 0x30 || digits == 1 else { return nil }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.endIndex, bytes[index] &- 0x30 < 10 {
                mantissa = mantissa &* 10 &+ Int(bytes[index] &- 0x30)
                digits += 1
                fractionDigits += 1
                index += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        guard digits <= 15 else { return nil }
        if index < bytes.endIndex, bytes[index] | 0x20 == UInt8(ascii: "e") { return nil }
        var value = Double(mantissa)
        if fractionDigits > 0 { value /= Self.powersOfTen[fractionDigits] }
        return (negative ? -value : value, index)
    }

    private static let powersOfTen: [Double] = (0...15).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }

    /// `text` cut at every `separator`, empty parts kept, as `split(separator:omittingEmptySubsequences:
    /// false)` cuts it. ASCII text, what is nearly always given, is cut by its bytes: splitting by
    /// characters measured each grapheme, 1.4% of a batch line. Other text is cut by characters, so
    /// that a separator joined to a combining mark is no separator, as before.
    static func parts(of text: String, separator: Character) -> [Substring] {
        guard let byte = separator.asciiValue, text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.split(separator: separator, omittingEmptySubsequences: false)
        }
        return text.utf8.split(separator: byte, omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// A `UICollectionViewFlowLayout` item size: UIKit raises "negative or zero sizes are not
    /// supported in the flow layout" for an item with a zero width or height (reported from
    /// `itemSize` in 1and2papa/CTAssetsPickerController#146 and from `sizeForItemAt` in
    /// jessesquires/JSQMessagesViewController#819), so such a size is refused, not laid out.
    static func itemSize(_ value: ArgumentValue, option: String) throws(UsageError) -> Size {
        let size = try size(value, option: option)
        guard size.width > 0, size.height > 0 else {
            throw UsageError(
                "invalid value '\(value.text)' for '--\(option)': UIKit refuses an item with a zero width or height (\"negative or zero sizes are not supported in the flow layout\")")
        }
        return size
    }

    /// `T,L,B,R` in UIKit's order, none negative.
    static func insets(_ value: ArgumentValue, option: String) throws(UsageError) -> EdgeInsets {
        let n = try numbers(value, option: option, count: 4, names: "T,L,B,R")
        if (0..<4).contains(where: { n[$0] < 0 }) {
            throw UsageError("invalid value '\(value.text)' for '--\(option)': insets must not be negative")
        }
        return EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }

    /// A whole major version number.
    static func version(_ value: ArgumentValue, option: String) throws(UsageError) -> Int {
        let release = try release(value, option: option)
        if let minor = release.minor, minor != 0 {
            throw UsageError("invalid value '\(value.text)' for '--\(option)': expected a major version such as 18 or 26")
        }
        return release.major
    }

    /// A released version with an optional point release: `27`, `27.1`, `iOS 26.0`. The point
    /// release is `nil` when not written; a point release newer than the catalogue knows of is an
    /// error (27.2 before its release).
    static func release(_ value: ArgumentValue, option: String) throws(UsageError) -> (major: Int, minor: Int?) {
        if let given = value.numbers, given.count == 1, let major = major(given[0]) { return (major, nil) }
        return try release(value.text) { UsageError("invalid value '\(value.text)' for '--\(option)': \($0)") }
    }

    /// A JSON number that is a released major version (`"ios": 18`): what the text's plain path
    /// reads; nil for any other number.
    static func major(_ given: Double) -> Int? {
        guard given >= 0, given < 100, let whole = given.exactWhole, IOSVersion.exists(whole) else { return nil }
        return whole
    }

    /// `release(_:option:)` for any source of text; `fail` turns a reason into the error to throw.
    static func release(_ written: String, fail: (String) -> UsageError) throws(UsageError) -> (major: Int, minor: Int?) {
        // A plain major version (`18`), what nearly every query gives, needs none of the below.
        if written.utf8.count <= 2, let whole = wholeNumber(written.utf8), IOSVersion.exists(Int(whole)) {
            return (Int(whole), nil)
        }
        var text = Substring(written)
        if text.lowercased().hasPrefix("ios") { text = text.dropFirst(3).trimmingSpaces() }
        var minor: Int?
        if let dot = text.firstIndex(of: ".") {
            var tail = text[text.index(after: dot)...]
            // 26.0.1 names a bug-fix release of 26.0: the third number never changes a layout.
            if let second = tail.firstIndex(of: ".") { tail = tail[..<second] }
            guard !tail.isEmpty, tail.count <= 2, tail.allSatisfy(\.isASCII), let number = Int(tail) else {
                throw fail("expected a version such as 18, 26 or 27.1")
            }
            minor = number
            text = text[..<dot]
        }
        guard let number = number(text), number == number.rounded(), number >= 0, number < 1000 else {
            throw fail("expected a major version such as 18 or 26")
        }
        let version = Int(number)
        guard IOSVersion.exists(version) else {
            let nearest = IOSVersion.released.min { abs($0 - version) < abs($1 - version) } ?? version
            throw fail("\(IOSVersion.absence(of: version)); did you mean '\(nearest)'?")
        }
        let newest = ReleaseVersion.newest(ofMajor: version)
        if let minor, version == IOSVersion.released.last, minor > newest.minor {
            throw fail("iOS \(version).\(minor) is not released (the newest is \(newest)); did you mean '\(newest)'?")
        }
        return (version, minor)
    }
}

extension Double {
    fileprivate func nonNegative(_ value: ArgumentValue, option: String) throws(UsageError) -> Double {
        guard self >= 0 else { throw UsageError("invalid value '\(value.text)' for '--\(option)': must not be negative") }
        return self
    }
}

extension Substring {
    func trimmingSpaces() -> Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
