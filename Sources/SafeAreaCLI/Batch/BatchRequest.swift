import SafeAreaCore

/// One input line of `batch`, read into the command it asks for and that command's options, so
/// that a line is checked and answered exactly as the same command line would be: the values
/// enter `ParsedArguments` through the same checks as argv's (`ParsedArguments.add(unchecked:for:)`,
/// then `checkAdded()`), and the commands read them alike. Every line is read here, from the
/// scanner's members (``LineScanner``), and every error worded here; a `check` spec's queries
/// and an MCP tool call's arguments are read the same way.
struct BatchRequest {
    /// The command's keys, unretained: the table that made them (``BatchCommandTable``), which
    /// the line's reader holds, keeps them.
    private let command: Unmanaged<BatchCommandKeys>
    /// Where the input's `id` stands in the line, echoed on every result line in the input's own
    /// spelling (`123456789012345678` stays that, not the nearest double's
    /// `1.2345678901234568e+17`, and a string keeps its escapes); nil when the line has none.
    let idRange: Range<Int>?

    /// The input's `id` as a value, for a result that is not written straight from the line.
    func id(in line: UnsafeBufferPointer<UInt8>) -> OutputValue? {
        idRange.map { Self.id(UnsafeBufferPointer(rebasing: line[$0])) }
    }

    /// The `id` whose JSON text is `text`, as the value echoed.
    static func id(_ text: UnsafeBufferPointer<UInt8>) -> OutputValue {
        .verbatim(json: String(decoding: text, as: UTF8.self))
    }

    init(command: BatchCommandKeys, idRange: Range<Int>?) {
        self.command = Unmanaged.passUnretained(command)
        self.idRange = idRange
    }

