/// Splits argv into a command, options and positionals, checking names against the command's
/// table. Accepts `--name value`, `--name=value`, `-n value`, `-nvalue`, repeated options, `--`
/// to end options, and `-` as a positional (standard input).
enum ArgumentParser {
    static func parse(_ arguments: [String], command: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(command: command)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(ArgumentValue(text: argument, index: index))
                index += 1
                continue
            }
            if argument == "--" {
                optionsEnded = true
                index += 1
                continue
            }
            if argument == "--help" || argument == "-h" {
                parsed.wantsHelp = true
                index += 1
                continue
            }
            let (spec, attached) = try resolveOption(argument, command: command)
            let value: ArgumentValue
            if spec.takesValue {
                if let attached {
                    value = ArgumentValue(text: attached, index: index)
                } else {
                    // A value may start with '-' (a negative origin), so the next word is taken
                    // whatever it looks like.
                    guard index + 1 < arguments.count else {
                        throw UsageError("option '--\(spec.long)' needs a value (\(spec.valueName ?? "a value"))\(choicesHint(spec))")
                    }
                    index += 1
                    value = ArgumentValue(text: arguments[index], index: index)
                }
            } else {
                if let attached {
                    throw UsageError("option '--\(spec.long)' takes no value, but was given '\(attached)'")
                }
                value = ArgumentValue(text: "", index: index)
            }
            try parsed.add(checked: value, for: spec)
            index += 1
        }
        if !parsed.wantsHelp {
            try checkPositionals(parsed, command: command)
        }
        return parsed
    }

    private static func resolveOption(_ argument: String, command: CommandSpec) throws(UsageError) -> (OptionSpec, String?) {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let name: Substring
            let attached: String?
            if let equals = body.firstIndex(of: "=") {
                name = body[..<equals]
                attached = String(body[body.index(after: equals)...])
            } else {
                name = body
                attached = nil
            }
            guard let spec = command.option(named: String(name)) else {
                throw UsageError(
                    "unknown option '--\(name)' for '\(command.name)'"
                        + Suggestion.clause(for: String(name), in: command.options.map(\.long) + ["help"], prefix: "--"),
                    code: .unknownKey)
            }
            return (spec, attached)
        }
        let body = argument.dropFirst()
        guard let letter = body.first, let spec = command.option(short: letter) else {
            let letter = body.first.map(String.init) ?? ""
            let known = command.options.compactMap(\.short).map { "-\($0)" }.joined(separator: ", ")
            throw UsageError("unknown option '-\(letter)' for '\(command.name)'" + (known.isEmpty ? "" : " (short options: \(known), -h)"))
        }
        let rest = body.dropFirst()
        if rest.isEmpty { return (spec, nil) }
        guard spec.takesValue else {
            throw UsageError("option '-\(letter)' takes no value, but was given '\(rest)'")
        }
        return (spec, String(rest.hasPrefix("=") ? rest.dropFirst() : rest))
    }

    static func checkPositionals(_ parsed: ParsedArguments, command: CommandSpec) throws(UsageError) {
        guard let positional = command.positional else {
            if let extra = parsed.positionals.first {
                // `-d iPhone X` unquoted: the shell split the name, and X arrived right after the
                // device value, so the hint names the whole of it.
                let split = Array(parsed.each(CommonOptions.device)).last { $0.index + 1 == extra.index }
                let hint = split.map { "; to name a device use --device '\($0.text) \(extra.text)'" }
                    ?? (extra.text.contains(" ") || extra.text.first?.isUppercase == true
                        ? "; to name a device use --device '\(extra.text)'" : "")
                throw UsageError("unexpected argument '\(extra.text)' for '\(command.name)'\(hint)")
            }
            return
        }
        if parsed.positionals.count > 1 {
            throw UsageError("unexpected argument '\(parsed.positionals[1].text)' for '\(command.name)': it takes one \(positional.name)")
        }
        if positional.isRequired && parsed.positionals.isEmpty {
            throw UsageError("'\(command.name)' needs a \(positional.name) argument" + (positional.help.isEmpty ? "" : ": \(positional.help)"))
        }
    }

    private static func choicesHint(_ spec: OptionSpec) -> String {
        spec.choices.isEmpty ? "" : ": one of \(spec.choices.joined(separator: ", "))"
    }
}
