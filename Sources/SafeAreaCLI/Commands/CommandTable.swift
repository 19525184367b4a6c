import SafeAreaCore

/// Every command: its table entry and the function that runs it.
enum CommandTable {
    typealias Run = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> ExitStatus
    /// How a record command computes its records without printing them (`batch` uses it).
    typealias Compute = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> CommandOutput

    static let entries: [(spec: CommandSpec, run: Run)] = [
        (DevicesCommand.spec, DevicesCommand.run),
        (InsetsCommand.spec, InsetsCommand.run),
        (ScrollCommand.spec, ScrollCommand.run),
        (CollectionCommand.spec, CollectionCommand.run),
        (TableCommand.spec, TableCommand.run),
        (PolicyCommand.spec, PolicyCommand.run),
        (CSSCommand.spec, CSSCommand.run),
        (BatchCommand.spec, BatchCommand.run),
    ]

    static var specs: [CommandSpec] { entries.map(\.spec) }

    static func entry(named name: String) -> (spec: CommandSpec, run: Run)? {
        entries.first { $0.spec.name == name }
    }
}
