import SafeAreaCore

/// A result as an ordered tree, the one shape every output format is printed from: JSON prints
/// it as it stands, CSV and text flatten it to dotted column names.
enum OutputValue: Sendable {
    case null
    /// An absent object of a known shape: `null` in JSON, but still its member columns (empty) in
    /// CSV, so that a file's columns do not depend on which rows had the object.
    case absent(members: [String])
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([OutputValue])
    case object([OutputField])
    /// JSON text from the input, written back byte for byte (`batch` ids). Its plain text, for
    /// tables and CSV cells, is read from it only when asked for: JSON Lines never ask.
    case verbatim(json: String)
}

/// One named member of an output object, in the order it is printed.
struct OutputField: Sendable {
    var key: String
    var value: OutputValue

    init(_ key: String, _ value: OutputValue) {
        self.key = key
        self.value = value
    }
}

extension OutputValue {
    static func insets(_ insets: EdgeInsets) -> OutputValue {
        .object([
            OutputField("top", .number(insets.top)), OutputField("left", .number(insets.left)),
            OutputField("bottom", .number(insets.bottom)), OutputField("right", .number(insets.right)),
        ])
    }

    static func rect(_ rect: Rect) -> OutputValue {
        .object([
            OutputField("x", .number(rect.x)), OutputField("y", .number(rect.y)),
            OutputField("width", .number(rect.width)), OutputField("height", .number(rect.height)),
        ])
    }

    static func size(_ size: Size) -> OutputValue {
        .object([OutputField("width", .number(size.width)), OutputField("height", .number(size.height))])
    }

    static func optional(_ value: Double?) -> OutputValue { value.map(OutputValue.number) ?? .null }

    static func optionalRect(_ rect: Rect?) -> OutputValue {
        rect.map(OutputValue.rect) ?? .absent(members: ["x", "y", "width", "height"])
    }

    static func optionalInsets(_ insets: EdgeInsets?) -> OutputValue {
        insets.map(OutputValue.insets) ?? .absent(members: ["top", "left", "bottom", "right"])
    }

    var isNull: Bool {
        switch self {
        case .null, .absent: true
        default: false
        }
    }

    static func strings(_ values: [String]) -> OutputValue { .array(values.map(OutputValue.string)) }

    /// The member named `key` of an object.
    subscript(key: String) -> OutputValue? {
        guard case .object(let fields) = self else { return nil }
        return fields.first { $0.key == key }?.value
    }

    /// Leaves of the tree as (dotted path, value) pairs in order, arrays of scalars joined by ';'
    /// so that each leaf fits one CSV cell.
    func flattened(prefix: String = "") -> [(key: String, value: OutputValue)] {
        switch self {
        case .object(let fields):
            return fields.flatMap { $0.value.flattened(prefix: prefix.isEmpty ? $0.key : prefix + "." + $0.key) }
        case .array(let elements) where elements.allSatisfy(\.isScalar):
            return [(prefix, .string(elements.map(\.plainText).joined(separator: ";")))]
        case .array(let elements):
            return elements.enumerated().flatMap { $0.element.flattened(prefix: "\(prefix).\($0.offset)") }
        case .absent(let members):
            return members.map { (prefix.isEmpty ? $0 : prefix + "." + $0, OutputValue.null) }
        default:
            return [(prefix, self)]
        }
    }

    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    /// The value as plain text, for tables and CSV cells: numbers as JSON prints them, no quotes.
    var plainText: String {
        switch self {
        case .null, .absent: ""
        case .bool(let value): value ? "true" : "false"
        case .number(let value): NumberFormatting.text(value)
        case .string(let value): value
        case .verbatim(let json): Self.plainText(ofJSON: json)
        case .array(let elements): elements.map(\.plainText).joined(separator: ";")
        case .object(let fields): fields.map { "\($0.key)=\($0.value.plainText)" }.joined(separator: " ")
        }
    }

    /// The plain text of a JSON value: a string without escapes is its bytes between the quotes
    /// (nearly every id); anything else is read.
    private static func plainText(ofJSON json: String) -> String {
        let utf8 = json.utf8
        if utf8.count >= 2, utf8.first == UInt8(ascii: "\""), utf8.last == UInt8(ascii: "\""), !utf8.contains(UInt8(ascii: "\\")) {
            return String(json.dropFirst().dropLast())
        }
        return (try? JSONReader.parse(Array(utf8))).map { OutputValue(json: $0).plainText } ?? ""
    }

    /// True when every number in the tree is finite: the common answer, found without spelling
    /// any path.
    var isFinite: Bool {
        switch self {
        case .number(let value): value.isFinite
        case .array(let elements): elements.allSatisfy(\.isFinite)
        case .object(let fields): fields.allSatisfy(\.value.isFinite)
        default: true
        }
    }

    /// The dotted path of the first number that is infinite or NaN, or nil when every number is
    /// finite. Output trees are a few levels deep, so recursion is bounded by their shape.
    func nonFinitePath(prefix: String = "") -> String? {
        switch self {
        case .number(let value):
            return value.isFinite ? nil : (prefix.isEmpty ? "value" : prefix)
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                if let path = element.nonFinitePath(prefix: prefix.isEmpty ? "\(index)" : "\(prefix).\(index)") { return path }
            }
            return nil
        case .object(let fields):
            for field in fields {
                if let path = field.value.nonFinitePath(prefix: prefix.isEmpty ? field.key : prefix + "." + field.key) { return path }
            }
            return nil
        default:
            return nil
        }
    }
}
