/// `safearea completions SHELL` and `safearea man`: the shell integration `make install` puts
/// under `$PREFIX/share`, printed from the same table that parses the command line.
enum CompletionsCommand {
    static let spec = CommandSpec(
        name: "completions",
        summary: "a completion script for bash, zsh or fish",
        positional: PositionalSpec(name: "SHELL", help: "bash, zsh or fish", isRequired: true, choices: CompletionScript.Shell.allCases.map(\.rawValue)),
        options: [],
        details: [
            "make install puts each script where its shell looks: $PREFIX/share/bash-completion/completions/safearea, $PREFIX/share/zsh/site-functions/_safearea and $PREFIX/share/fish/vendor_completions.d/safearea.fish. For one session: source <(safearea completions bash).",
        ],
        examples: ["source <(safearea completions bash)", "safearea completions fish > ~/.config/fish/completions/safearea.fish"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        let names = CompletionScript.Shell.allCases.map(\.rawValue)
        let typed = arguments.positionals.first?.text ?? ""
        guard let shell = CompletionScript.Shell(rawValue: typed.lowercased()) else {
            throw UsageError("unknown shell '\(typed)' (expected \(names.joined(separator: ", ")))" + Suggestion.clause(for: typed, in: names))
        }
        context.output.write(CompletionScript.script(
            for: shell, commands: CommandTable.specs, deviceIDs: context.catalogue.profiles.map(\.id)))
        return .success
    }
}

enum ManCommand {
    /// The manual's date: the release it documents, not the day it was generated, so that the
    /// page is the same on every build.
    static let date = "November 2026"

    static let spec = CommandSpec(
        name: "man",
        summary: "the manual page (roff)",
        positional: nil,
        options: [],
        details: ["make install writes it to $PREFIX/share/man/man1/safearea.1. To read it now: safearea man | man -l -"],
        examples: ["safearea man > safearea.1"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        context.output.write(ManPage.page(commands: CommandTable.specs, version: SafeAreaCommandLine.version, date: date))
        return .success
    }
}
