import SafeAreaCore

/// Every command: its table entry and the function that runs it.
enum CommandTable {
    typealias Run = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> ExitStatus
    /// How a record command computes its records without printing them (`batch` uses it).
    typealias Compute = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> CommandOutput

    /// A command's entry; `compute` is set for the commands whose job is records, which `batch`
    /// and `check` queries can run. A named struct, not a tuple: a tuple's type is built by the
    /// runtime from its mangled name on first use, which every query's start-up would pay.
    struct Entry {
        let spec: CommandSpec
        let run: Run
        let compute: Compute?
        /// True when the command line asks one question, each device and screen once: its run
        /// keeps no lookups (``LookupCache/remembers``). `batch`, `check` and `draw` ask many.
        var asksOnce = false
    }

    /// A command with records, and how it computes them.
    struct Computing {
        let spec: CommandSpec
        let compute: Compute
    }

    /// The command names, in the order help lists them.
    static let names = ["devices", "insets", "scroll", "collection", "table", "policy", "css", "batch", "check", "draw", "explain", "export", "mcp", "probe", "completions", "man"]

    static var entries: [Entry] { names.compactMap(entry(named:)) }

    /// One command's entry, built alone: a query pays for its own command's table, not for
    /// every command's options and help (a tenth of a query's start-up when all were built).
    static func entry(named name: String) -> Entry? {
        switch name {
        case "devices": records(DevicesCommand.spec, DevicesCommand.compute)
        case "insets": records(InsetsCommand.spec, InsetsCommand.compute)
        case "scroll": records(ScrollCommand.spec, ScrollCommand.compute)
        case "collection": records(CollectionCommand.spec, CollectionCommand.compute)
        case "table": records(TableCommand.spec, TableCommand.compute)
        case "policy": records(PolicyCommand.spec, PolicyCommand.compute)
        case "css": Entry(spec: CSSCommand.spec, run: CSSCommand.run, compute: checked(CSSCommand.compute), asksOnce: true)
        case "batch": Entry(spec: BatchCommand.spec, run: BatchCommand.run, compute: nil)
        case "check": Entry(spec: CheckCommand.spec, run: CheckCommand.run, compute: nil)
        case "draw": Entry(spec: DrawCommand.spec, run: DrawCommand.run, compute: nil)
        case "explain": records(ExplainCommand.spec, ExplainCommand.compute)
        case "export": Entry(spec: ExportCommand.spec, run: ExportCommand.run, compute: nil)
        case "mcp": Entry(spec: MCPCommand.spec, run: MCPCommand.run, compute: nil)
        case "probe": Entry(spec: ProbeCommand.spec, run: ProbeCommand.run, compute: nil)
        case "completions": Entry(spec: CompletionsCommand.spec, run: CompletionsCommand.run, compute: nil)
        case "man": Entry(spec: ManCommand.spec, run: ManCommand.run, compute: nil)
        default: nil
        }
    }

    /// How a per-pair command reads its question once (``PreparedScreenCommand``), for the
    /// commands that ask one per device and orientation; nil for the others.
    static func preparing(named name: String) -> PreparedScreenCommand.Prepare? {
        switch name {
        case "insets": InsetsCommand.prepare
        case "scroll": ScrollCommand.prepare
        case "collection": CollectionCommand.prepare
        case "table": TableCommand.prepare
        case "css": CSSCommand.prepare
        default: nil
        }
    }

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
            return try context.pairs.conclude(arguments, context)
        }
        return Entry(spec: spec, run: run, compute: compute, asksOnce: true)
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
    static let computing: [String: Computing] = Dictionary(
        uniqueKeysWithValues: entries.compactMap { entry in
            // `explain` answers a person reading one screen; batch lines and check queries ask the commands themselves.
            guard entry.spec.name != ExplainCommand.spec.name else { return nil }
            return entry.compute.map { (entry.spec.name, Computing(spec: entry.spec, compute: $0)) }
        })

}
