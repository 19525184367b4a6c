import SafeAreaCore

/// `safearea check SPEC.json`: asserts a layout spec on every device × orientation pair of its
/// matrix, for CI: exit 0 when every assertion holds, 1 when any fails, 2 when the spec is wrong.
enum CheckCommand {
    static let format = OptionSpec(
        "format", short: "f", value: "F", choices: ["text", "json", "junit", "github", "sarif", "html"],
        help: "text (default: a summary, then each failure and skip), json, junit (JUnit XML), github (Actions annotations), sarif (SARIF 2.1.0, for code scanning), html (one self-contained page with a picture per pair)")
    static let failOnSkip = OptionSpec(
        "fail-on-skip", help: "fail (exit 1) when any assertion is skipped, not only when one fails")

    static let spec = CommandSpec(
        name: "check",
        summary: "assert a layout spec on every device and orientation, for CI",
        positional: PositionalSpec(name: "SPEC", help: "a JSON layout spec ('-' reads standard input)", isRequired: true),
        options: [format, CommonOptions.color, failOnSkip, ScreenContextOptions.evidence, CommonOptions.profiles, CommonOptions.measurements],
        details: [
            "The spec: {\"devices\": \"all\" or [NAME, ...], \"family\": phone|pad, \"runsIos\": N (only the devices that run it), \"orientations\": [portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all], \"ios\": N or [N, ...] (each over the whole matrix; devices that do not run one are skipped in one line), \"evidence\": TIER (the weakest accepted, as --evidence; the stronger of the two applies), \"context\": {\"navigationBar\": none|standard|large, \"tabBar\", \"toolbar\", \"opaqueBars\", \"statusBar\": system|visible|hidden, \"additionalInsets\": {\"top\", ...}, \"insetsLayoutMarginsFromSafeArea\", \"designRequiresCompatibility\"}, \"elements\": [...], \"assertions\": [...]}. Defaults: every device, portrait, each device's newest sourced iOS, no bars.",
            "An element: {\"name\", \"relativeTo\": screen|safeArea|layoutMargins, and two of left/right/width and two of top/bottom/height}, pinned as Auto Layout pins a view: insets inward from the guide's edges, in points. An assertion: {\"element\", \"insideSafeArea\": true}, {\"element\", \"insideLayoutMargins\": true}, {\"element\", \"minSize\": {\"width\", \"height\"}}, {\"element\", \"clearOf\": [sensorHousing, statusBar, navigationBar, tabBar, toolbar, homeIndicator, fold, windowControls]} (fold: a half-open foldable's division, which collection and insets --frame also warn of), or {\"query\": a batch line without device, orientation and ios, \"field\": a dotted path, \"equals\" | \"atLeast\" | \"atMost\": value}; a query takes the context's options it does not set itself.",
            "Exit 0 when every assertion holds on every pair, 1 when any fails or when none was evaluated at all (every pair skipped: a check that checks nothing must not pass; with --fail-on-skip, when any is skipped), 2 when the spec is invalid (one line: path:line:column: JSON path: message). A pair the device lacks (upside-down portrait on Face ID iPhones, a version it does not run, a bar no source gives) skips its assertions, as does an assertion that needs an unsourced value (a landscape home indicator): skipped results are listed in every format and are not failures. A spec of one pair the device lacks is an input error.",
        ],
        examples: [
            "safearea check layout.json",
            "safearea check layout.json --format junit > check.xml",
            "safearea check layout.json --format github",
            "safearea check layout.json --format html > check.html",
        ])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        let source = arguments.positionals[0].text
        let isStandardInput = source.namesStandardInput
        let spec = try CheckSpecDecoder.decode(
            try context.read(source), path: source.pathInMessages, isStandardInput: isStandardInput,
            catalogue: context.catalogue,
            weakestEvidence: arguments.single(ScreenContextOptions.evidence)?.chosen(EvidenceTier.self) ?? .derived)
        let report = try CheckRunner.run(spec, context: context)
        switch arguments.single(format)?.text ?? "text" {
        case "json": context.output.write(CheckJSONReport.render(report))
        case "junit": context.output.write(JUnitReport.render(report))
        case "github": context.output.write(GitHubAnnotations.render(report))
        case "sarif": context.output.write(SARIFReport.render(report))
        case "html": context.output.write(CheckHTMLReport.render(report))
        default: context.output.write(CheckTextReport.render(report, style: context.style))
        }
        if report.failed > 0 { return .failure }
        if report.passed == 0 {
            context.errors.write("safearea: \(report.spec.path): no assertion was evaluated: all \(report.skipped) skipped, so the check proves nothing\n")
            return .failure
        }
        if report.skipped > 0, arguments.has(failOnSkip) {
            context.errors.write("safearea: \(report.spec.path): \(report.skipped) assertion\(report.skipped == 1 ? " was" : "s were") skipped (--fail-on-skip)\n")
            return .failure
        }
        return .success
    }
}
