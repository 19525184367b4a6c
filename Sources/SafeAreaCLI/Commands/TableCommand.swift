import SafeAreaCore

/// `safearea table`: a table view's insets and one cell's content view, separator and margins.
enum TableCommand {
    static let style = OptionSpec(
        "style", value: "S", choices: TableViewSpec.Style.allCases.map(\.rawValue), help: "plain (default), grouped, insetGrouped")
    static let rowHeight = OptionSpec("row-height", value: "P", help: "rowHeight in points (default 44)")
    static let noInsetContentViews = OptionSpec(
        "no-insets-content-views-to-safe-area", help: "insetsContentViewsToSafeArea = false: content views span the cell")
    static let separatorInset = OptionSpec("separator-inset", value: "T,L,B,R", help: "a custom separatorInset")
    static let separatorReference = OptionSpec(
        "separator-inset-reference", value: "R", choices: TableViewSpec.SeparatorInsetReference.allCases.map(\.rawValue),
        help: "how --separator-inset is read: fromCellEdges (default), fromAutomaticInsets")
    static let readableWidth = OptionSpec(
        "cell-layout-margins-follow-readable-width", value: "BOOL", choices: ["true", "false"],
        help: "cellLayoutMarginsFollowReadableWidth; default true for iOS 9-11, false from iOS 12")

    static let spec = CommandSpec(
        name: "table",
        summary: "a table's insets, cell content view, separator and margins",
        positional: nil,
        options: ScreenCommandInput.options + ScrollOptions.all(bounce: false)
            + [style, rowHeight, noInsetContentViews, separatorInset, separatorReference, readableWidth],
        details: [
            "A table always scrolls vertically, so automatic and scrollableAxes add its top and bottom safe area; the left and right safe area passes to the cells, whose content views are inset by it (insetsContentViewsToSafeArea). The cell margin is 16, or 20 where the root view's margin is 20; the separator starts there and runs to the trailing edge. The content view is the row less the separator (1/scale; 1 point under Liquid Glass, from UIKit's iOS 26 code, unmeasured).",
            "Uncertain (Profiles/research/scroll-table.md): no published print gives a cell's content view or separator on a notched phone in landscape; which current phones get 20-point table margins; the cell's top and bottom margins, which are not reported.",
        ],
        examples: [
            "safearea table -d 'iPhone X' -o landscapeLeft --ios 12",
            "safearea table -d 'iPad Pro 11-inch (M4)' --style insetGrouped",
            "safearea table -d 'iPhone 16 Pro' -o all --separator-inset 0,0,0,0 -f json",
        ])

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        try prepare(arguments, context).run()
    }

    @inline(__always) static func prepare(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> PreparedScreenCommand {
        let input = try ScreenCommandInput(arguments, context: context)
        let scrollView = try ScrollOptions.read(arguments, kind: .table)
        let table = try tableSpec(arguments)
        return PreparedScreenCommand(input: input, answer: answer) { (device, request, screen, sink) throws(ScreenLayoutError) in
            try record(device, request, screen, scrollView, table, to: sink)
        }
    }

    static func answer(_ input: ScreenCommandInput, _ record: PreparedScreenCommand.RecordWriter) throws(UsageError) -> CommandOutput {
        let records = try input.records(record)
        if input.writesDirectly { return .written(records) }
        return CommandOutput(records: records, table: table, notes: ResultRecord.tableNotes(records))
    }

    static let table = TextTable(
        columns: ResultRecord.identityColumns + Array(ScrollLayout.columns.prefix(1)) + [
            TextTable.Column(header: "contentOffset", wide: true) { $0["contentOffset"]?.quadText ?? "" },
            TextTable.Column(header: "cellContentViewFrame") { $0["cellContentViewFrame"]?.quadText ?? "" },
            TextTable.Column(header: "separatorInset", wide: true) { "\($0.text(at: "separatorInset.left")), \($0.text(at: "separatorInset.right"))" },
            TextTable.Column(header: "cellLayoutMargins", wide: true) { "\($0.text(at: "cellLayoutMargins.left")), \($0.text(at: "cellLayoutMargins.right"))" },
        ],
        identityColumns: ResultRecord.identityColumns.count)

    /// A table's record.
    static func record(
        _ device: DeviceProfile, _ request: ScreenRequest, _ screen: ScreenLayout, _ scrollView: ScrollViewSpec, _ table: TableViewSpec,
        to sink: RecordSink
    ) throws(ScreenLayoutError) {
        let layout = try device.tableLayout(for: request, scrollView: scrollView, table: table, laidOut: screen)
        ResultRecord.writeIdentity(of: device, orientation: layout.scroll.screen.orientation, ios: layout.scroll.screen.ios, to: sink)
        layout.scroll.write(to: sink)
        writeCell(layout, to: sink)
        layout.scroll.writeEvidence(to: sink)
    }

    /// The fields after the scroll view's: the cell's.
    private static func writeCell(_ layout: TableLayout, to sink: RecordSink) {
        sink.field("cellFrame", rect: layout.cellFrame)
        sink.field("cellContentViewFrame", rect: layout.cellContentViewFrame)
        sink.field("separatorInset", insets: layout.separatorInset)
        // UIKit's cell margins are reported across the row only: top and bottom are null.
        sink.beginObject("cellLayoutMargins")
        sink.field("top", optionalNumber: nil)
        sink.field("left", number: layout.cellLayoutMarginsLeft)
        sink.field("bottom", optionalNumber: nil)
        sink.field("right", number: layout.cellLayoutMarginsRight)
        sink.endObject()
        sink.field("separatorThickness", number: layout.separatorThickness)
    }

    /// The options of a table view but its style, which most questions leave out: a line that
    /// gives none has the default table of its style on one test, where asking for each of the
    /// five (a static's token and a lookup apiece) was 2% of a batch `table` line.
    private static let otherOptionBits = OptionSpec.bits(of: [rowHeight, noInsetContentViews, separatorInset, separatorReference, readableWidth])

    static func tableSpec(_ arguments: ParsedArguments) throws(UsageError) -> TableViewSpec {
        let style = arguments.single(TableCommand.style)?.chosen(TableViewSpec.Style.self) ?? .plain
        guard arguments.mayHave(anyOf: otherOptionBits) else { return TableViewSpec(style: style) }
        let rowHeight = try arguments.single(TableCommand.rowHeight).map { (value) throws(UsageError) in
            try ValueParsing.points(value, option: "row-height")
        } ?? 44
        let custom = try arguments.single(TableCommand.separatorInset).map { (value) throws(UsageError) in
            try ValueParsing.insets(value, option: "separator-inset")
        }
        let reference = arguments.single(TableCommand.separatorReference).flatMap { TableViewSpec.SeparatorInsetReference(rawValue: $0.text) }
        if reference != nil, custom == nil {
            throw UsageError("--separator-inset-reference says how --separator-inset is read; give --separator-inset T,L,B,R")
        }
        return TableViewSpec(
            style: style,
            rowHeight: rowHeight,
            insetsContentViewsToSafeArea: !arguments.has(TableCommand.noInsetContentViews),
            separatorInsetReference: reference ?? .fromCellEdges,
            separatorInset: custom,
            cellLayoutMarginsFollowReadableWidth: arguments.single(TableCommand.readableWidth).map { $0.text == "true" })
    }
}
