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
        try prepare(arguments, context).run()
    }

    @inline(__always) static func prepare(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> PreparedScreenCommand {
        PreparedScreenCommand(input: try ScreenCommandInput(arguments, context: context), answer: answer) { device, _, screen, sink in
            write(device.name, device.id, screen, to: sink)
        }
    }

    static func answer(_ input: ScreenCommandInput, _ record: PreparedScreenCommand.RecordWriter) throws(UsageError) -> CommandOutput {
        let records = try input.records(record)
        if input.writesDirectly { return .written(records) }
        return CommandOutput(records: records, table: table(for: input.screen, foldable: input.answersFoldable), notes: ResultRecord.tableNotes(records))
    }

    static func write(_ name: String, _ id: String, _ layout: ScreenLayout, to sink: RecordSink) {
        ResultRecord.writeIdentity(id: id, name: name, orientation: layout.orientation, ios: layout.ios, to: sink)
        let guides = layout.layoutGuides
        sink.field("safeAreaInsets", optionalInsets: guides == nil ? layout.safeAreaInsets : nil)
        sink.field("safeAreaFrame", optionalRect: guides == nil ? layout.safeAreaFrame : nil)
        sink.field("layoutMargins", optionalInsets: layout.layoutMargins)
        sink.field("statusBarHidden", bool: layout.statusBarHidden)
        sink.field("horizontalSizeClass", name: layout.sizeClasses.horizontal)
        sink.field("verticalSizeClass", name: layout.sizeClasses.vertical)
        sink.field("barDesign", name: layout.design)
        sink.field("viewFrame", rect: layout.viewFrame)
        sink.field("statusBarFrame", optionalRect: layout.bars.statusBar)
        sink.field("navigationBarFrame", optionalRect: layout.bars.navigationBar)
        sink.field("tabBarFrame", optionalRect: layout.bars.tabBar)
        sink.field("toolbarFrame", optionalRect: layout.bars.toolbar)
        sink.field("layoutMarginsGuide", optionalRect: layout.layoutMarginsGuide)
        sink.field("readableContentGuide", optionalRect: layout.readableContentGuide)
        sink.field("topLayoutGuide", optionalNumber: guides?.top)
        sink.field("bottomLayoutGuide", optionalNumber: guides?.bottom)
        writeWindowFields(layout, to: sink)
        ResultRecord.writeDisputes(layout.disputes, to: sink)
        if let subview = layout.subview {
            sink.beginObject("subview")
            sink.field("frame", rect: subview.frame)
            sink.field("safeAreaInsets", insets: subview.safeAreaInsets)
            sink.field("layoutMargins", optionalInsets: subview.layoutMargins)
            sink.endObject()
        }
        ResultRecord.writeEvidence(layout.evidence, to: sink)
    }

    /// The window the view lives in and the system's reserved regions in it.
    static func writeWindowFields(_ layout: ScreenLayout, to sink: RecordSink) {
        sink.field("window", rect: layout.window)
        sink.field("windowing", name: layout.windowing)
        sink.field("reservedRegions", regions: layout.reservedRegions)
        sink.field("posture", optionalName: layout.posture)
        sink.field("notes", strings: layout.notes)
    }

    /// `fold 455.5,0,40,669`, one entry per reserved region, `;`-separated.
    static func regionsText(_ value: OutputValue?) -> String {
        guard case .array(let regions)? = value else { return "" }
        return regions.map { region in
            "\(region.text(at: "name")) \(region["frame"]?.quadText.replacingOccurrences(of: " ", with: "") ?? "")"
        }.joined(separator: "; ")
    }

    /// The text table: the safe area and margins always, a bar's frame when that bar was asked
    /// for, the posture and regions when a foldable is answered (its postures differ in them).
    static func table(for screen: ScreenContext, foldable: Bool = false) -> TextTable {
        let containers = screen.containers
        var columns = ResultRecord.identityColumns + [
            TextTable.Column(header: "safeAreaInsets") { record in
                // Before iOS 11 the layout guides stand where the safe area would.
                record["topLayoutGuide"].flatMap { $0.isNull ? nil : "guides \($0.displayText) / \(record.text(at: "bottomLayoutGuide"))" }
                    ?? record["safeAreaInsets"]?.quadText ?? ""
            },
            TextTable.Column(header: "safeAreaFrame", wide: true) { $0["safeAreaFrame"]?.quadText ?? "" },
            TextTable.Column(header: "layoutMargins") { $0["layoutMargins"]?.quadText ?? "" },
            TextTable.Column(header: "statusBarHidden", wide: true) { $0.text(at: "statusBarHidden") },
            TextTable.Column(header: "sizeClasses", wide: true) { "\($0.text(at: "horizontalSizeClass"))/\($0.text(at: "verticalSizeClass"))" },
            TextTable.Column(header: "barDesign", wide: true) { $0.text(at: "barDesign") },
            TextTable.Column(header: "statusBarFrame", wide: true) { $0["statusBarFrame"]?.quadText ?? "" },
            TextTable.Column(header: "layoutMarginsGuide", wide: true) { $0["layoutMarginsGuide"]?.quadText ?? "" },
            TextTable.Column(header: "readableContentGuide", wide: true) { $0["readableContentGuide"]?.quadText ?? "" },
        ]
        // Every frame the JSON has: shown where asked for, else with --wide.
        func frame(_ field: String, shown: Bool) {
            columns.append(TextTable.Column(header: field, wide: !shown) { $0[field]?.quadText ?? "" })
        }
        frame("viewFrame", shown: containers.opaqueBars)
        frame("navigationBarFrame", shown: containers.navigationBar.showsBar)
        frame("tabBarFrame", shown: containers.tabBar)
        frame("toolbarFrame", shown: containers.toolbar)
        let windowed = screen.window != nil || screen.multitasking != nil
        frame("window", shown: windowed)
        columns.append(TextTable.Column(header: "windowing", wide: true) { $0.text(at: "windowing") })
        let folds = screen.posture != nil || foldable
        columns.append(TextTable.Column(header: "posture", wide: !folds) { $0.text(at: "posture") })
        columns.append(TextTable.Column(header: "reservedRegions", wide: !folds) { Self.regionsText($0["reservedRegions"]) })
        if screen.subviewFrame != nil {
            columns.append(TextTable.Column(header: "subview.safeAreaInsets") { $0.value(at: "subview.safeAreaInsets")?.quadText ?? "" })
        }
        return TextTable(columns: columns, identityColumns: ResultRecord.identityColumns.count)
    }
}
