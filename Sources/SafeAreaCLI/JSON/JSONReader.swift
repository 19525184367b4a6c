/// A strict RFC 8259 JSON reader over UTF-8 bytes.
///
/// Purpose-built rather than Foundation's `JSONSerialization` because every value must keep its
/// offset (errors name line and column), duplicate keys must be refused rather than silently
/// resolved, nesting is bounded so hostile input cannot exhaust the stack, and batch runs read
/// millions of small objects where a general decoder's allocations dominate.
enum JSONReader {
    /// Deeper documents are refused: no input this tool reads nests beyond a handful of levels.
    static let maximumDepth = 64

    /// Reads exactly one JSON value, surrounded by optional white space, from `bytes`.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes)
        return try parser.parseDocument()
    }

    /// Where the value starting at `offset` of an already-parsed document ends, so that its text
    /// can be echoed byte for byte (`batch` ids); nil when no value starts there.
    /// `depth` is how many containers enclose the value, so that the nesting limit counts them.
    static func end<Bytes: RandomAccessCollection<UInt8>>(ofValueAt offset: Int, in bytes: Bytes, depth: Int = 0) -> Int? where Bytes.Index == Int {
        var parser = JSONParser(bytes)
        parser.index = offset
        parser.depth = depth
        guard (try? parser.parseValue()) != nil else { return nil }
        return parser.index
    }

    /// Reads one JSON value from text.
    static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }
}

/// The reader's place in one document: any collection of bytes indexed by position (an array,
/// or a batch line where it lies), so that a value's offset is its place in the whole.
private struct JSONParser<Bytes: RandomAccessCollection<UInt8>> where Bytes.Index == Int {
    let bytes: Bytes
    /// Where the bytes end: every read is checked against it.
    let end: Int
    var index: Int
    var depth = 0