    /// The line's records, computed by its command from the options read.
    func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        try command.withInstance { (keys) throws(UsageError) in try keys.compute(arguments, context) }
    }

    /// Keys a line may not use: the run as a whole sets them.
    static let runWideKeys = ["format", "profiles", "measurements", "color", "failOnUnsupported"]

    /// The batch command's own options as a line would spell them (`"failFast"`, `"threads"`):
    /// refused, with the same hint as the run-wide keys.
    static let batchOptionKeys = BatchCommand.spec.options.map { camelCase($0.long) }

    /// Reads a scanned line into `arguments`, which it empties first. Errors carry their batch
    /// `code`; `id` is recovered when the line has one.
    static func read(_ line: LineScanner, commands: BatchCommandTable, into arguments: inout ParsedArguments) -> Result<BatchRequest, BatchLineError> {
        // Which members are the id and the command, by position: the options are the others.
        // The scanner noted them, unless a key has escapes and must be decoded to be compared.
        var idIndex = line.plainIDMember
        var commandIndex = line.plainCommandMember
        if !line.keysArePlain {
            for (index, member) in line.members.enumerated() {
                if line.key(of: member, is: "id") {
                    idIndex = index
                } else if line.key(of: member, is: "command") {
                    commandIndex = index
                }
            }
        }
        let idRange = idIndex.map { line.members[$0].value.range }
        func failure(_ message: String, _ code: ErrorCode) -> Result<BatchRequest, BatchLineError> {
            .failure(BatchLineError(UsageError(message, code: code), idRange: idRange))
        }
        guard let commandMember = commandIndex.map({ line.members[$0] }) else {
            return failure("a line needs \"command\" (one of \(commands.names.joined(separator: ", ")))", .missingCommand)
        }
        guard commandMember.value.kind == .string else {
            return failure("\"command\" must be a string, not \(commandMember.value.kind.name)", .invalidValue)
        }
        // The name's bytes as they stand name the command unless it is escaped (a name with
        // a backslash matches none): no string is made of it.
        guard let keys = commands.command(named: line.body(of: commandMember.value))
            ?? line.string(commandMember.value).utf8.withContiguousStorageIfAvailable({ commands.command(named: $0) }) ?? nil
        else {
            let name = line.string(commandMember.value)
            let hint = Suggestion.clause(for: name, in: commands.names)
            return failure(
                "unknown command '\(name)'" + (hint.isEmpty ? "; a line's command is one of \(commands.names.joined(separator: ", "))" : hint), .unknownCommand)
        }
        return keys._withUnsafeGuaranteedRef { keys in
            keys.read(line, skipping: idIndex, commandIndex, idRange: idRange, into: &arguments)
        }
    }

    /// The values one member gives: one per array element, one for a true flag, none for false
    /// or null.
    @inline(__always) fileprivate static func values(
        of value: LineScanner.Value, option: OptionSpec, spellings: ChoiceSpellings, key: String, in line: LineScanner,
        into arguments: inout ParsedArguments
    ) throws(UsageError) {
        if !option.takesValue {
            switch value.kind {
            case .bool:
                if value.isTrue { arguments.add(unchecked: ArgumentValue(text: "", index: -1), for: option) }
                return
            case .null: return
            default: throw UsageError("\"\(key)\" is a flag: true or false, not \(value.kind.name)")
            }
        }
        switch value.kind {
        case .null:
            return
        case .array:
            guard option.repeatable else { throw UsageError("\"\(key)\" takes one value, not an array") }
            for element in line.contents(of: value) {
                try add(element.value, option: option, spellings: spellings, key: key, in: line, into: &arguments)
            }
        default:
            try add(value, option: option, spellings: spellings, key: key, in: line, into: &arguments)
        }
    }

    /// One value of `option`: one of its choices as the table spells it, or the value as read.
    @inline(__always) private static func add(
        _ value: LineScanner.Value, option: OptionSpec, spellings: ChoiceSpellings, key: String, in line: LineScanner,
        into arguments: inout ParsedArguments
    ) throws(UsageError) {
        if value.kind == .bool, let choice = option.choice(forBoolean: value.isTrue) {
            arguments.add(unchecked: ArgumentValue(text: option.choices[choice], index: -1, choice: choice), for: option, isChoice: true)
            return
        }
        if let choice = tableChoice(value, option: option, spellings: spellings, in: line) {
            arguments.add(unchecked: ArgumentValue(text: option.choices[choice], index: -1, choice: choice), for: option, isChoice: true)
            return
        }
        arguments.add(unchecked: try argument(value, option: option, key: key, in: line), for: option)
    }

    /// The place among `option`'s choices of a string that is one of them as the table spells it:
    /// the value is that spelling itself (no string is made of the line's bytes), and it needs
    /// no check of its choice. A place rather than an optional value, which the runtime
    /// destroyed each time through a generic witness.
    private static func tableChoice(_ value: LineScanner.Value, option: OptionSpec, spellings: ChoiceSpellings, in line: LineScanner) -> Int? {
        guard value.kind == .string, !option.choices.isEmpty else { return nil }
        return line.plainChoice(value, among: spellings)
    }

    /// A value as the command line's text (strings as they are, numbers as JSON writes them,
    /// the object forms of sizes, insets and rects as `WxH`, `T,L,B,R` and `X,Y,W,H`), keeping
    /// the numbers it was given so that they are not parsed again.
    static func argument(_ value: LineScanner.Value, option: OptionSpec, key: String, in line: LineScanner) throws(UsageError) -> ArgumentValue {
        switch value.kind {
        case .string:
            return ArgumentValue(text: line.string(value), index: -1)
        case .number:
            let number = line.number(value)
            return ArgumentValue(numbers: ArgumentNumbers(number, count: 1), separator: "", index: -1)
        case .object:
            guard let shape = ObjectShape(option.valueName) else {
                throw UsageError("\"\(key)\" takes \(option.valueName ?? "a value"), not an object")
            }
            let members = line.contents(of: value)
            var numbers = ArgumentNumbers(0, count: shape.names.count)
            for (index, name) in shape.names.enumerated() {
                guard let member = members.first(where: { line.key(of: $0, is: name) }) else {
                    // Insets may name only the edges they set (`{"top": 10}`), as UIEdgeInsets
                    // literals do; a size or rect needs every member.
                    if shape.edgesDefaultToZero { continue }
                    throw UsageError("\"\(key)\" needs a number \"\(name)\" (\(shape.listed))")
                }
                guard member.value.kind == .number else {
                    throw UsageError("\"\(key)\".\(name) must be a number, not \(member.value.kind.name)")
                }
                numbers[index] = line.number(member.value)
            }
            if let extra = members.first(where: { member in !shape.names.contains { line.key(of: member, is: $0) } }) {
                throw UsageError(
                    "\"\(key)\" has no member \"\(line.key(of: extra))\" (\(shape.listed))", code: .unknownKey)
            }
            return ArgumentValue(numbers: numbers, separator: shape.separator, index: -1)
        default:
            throw UsageError("\"\(key)\" takes \(option.valueName ?? "a value"), not \(value.kind.name)")
        }
    }

    /// The members of an object-form value, in the order its text writes them. Made once per
    /// run: a line with an object value would otherwise build the names' array each time.
    private struct ObjectShape {
        let names: [StaticString]
        let separator: StaticString
        let edgesDefaultToZero: Bool

        private static let size = ObjectShape(names: ["width", "height"], separator: "x", edgesDefaultToZero: false)
        private static let insets = ObjectShape(names: ["top", "left", "bottom", "right"], separator: ",", edgesDefaultToZero: true)
        private static let rect = ObjectShape(names: ["x", "y", "width", "height"], separator: ",", edgesDefaultToZero: false)

        private init(names: [StaticString], separator: StaticString, edgesDefaultToZero: Bool) {
            self.names = names
            self.separator = separator
            self.edgesDefaultToZero = edgesDefaultToZero
        }

        /// The members' names for a message: `width, height`.
        var listed: String { names.map(\.description).joined(separator: ", ") }

        init?(_ valueName: String?) {
            switch valueName {
            case "WxH": self = Self.size
            case "T,L,B,R": self = Self.insets
            case "X,Y,W,H": self = Self.rect
            default: return nil
            }
        }
    }

    /// `navigation-bar` → `navigationBar`. Option names are ASCII: by their bytes, not their
    /// characters (a character's case mapping was ten thousand instructions a name).
    static func camelCase(_ long: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(long.utf8.count)
        var upper = false
        for byte in long.utf8 {
            if byte == UInt8(ascii: "-") {
                upper = true
            } else {
                bytes.append(upper && byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 0x20 : byte)
                upper = false
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `navigationBar` → `navigation-bar`.
    static func kebabCase(_ key: String) -> String {
        var result = ""
        for character in key {
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}

/// A line that could not be answered.
struct BatchLineError: Error {
    let error: UsageError
    /// Where the line's `id` stands in it (``BatchRequest/idRange``): its error line echoes the
    /// bytes as they stand, and only a CSV row makes a value of them. Made for every refused
    /// line, the value was a string decoded and copied, a tenth of such a line.
    let idRange: Range<Int>?

    init(_ error: UsageError, idRange: Range<Int>?) {
        self.error = error
        self.idRange = idRange
    }
}

extension OutputValue {
    /// A JSON value from the input (an `id`, a check's expected value).
    init(json: JSONValue) {
        switch json.kind {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let value): self = .number(value)
        case .string(let value): self = .string(value)
        case .array(let elements): self = .array(elements.map(OutputValue.init(json:)))
        case .object(let members): self = .object(members.map { OutputField($0.key, OutputValue(json: $0.value)) })
        }
    }
}

extension BatchCommandKeys {
    /// The rest of ``BatchRequest/read(_:commands:into:)`` once the line's command is known to be
    /// this one: its options, read into `arguments`; an MCP tool call's arguments too. A method of
    /// the keys, so that their spec and spellings are read where they are, not retained and released.
    func read(
        _ line: LineScanner, skipping idIndex: Int?, _ commandIndex: Int?, idRange: Range<Int>?, into arguments: inout ParsedArguments
    ) -> Result<BatchRequest, BatchLineError> {
        func failure(_ message: String, _ code: ErrorCode) -> Result<BatchRequest, BatchLineError> {
            .failure(BatchLineError(UsageError(message, code: code), idRange: idRange))
        }
        // Every value is read before any is checked: a value of the wrong kind is the line's
        // error before a bad choice elsewhere in it.
        arguments.reset(for: spec)
        var file: String?
        let members = line.members
        for index in members.indices where index != idIndex && index != commandIndex {
            let option = members[index].keyIsPlain
                ? self.option(line.slice(members[index].key))
                : line.key(of: members[index]).utf8.withContiguousStorageIfAvailable { self.option($0) } ?? nil
            guard let option else {
                if spec.positional != nil, line.key(of: members[index], is: "file") {
                    let value = members[index].value
                    guard value.kind == .string, case let path = line.string(value), !path.namesStandardInput else {
                        return failure("\"file\" must be a path (standard input is the batch's own input)", .invalidValue)
                    }
                    file = path
                    continue
                }
                let key = line.key(of: members[index])
                let why = key == "failOnUnsupported" ? " (a batch run's status counts failed lines; its summary counts unsupported pairs)"
                    : BatchRequest.runWideKeys.contains(key) || BatchRequest.batchOptionKeys.contains(key) ? " (it is set for the whole run, on the batch command line)" : ""
                return failure("unknown key \"\(key)\" for '\(spec.name)'\(why)" + Suggestion.clause(for: key, in: known), .unknownKey)
            }
            // '-' would read the batch's own input as device names, alone or in an array.
            if option == devicesFrom {
                let value = members[index].value
                let named = value.kind == .array ? line.contents(of: value).map(\.value) : [value]
                if named.contains(where: { $0.kind == .string && line.string($0).namesStandardInput }) {
                    return failure("\"devicesFrom\" cannot be '-': standard input is the batch's own input", .invalidValue)
                }
            }
            do {
                try withOption(option) { (spec) throws(UsageError) in
                    try BatchRequest.values(of: members[index].value, option: spec, spellings: spellings[option], key: keys[option], in: line, into: &arguments)
                }
            } catch {
                return .failure(BatchLineError(error, idRange: idRange))
            }
        }
        do {
            try arguments.checkAdded()
            // Appended to the room `reset(for:)` kept: a new array per line was an allocation.
            if let file { arguments.positionals.append(ArgumentValue(text: file, index: -1)) }
            // A command without a positional, given no file, has none to check.
            if file != nil || spec.positional != nil { try ArgumentParser.checkPositionals(arguments, command: spec) }
            // `--wide` and `--columns` shape only the text format, but a line that contradicts
            // itself with them is refused as the command line refuses it.
            if arguments.mayHave(anyOf: tableViewBits), arguments.has(TableView.wideOption) || arguments.has(TableView.columnsOption) {
                _ = try TableView.read(arguments)
            }
        } catch {
            return .failure(BatchLineError(error, idRange: idRange))
        }
        return .success(BatchRequest(command: self, idRange: idRange))
    }
}
