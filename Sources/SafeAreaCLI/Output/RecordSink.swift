import SafeAreaCore

/// Where a record's fields go: into an `OutputValue` tree for every format, or straight into
/// JSON bytes for `batch`'s fast path. A record that writes itself through this protocol has one
/// field list for both, so the two can never disagree on a name or an order.
protocol RecordSink {
    mutating func field(_ key: StaticString, insets: EdgeInsets)
    mutating func field(_ key: StaticString, optionalInsets: EdgeInsets?)
    mutating func field(_ key: StaticString, rect: Rect)
    mutating func field(_ key: StaticString, point: Point)
    mutating func field(_ key: StaticString, strings: [String])
    mutating func field(_ key: StaticString, string: String)
    /// A string, or `null` when absent.
    mutating func field(_ key: StaticString, optionalString: String?)
    mutating func field(_ key: StaticString, bool: Bool)
    /// A string known when the program is built (an enum's name), which needs no escaping.
    mutating func field(_ key: StaticString, literal: StaticString)
    mutating func field(_ key: StaticString, literals: [StaticString])
    /// `[{"kind", "name", "frame"}]`, the system's reserved regions.
    mutating func field(_ key: StaticString, regions: [ReservedRegion])
}

extension OutputValue {
    /// The reserved regions as the records show them.
    static func regions(_ regions: [ReservedRegion]) -> OutputValue {
        .array(regions.map { region in
            .object([
                OutputField("kind", .string(region.kind.rawValue)),
                OutputField("name", .string(region.name.rawValue)),
                OutputField("frame", .rect(region.frame)),
            ])
        })
    }
}

/// Collects fields as `OutputField`s.
struct FieldListSink: RecordSink {
    var fields: [OutputField] = []

    mutating func field(_ key: StaticString, insets: EdgeInsets) { fields.append(OutputField("\(key)", .insets(insets))) }
    mutating func field(_ key: StaticString, optionalInsets: EdgeInsets?) { fields.append(OutputField("\(key)", .optionalInsets(optionalInsets))) }
    mutating func field(_ key: StaticString, rect: Rect) { fields.append(OutputField("\(key)", .rect(rect))) }
    mutating func field(_ key: StaticString, point: Point) {
        fields.append(OutputField("\(key)", .object([OutputField("x", .number(point.x)), OutputField("y", .number(point.y))])))
    }
    mutating func field(_ key: StaticString, strings: [String]) { fields.append(OutputField("\(key)", .strings(strings))) }
    mutating func field(_ key: StaticString, string: String) { fields.append(OutputField("\(key)", .string(string))) }
    mutating func field(_ key: StaticString, optionalString: String?) {
        fields.append(OutputField("\(key)", optionalString.map(OutputValue.string) ?? .null))
    }
    mutating func field(_ key: StaticString, bool: Bool) { fields.append(OutputField("\(key)", .bool(bool))) }
    mutating func field(_ key: StaticString, literal: StaticString) { fields.append(OutputField("\(key)", .string("\(literal)"))) }
    mutating func field(_ key: StaticString, literals: [StaticString]) {
        fields.append(OutputField("\(key)", .strings(literals.map { "\($0)" })))
    }
    mutating func field(_ key: StaticString, regions: [ReservedRegion]) { fields.append(OutputField("\(key)", .regions(regions))) }
}

/// Writes fields as compact JSON members, `,"key":value` each, exactly as `JSONWriter.writeCompact`
/// writes the same fields.
struct JSONBytesSink: RecordSink {
    let buffer: ByteBuffer

    /// `,"key":`, with room reserved for the value that follows (up to four numbers).
    @inline(__always) private func key(_ key: StaticString) {
        buffer.reserve(key.utf8CodeUnitCount + 4 + 4 * 32 + 40)
        buffer.put(",\"")
        buffer.put(key)
        buffer.put("\":")
    }

    @inline(__always) private func quad(
        _ names: (StaticString, StaticString, StaticString, StaticString), _ values: (Double, Double, Double, Double)
    ) {
        buffer.put(names.0)
        buffer.put(number: values.0)
        buffer.put(names.1)
        buffer.put(number: values.1)
        buffer.put(names.2)
        buffer.put(number: values.2)
        buffer.put(names.3)
        buffer.put(number: values.3)
        buffer.put(UInt8(ascii: "}"))
    }

    mutating func field(_ key: StaticString, insets: EdgeInsets) {
        self.key(key)
        quad(("{\"top\":", ",\"left\":", ",\"bottom\":", ",\"right\":"), (insets.top, insets.left, insets.bottom, insets.right))
    }

    mutating func field(_ key: StaticString, optionalInsets: EdgeInsets?) {
        guard let insets = optionalInsets else {
            self.key(key)
            buffer.append("null")
            return
        }
        field(key, insets: insets)
    }

    mutating func field(_ key: StaticString, rect: Rect) {
        self.key(key)
        quad(("{\"x\":", ",\"y\":", ",\"width\":", ",\"height\":"), (rect.x, rect.y, rect.width, rect.height))
    }

    mutating func field(_ key: StaticString, point: Point) {
        self.key(key)
        buffer.put("{\"x\":")
        buffer.put(number: point.x)
        buffer.put(",\"y\":")
        buffer.put(number: point.y)
        buffer.put(UInt8(ascii: "}"))
    }

    mutating func field(_ key: StaticString, strings: [String]) {
        self.key(key)
        buffer.append(UInt8(ascii: "["))
        for (index, text) in strings.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            string(text)
        }
        buffer.append(UInt8(ascii: "]"))
    }

    mutating func field(_ key: StaticString, string: String) {
        self.key(key)
        self.string(string)
    }

    mutating func field(_ key: StaticString, optionalString: String?) {
        self.key(key)
        if let optionalString { string(optionalString) } else { buffer.append("null") }
    }

    mutating func field(_ key: StaticString, bool: Bool) {
        self.key(key)
        buffer.put(bool ? "true" : "false")
    }

    mutating func field(_ key: StaticString, literal: StaticString) {
        self.key(key)
        buffer.reserve(literal.utf8CodeUnitCount + 2)
        buffer.put(UInt8(ascii: "\""))
        buffer.put(literal)
        buffer.put(UInt8(ascii: "\""))
    }

    mutating func field(_ key: StaticString, literals: [StaticString]) {
        self.key(key)
        buffer.append(UInt8(ascii: "["))
        for (index, literal) in literals.enumerated() {
            buffer.reserve(literal.utf8CodeUnitCount + 3)
            if index > 0 { buffer.put(UInt8(ascii: ",")) }
            buffer.put(UInt8(ascii: "\""))
            buffer.put(literal)
            buffer.put(UInt8(ascii: "\""))
        }
        buffer.append(UInt8(ascii: "]"))
    }

    mutating func field(_ key: StaticString, regions: [ReservedRegion]) {
        self.key(key)
        buffer.append(UInt8(ascii: "["))
        for (index, region) in regions.enumerated() {
            if index > 0 { buffer.append(UInt8(ascii: ",")) }
            buffer.append("{\"kind\":")
            string(region.kind.rawValue)
            buffer.append(",\"name\":")
            string(region.name.rawValue)
            buffer.append(",\"frame\":")
            buffer.reserve(4 * 32 + 40)
            let frame = region.frame
            quad(("{\"x\":", ",\"y\":", ",\"width\":", ",\"height\":"), (frame.x, frame.y, frame.width, frame.height))
            buffer.append(UInt8(ascii: "}"))
        }
        buffer.append(UInt8(ascii: "]"))
    }

    private func string(_ text: String) {
        JSONWriter.writeString(text, to: buffer)
    }
}
