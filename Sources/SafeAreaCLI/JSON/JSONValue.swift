/// A JSON value as read from a document, with the byte offset where it starts so that any later
/// complaint about it can name its line and column.
struct JSONValue: Sendable {
    enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    var kind: Kind
    /// Byte offset of the value's first character in the document.
    var offset: Int

    /// The JSON type's name, for messages such as "expected a number, found a string".
    var typeName: String {
        switch kind {
        case .null: JSONType.null.name
        case .bool: JSONType.bool.name
        case .number: JSONType.number.name
        case .string: JSONType.string.name
        case .array: JSONType.array.name
        case .object: JSONType.object.name
        }
    }

    /// The member named `key` when this is an object.
    subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }
}

/// One `"key": value` pair of an object, in document order.
struct JSONMember: Sendable {
    var key: String
    /// Byte offset of the key's opening quote.
    var keyOffset: Int
    var value: JSONValue
}

/// The six JSON types, named as messages name them.
enum JSONType: UInt8, Sendable {
    case string, number, bool, null, array, object

    /// "a string", "an object": for messages such as "expected a number, not a string".
    var name: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
