/// A quick look at one JSON Lines object whose members are all plain scalars: strings without
/// escapes, numbers, `true`, `false`, `null`. It finds each member's key and value as byte
/// ranges without allocating. Anything else (nesting, escapes, a syntax error) makes it give up,
/// and the line goes to the full reader, which is strict and explains every error; so this scanner
/// only needs to be right about the lines it accepts.
enum FlatObjectScanner {
    enum ValueKind: Equatable {
        case string
        case number
        case bool(Bool)
        case null
    }

    struct Member {
        /// Between the key's quotes.
        var key: Range<Int>
        var kind: ValueKind
        /// The value's text; for a string, between its quotes.
        var value: Range<Int>
    }

    /// Writes the members of `line` to `members` (room for `capacity`) and returns how many, or
    /// nil when it is not a flat object of plain scalars or has more members than that.
    static func scan(_ line: UnsafeBufferPointer<UInt8>, into members: UnsafeMutablePointer<Member>, capacity: Int) -> Int? {
        var found = 0
        func add(_ member: Member) -> Bool {
            guard found < capacity else { return false }
            (members + found).initialize(to: member)
            found += 1
            return true
        }
        guard let bytes = line.baseAddress else { return nil }
        let count = line.count
        var index = skipSpace(bytes, 0, count)
        guard index < count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = skipSpace(bytes, index + 1, count)
        if index < count, bytes[index] == UInt8(ascii: "}") {
            return skipSpace(bytes, index + 1, count) == count ? 0 : nil
        }
        while true {
            guard let key = string(bytes, &index, count) else { return nil }
            index = skipSpace(bytes, index, count)
            guard index < count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index = skipSpace(bytes, index + 1, count)
            guard index < count else { return nil }
            let start = index
            switch bytes[index] {
            case 0x22:
                guard let value = string(bytes, &index, count) else { return nil }
                guard add(Member(key: key, kind: .string, value: value)) else { return nil }
            case UInt8(ascii: "t"):
                guard literal(bytes, &index, count, "true") else { return nil }
                guard add(Member(key: key, kind: .bool(true), value: start..<index)) else { return nil }
            case UInt8(ascii: "f"):
                guard literal(bytes, &index, count, "false") else { return nil }
                guard add(Member(key: key, kind: .bool(false), value: start..<index)) else { return nil }
            case UInt8(ascii: "n"):
                guard literal(bytes, &index, count, "null") else { return nil }
                guard add(Member(key: key, kind: .null, value: start..<index)) else { return nil }
            default:
                guard number(bytes, &index, count) else { return nil }
                guard add(Member(key: key, kind: .number, value: start..<index)) else { return nil }
            }
            index = skipSpace(bytes, index, count)
            guard index < count else { return nil }
            if bytes[index] == UInt8(ascii: ",") {
                index = skipSpace(bytes, index + 1, count)
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { return nil }
            return skipSpace(bytes, index + 1, count) == count ? found : nil
        }
    }

    @inline(__always) private static func skipSpace(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ count: Int) -> Int {
        var index = start
        // One comparison in the usual case: compact JSON has no white space at all.
        while index < count, bytes[index] <= 0x20, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return index
    }

    /// A string without escapes or control characters; the range between its quotes.
    @inline(__always) private static func string(_ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ count: Int) -> Range<Int>? {
        guard index < count, bytes[index] == 0x22 else { return nil }
        let start = index + 1
        var cursor = start
        // Eight bytes at a time: find the first quote, backslash or control character in a word
        // with the usual bit tricks (the lowest flagged byte is exact), then look at that byte.
        let raw = UnsafeRawPointer(bytes)
        while cursor + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: cursor, as: UInt64.self)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let flags = ((word &- ones &* 0x20) & ~word
                | (quote &- ones) & ~quote
                | (backslash &- ones) & ~backslash) & highs
            if flags == 0 {
                cursor += 8
                continue
            }
            cursor += flags.trailingZeroBitCount / 8
            break
        }
        while cursor < count {
            let byte = bytes[cursor]
            if byte == 0x22 {
                index = cursor + 1
                return start..<cursor
            }
            if byte == 0x5C || byte < 0x20 { return nil }
            cursor += 1
        }
        return nil
    }

    /// A number in JSON's grammar.
    @inline(__always) private static func number(_ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ count: Int) -> Bool {
        if index < count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < count, isDigit(bytes[index]) else { return false }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < count, isDigit(bytes[index]) { index += 1 }
        }
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < count, isDigit(bytes[index]) else { return false }
            while index < count, isDigit(bytes[index]) { index += 1 }
        }
        if index < count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < count, isDigit(bytes[index]) else { return false }
            while index < count, isDigit(bytes[index]) { index += 1 }
        }
        return true
    }

    @inline(__always) private static func literal(
        _ bytes: UnsafePointer<UInt8>, _ index: inout Int, _ count: Int, _ word: StaticString
    ) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= count, Platform.bytesEqual(bytes + index, word.utf8Start, count: length) else { return false }
        index += length
        return true
    }

    @inline(__always) private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
