/// What a record-producing command computes, before any format is chosen: `run` prints it, and
/// `batch` writes its records as lines of its own.
struct CommandOutput {
    var records: [OutputValue]
    /// What only the text format prints, made when printed; nil for records already written
    /// (``written(_:)``).
    private let printing: Printing?

    /// The makers of the text format's table, warnings and notes, in one box: three closures
    /// carried by every output were three releases on every batch line that printed none.
    private final class Printing {
        let makeTable: () -> TextTable
        let makeWarnings: () -> [String]
        let makeNotes: () -> [String]

        init(makeTable: @escaping () -> TextTable, makeWarnings: @escaping () -> [String], makeNotes: @escaping () -> [String]) {
            self.makeTable = makeTable
            self.makeWarnings = makeWarnings
            self.makeNotes = makeNotes
        }
    }

    /// How the text format shows the records; made only when printed (batch never needs it).
    var table: TextTable { printing?.makeTable() ?? TextTable.none }
    /// Lines UIKit would log (a flow layout item that does not fit), or mistakes a hierarchy makes,
    /// each naming its device. Like the notes, made only when printed: batch carries both in the
    /// records and never needs these lines.
    var warnings: [String] { printing?.makeWarnings() ?? [] }
    /// What the text format says under the table (the other formats carry it in the records).
    var notes: [String] { printing?.makeNotes() ?? [] }

    init(
        records: [OutputValue], table: @autoclosure @escaping () -> TextTable,
        warnings: @autoclosure @escaping () -> [String] = [], notes: @autoclosure @escaping () -> [String] = []
    ) {
        self.records = records
        printing = Printing(makeTable: table, makeWarnings: warnings, makeNotes: notes)
    }

    private init(written records: [OutputValue]) {
        self.records = records
        printing = nil
    }

    /// Records already written where they go, as JSON Lines, when they were computed: no table,
    /// warning or note is printed from them (only the text format prints those), so none is
    /// kept.
    static func written(_ records: [OutputValue]) -> CommandOutput {
        CommandOutput(written: records)
    }

    /// Prints the records in `format`; in text format the warnings go to stderr first and the
    /// notes follow the table.
    /// `--columns` naming a field no record has is a usage error, before anything is printed.
    func print(_ format: OutputFormat, context: CommandContext) throws(UsageError) {
        var shown = context.tableView.wide ? table.widened(for: records) : table.view(wide: false)
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
