import SafeAreaCore

/// One input line of `batch`, turned into the command it asks for and that command's options,
/// so that a line is checked and answered exactly as the same command line would be.
struct BatchRequest {
    let commandName: String
    let arguments: ParsedArguments
    /// The input's `id`, echoed on every result line.
    let id: OutputValue?

    /// Keys a line may not use: the run as a whole sets them.
    static let runWideKeys = ["format", "profiles", "color"]

    /// Reads a parsed line. Errors carry their batch `code`; `id` is recovered when the line has one.
    /// `line` is the text `value` was read from: the id is echoed as it was written there.
    static func read(
        _ value: JSONValue, line: UnsafeBufferPointer<UInt8>? = nil, commands: [String: CommandSpec]
    ) -> Result<BatchRequest, BatchLineError> {
        guard case .object(let members) = value.kind else {
            return .failure(BatchLineError(UsageError("a line must be a JSON object, not \(value.typeName)", code: .notAnObject), id: nil))
        }
        let id = members.first { $0.key == "id" }.map { member in line.map { OutputValue(echoing: member.value, from: $0) } ?? OutputValue(json: member.value) }
        func failure(_ message: String, _ code: ErrorCode) -> Result<BatchRequest, BatchLineError> {
            .failure(BatchLineError(UsageError(message, code: code), id: id))
        }
        guard let commandMember = members.first(where: { $0.key == "command" }) else {
            return failure("a line needs \"command\" (one of \(commands.keys.sorted().joined(separator: ", ")))", .missingCommand)
        }
        guard case .string(let name) = commandMember.value.kind else {
            return failure("\"command\" must be a string, not \(commandMember.value.typeName)", .invalidValue)
        }
        guard let spec = commands[name] else {
            return failure("unknown command '\(name)'" + Suggestion.clause(for: name, in: commands.keys.sorted()), .unknownCommand)
        }
        var tokens: [String] = []
        var positional: [String] = []
        for member in members where member.key != "command" && member.key != "id" {
            if member.key == "file", spec.positional != nil {
                guard case .string(let path) = member.value.kind, path != "-" else {
                    return failure("\"file\" must be a path (standard input is the batch's own input)", .invalidValue)
                }
                positional = ["--", path]
                continue
            }
            let long = kebabCase(member.key)
            guard !runWideKeys.contains(member.key), member.key == camelCase(long), let option = spec.option(named: long) else {
                let known = spec.options.map { camelCase($0.long) }.filter { !runWideKeys.contains($0) }
                    + ["command", "id"] + (spec.positional == nil ? [] : ["file"])
                let why = runWideKeys.contains(member.key) ? " (it is set for the whole run, on the batch command line)" : ""
                return failure("unknown key \"\(member.key)\" for '\(name)'\(why)" + Suggestion.clause(for: member.key, in: known), .unknownKey)
            }
            if option.long == "devices-from", case .string("-") = member.value.kind {
                return failure("\"devicesFrom\" cannot be '-': standard input is the batch's own input", .invalidValue)
            }
            switch tokensFor(member.value, option: option, key: member.key) {
            case .success(let values): tokens += values
            case .failure(let error): return .failure(BatchLineError(error, id: id))
            }
        }
        do {
            let parsed = try ArgumentParser.parse(tokens + positional, command: spec)
            return .success(BatchRequest(commandName: name, arguments: parsed, id: id))
        } catch {
            return .failure(BatchLineError(error, id: id))
        }
    }

    /// The command-line words for one member: `--long value` per value, `--long` for a true flag.
    private static func tokensFor(_ value: JSONValue, option: OptionSpec, key: String) -> Result<[String], UsageError> {
        let flag = "--" + option.long
        if !option.takesValue {
            switch value.kind {
            case .bool(let on): return .success(on ? [flag] : [])
            case .null: return .success([])
            default: return .failure(UsageError("\"\(key)\" is a flag: true or false, not \(value.typeName)"))
            }
        }
        let values: [JSONValue]
        switch value.kind {
        case .null: return .success([])
        case .array(let elements):
            guard option.repeatable else {
                return .failure(UsageError("\"\(key)\" takes one value, not an array"))
            }
            values = elements
        default: values = [value]
        }
        var tokens: [String] = []
        for element in values {
            switch text(of: element, option: option, key: key) {
            case .success(let text): tokens += [flag, text]
            case .failure(let error): return .failure(error)
            }
        }
        return .success(tokens)
    }

    /// A value as its command-line text: strings as they are, numbers as JSON writes them, and the
    /// object forms of sizes, insets and rects as `WxH`, `T,L,B,R` and `X,Y,W,H`.
    private static func text(of value: JSONValue, option: OptionSpec, key: String) -> Result<String, UsageError> {
        switch value.kind {
        case .string(let text): return .success(text)
        case .number(let number): return .success(NumberFormatting.text(number))
        case .object(let members):
            let shape: [String]
            let separator: String
            switch option.valueName {
            case "WxH": (shape, separator) = (["width", "height"], "x")
            case "T,L,B,R": (shape, separator) = (["top", "left", "bottom", "right"], ",")
            case "X,Y,W,H": (shape, separator) = (["x", "y", "width", "height"], ",")
            default: return .failure(UsageError("\"\(key)\" takes \(option.valueName ?? "a value"), not an object"))
            }
            // Insets may name only the edges they set (`{"top": 10}`), as UIEdgeInsets literals
            // do; a size or rect needs every member.
            let edgesDefaultToZero = option.valueName == "T,L,B,R"
            var parts: [String] = []
            for name in shape {
                guard let member = members.first(where: { $0.key == name }) else {
                    if edgesDefaultToZero {
                        parts.append("0")
                        continue
                    }
                    return .failure(UsageError("\"\(key)\" needs a number \"\(name)\" (\(shape.joined(separator: ", ")))"))
                }
                guard case .number(let number) = member.value.kind else {
                    return .failure(UsageError("\"\(key)\".\(name) must be a number, not \(member.value.typeName)"))
                }
                parts.append(NumberFormatting.text(number))
            }
            if let extra = members.first(where: { !shape.contains($0.key) }) {
                return .failure(UsageError("\"\(key)\" has no member \"\(extra.key)\" (\(shape.joined(separator: ", ")))", code: .unknownKey))
            }
            return .success(parts.joined(separator: separator))
        default:
            return .failure(UsageError("\"\(key)\" takes \(option.valueName ?? "a value"), not \(value.typeName)"))
        }
    }

    /// `navigation-bar` → `navigationBar`.
    static func camelCase(_ long: String) -> String {
        var result = ""
        var upper = false
        for character in long {
            if character == "-" {
                upper = true
            } else {
                result += upper ? character.uppercased() : String(character)
                upper = false
            }
        }
        return result
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
    let id: OutputValue?

    init(_ error: UsageError, id: OutputValue?) {
        self.error = error
        self.id = id
    }
}

extension OutputValue {
    /// The input's own spelling of `json`: `123456789012345678` stays that, not the nearest
    /// double's `1.2345678901234568e+17`, and a string keeps its escapes.
    init(echoing json: JSONValue, from line: UnsafeBufferPointer<UInt8>) {
        let decoded = OutputValue(json: json)
        guard let end = JSONReader.end(ofValueAt: json.offset, in: line) else {
            self = decoded
            return
        }
        self = .verbatim(
            json: String(decoding: UnsafeBufferPointer(rebasing: line[json.offset..<end]), as: UTF8.self),
            plain: decoded.plainText)
    }

    /// A JSON value from the input (the `id`).
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
