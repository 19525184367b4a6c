/// Reads one JSON Lines object into byte ranges, three levels deep, without building a tree:
/// the line's members, the elements or members of each member's array or object value
/// (`"orientation": [...]`, `"contentSize": {...}`), and those of an array's objects
/// (`"itemSize": [{...}]`). Anything deeper is checked and skipped, as no option takes it.
/// Strings and numbers stay bytes until a reader asks for their value.
///
/// It accepts exactly the objects `JSONReader` accepts: a line it refuses (a syntax error, a
/// duplicate key, invalid UTF-8, a number out of range) is read again by `JSONReader`, whose
/// message names the column. Escaped or non-ASCII strings and numbers that are not small
/// integers are decoded by `JSONReader` itself, so the two never disagree on a value.
final class LineScanner {
    typealias Kind = JSONType

    struct Value {
        var kind: Kind
        /// The value's whole text (a string with its quotes).
        var range: Range<Int>
        /// A boolean's value.
        var isTrue = false
        /// A string with no escape: its bytes between the quotes are its value's UTF-8. False
        /// for any other value, and so for a string the scanner did not mark (a reader then
        /// decodes it, which is always right).
        var isVerbatim = false
        /// The elements (an array) or members (an object), in ``LineScanner/children`` for a
        /// member's value and in `grandchildren` one level down; empty for a container nested
        /// deeper, which is skipped.
        var children: Range<Int> = 0..<0
        /// 1 for a member's value, 2 for an element or member of one.
        var depth = 1
    }

    struct Member {
        /// The key's text, between its quotes (escapes not yet decoded); empty for an array element.
        var key: Range<Int>
        var keyIsPlain: Bool
        var value: Value
    }

    private let topMembers = MemberStore()
    private let children = MemberStore()
    private let grandchildren = MemberStore()
    /// The line's members, valid until the next ``scan(_:)``.
    var members: UnsafeBufferPointer<Member> { topMembers.all }
    private var line = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// The places among ``members`` of the members whose plain keys are `id` and `command`,
    /// noted as their keys are read: a batch line's reader looked for them by comparing every
    /// key with both names again, a thirtieth of reading a line.
    private(set) var plainIDMember: Int?
    private(set) var plainCommandMember: Int?
    /// False when a member of the line has a key with escapes or bytes above 0x7F, whose
    /// decoded name may be `id` or `command` (``key(of:is:)``).
    private(set) var keysArePlain = true

    /// Scans `line`; false when it is not a JSON object this reader accepts (the caller asks
    /// `JSONReader` why).
    func scan(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        topMembers.removeAll()
        children.removeAll()
        grandchildren.removeAll()
        self.line = line
        plainIDMember = nil
        plainCommandMember = nil
        keysArePlain = true
        var index = skipSpace(0)
        guard index < line.count, line[index] == UInt8(ascii: "{") else { return false }
        guard scanObject(&index, depth: 1, into: .top) else { return false }
        return skipSpace(index) == line.count
    }

    private enum Destination { case top, children, grandchildren }

    /// An object from its `{`; its members go to `destination`.
    private func scanObject(_ index: inout Int, depth: Int, into destination: Destination) -> Bool {
        let first = destination == .children ? children.count : grandchildren.count
        index = skipSpace(index + 1)
        guard index < line.count else { return false }
        if line[index] == UInt8(ascii: "}") {
            index += 1
            return true
        }
        while true {
            guard index < line.count, line[index] == 0x22, let key = scanString(&index) else { return false }
            index = skipSpace(index)
            guard index < line.count, line[index] == UInt8(ascii: ":") else { return false }
            index = skipSpace(index + 1)
            guard let value = scanValue(&index, depth: depth) else { return false }
            let member = Member(key: key.range.lowerBound + 1..<key.range.upperBound - 1, keyIsPlain: key.isPlain, value: value)
            append(member, to: destination)
            index = skipSpace(index)
            guard index < line.count else { return false }
            if line[index] == UInt8(ascii: ",") {
                index = skipSpace(index + 1)
                continue
            }
            guard line[index] == UInt8(ascii: "}") else { return false }
            index += 1
            break
        }
        switch destination {
        case .top: return keysAreDistinct(topMembers.all)
        case .children: return keysAreDistinct(children.slice(first..<children.count))
        case .grandchildren: return keysAreDistinct(grandchildren.slice(first..<grandchildren.count))
        }
    }

    @inline(__always) private func append(_ member: Member, to destination: Destination) {
        switch destination {
        case .top:
            noteName(of: member)
            topMembers.append(member)
        case .children: children.append(member)
        case .grandchildren: grandchildren.append(member)
        }
    }

