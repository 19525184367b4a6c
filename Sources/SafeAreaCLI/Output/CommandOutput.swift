/// What a record-producing command computes, before any format is chosen: `run` prints it, and
/// `batch` writes its records as lines of its own.
struct CommandOutput {
    var records: [OutputValue]
    /// How the text format shows the records; made only when printed (batch never needs it).
    private let makeTable: () -> TextTable
    var table: TextTable { makeTable() }
    /// Lines UIKit would log (a flow layout item that does not fit), or mistakes a hierarchy makes,
    /// each naming its device. Like the notes, made only when printed: batch carries both in the
    /// records and never needs these lines.
    private let makeWarnings: () -> [String]
    var warnings: [String] { makeWarnings() }
    /// What the text format says under the table (the other formats carry it in the records).
    private let makeNotes: () -> [String]
    var notes: [String] { makeNotes() }

    init(
        records: [OutputValue], table: @autoclosure @escaping () -> TextTable,
        warnings: @autoclosure @escaping () -> [String] = [], notes: @autoclosure @escaping () -> [String] = []
    ) {
        self.records = records
        makeTable = table
        makeWarnings = warnings
        makeNotes = notes
    }

    /// Records already written where they go, as JSON Lines, when they were computed: no table,
    /// warning or note is printed from them (only the text format prints those), so none is
    /// kept. The closures that would make them held what they need, copied to the heap on every
    /// batch line.
    static func written(_ records: [OutputValue]) -> CommandOutput {
        CommandOutput(records: records, table: TextTable.none)
    }

    /// Prints the records in `format`; in text format the warnings go to stderr first and the
    /// notes follow the table.
    /// `--columns` naming a field no record has is a usage error, before anything is printed.
    func print(_ format: OutputFormat, context: CommandContext) throws(UsageError) {
        var shown = table.view(wide: context.tableView.wide)
        // The columns shape the text format alone; JSON, JSON Lines and CSV print every field
        // whatever `--columns` names, as batch does.
        if format == .text, let paths = context.tableView.columns {
            try TableView.check(paths, against: records)
            shown = TextTable.of(paths: paths)
        }
        if format == .text {
            for warning in warnings { context.errors.write("safearea: warning: \(warning)\n") }
        }
        ResultPrinter.print(records, format: format, table: shown, context: context)
        if format == .text {
            for note in notes { context.output.write("note: \(note)\n") }
        }
    }
}
