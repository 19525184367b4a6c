/// A place in a batch line's bytes, read forward one JSON token at a time by the typed reader
/// (``LineDecoder``). Each reading method takes the token at the place and moves past it, or
/// returns nil (false) and leaves the place undefined: the reader then leaves the whole line to
/// the general reader (``LineScanner`` and ``BatchRequest``), which words every error. So a
/// method may refuse anything it does not expect, but must never take what `JSONReader` refuses.
///
/// A value of three words, kept in registers by the reader's loop: the line's bytes are never
/// read past their end (a line's last bytes are the chunk's last, or the next line's). Places
/// move with wrapping arithmetic (`&+`) on the hot paths: a place never passes `count`, a line's
/// length, bounded far below `Int.max` (``Limits/lineBytes``), and each overflow check was an
/// instruction a byte or a token.
struct LineCursor {
    let base: UnsafePointer<UInt8>
    let count: Int
    var index = 0

    init(_ base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// True when every byte has been read.
    @inline(__always) var isAtEnd: Bool { index >= count }

    /// The byte at the place; 0 past the end, which no token starts with.
    @inline(__always) var byte: UInt8 { index < count ? base[index] : 0 }

    /// The bytes of `range`, between a string's quotes or a number's text.
    @inline(__always) func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Past JSON whitespace. Compact lines have none between tokens: one test settles them.
    @inline(__always) mutating func skipSpace() {
        while index < count, base[index] <= 0x20 {
            let byte = base[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
            index &+= 1
        }
    }

    /// Past `byte` and the whitespace after it; false when the place holds another byte.
    @inline(__always) mutating func take(_ byte: UInt8) -> Bool {
        guard index < count, base[index] == byte else { return false }
        index &+= 1
        skipSpace()
        return true
    }

    /// Past any whitespace, `byte` and the whitespace after it; false, past the whitespace,
    /// when another byte follows it. `byte` is looked for first: a compact line, as nearly
    /// every one is, then pays for no test of whitespace before its colons and commas, two a
    /// member.
    @inline(__always) mutating func skipSpaceAndTake(_ byte: UInt8) -> Bool {
        if take(byte) { return true }
        skipSpace()
        return take(byte)
    }

    /// A string of plain ASCII without escapes, from its opening quote: the range of its bytes
    /// between the quotes. Nil for any other string: a key or a value the reader compares as
    /// bytes is then read by the general reader, which decodes it.
    ///
    /// Eight bytes at a time up to the first that needs a look (``ByteWords/stringStops(_:)``);
    /// the last few of the line a byte at a time.
    @inline(__always) mutating func plainString() -> Range<Int>? {
        guard index < count, base[index] == 0x22 else { return nil }
        let start = index &+ 1
        var cursor = start
        while cursor &+ 8 <= count {
            let marked = ByteWords.stringStops(ByteWords.load(base + cursor))
            if marked == 0 {
                cursor &+= 8
                continue
            }
            let end = cursor &+ marked.trailingZeroBitCount >> 3
            guard base[end] == 0x22 else { return nil }
            index = end &+ 1
            return start..<end
        }
        while cursor < count {
            let byte = base[cursor]
            if byte == 0x22 {
                index = cursor &+ 1
                return start..<cursor
            }
            guard byte >= 0x20, byte != 0x5C, byte < 0x80 else { return nil }
            cursor &+= 1
        }
        return nil
    }

    /// The bytes of a string from its opening quote up to the next quote, unchecked: for a
    /// value that is compared with known words (a choice), which match only when those bytes
    /// are plain letters. A string with an escape or any other byte a string may not hold
    /// matches none, and its line goes to the general reader, which reads it whole. Only the
    /// quote is looked for, eight bytes at a time.
    @inline(__always) mutating func quotedWord() -> Range<Int>? {
        guard index < count, base[index] == 0x22 else { return nil }
        let start = index &+ 1
        var cursor = start
        while cursor &+ 8 <= count {
            let marked = ByteWords.bytes(0x22, in: ByteWords.load(base + cursor))
            if marked != 0 {
                let end = cursor &+ marked.trailingZeroBitCount >> 3
                index = end &+ 1
                return start..<end
            }
            cursor &+= 8
        }
        while cursor < count {
            if base[cursor] == 0x22 {
                index = cursor &+ 1
                return start..<cursor
            }
            cursor &+= 1
        }
        return nil
    }

    /// Any string `JSONReader` takes, from its opening quote: the range between the quotes, and
    /// whether those bytes are its value (no escapes). A plain string, as nearly every one is,
    /// is read here in line; one with escapes or bytes above 0x7F is checked by `JSONReader`
    /// itself (``otherString(from:)``), so that the two never disagree.
    @inline(__always) mutating func string() -> (body: Range<Int>, isVerbatim: Bool)? {
        let start = index
        if let plain = plainString() { return (plain, true) }
        return otherString(from: start)
    }

    /// ``string()`` for a string that is not plain, from its opening quote at `start`.
    private mutating func otherString(from start: Int) -> (body: Range<Int>, isVerbatim: Bool)? {
        index = start + 1
        var verbatim = true
        while index < count {
            let byte = base[index]
            if byte == 0x22 {
                index += 1
                let quoted = UnsafeBufferPointer(start: base + start, count: index - start)
                guard let parsed = try? JSONReader.parse(Array(quoted)), case .string = parsed.kind else { return nil }
                return (start + 1..<index - 1, verbatim)
            }
            if byte < 0x20 { return nil }
            if byte == 0x5C {
                verbatim = false
                index += 2
                continue
            }
            index += 1
        }
        return nil
    }

    /// A string's value from the range ``string()`` gave: its bytes when verbatim, else decoded
    /// by `JSONReader`.
    func text(_ body: Range<Int>, isVerbatim: Bool) -> String? {
        if isVerbatim { return String(decoding: bytes(body), as: UTF8.self) }
        let quoted = UnsafeBufferPointer(start: base + body.lowerBound - 1, count: body.count + 2)
        guard let parsed = try? JSONReader.parse(Array(quoted)), case .string(let text) = parsed.kind else { return nil }
        return text
    }

    /// A number in JSON's grammar and range. A whole number of at most fifteen digits, as nearly
    /// every number a line gives, is summed where its digits stand; any other is read by
    /// `JSONReader`, whose value and range the general reader's are.
    @inline(__always) mutating func number() -> Double? {
        let start = index
        let negative = index < count && base[index] == UInt8(ascii: "-")
        if negative { index &+= 1 }
        let first = index
        var whole = 0
        while index < count, case let digit = base[index] &- 0x30, digit < 10 {
            whole = whole &* 10 &+ Int(digit)
            index &+= 1
        }
        let digits = index - first
        guard digits > 0, base[first] != UInt8(ascii: "0") || digits == 1 else { return nil }
        if digits <= 15, index == count || !continuesNumber(base[index]) {
            return negative ? -Double(whole) : Double(whole)
        }
        return otherNumber(from: start)
    }

    /// ``number()`` for a number with a fraction, an exponent or many digits.
    private mutating func otherNumber(from start: Int) -> Double? {
        index = start
        if byte == UInt8(ascii: "-") { index += 1 }
        guard isDigit(byte) else { return nil }
        if byte == UInt8(ascii: "0") {
            index += 1
        } else {
            while isDigit(byte) { index += 1 }
        }
        if byte == UInt8(ascii: ".") {
            index += 1
            guard isDigit(byte) else { return nil }
            while isDigit(byte) { index += 1 }
        }
        if byte | 0x20 == UInt8(ascii: "e") {
            index += 1
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") { index += 1 }
            guard isDigit(byte) else { return nil }
            while isDigit(byte) { index += 1 }
        }
        let text = UnsafeBufferPointer(start: base + start, count: index - start)
        guard let parsed = try? JSONReader.parse(Array(text)), case .number(let value) = parsed.kind else { return nil }
        return value
    }

    /// `true`, `false` or `null` at the place, by its first byte; nil for anything else.
    @inline(__always) mutating func literal() -> JSONType? {
        switch byte {
        case UInt8(ascii: "t"): return word("true") ? .bool : nil
        case UInt8(ascii: "f"): return word("false") ? .bool : nil
        case UInt8(ascii: "n"): return word("null") ? .null : nil
        default: return nil
        }
    }

    /// `true` or `false` at the place; nil for anything else.
    @inline(__always) mutating func boolean() -> Bool? {
        switch byte {
        case UInt8(ascii: "t"): return word("true") ? true : nil
        case UInt8(ascii: "f"): return word("false") ? false : nil
        default: return nil
        }
    }

    private mutating func word(_ text: StaticString) -> Bool {
        let length = text.utf8CodeUnitCount
        guard index + length <= count, bytes(index..<index + length).matches(text) else { return false }
        index += length
        return true
    }

    /// Past a whole value of any kind, checked by `JSONReader` (an `id` that is an array or an
    /// object, an option's value the reader does not take typed); `depth` containers enclose it.
    mutating func skipValue(depth: Int) -> Bool {
        guard let end = JSONReader.end(ofValueAt: index, in: UnsafeBufferPointer(start: base, count: count), depth: depth) else { return false }
        index = end
        return true
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool { byte &- 0x30 < 10 }

    /// True for a byte that carries a number on past its whole digits.
    @inline(__always) private func continuesNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") || isDigit(byte)
    }
}