    /// Notes a line member's key when it is `id` or `command` (``plainIDMember``), before the
    /// member is appended.
    @inline(__always) private func noteName(of member: Member) {
        guard member.keyIsPlain else {
            keysArePlain = false
            return
        }
        switch member.key.count {
        case 2 where slice(member.key).matches("id"): plainIDMember = topMembers.count
        case 7 where slice(member.key).matches("command"): plainCommandMember = topMembers.count
        default: break
        }
    }

    private func scanArray(_ index: inout Int, depth: Int, into destination: Destination) -> Bool {
        index = skipSpace(index + 1)
        guard index < line.count else { return false }
        if line[index] == UInt8(ascii: "]") {
            index += 1
            return true
        }
        while true {
            guard let value = scanValue(&index, depth: depth) else { return false }
            append(Member(key: 0..<0, keyIsPlain: true, value: value), to: destination)
            index = skipSpace(index)
            guard index < line.count else { return false }
            if line[index] == UInt8(ascii: ",") {
                index = skipSpace(index + 1)
                continue
            }
            guard line[index] == UInt8(ascii: "]") else { return false }
            index += 1
            return true
        }
    }

    /// A value at `depth` (the line's members are at 1): containers at depth 1 keep their
    /// children, deeper ones are only checked.
    @inline(__always) private func scanValue(_ index: inout Int, depth: Int) -> Value? {
        guard index < line.count else { return nil }
        let start = index
        switch line[index] {
        case 0x22:
            guard let string = scanString(&index) else { return nil }
            return Value(kind: .string, range: string.range, isVerbatim: string.isVerbatim)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            let isObject = line[index] == UInt8(ascii: "{")
            let kind: Kind = isObject ? .object : .array
            guard depth <= 2 else {
                // No option reads this deep: JSONReader checks it, at its true depth.
                guard let end = JSONReader.end(ofValueAt: start, in: line, depth: depth) else { return nil }
                index = end
                return Value(kind: kind, range: start..<end, depth: depth)
            }
            let destination: Destination = depth == 1 ? .children : .grandchildren
            let first = depth == 1 ? children.count : grandchildren.count
            guard isObject
                ? scanObject(&index, depth: depth + 1, into: destination)
                : scanArray(&index, depth: depth + 1, into: destination)
            else { return nil }
            let last = depth == 1 ? children.count : grandchildren.count
            return Value(kind: kind, range: start..<index, children: first..<last, depth: depth)
        case UInt8(ascii: "t"):
            guard literal(&index, "true") else { return nil }
            return Value(kind: .bool, range: start..<index, isTrue: true)
        case UInt8(ascii: "f"):
            guard literal(&index, "false") else { return nil }
            return Value(kind: .bool, range: start..<index)
        case UInt8(ascii: "n"):
            guard literal(&index, "null") else { return nil }
            return Value(kind: .null, range: start..<index)
        default:
            // A whole number of a few digits without sign, as nearly every one a line gives (a
            // version, a size, an edge), read here; any other by the whole grammar. The call
            // per number was 0.6% of a line's instructions where sizes are objects.
            var end = index
            while end < line.count, end - index < 16, isDigit(line[end]) { end += 1 }
            let digits = end - index
            if digits > 0, digits <= 15, line[index] != UInt8(ascii: "0") || digits == 1,
               end == line.count || !continuesNumber(line[end]) {
                index = end
                return Value(kind: .number, range: start..<index)
            }
            guard scanNumber(&index) else { return nil }
            return Value(kind: .number, range: start..<index)
        }
    }

    /// A string from its opening quote: its whole range, and whether it is plain ASCII without
    /// escapes (its bytes are its value). Others are decoded by `JSONReader` here, once, so that a
    /// string `JSONReader` would refuse refuses the line.
    ///
    /// Inline, for the plain strings that are nearly all of a line's: eight bytes at a time up to
    /// the first that needs a look (a quote, a backslash, a control character or a byte above
    /// 0x7F); when that is the closing quote, the string is plain. Anything else, and a string
    /// near the line's end, is read by ``scanStringSlowly(_:from:)``. A call per string was a
    /// twentieth of a batch line.
    @inline(__always) private func scanString(_ index: inout Int) -> (range: Range<Int>, isPlain: Bool, isVerbatim: Bool)? {
        let start = index
        if let base = line.baseAddress {
            var cursor = start + 1
            while cursor + 8 <= line.count {
                let word = ByteWords.load(base + cursor)
                let marked = ByteWords.stringStops(word)
                if marked == 0 {
                    cursor += 8
                    continue
                }
                // The lowest mark is always a byte that fits (``ByteWords/zeroBytes(_:)``).
                let end = cursor + marked.trailingZeroBitCount >> 3
                guard base[end] == 0x22 else { break }
                index = end + 1
                return (start..<index, true, true)
            }
            return scanStringSlowly(&index, from: start, plainTo: cursor)
        }
        return scanStringSlowly(&index, from: start, plainTo: start + 1)
    }

