import SafeAreaCore

/// `safearea scroll`: a scroll view's `adjustedContentInset` under each adjustment behaviour.
enum ScrollCommand {
    static let spec = CommandSpec(
        name: "scroll",
        summary: "adjustedContentInset, resting offset and axes of a scroll view",
        positional: nil,
        options: ScreenCommandInput.options + ScrollOptions.all(),
        details: [
            "adjustedContentInset = contentInset + the scroll view's safe area on the edges the behaviour applies: never none, always all four; scrollableAxes top and bottom when contentSize.height > the scroll view's height (strictly; contentInset does not count) or --always-bounce-vertical, left and right likewise; automatic as scrollableAxes, plus top and bottom for the content scroll view of a navigation controller's child (--navigation-bar or --toolbar) unless --no-automatically-adjusts. Rules from UIKit's iOS 18 code, Apple's documentation and WWDC18 session 235.",
            "Uncertain: Apple's text says automatic also forces top and bottom inside a tab bar controller alone; UIKit's code and WWDC18 say navigation controllers only, which is modelled.",
            "Before iOS 11, UIKit wrote the layout guides (64 and 49 with a navigation and a tab bar) into contentInset of the root view's scroll view; adjustedContentInset is reported as that contentInset.",
        ],
        examples: [
            "safearea scroll -d 'iPhone 7' --ios 11 --navigation-bar standard --tab-bar",
            "safearea scroll -d 'iPhone X' -o landscapeLeft --behavior always",
            "safearea scroll -d all --behavior scrollableAxes --content-size 390x400",
        ])

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        try prepare(arguments, context).run()
    }

    @inline(__always) static func prepare(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> PreparedScreenCommand {
        let input = try ScreenCommandInput(arguments, context: context)
        let scrollView = try ScrollOptions.read(arguments, kind: .plain)
        return PreparedScreenCommand(input: input, answer: answer) { (device, request, screen, sink) throws(ScreenLayoutError) in
            try record(device, request, screen, scrollView, to: sink)
        }
    }

    static func answer(_ input: ScreenCommandInput, _ record: PreparedScreenCommand.RecordWriter) throws(UsageError) -> CommandOutput {
        let records = try input.records(record)
        if input.writesDirectly { return .written(records) }
        return CommandOutput(records: records, table: table, notes: ResultRecord.tableNotes(records))
    }

    static let table = TextTable(columns: ResultRecord.identityColumns + ScrollLayout.columns, identityColumns: ResultRecord.identityColumns.count)

    static func record(
        _ device: DeviceProfile, _ request: ScreenRequest, _ screen: ScreenLayout, _ scrollView: ScrollViewSpec, to sink: RecordSink
    ) throws(ScreenLayoutError) {
        let layout = try device.scrollLayout(for: request, scrollView: scrollView, laidOut: screen)
        ResultRecord.writeIdentity(of: device, orientation: layout.screen.orientation, ios: layout.screen.ios, to: sink)
        layout.write(to: sink)
        layout.writeEvidence(to: sink)
    }
}
