import SafeAreaCore

/// Every command: its table entry and the function that runs it.
enum CommandTable {
    typealias Run = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> ExitStatus
    /// How a record command computes its records without printing them (`batch` uses it).
    typealias Compute = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> CommandOutput

    /// A command's entry; `compute` is set for the commands whose job is records, which `batch`
    /// and `check` queries can run.
    typealias Entry = (spec: CommandSpec, run: Run, compute: Compute?)

    static let entries: [Entry] = [
        records(DevicesCommand.spec, DevicesCommand.compute),
        records(InsetsCommand.spec, InsetsCommand.compute),
        records(ScrollCommand.spec, ScrollCommand.compute),
        records(CollectionCommand.spec, CollectionCommand.compute),
        records(TableCommand.spec, TableCommand.compute),
        records(PolicyCommand.spec, PolicyCommand.compute),
        (CSSCommand.spec, CSSCommand.run, checked(CSSCommand.compute)),
        (BatchCommand.spec, BatchCommand.run, nil),
        (CheckCommand.spec, CheckCommand.run, nil),
        (DrawCommand.spec, DrawCommand.run, nil),
        (CompletionsCommand.spec, CompletionsCommand.run, nil),
        (ManCommand.spec, ManCommand.run, nil),
    ]

    static var specs: [CommandSpec] { entries.map(\.spec) }

    /// The entry of a command whose whole job is its records: it runs by computing them and
    /// printing them in `--format`.
    static func records(_ spec: CommandSpec, _ unchecked: @escaping Compute) -> Entry {
        let compute = checked(unchecked)
        let run: Run = { (arguments, context) throws(UsageError) in
            let format = OutputFormat.read(arguments)
            // JSON Lines need no record before writing the next, so they leave as computed.
            if format == .jsonl { context.directRecords = DirectRecordWriter(output: context.output) }
            try compute(arguments, context).print(format, context: context)
            return .success
        }
        return (spec, run, compute)
    }

    /// `compute`, refusing an answer that holds a non-finite number: no writer may print `inf`
    /// or `nan` (invalid JSON), whatever the core computed.
    static func checked(_ compute: @escaping Compute) -> Compute {
        { (arguments, context) throws(UsageError) in
            let output = try compute(arguments, context)
            for record in output.records { try requireFinite(record) }
            return output
        }
    }

    static func requireFinite(_ record: OutputValue) throws(UsageError) {
        if !record.isFinite, let path = record.nonFinitePath() {
            throw UsageError("the answer's '\(path)' is not a finite number; no output is written for values this large")
        }
    }

    /// The commands with records, by name.
    static let computing: [String: (spec: CommandSpec, compute: Compute)] = Dictionary(
        uniqueKeysWithValues: entries.compactMap { entry in entry.compute.map { (entry.spec.name, (entry.spec, $0)) } })

    static func entry(named name: String) -> Entry? {
        entries.first { $0.spec.name == name }
    }
}