    /// ``scanString(_:)`` byte by byte, for a string with escapes or bytes above 0x7F, or near
    /// the line's end.
    ///
    /// The bytes before `plainTo` are known to need no look. When fewer than eight are left in
    /// the line (a line's last string, its `id`'s most often, ends there), they are looked at as
    /// one word with zeros after them: a zero is a control byte, so a mark past the line's end
    /// means no quote closed the string before it.
    private func scanStringSlowly(_ index: inout Int, from start: Int, plainTo known: Int) -> (range: Range<Int>, isPlain: Bool, isVerbatim: Bool)? {
        if let base = line.baseAddress, case let remaining = line.count - known, remaining > 0, remaining < 8 {
            let word = ByteWords.load(base + known, upTo: remaining)
            let marked = ByteWords.stringStops(word)
            let end = known + marked.trailingZeroBitCount >> 3
            if end < line.count, base[end] == 0x22 {
                index = end + 1
                return (start..<index, true, true)
            }
        }
        var cursor = known
        var plain = true
        var verbatim = true
        while cursor < line.count {
            let byte = line[cursor]
            if byte == 0x22 {
                index = cursor + 1
                if !plain, decodedString(start..<index) == nil { return nil }
                return (start..<index, plain, verbatim)
            }
            if byte < 0x20 { return nil }
            if byte == 0x5C {
                plain = false
                verbatim = false
                cursor += 2
                continue
            }
            if byte >= 0x80 { plain = false }
            cursor += 1
        }
        return nil
    }

    /// A number in JSON's grammar; one that is not a plain integer of at most 15 digits must also
    /// be in range, as `JSONReader` requires.
    private func scanNumber(_ index: inout Int) -> Bool {
        let start = index
        if index < line.count, line[index] == UInt8(ascii: "-") { index += 1 }
        guard index < line.count, isDigit(line[index]) else { return false }
        if line[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < line.count, isDigit(line[index]) { index += 1 }
        }
        var simple = index - start <= 15
        if index < line.count, line[index] == UInt8(ascii: ".") {
            simple = false
            index += 1
            guard index < line.count, isDigit(line[index]) else { return false }
            while index < line.count, isDigit(line[index]) { index += 1 }
        }
        if index < line.count, line[index] == UInt8(ascii: "e") || line[index] == UInt8(ascii: "E") {
            simple = false
            index += 1
            if index < line.count, line[index] == UInt8(ascii: "+") || line[index] == UInt8(ascii: "-") { index += 1 }
            guard index < line.count, isDigit(line[index]) else { return false }
            while index < line.count, isDigit(line[index]) { index += 1 }
        }
        return simple || number(start..<index) != nil
    }

    private func literal(_ index: inout Int, _ word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        guard index + length <= line.count, slice(index..<index + length).matches(word) else { return false }
        index += length
        return true
    }

    /// The first place from `start` that is not JSON whitespace. Compact lines have none between
    /// tokens: the first byte settles it, inline, before any loop.
    @inline(__always) private func skipSpace(_ start: Int) -> Int {
        guard start < line.count, line[start] <= 0x20 else { return start }
        return skipSpaceLoop(start)
    }

    private func skipSpaceLoop(_ start: Int) -> Int {
        var index = start
        while index < line.count {
            let byte = line[index]
            guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { break }
            index += 1
        }
        return index
    }

    @inline(__always) private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// True for a byte that carries a number on past its whole digits: a fraction, an exponent,
    /// or another digit.
    @inline(__always) private func continuesNumber(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") || isDigit(byte)
    }

    /// JSONReader refuses an object naming a key twice; so does this, comparing decoded keys.
    private func keysAreDistinct(_ list: UnsafeBufferPointer<Member>) -> Bool {
        if list.count <= 1 { return true }
        // Plain keys with different lengths or ends differ: one bit per length and last byte
        // settles most keys without comparing two. A key whose bit is taken is compared with the
        // earlier keys of its length alone: a repeat of an earlier key takes its bit.
        var signatures: UInt64 = 0
        var plain = true
        // By place, reading only the keys: a member bound whole was loaded whole.
        for index in list.indices {
            guard list[index].keyIsPlain else {
                plain = false
                break
            }
            let range = list[index].key
            let bit = NameBits.bit(length: range.count, last: range.isEmpty ? 0 : line[range.upperBound - 1])
            if signatures & bit != 0 {
                // Both plain here: ``keyEquals(_:_:)``'s test, without its branch for escaped keys,
                // which made this loop cost a line 90 instructions more.
                let key = slice(range)
                for earlier in list[..<index] where earlier.key.count == key.count && slice(earlier.key).elementsEqual(key) {
                    return false
                }
            }
            signatures |= bit
        }
        if plain { return true }
        if list.count <= 16 {
            for i in list.indices {
                for j in list.indices where j > i {
                    if keyEquals(list[i], list[j]) { return false }
                }
            }
            return true
        }
        var seen: Set<String> = []
        for member in list where !seen.insert(key(of: member)).inserted { return false }
        return true
    }

