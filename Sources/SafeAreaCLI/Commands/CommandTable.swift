import SafeAreaCore

/// Every command: its table entry and the function that runs it.
enum CommandTable {
    typealias Run = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> ExitStatus

    static let entries: [(spec: CommandSpec, run: Run)] = [
        (DevicesCommand.spec, DevicesCommand.run),
        (InsetsCommand.spec, InsetsCommand.run),
        (ScrollCommand.spec, ScrollCommand.run),
        (CollectionCommand.spec, CollectionCommand.run),
        (TableCommand.spec, TableCommand.run),
    ]

    static var specs: [CommandSpec] { entries.map(\.spec) }

    static func entry(named name: String) -> (spec: CommandSpec, run: Run)? {
        entries.first { $0.spec.name == name }
    }
}
