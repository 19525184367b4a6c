import SafeAreaCore

/// Every command: its table entry and the function that runs it.
enum CommandTable {
    typealias Run = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> ExitStatus
    /// How a record command computes its records without printing them (`batch` uses it).
    typealias Compute = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> CommandOutput

    static let entries: [(spec: CommandSpec, run: Run)] = [
        (DevicesCommand.spec, printing(DevicesCommand.compute)),
        (InsetsCommand.spec, printing(InsetsCommand.compute)),
        (ScrollCommand.spec, printing(ScrollCommand.compute)),
        (CollectionCommand.spec, printing(CollectionCommand.compute)),
        (TableCommand.spec, printing(TableCommand.compute)),
        (PolicyCommand.spec, printing(PolicyCommand.compute)),
        (CSSCommand.spec, CSSCommand.run),
        (BatchCommand.spec, BatchCommand.run),
        (CheckCommand.spec, CheckCommand.run),
    ]

    static var specs: [CommandSpec] { entries.map(\.spec) }

    /// The run of a command whose whole job is its records: compute them, print them in `--format`.
    static func printing(_ compute: @escaping Compute) -> Run {
        { (arguments, context) throws(UsageError) in
            try compute(arguments, context).print(OutputFormat.read(arguments), context: context)
            return .success
        }
    }

    static func entry(named name: String) -> (spec: CommandSpec, run: Run)? {
        entries.first { $0.spec.name == name }
    }
}