    init(_ bytes: Bytes) {
        self.bytes = bytes
        self.end = bytes.endIndex
        self.index = bytes.startIndex
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < end {
            throw error("unexpected \(describeCurrent()) after the JSON value")
        }
        return value
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < end else { throw error("unexpected end of input, expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONValue(kind: .object(try parseObject()), offset: start)
        case UInt8(ascii: "["): return JSONValue(kind: .array(try parseArray()), offset: start)
        case UInt8(ascii: "\""): return JSONValue(kind: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONValue(kind: .bool(true), offset: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONValue(kind: .bool(false), offset: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONValue(kind: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), offset: start)
        default:
            throw error("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > JSONReader.maximumDepth {
            throw error("nesting deeper than \(JSONReader.maximumDepth) levels")
        }
        index += 1
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> [JSONMember] {
        try enterContainer()
        defer { depth -= 1 }
        var members: [JSONMember] = []
        var seen: Set<String> = []
        skipWhitespace()
        if index < end, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard index < end, bytes[index] == UInt8(ascii: "\"") else {
                throw error(index < end
                    ? "unexpected \(describeCurrent()), expected a key in double quotes"
                    : "unexpected end of input inside an object")
            }
            let keyOffset = index
            let key = try parseString()
            // A scan while the object is small (a batch line's handful of keys), a set beyond:
            // a hierarchy of 10,000 controllers is one object, and scanning made it quadratic.
            let duplicate: Bool
            if members.count < 16 {
                duplicate = members.contains { $0.key == key }
            } else {
                if seen.isEmpty { seen = Set(members.map(\.key)) }
                duplicate = !seen.insert(key).inserted
            }
            if duplicate {
                index = keyOffset
                throw error("duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard index < end, bytes[index] == UInt8(ascii: ":") else {
                throw error(index < end
                    ? "unexpected \(describeCurrent()), expected ':' after the key"
                    : "unexpected end of input inside an object")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, value: value))
            skipWhitespace()
            guard index < end else { throw error("unexpected end of input inside an object") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                return members
            default: throw error("unexpected \(describeCurrent()), expected ',' or '}'")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> [JSONValue] {
        try enterContainer()
        defer { depth -= 1 }
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < end, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < end else { throw error("unexpected end of input inside an array") }
            switch bytes[index] {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                return elements
            default: throw error("unexpected \(describeCurrent()), expected ',' or ']'")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let start = index
        // Fast path: no escapes, so the string is the bytes as they stand.
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let slice = bytes[start..<index]
                guard let text = String(validating: slice, as: UTF8.self) else {
                    index = start
                    throw error("invalid UTF-8 in a string")
                }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            if byte < 0x20 { throw error("control character U+\(hex(byte)) in a string must be escaped") }
            index += 1
        }
        var scalars: [UInt8] = Array(bytes[start..<index])
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                guard let text = String(validating: scalars, as: UTF8.self) else {
                    index = start
                    throw error("invalid UTF-8 in a string")
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try appendEscape(to: &scalars)
            case 0..<0x20:
                throw error("control character U+\(hex(byte)) in a string must be escaped")
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func appendEscape(to output: inout [UInt8]) throws(JSONSyntaxError) {
        guard index < end else { throw error("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): output.append(0x22)
        case UInt8(ascii: "\\"): output.append(0x5C)
        case UInt8(ascii: "/"): output.append(0x2F)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var code = try readHexQuad()
            if (0xD800...0xDBFF).contains(code) {
                guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired surrogate \\u\(hex16(code))")
                }
                index += 2
                let low = try readHexQuad()
                guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate \\u\(hex16(code))") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(code) {
                throw error("unpaired surrogate \\u\(hex16(code))")
            }
            guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
            output.append(contentsOf: UTF8.encode(scalar)!)
        default:
            index -= 1
            throw error("invalid escape '\\\(String(decoding: [byte], as: UTF8.self))'")
        }
    }

    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < end, let digit = hexDigit(bytes[index]) else {
                throw error("\\u must be followed by four hexadecimal digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < end, isDigit(bytes[index]) else { throw error("a number needs digits after '-'") }
        var integer: Int64 = 0
        var digits = 0
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < end, isDigit(bytes[index]) {
                throw error("a number must not start with a leading zero")
            }
            digits = 1
        } else {
            while index < end, isDigit(bytes[index]) {
                if digits < 18 { integer = integer * 10 + Int64(bytes[index] - 0x30) }
                digits += 1
                index += 1
            }
        }
        var isInteger = true
        if index < end, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < end, isDigit(bytes[index]) else { throw error("a number needs digits after '.'") }
            while index < end, isDigit(bytes[index]) { index += 1 }
        }
        let mantissaEnd = index
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < end, isDigit(bytes[index]) else { throw error("a number needs digits in its exponent") }
            while index < end, isDigit(bytes[index]) { index += 1 }
        }
        if isInteger && digits <= 15 {
            let magnitude = Double(integer)
            return bytes[start] == UInt8(ascii: "-") ? -magnitude : magnitude
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            index = start
            throw error("number \(text) is out of range")
        }
        // An underflow is as far out of range as an overflow: `1e-400` must not quietly read as 0.
        if value == 0 || value.isSubnormal,
           bytes[start..<mantissaEnd].contains(where: { $0 >= UInt8(ascii: "1") && $0 <= UInt8(ascii: "9") }) {
            index = start
            throw error("number \(text) is out of range")
        }
        return value
    }

    private mutating func expectLiteral(_ literal: String) throws(JSONSyntaxError) {
        for byte in literal.utf8 {
            guard index < end, bytes[index] == byte else {
                throw error("unexpected \(describeCurrent()), expected '\(literal)'")
            }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < end {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < end else { return "end of input" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(String(decoding: [byte], as: UTF8.self))'" }
        return "byte 0x\(hex(byte))"
    }

    private func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: index, message: message)
    }
}

private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

private func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
}

private func hex(_ byte: UInt8) -> String {
    let text = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + text : text
}

private func hex16(_ value: UInt32) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - text.count)) + text
}
