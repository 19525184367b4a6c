import SafeAreaCore

/// `safearea css`: the `env(safe-area-inset-*)` values of a full-screen web view, and a snippet
/// that uses them.
enum CSSCommand {
    static let viewportFit = OptionSpec(
        "viewport-fit", value: "FIT", choices: ViewportFit.allCases.map(\.rawValue),
        help: "the page's viewport-fit: cover (default), auto or contain (both: every env() is 0)")
    static let format = OptionSpec(
        "format", short: "f", value: "F", choices: OutputFormat.allCases.map(\.rawValue) + ["css"],
        help: "text (default), json, jsonl, csv, or css: only the stylesheet, one block per device and orientation")
    static let customProperties = OptionSpec(
        "custom-properties", help: "also give each inset as a --safe-area-inset-* custom property in px, to inject")

    static let spec = CommandSpec(
        name: "css",
        summary: "env(safe-area-inset-*) of a full-screen web view, and CSS using it",
        positional: nil,
        options: [
            CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.runsIOS, CommonOptions.orientation, CommonOptions.ios,
            format, CommonOptions.profiles, CommonOptions.measurements, CommonOptions.statusBar, viewportFit, customProperties,
            CommonOptions.failOnUnsupported,
        ] + ScreenContextOptions.windowOptions,
        details: [
            "The values are a WKWebView filling a view controller's root view: under viewport-fit=cover its safeAreaInsets, in CSS px (points at page scale 1); under auto (WebKit's default when the tag does not say) and contain, 0 on every edge, because WebKit insets the page itself (WebKit's source). The default here is cover, the opt-in the snippet writes.",
            "The snippet sets the viewport tag and pads the body with env(), preceded by constant() when the version asked for is iOS 11 (11.0-11.1 knew only constant(): WebKit blog). --format css prints only the stylesheets, ready for a file; --custom-properties adds each value as a --safe-area-inset-* property in px, for shells that inject them. Safari subtracts its own toolbars from these values, which are not modelled; the per-device values are inferred from the safe area, not printed from a web view.",
        ],
        examples: [
            "safearea css -d 'iPhone X' -o portrait -o landscapeLeft",
            "safearea css -d 'iPhone 16 Pro' --viewport-fit auto -f json",
        ])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        if arguments.single(CommonOptions.format)?.text == "css" {
            // Only the stylesheet: every answered pair's snippet, and nothing a CSS parser would trip on.
            let output = try compute(arguments, context)
            var sheets: [String] = []
            for record in output.records {
                if case .string(let css)? = record["css"] {
                    // A disputed value stays visible in the file that uses it.
                    var disputes = ""
                    for line in record.disputeSummaries {
                        disputes += "/* disputed: \(line.replacingOccurrences(of: "*/", with: "* /")) */\n"
                    }
                    sheets.append(disputes + css)
                }
                if case .string(let properties)? = record["customProperties"] { sheets.append(properties) }
            }
            context.output.write(sheets.joined(separator: "\n"))
            return try context.pairs.conclude(arguments, context)
        }
        let format = OutputFormat.read(arguments)
        let output = try compute(arguments, context)
        try output.print(format, context: context)
        if format == .text, output.records.contains(where: { $0["css"] != nil }) {
            let fit = arguments.single(CSSCommand.viewportFit)?.chosen(ViewportFit.self) ?? .cover
            // One snippet for the table: with constant() if any row is on a version that needs it.
            let versions = output.records.compactMap { record -> Int? in
                guard case .number(let ios)? = record["ios"], record["css"] != nil else { return nil }
                return Int(exactly: ios)
            }
            context.output.write("\n" + CSSSnippet.text(viewportFit: fit, ios: versions.min()))
        }
        return try context.pairs.conclude(arguments, context)
    }

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        try prepare(arguments, context).run()
    }

    @inline(__always) static func prepare(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> PreparedScreenCommand {
        let input = try ScreenCommandInput(arguments, context: context)
        let fit = arguments.single(CSSCommand.viewportFit)?.chosen(ViewportFit.self) ?? .cover
        let withCustomProperties = arguments.has(CSSCommand.customProperties)
        return PreparedScreenCommand(input: input, answer: answer) { (device, request, screen, sink) throws(ScreenLayoutError) in
            try record(device, request, screen, fit, withCustomProperties: withCustomProperties, to: sink)
        }
    }

    static func answer(_ input: ScreenCommandInput, _ record: PreparedScreenCommand.RecordWriter) throws(UsageError) -> CommandOutput {
        let records = try input.records(record)
        if input.writesDirectly { return .written(records) }
        return CommandOutput(records: records, table: table(foldable: input.answersFoldable), notes: ResultRecord.tableNotes(records))
    }

    static func record(
        _ device: DeviceProfile, _ request: ScreenRequest, _ screen: ScreenLayout, _ fit: ViewportFit, withCustomProperties: Bool,
        to sink: RecordSink
    ) throws(ScreenLayoutError) {
        let environment = try device.safeAreaEnvironment(for: request, viewportFit: fit, laidOut: screen)
        let screen = environment.screen
        ResultRecord.writeIdentity(id: device.id, name: device.name, orientation: request.orientation, ios: screen.ios, to: sink)
        sink.field("viewportFit", name: fit)
        sink.field("env", insets: environment.insets)
        sink.field("safeAreaInsets", insets: screen.safeAreaInsets)
        sink.field("statusBarHidden", bool: screen.statusBarHidden)
        sink.field("viewport", string: CSSSnippet.viewportTag(fit))
        let comment = CSSSnippet.Comment(device: device.name, orientation: request.orientation, ios: screen.ios, values: environment.insets, posture: screen.posture)
        if sink.wants("css") { sink.field("css", snippet: comment, then: CSSSnippet.body(viewportFit: fit, ios: screen.ios)) }
        if withCustomProperties, sink.wants("customProperties") {
            sink.field("customProperties", string: CSSSnippet.customProperties(environment.insets, label: comment.label))
        }
        InsetsCommand.writeWindowFields(screen, to: sink)
        ResultRecord.writeDisputes(screen.disputes, to: sink)
        var evidence = screen.evidence
        if let insets = evidence[field: "safeAreaInsets"] { evidence.insert(FieldEvidence(field: "env", evidence: insets), at: 0) }
        ResultRecord.writeEvidence(evidence, to: sink)
    }

    /// The text table, with the posture when a foldable is answered (its postures differ in env).
    static func table(foldable: Bool) -> TextTable {
        TextTable(
            columns: ResultRecord.identityColumns + [
                TextTable.Column(header: "viewportFit") { $0.text(at: "viewportFit") },
                TextTable.Column(header: "env") { $0["env"]?.quadText ?? "" },
                TextTable.Column(header: "safeAreaInsets", wide: true) { $0["safeAreaInsets"]?.quadText ?? "" },
            ] + (foldable ? [TextTable.Column(header: "posture") { $0.text(at: "posture") }] : []),
            identityColumns: ResultRecord.identityColumns.count)
    }
}
