/// The text format's choice of columns: the default view, every column (`--wide`), or the fields
/// `--columns` names, spelled as in JSON.
struct TableView: Sendable {
    var wide = false
    var columns: [String]?

    static let wideOption = OptionSpec("wide", help: "text format: every column (the default view fits 80 columns for one device)")
    static let columnsOption = OptionSpec(
        "columns", value: "LIST", help: "text format: these fields, comma-separated, as JSON names them (safeAreaInsets,statusBarHidden)")
    static let options = [wideOption, columnsOption]

    /// True when `command` prints text tables and so takes `--wide` and `--columns`.
    static func isTaken(by command: CommandSpec) -> Bool {
        command.options.contains { $0 === wideOption }
    }

    static func read(_ arguments: ParsedArguments) throws(UsageError) -> TableView {
        let columns = arguments.single(TableView.columnsOption).map { value in
            value.text.split(separator: ",").map { String($0.trimmingSpaces()) }.filter { !$0.isEmpty }
        }
        if let columns, columns.isEmpty { throw UsageError("--columns names no field; give field names such as name,safeAreaInsets") }
        if columns != nil, arguments.has(TableView.wideOption) { throw UsageError("--columns picks the columns itself; it cannot be combined with --wide") }
        return TableView(wide: arguments.has(TableView.wideOption), columns: columns)
    }

    /// A name no record has is an error naming the nearest field the records do have.
    static func check(_ paths: [String], against records: [OutputValue]) throws(UsageError) {
        guard let first = records.first(where: { $0["unsupported"] == nil }) else { return }
        var known: [String] = []
        if case .object(let fields) = first {
            for field in fields {
                known.append(field.key)
                if case .object(let members) = field.value { known += members.map { "\(field.key).\($0.key)" } }
            }
        }
        for path in paths where first.value(at: path) == nil {
            throw UsageError("unknown column '\(path)' (the fields of the JSON output)" + Suggestion.clause(for: path, in: known))
        }
    }
}
