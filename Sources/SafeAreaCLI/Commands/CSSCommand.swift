import SafeAreaCore

/// `safearea css`: the `env(safe-area-inset-*)` values of a full-screen web view, and a snippet
/// that uses them.
enum CSSCommand {
    static let viewportFit = OptionSpec(
        "viewport-fit", value: "FIT", choices: ViewportFit.allCases.map(\.rawValue),
        help: "the page's viewport-fit: cover (default), auto or contain (both: every env() is 0)")

    static let spec = CommandSpec(
        name: "css",
        summary: "env(safe-area-inset-*) of a full-screen web view, and CSS using it",
        positional: nil,
        options: [
            CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.orientation, CommonOptions.ios,
            CommonOptions.format, CommonOptions.profiles, CommonOptions.statusBar, viewportFit,
        ] + ScreenContextOptions.windowOptions,
        details: [
            "The values are a WKWebView filling a view controller's root view: under viewport-fit=cover its safeAreaInsets, in CSS px (points at page scale 1); under auto (WebKit's default when the tag does not say) and contain, 0 on every edge, because WebKit insets the page itself (WebKit's source). The default here is cover, the opt-in the snippet writes.",
            "The snippet sets the viewport tag and pads the body with constant() for iOS 11.0-11.1, then env() for iOS 11.2 and later (WebKit blog). Safari subtracts its own toolbars from these values, which are not modelled; the per-device values are inferred from the safe area, not printed from a web view.",
        ],
        examples: [
            "safearea css -d 'iPhone X' -o portrait -o landscapeLeft",
            "safearea css -d 'iPhone 16 Pro' --viewport-fit auto -f json",
        ])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        let format = OutputFormat.read(arguments)
        let output = try compute(arguments, context)
        output.print(format, context: context)
        if format == .text, output.records.contains(where: { $0["css"] != nil }) {
            let fit = arguments.single("viewport-fit").flatMap { ViewportFit(rawValue: $0.text) } ?? .cover
            context.output.write("\n" + CSSSnippet.text(viewportFit: fit))
        }
        return .success
    }

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        let input = try ScreenCommandInput(arguments, context: context)
        let fit = arguments.single("viewport-fit").flatMap { ViewportFit(rawValue: $0.text) } ?? .cover
        let records = try input.records { (device, request) throws(ScreenLayoutError) in
            let environment = try device.safeAreaEnvironment(for: request, viewportFit: fit)
            return .object(ResultRecord.identity(id: device.id, name: device.name, orientation: request.orientation, ios: environment.screen.ios) + [
                OutputField("viewportFit", .string(fit.rawValue)),
                OutputField("env", .insets(environment.insets)),
                OutputField("safeAreaInsets", .insets(environment.screen.safeAreaInsets)),
                OutputField("statusBarHidden", .bool(environment.screen.statusBarHidden)),
                OutputField("viewport", .string(CSSSnippet.viewportTag(fit))),
                OutputField("css", .string(CSSSnippet.text(
                    viewportFit: fit, label: "\(device.name) \(request.orientation.rawValue), iOS \(environment.screen.ios)",
                    values: environment.insets))),
            ] + InsetsCommand.windowFields(environment.screen) + [ResultRecord.disputes(environment.screen.disputes)])
        }
        return CommandOutput(records: records, table: table, notes: ResultRecord.disputeNotes(records))
    }

    static let table = TextTable(
        columns: ResultRecord.identityColumns + [
            TextTable.Column(header: "VIEWPORT-FIT") { $0.text(at: "viewportFit") },
            TextTable.Column(header: "ENV T,L,B,R (PX)") { $0["env"]?.quadText ?? "" },
            TextTable.Column(header: "SAFE AREA T,L,B,R") { $0["safeAreaInsets"]?.quadText ?? "" },
        ],
        identityColumns: ResultRecord.identityColumns.count)
}
