import SafeAreaCore

/// `safearea insets`: the safe area of a full-screen view controller's root view.
enum InsetsCommand {
    static let spec = CommandSpec(
        name: "insets",
        summary: "safe area, layout margins and size classes of a root view",
        positional: nil,
        options: [
            CommonOptions.device, CommonOptions.family, CommonOptions.orientation, CommonOptions.ios,
            CommonOptions.format, CommonOptions.profiles, CommonOptions.statusBar, CommonOptions.frame,
        ],
        details: [
            "The view is a full-screen view controller's root view with no bars. A pair the device does not have (upside-down portrait on Face ID iPhones, an iOS version it does not run) is an error when it is the only pair asked for, and an 'unsupported' row otherwise.",
            "Layout margins follow UIKit's rule as decompiled, not yet measured: 16 points from the safe area on each side, 20 when the view is wider than 393 points and not inset on both sides.",
        ],
        examples: [
            "safearea insets -d 'iPhone 16 Pro' -o all",
            "safearea insets --family pad --orientation landscape --format csv",
            "safearea insets -d iphone-x --status-bar hidden --frame 0,0,375,100 -f json",
        ])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        let selection = try DeviceSelection.read(arguments, catalogue: context.catalogue)
        let format = OutputFormat(rawValue: arguments.single("format")?.text ?? "text") ?? .text
        let ios = try arguments.single("ios").map { (value) throws(UsageError) in try ValueParsing.version(value, option: "ios") }
        let statusBar = arguments.single("status-bar").flatMap { StatusBarPreference(rawValue: $0.text) } ?? .system
        let frame = try arguments.single("frame").map { (value) throws(UsageError) in try ValueParsing.rect(value, option: "frame") }

        var records: [OutputValue] = []
        records.reserveCapacity(selection.devices.count * selection.orientations.count)
        for device in selection.devices {
            for orientation in selection.orientations {
                let request = ScreenRequest(orientation: orientation, ios: ios, statusBar: statusBar, subviewFrame: frame)
                do {
                    records.append(record(device.name, device.id, try device.layout(for: request)))
                } catch {
                    let reason = error.reason(device: device.name)
                    if selection.isSinglePair { throw UsageError(reason) }
                    records.append(ResultRecord.unsupported(device, orientation: orientation, ios: ios, reason: reason))
                }
            }
        }
        ResultPrinter.print(records, format: format, table: table(withSubview: frame != nil), context: context)
        return .success
    }

    static func record(_ name: String, _ id: String, _ layout: ScreenLayout) -> OutputValue {
        var fields = ResultRecord.identity(id: id, name: name, orientation: layout.orientation, ios: layout.ios)
        fields += [
            OutputField("safeAreaInsets", .insets(layout.safeAreaInsets)),
            OutputField("safeAreaFrame", .rect(layout.safeAreaFrame)),
            OutputField("layoutMargins", .insets(layout.layoutMargins)),
            OutputField("statusBarHidden", .bool(layout.statusBarHidden)),
            OutputField("horizontalSizeClass", .string(layout.sizeClasses.horizontal.rawValue)),
            OutputField("verticalSizeClass", .string(layout.sizeClasses.vertical.rawValue)),
        ]
        if let subview = layout.subview {
            fields.append(OutputField("subview", .object([
                OutputField("frame", .rect(subview.frame)),
                OutputField("safeAreaInsets", .insets(subview.safeAreaInsets)),
            ])))
        }
        return .object(fields)
    }

    static func table(withSubview: Bool) -> TextTable {
        var columns = ResultRecord.identityColumns + [
            TextTable.Column(header: "SAFE AREA T,L,B,R") { $0["safeAreaInsets"]?.quadText ?? "" },
            TextTable.Column(header: "SAFE FRAME X,Y,W,H") { $0["safeAreaFrame"]?.quadText ?? "" },
            TextTable.Column(header: "MARGINS T,L,B,R") { $0["layoutMargins"]?.quadText ?? "" },
            TextTable.Column(header: "STATUS BAR") { $0.text(at: "statusBarHidden") == "true" ? "hidden" : "visible" },
            TextTable.Column(header: "SIZE CLASS H/V") { "\($0.text(at: "horizontalSizeClass"))/\($0.text(at: "verticalSizeClass"))" },
        ]
        if withSubview {
            columns.append(TextTable.Column(header: "SUBVIEW T,L,B,R") { $0.value(at: "subview.safeAreaInsets")?.quadText ?? "" })
        }
        return TextTable(columns: columns, identityColumns: ResultRecord.identityColumns.count)
    }
}
