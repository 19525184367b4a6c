/// The manual page (roff, section 1) generated from the command table, so that it lists exactly
/// the commands and options `--help` does.
enum ManPage {
    static func page(commands: [CommandSpec], version: String, date: String) -> String {
        var text = """
            .TH SAFEAREA 1 "\(date)" "safearea \(version)" "User Commands"
            .SH NAME
            safearea \\- UIKit's safe areas for every iPhone and iPad, without a simulator
            .SH SYNOPSIS
            .B safearea
            .I command
            .RI [ options ]
            .br
            .B safearea
            .I command
            .B \\-\\-help
            .br
            .B safearea \\-\\-version
            .SH DESCRIPTION
            \(escaped("safearea answers, per device and orientation, the safeAreaInsets, scroll view insets, collection layouts, layout margins, home indicator and edge-gesture policies and CSS env(safe-area-inset-*) values that UIKit reports, from sourced JSON device profiles."))
            .SH COMMANDS

            """
        for command in commands {
            text += ".SS \(command.name)\n\(escaped(command.summary))\n"
            if let positional = command.positional {
                text += ".TP\n.I \(positional.name)\n\(escaped(positional.help))\n"
            }
            for option in command.options {
                var names = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
                names += "\\fB\\-\\-\(escaped(option.long))\\fR"
                if let value = option.valueName { names += " \\fI\(escaped(value))\\fR" }
                text += ".TP\n\(names)\n\(escaped(option.help))\n"
            }
            for paragraph in command.details { text += ".PP\n\(escaped(paragraph))\n" }
            if !command.examples.isEmpty {
                text += ".PP\nExamples:\n.RS\n"
                for example in command.examples { text += ".nf\n\(escaped(example))\n.fi\n" }
                text += ".RE\n"
            }
        }
        text += """
            .SH EXIT STATUS
            .TP
            .B 0
            success
            .TP
            .B 1
            a check assertion or a batch line failed, or a device/orientation pair was unsupported under \\fB\\-\\-fail\\-on\\-unsupported\\fR
            .TP
            .B 2
            usage or input error, or no device/orientation pair of the run could be answered (one line: the first reason); a run where only some are unsupported exits 0 and counts them in one line on stderr
            .SH ENVIRONMENT
            .TP
            .B NO_COLOR
            when set and not empty, the text format is never styled
            .TP
            .B TERM
            when dumb, the text format is not styled unless \\fB\\-\\-color always\\fR
            .SH LIMITS
            \(escaped(Limits.summary))
            .SH SEE ALSO
            \(escaped("safearea completions bash|zsh|fish (shell completion); safearea explain --rules (every rule and what supports it); the README and Profiles/research/ in the source tree (the sources); Apple's UIKit documentation of safeAreaInsets, contentInsetAdjustmentBehavior and UICollectionViewFlowLayout.sectionInsetReference."))

            """
        return text
    }

    /// Text made safe for roff: backslashes and hyphens escaped, and no line starting with a
    /// control character.
    static func escaped(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
