import SafeAreaCore

/// `safearea policy HIERARCHY.json`: which view controller decides the home indicator, the
/// deferred screen edges and the status bar, and the classic mistakes that take the decision away.
enum PolicyCommand {
    static let sdk = OptionSpec(
        "sdk", value: "VERSION", help: "the SDK the app links against; default: the file's \"sdk\", else the iOS version")

    static let spec = CommandSpec(
        name: "policy",
        summary: "who decides the home indicator, deferred edges and status bar",
        positional: PositionalSpec(
            name: "HIERARCHY", help: "a JSON file of windows and view controllers ('-' reads standard input)", isRequired: true),
        options: [
            OptionSpec(
                "device", short: "d", value: "NAME", repeatable: true,
                help: "marketing name, profile id or model identifier; repeatable; 'all' = every device; default: the file's \"device\""),
            CommonOptions.devicesFrom,
            CommonOptions.family, CommonOptions.runsIOS,
            CommonOptions.orientation,
            OptionSpec("ios", value: "VERSION", help: "iOS major version modelled; default: the file's \"ios\", else the newest with sourced values"),
            sdk,
            CommonOptions.format, CommonOptions.color, TableView.wideOption, TableView.columnsOption,
            CommonOptions.profiles, CommonOptions.failOnUnsupported,
        ],
        details: [
            "The file: {\"device\": NAME, \"ios\": N, \"sdk\": N, \"windows\": [{\"name\", \"level\", \"root\", \"userInteractionEnabled\", \"hidden\", \"coversScreen\"}], \"viewControllers\": {NAME: {\"kind\": plain|navigation|tabBar, \"children\", \"selected\", the three childFor... overrides, the three prefers... values, \"presents\", \"modalPresentationStyle\", \"modalPresentationCapturesStatusBarAppearance\"}}}. Edges are an array of top, left, bottom, right, or \"all\".",
            "UIKit asks the topmost visible window by level, interactive or not, key or not; from its root a full-screen (or capturing) presented controller wins, then the childFor... override or what the container forwards; the last controller answers. Tab bar controllers forward all three to the selected tab; navigation controllers do not forward the home indicator and answer the edges with their top controller's. Apps linked before the iOS 11 SDK defer every edge while the status bar is hidden. Auto-hidden means hidden after a few seconds without touches; it never changes the safe area.",
            "Uncertain (Profiles/research/policy-css.md): whether a navigation controller forwards prefersStatusBarHidden (modelled: to its top, and said so); when a sheet takes over; that a window not covering the screen is passed over; that userInteractionEnabled = false changes nothing after iOS 7.",
        ],
        examples: [
            "safearea policy reader.json",
            "safearea policy reader.json -d 'iPhone 8' -o landscape --sdk 10",
            "safearea policy - --format json < reader.json",
        ])

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        let source = arguments.positionals[0].text
        let file = try context.lookups.hierarchy(source, context: context)
        var selection = try DeviceSelection.read(arguments, context: context).running(arguments)
        let namesDevices = arguments.has(CommonOptions.device) || arguments.has(CommonOptions.devicesFrom) || arguments.has(CommonOptions.family)
        if !namesDevices {
            guard let device = file.device else {
                throw UsageError("\(source.pathInMessages) names no \"device\"; give one there or with --device")
            }
            selection.devices = [device]
        }
        let ios = try arguments.single(CommonOptions.ios).map { (value) throws(UsageError) in try ValueParsing.version(value, option: "ios") } ?? file.ios
        let sdk = try arguments.single(ScreenContextOptions.sdk).map { (value) throws(UsageError) in try ValueParsing.version(value, option: "sdk") } ?? file.sdk

        var records: [OutputValue] = []
        var results: [(device: DeviceProfile, result: PolicyResolution)] = []
        pairs: for device in selection.devices {
            for orientation in selection.orientations {
                let resolved = Result { () throws(ScreenLayoutError) in
                    try device.policies(of: file.hierarchy, request: PolicyRequest(orientation: orientation, ios: ios, sdk: sdk))
                }
                switch resolved {
                case .success(let resolution):
                    context.pairs.answer()
                    try context.emit({ sink in write(device, resolution, to: sink) }, into: &records)
                    // For the text format's warnings and notes; records written as JSON have none.
                    if context.directRecords == nil { results.append((device, resolution)) }
                case .failure(let error):
                    if selection.isSinglePair { throw ScreenCommandInput.refusal(error, device) }
                    let reason = error.reason(device: device.name)
                    try context.emitUnsupported(device, orientation, ios: ios, reason: reason, into: &records)
                }
                if context.directRecords?.isClosed == true { break pairs }
            }
        }
        if context.directRecords != nil { return .written(records) }
        return CommandOutput(
            records: records, table: table,
            warnings: results.flatMap { device, result in
                result.warnings.map { "\(device.name) \(result.orientation.rawValue): \($0)" }
            },
            notes: results.reduce(into: [String]()) { notes, pair in
                for note in pair.result.notes where !notes.contains(note) { notes.append(note) }
            })
    }

    /// A pair's resolution, written once for every format.
    static func write(_ device: DeviceProfile, _ result: PolicyResolution, to sink: RecordSink) {
        let home = result.homeIndicatorAutoHidden
        ResultRecord.writeIdentity(id: device.id, name: device.name, orientation: result.orientation, ios: result.ios, to: sink)
        sink.field("sdk", number: Double(result.sdk))
        sink.field("window", string: result.window)
        if let hidden = home.value { sink.field("homeIndicatorAutoHidden", bool: hidden) } else { sink.field("homeIndicatorAutoHidden", optionalString: nil) }
        sink.field("homeIndicatorDecidedBy", string: home.decidedBy)
        sink.field("homeIndicatorPath", strings: home.path)
        sink.field("deferredEdges", strings: result.deferredEdges.value.names)
        sink.field("deferredEdgesDecidedBy", string: result.deferredEdges.decidedBy)
        sink.field("deferredEdgesPath", strings: result.deferredEdges.path)
        sink.field("statusBarHidden", bool: result.statusBarHidden.value)
        sink.field("statusBarDecidedBy", string: result.statusBarHidden.decidedBy)
        sink.field("statusBarPath", strings: result.statusBarHidden.path)
        sink.field("warnings", strings: result.warnings)
        sink.field("notes", strings: result.notes)
    }

    /// `auto-hidden (root → reader)`: the value, then the path UIKit walked to the controller
    /// that decided it.
    private static func cell(_ record: OutputValue, _ value: String, path: String) -> String {
        "\(value) (\(record.text(at: path).replacingOccurrences(of: ";", with: " → ")))"
    }

    static let table = TextTable(
        columns: ResultRecord.identityColumns + [
            TextTable.Column(header: "sdk", wide: true) { $0.text(at: "sdk") },
            TextTable.Column(header: "window", wide: true) { $0.text(at: "window") },
            TextTable.Column(header: "homeIndicator") { record in
                let value = switch record.text(at: "homeIndicatorAutoHidden") {
                case "true": "auto-hidden"
                case "false": "shown"
                default: "none, home button"
                }
                return cell(record, value, path: "homeIndicatorPath")
            },
            TextTable.Column(header: "deferredEdges") { record in
                let edges = record.text(at: "deferredEdges")
                return cell(record, edges.isEmpty ? "none" : edges.replacingOccurrences(of: ";", with: "+"), path: "deferredEdgesPath")
            },
            TextTable.Column(header: "statusBar") { record in
                cell(record, record.text(at: "statusBarHidden") == "true" ? "hidden" : "visible", path: "statusBarPath")
            },
        ],
        identityColumns: ResultRecord.identityColumns.count)
}
