import SafeAreaCore

/// Prints ``OutputValue`` trees as JSON: compact (one line, for JSON Lines) or indented.
enum JSONWriter {
    /// Appends `value` to `output` as compact JSON with no white space.
    static func writeCompact(_ value: OutputValue, to output: inout String) {
        switch value {
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                writeCompact(element, to: &output)
            }
            output += "]"
        case .object(let fields):
            output += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { output += "," }
                writeString(field.key, to: &output)
                output += ":"
                writeCompact(field.value, to: &output)
            }
            output += "}"
        default:
            writeScalar(value, to: &output)
        }
    }

    /// Appends `value` as compact JSON to a byte buffer: the same text as the `String` form,
    /// written without string concatenation (JSON Lines and batch write millions of these).
    static func writeCompact(_ value: OutputValue, to output: ByteBuffer) {
        switch value {
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeCompact(element, to: output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let fields):
            output.append(UInt8(ascii: "{"))
            for (index, field) in fields.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                writeString(field.key, to: output)
                output.append(UInt8(ascii: ":"))
                writeCompact(field.value, to: output)
            }
            output.append(UInt8(ascii: "}"))
        case .null, .absent:
            output.append("null")
        case .bool(let flag):
            output.append(flag ? "true" : "false")
        case .number(let number):
            output.append(number: number)
        case .string(let text):
            writeString(text, to: output)
        case .verbatim(var json):
            json.withUTF8 { output.append($0) }
        }
    }

    /// A JSON string literal into a byte buffer, escaped as the `String` form escapes it.
    static func writeString(_ text: String, to output: ByteBuffer) {
        withUTF8(of: text) { writeString(utf8: $0, to: output) }
    }

    /// `body` of `text`'s UTF-8 bytes where they are, a small (inline) string's too; `withUTF8`
    /// on a copy only for a string that is not stored as UTF-8.
    @inline(__always) private static func withUTF8(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable(body)
        if done == nil {
            var copy = text
            copy.withUTF8(body)
        }
    }

    /// ``writeString(_:to:)`` of UTF-8 bytes. Most strings have nothing to escape (ids, names,
    /// notes): they are copied whole, with their quotes, into room reserved once.
    private static func writeString(utf8: UnsafeBufferPointer<UInt8>, to output: ByteBuffer) {
        if !hasEscape(utf8) {
            output.reserve(utf8.count &+ 2)
            var cursor = output.cursor
            cursor.put(UInt8(ascii: "\""))
            cursor.put(utf8)
            cursor.put(UInt8(ascii: "\""))
            output.commit(cursor)
            return
        }
        output.append(UInt8(ascii: "\""))
        writeEscaped(utf8, to: output)
        output.append(UInt8(ascii: "\""))
    }

    /// `text`'s bytes as the contents of a JSON string, without its quotes: a piece of a string
    /// whose other pieces are written around it (``JSONBytesSink/field(_:disputes:)``). Escapes
    /// are byte by byte, so pieces escaped one after another are the whole string escaped.
    static func writeContents(_ text: String, to output: ByteBuffer) {
        withUTF8(of: text) { writeContents(utf8: $0, to: output) }
    }

    private static func writeContents(utf8: UnsafeBufferPointer<UInt8>, to output: ByteBuffer) {
        if hasEscape(utf8) { writeEscaped(utf8, to: output) } else { output.append(utf8) }
    }

    /// `utf8` escaped, without quotes: runs without escapes are copied whole; the escapes are
    /// those of the `String` form (two-letter where JSON has one, else `\u00XX`).
    private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to output: ByteBuffer) {
        var index = firstEscape(in: utf8, from: 0)
        var runStart = 0
        while index < utf8.count {
            if index > runStart { output.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            let byte = utf8[index]
            output.append(UInt8(ascii: "\\"))
            switch byte {
            case 0x22: output.append(UInt8(ascii: "\""))
            case 0x5C: output.append(UInt8(ascii: "\\"))
            case 0x0A: output.append(UInt8(ascii: "n"))
            case 0x0D: output.append(UInt8(ascii: "r"))
            case 0x09: output.append(UInt8(ascii: "t"))
            case 0x08: output.append(UInt8(ascii: "b"))
            case 0x0C: output.append(UInt8(ascii: "f"))
            default:
                let hex: [UInt8] = Array("0123456789abcdef".utf8)
                output.append("u00")
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0x0F)])
            }
            runStart = index + 1
            index = firstEscape(in: utf8, from: runStart)
        }
        if utf8.count > runStart { output.append(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
    }

    /// True when some byte of `utf8` is one a JSON string escapes: a word at a time, the last
    /// word overlapping the one before it, a string shorter than a word padded with letters.
    /// Where ``firstEscape(in:from:)`` went through the last few bytes one at a time, a record's
    /// device id or name was ~174 instructions in ``writeString(_:to:)``, ~133 so.
    @inline(__always) static func hasEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.anyMarked(in: utf8, by: ByteWords.jsonEscapes)
    }

    /// The index of the first byte at or after `start` that a JSON string escapes
    /// (``escapes(_:)``), or the count when there is none. Eight bytes are tested at once: notes,
    /// warnings and the css snippet are long runs with no escape, and the byte-by-byte search was
    /// 3.6% of a batch line.
    @inline(__always) static func firstEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return bytes.count }
        var index = start
        while index + 8 <= bytes.count {
            // The bytes below find which byte of the word it was.
            if ByteWords.jsonEscapes(ByteWords.load(base + index)) != 0 { break }
            index += 8
        }
        while index < bytes.count {
            if escapes(bytes[index]) { return index }
            index += 1
        }
        return bytes.count
    }

    /// True for the bytes a JSON string escapes: control characters, `"` and `\`.
    @inline(__always) static func escapes(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C
    }

    /// Appends `value` to `output` indented by two spaces a level, objects of scalars kept on one
    /// line so that insets and rects read as `{"top": 44, "left": 0, ...}`.
    static func writePretty(_ value: OutputValue, indent: Int = 0, to output: inout String) {
        let inner = String(repeating: "  ", count: indent + 1)
        switch value {
        case .array(let elements) where elements.isEmpty:
            output += "[]"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                writePretty(element, indent: indent + 1, to: &output)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let fields) where fields.allSatisfy({ $0.value.isScalar }) && fields.count <= 4:
            output += "{"
            for (index, field) in fields.enumerated() {
                if index > 0 { output += ", " }
                writeString(field.key, to: &output)
                output += ": "
                writeScalar(field.value, to: &output)
            }
            output += "}"
        case .object(let fields):
            output += "{\n"
            for (index, field) in fields.enumerated() {
                output += inner
                writeString(field.key, to: &output)
                output += ": "
                writePretty(field.value, indent: indent + 1, to: &output)
                output += index + 1 < fields.count ? ",\n" : "\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        default:
            writeScalar(value, to: &output)
        }
    }

    private static func writeScalar(_ value: OutputValue, to output: inout String) {
        switch value {
        case .null, .absent: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let number): output += NumberFormatting.text(number)
        case .string(let text): writeString(text, to: &output)
        case .verbatim(let json): output += json
        case .array, .object: writeCompact(value, to: &output)
        }
    }

    /// Appends `text` as a JSON string literal, escaping quotes, backslashes and control characters.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        var text = text
        guard text.withUTF8({ firstEscape(in: $0, from: 0) < $0.count }) else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
