/// Generates `--help` text from the option tables, so help can never disagree with the parser.
enum HelpFormatter {
    /// Help lines are wrapped to this many columns.
    static let width = 80
    private static let optionColumn = 30

    static func commandHelp(_ command: CommandSpec) -> String {
        var text = "safearea \(command.name): \(command.summary)\n\n"
        let positional = command.positional.map { $0.isRequired ? " \($0.name)" : " [\($0.name)]" } ?? ""
        text += "Usage: safearea \(command.name) [options]\(positional)\n"
        if let positional = command.positional {
            text += "\nArguments:\n" + row(positional.name, positional.help)
        }
        text += "\nOptions:\n"
        for option in command.options {
            text += row(option.synopsis, option.help)
        }
        text += row("-h, --help", "show this help")
        for paragraph in command.details {
            text += "\n" + wrap(paragraph, indent: 0, width: width).joined(separator: "\n") + "\n"
        }
        if !command.examples.isEmpty {
            text += "\nExamples:\n"
            for example in command.examples { text += "  \(example)\n" }
        }
        return text
    }

    static func programHelp(commands: [CommandSpec], version: String) -> String {
        var text = """
            safearea \(version): UIKit's safe areas for every iPhone and iPad, without a simulator

            Usage: safearea <command> [options]
                   safearea <command> --help
                   safearea --version

            Commands:

            """
        for command in commands {
            text += row(command.name, command.summary, column: 14)
        }
        text += """

            Exit status: 0 success; 1 a check assertion or a batch line failed, or a
                         pair was unsupported under --fail-on-unsupported; 2 usage or
                         input error, or no device/orientation pair could be answered.
            Run 'safearea <command> --help' for the options of a command.

            """
        text += wrap(Limits.summary, indent: 0, width: width).joined(separator: "\n") + "\n"
        return text
    }

    private static func row(_ left: String, _ help: String, column: Int = optionColumn) -> String {
        let lead = "  " + left
        let lines = wrap(help, indent: column, width: width)
        if lead.count + 2 <= column {
            let first = lead + String(repeating: " ", count: column - lead.count) + lines[0].dropFirst(column)
            return ([first] + lines.dropFirst()).joined(separator: "\n") + "\n"
        }
        return ([lead] + lines).joined(separator: "\n") + "\n"
    }

    /// Greedy word wrap; each line starts with `indent` spaces.
    static func wrap(_ text: String, indent: Int, width: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        var line = pad
        for word in text.split(separator: " ") {
            if line.count > indent && line.count + 1 + word.count > width {
                lines.append(line)
                line = pad
            }
            line += (line.count > indent ? " " : "") + word
        }
        lines.append(line)
        return lines
    }
}
