import SafeAreaCore

/// `safearea insets`: the safe area of the content view controller's root view, in its containers.
enum InsetsCommand {
    static let spec = CommandSpec(
        name: "insets",
        summary: "safe area, bars, layout margins and size classes of a root view",
        positional: nil,
        options: ScreenCommandInput.options,
        details: [
            "The view is the content view controller's root view: full screen under translucent bars, or between opaque ones. A pair the device does not have (upside-down portrait on Face ID iPhones, an iOS version it does not run, a bar no source has measured there) is an error when it is the only pair asked for, and an 'unsupported' row otherwise.",
            "Bars follow the SDK of the version asked for: 50-point iPad bars from iOS 12, Liquid Glass bars (54-point navigation bar) from iOS 26 unless --design-requires-compatibility. Large titles collapse to the standard bar in landscape on iPhone, as UIKit does. Before iOS 11 there is no safe area: topLayoutGuide and bottomLayoutGuide are reported instead.",
            "Layout margins follow UIKit's rule as decompiled, not yet measured: 16 points from the safe area on each side, 20 when the view is wider than 393 points and not inset on both sides.",
        ],
        examples: [
            "safearea insets -d 'iPhone 16 Pro' -o all",
            "safearea insets -d 'iPhone 8' --navigation-bar standard --tab-bar",
            "safearea insets --family pad --orientation landscape --format csv",
            "safearea insets -d iphone-x --status-bar hidden --frame 0,0,375,100 -f json",
            "safearea insets -d 'iPhone 7' --ios 10 --navigation-bar standard --tab-bar",
        ])

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        let input = try ScreenCommandInput(arguments, context: context)
        let records = try input.records { (device, request) throws(ScreenLayoutError) in
            record(device.name, device.id, try device.layout(for: request))
        }
        return CommandOutput(records: records, table: table(for: input.screen), notes: ResultRecord.tableNotes(records))
    }

    static func record(_ name: String, _ id: String, _ layout: ScreenLayout) -> OutputValue {
        var fields = ResultRecord.identity(id: id, name: name, orientation: layout.orientation, ios: layout.ios)
        let guides = layout.layoutGuides
        fields += [
            OutputField("safeAreaInsets", .optionalInsets(guides == nil ? layout.safeAreaInsets : nil)),
            OutputField("safeAreaFrame", .optionalRect(guides == nil ? layout.safeAreaFrame : nil)),
            OutputField("layoutMargins", .optionalInsets(layout.layoutMargins)),
            OutputField("statusBarHidden", .bool(layout.statusBarHidden)),
            OutputField("horizontalSizeClass", .string(layout.sizeClasses.horizontal.rawValue)),
            OutputField("verticalSizeClass", .string(layout.sizeClasses.vertical.rawValue)),
            OutputField("barDesign", .string(layout.design.rawValue)),
            OutputField("viewFrame", .rect(layout.viewFrame)),
            OutputField("statusBarFrame", .optionalRect(layout.bars.statusBar)),
            OutputField("navigationBarFrame", .optionalRect(layout.bars.navigationBar)),
            OutputField("tabBarFrame", .optionalRect(layout.bars.tabBar)),
            OutputField("toolbarFrame", .optionalRect(layout.bars.toolbar)),
            OutputField("layoutMarginsGuide", .optionalRect(layout.layoutMarginsGuide)),
            OutputField("readableContentGuide", .optionalRect(layout.readableContentGuide)),
            OutputField("topLayoutGuide", .optional(guides?.top)),
            OutputField("bottomLayoutGuide", .optional(guides?.bottom)),
        ] + windowFields(layout) + [ResultRecord.disputes(layout.disputes)]
        if let subview = layout.subview {
            fields.append(OutputField("subview", .object([
                OutputField("frame", .rect(subview.frame)),
                OutputField("safeAreaInsets", .insets(subview.safeAreaInsets)),
                OutputField("layoutMargins", .optionalInsets(subview.layoutMargins)),
            ])))
        }
        return .object(fields)
    }

    /// The window the view lives in and the system's reserved regions in it.
    static func windowFields(_ layout: ScreenLayout) -> [OutputField] {
        [
            OutputField("window", .rect(layout.window)),
            OutputField("windowing", .string(layout.windowing.rawValue)),
            OutputField("reservedRegions", .regions(layout.reservedRegions)),
            OutputField("posture", layout.posture.map { .string($0.rawValue) } ?? .null),
            OutputField("notes", .strings(layout.notes)),
        ]
    }

    /// `fold 455.5,0,40,669`, one entry per reserved region, `;`-separated.
    static func regionsText(_ value: OutputValue?) -> String {
        guard case .array(let regions)? = value else { return "" }
        return regions.map { region in
            "\(region.text(at: "name")) \(region["frame"]?.quadText.replacingOccurrences(of: " ", with: "") ?? "")"
        }.joined(separator: "; ")
    }

    /// The text table: the safe area and margins always, a bar's frame when that bar was asked for.
    static func table(for screen: ScreenContext) -> TextTable {
        let containers = screen.containers
        var columns = ResultRecord.identityColumns + [
            TextTable.Column(header: "SAFE AREA T,L,B,R") { record in
                // Before iOS 11 the layout guides stand where the safe area would.
                record["topLayoutGuide"].flatMap { $0.isNull ? nil : "guides \($0.displayText) / \(record.text(at: "bottomLayoutGuide"))" }
                    ?? record["safeAreaInsets"]?.quadText ?? ""
            },
            TextTable.Column(header: "SAFE FRAME X,Y,W,H") { $0["safeAreaFrame"]?.quadText ?? "" },
            TextTable.Column(header: "MARGINS T,L,B,R") { $0["layoutMargins"]?.quadText ?? "" },
            TextTable.Column(header: "STATUS BAR") { $0.text(at: "statusBarHidden") == "true" ? "hidden" : "visible" },
            TextTable.Column(header: "SIZE CLASS H/V") { "\($0.text(at: "horizontalSizeClass"))/\($0.text(at: "verticalSizeClass"))" },
        ]
        if containers.opaqueBars {
            columns.append(TextTable.Column(header: "VIEW X,Y,W,H") { $0["viewFrame"]?.quadText ?? "" })
        }
        if containers.navigationBar.showsBar {
            columns.append(TextTable.Column(header: "NAV BAR X,Y,W,H") { $0["navigationBarFrame"]?.quadText ?? "" })
        }
        if containers.tabBar {
            columns.append(TextTable.Column(header: "TAB BAR X,Y,W,H") { $0["tabBarFrame"]?.quadText ?? "" })
        }
        if containers.toolbar {
            columns.append(TextTable.Column(header: "TOOLBAR X,Y,W,H") { $0["toolbarFrame"]?.quadText ?? "" })
        }
        if screen.window != nil || screen.multitasking != nil {
            columns.append(TextTable.Column(header: "WINDOW X,Y,W,H") { $0["window"]?.quadText ?? "" })
        }
        if screen.posture != nil {
            columns.append(TextTable.Column(header: "POSTURE") { $0.text(at: "posture") })
            columns.append(TextTable.Column(header: "RESERVED REGIONS") { Self.regionsText($0["reservedRegions"]) })
        }
        if screen.subviewFrame != nil {
            columns.append(TextTable.Column(header: "SUBVIEW T,L,B,R") { $0.value(at: "subview.safeAreaInsets")?.quadText ?? "" })
        }
        return TextTable(columns: columns, identityColumns: ResultRecord.identityColumns.count)
    }
}
