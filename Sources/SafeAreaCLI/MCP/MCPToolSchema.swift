/// A tool's input JSON Schema, made from its command's option table: each option as a batch
/// line's reader takes it, so that the schema cannot disagree with what a call may give.
enum MCPToolSchema {
    /// The object of a tool's arguments: its options but the server's own (``BatchRequest/runWideKeys``),
    /// its positional argument and, where it takes one, the file's JSON inline.
    static func input(of tool: MCPTools.Tool) -> OutputValue {
        let spec = tool.entry.spec
        var properties: [OutputField] = []
        for (index, option) in spec.options.enumerated() where !BatchRequest.runWideKeys.contains(tool.keys.keys[index]) {
            properties.append(OutputField(tool.keys.keys[index], Self.option(option)))
        }
        if let key = tool.positionalKey, let positional = spec.positional {
            let help = key == "file" ? "path of \(positional.help.replacingOccurrences(of: " ('-' reads standard input)", with: ""))" : positional.help
            properties.append(OutputField(key, described(["type": .string("string")], help)))
        }
        if let key = tool.inlineKey {
            let help = "the \(key) itself, a JSON object, in place of \"file\" (messages name it \(tool.inlinePath))"
            properties.append(OutputField(key, described(["type": .string("object")], help)))
        }
        return .object([
            OutputField("type", .string("object")), OutputField("properties", .object(properties)),
            OutputField("additionalProperties", .bool(false)),
        ])
    }

    /// One option: a flag or `BOOL` a boolean, choices an enum, counts and points numbers, a
    /// size, insets or rect an object or the command line's text, a repeatable option one value
    /// or an array of them.
    static func option(_ option: OptionSpec) -> OutputValue {
        func shape(_ names: [String], required: Bool) -> [String: OutputValue] {
            [
                "type": .array([.string("object"), .string("string")]),
                "properties": .object(names.map { OutputField($0, .object([OutputField("type", .string("number"))])) }),
                "required": .array(required ? names.map(OutputValue.string) : []),
            ]
        }
        let item: [String: OutputValue] = switch option.valueName {
        case nil, "BOOL": ["type": .string("boolean")]
        case _ where !option.choices.isEmpty: ["enum": .array(option.choices.map(OutputValue.string))]
        case "N": ["type": .string("integer")]
        case "P": ["type": .string("number")]
        case "VERSION": ["type": .array([.string("number"), .string("string")])]
        case "WxH": shape(["width", "height"], required: true)
        // Insets may name only the edges they set, as a batch line's may.
        case "T,L,B,R": shape(["top", "left", "bottom", "right"], required: false)
        case "X,Y,W,H": shape(["x", "y", "width", "height"], required: true)
        default: ["type": .string("string")]
        }
        guard option.repeatable else { return described(item, option.help) }
        return described(["anyOf": .array([object(item), object(["type": .string("array"), "items": object(item)])])], option.help)
    }

    /// The members in name order, so that the schema's text is the same on every run.
    private static func object(_ members: [String: OutputValue]) -> OutputValue {
        .object(members.sorted { $0.key < $1.key }.map { OutputField($0.key, $0.value) })
    }

    private static func described(_ members: [String: OutputValue], _ help: String) -> OutputValue {
        object(members.merging(["description": .string(help)]) { $1 })
    }
}