    private func keyEquals(_ a: Member, _ b: Member) -> Bool {
        if a.keyIsPlain, b.keyIsPlain {
            // Lengths first: a line's keys mostly differ in length, and a generic element-wise
            // comparison of every pair was 2% of a batch line.
            guard a.key.count == b.key.count else { return false }
            return slice(a.key).elementsEqual(slice(b.key))
        }
        return key(of: a) == key(of: b)
    }

    // MARK: Values, for the reader of the scanned line

    /// The elements of an array value or the members of an object value.
    @inline(__always) func contents(of value: Value) -> UnsafeBufferPointer<Member> {
        value.depth == 1 ? children.slice(value.children) : grandchildren.slice(value.children)
    }

    /// A string value's bytes between its quotes, its escapes as they stand.
    @inline(__always) func body(of value: Value) -> UnsafeBufferPointer<UInt8> {
        slice(value.range.lowerBound + 1..<value.range.upperBound - 1)
    }

    /// The bytes of `range`.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: line[range])
    }

    func text(_ range: Range<Int>) -> String {
        String(decoding: slice(range), as: UTF8.self)
    }

    /// A member's key, decoded.
    func key(of member: Member) -> String {
        member.keyIsPlain ? text(member.key) : decodedString(member.key.lowerBound - 1..<member.key.upperBound + 1) ?? ""
    }

    /// True when the key, decoded, is exactly `word` (a plain key is compared as it stands).
    func key(of member: Member, is word: StaticString) -> Bool {
        member.keyIsPlain ? slice(member.key).matches(word) : key(of: member) == word.description
    }

    /// The place among `choices` of the one that a plain string value is byte for byte, if any.
    @inline(__always) func plainChoice(_ value: Value, among choices: ChoiceSpellings) -> Int? {
        choices.place(of: body(of: value))
    }

    /// A string value, decoded.
    func string(_ value: Value) -> String {
        // A verbatim string's bytes are its value, and the scanner has checked they are UTF-8.
        if value.isVerbatim { return String(decoding: body(of: value), as: UTF8.self) }
        return decodedString(value.range) ?? ""
    }

    /// A number value.
    func number(_ value: Value) -> Double {
        // A whole number of a few digits, as nearly every one a line gives (a version, a size, a
        // count), summed where its digits stand: the scanner has checked it is JSON, so it has
        // no leading zero. Anything else is read by the general rule.
        let range = value.range
        if let base = line.baseAddress, range.count <= 15, !range.isEmpty {
            let negative = base[range.lowerBound] == UInt8(ascii: "-")
            var index = negative ? range.lowerBound + 1 : range.lowerBound
            var whole = 0
            while index < range.upperBound, case let digit = base[index] &- 0x30, digit < 10 {
                whole = whole &* 10 &+ Int(digit)
                index += 1
            }
            if index == range.upperBound, index > range.lowerBound + (negative ? 1 : 0) {
                return negative ? -Double(whole) : Double(whole)
            }
        }
        return number(range) ?? 0
    }

    /// The number `JSONReader` reads at `range`, or nil when it reads none in range there: for a
    /// value's number that is not summed in place, and for the scanner's check of a number that
    /// is not a short whole one.
    private func number(_ range: Range<Int>) -> Double? {
        guard let parsed = try? JSONReader.parse(Array(slice(range))), case .number(let number) = parsed.kind else { return nil }
        return number
    }

    private func decodedString(_ quoted: Range<Int>) -> String? {
        guard let parsed = try? JSONReader.parse(Array(slice(quoted))), case .string(let text) = parsed.kind else { return nil }
        return text
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// True when the bytes are exactly `word`.
    @inline(__always) func matches(_ word: StaticString) -> Bool {
        guard count == word.utf8CodeUnitCount, let base = baseAddress else { return count == 0 && word.utf8CodeUnitCount == 0 }
        return Platform.bytesEqual(base, word.utf8Start, count: count)
    }
}
