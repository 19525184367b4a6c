import SafeAreaCore

/// `safearea export FORMAT`: one file describing every selected device and orientation for
/// another tool (Playwright, swift-snapshot-testing, Storybook, or JSON).
enum ExportCommand {
    static let spec = CommandSpec(
        name: "export",
        summary: "Playwright, snapshot-testing, Storybook or JSON device files",
        positional: PositionalSpec(name: "FORMAT", help: ExportFormat.names.joined(separator: ", "), isRequired: true, choices: ExportFormat.names),
        options: [
            CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.runsIOS, CommonOptions.orientation, CommonOptions.ios,
            CommonOptions.output, CommonOptions.profiles, CommonOptions.measurements, CommonOptions.failOnUnsupported,
        ] + ScreenContextOptions.all,
        details: [
            "playwright: a JSON object of device descriptors as Playwright's own, keyed '<name>' (portrait), '<name> landscape' (landscapeLeft), '<name> landscapeRight' and '<name> portraitUpsideDown'. A full-screen web view (viewport-fit=cover): viewport = the screen in that orientation; safeAreaInsets = the css command's env() values, for Chromium's CDP Emulation.setSafeAreaInsetsOverride, which takes whole CSS px only (a pair with a fractional inset is unsupported); userAgent follows Safari's pattern with the iOS version modelled. Each descriptor's 'safearea' key holds the device id, orientation, iOS version, disputes and evidence; Playwright's newContext ignores it and safeAreaInsets.",
            "snapshot-testing: Swift source extending swift-snapshot-testing's ViewImageConfig with one function per device taking its Orientation (.portrait, .landscape = landscapeLeft); without -o both are exported; a device exported without one of them traps in that case. landscapeRight and portraitUpsideDown are unsupported (the library has no such case). storybook: the viewport addon's map, keyed by profile id ('-landscape' for landscapeLeft, '-<orientation>' for the others). json: the records of 'insets --format json', every field and its evidence.",
            "A pair a format cannot express is left out and counted on stderr as unsupported pairs are; the formats but json need the safe area (iOS 11 or later) and the whole screen (no --window, --split or --slide-over).",
        ],
        examples: [
            "safearea export playwright --family phone -o portrait -o landscapeLeft",
            "safearea export snapshot-testing -d 'iPhone 17 Pro' --output Devices.swift",
            "safearea export storybook --family phone",
        ])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        let typed = arguments.positionals.first?.text ?? ""
        guard let format = ExportFormat(rawValue: typed) else {
            throw UsageError("unknown export format '\(typed)' (expected \(ExportFormat.names.joined(separator: ", ")))"
                + Suggestion.clause(for: typed, in: ExportFormat.names))
        }
        var arguments = arguments
        let records: [OutputValue]
        if format == .json {
            records = try InsetsCommand.compute(arguments, context).records
        } else {
            if let window = [ScreenContextOptions.window, ScreenContextOptions.split, ScreenContextOptions.slideOver].first(where: arguments.has) {
                throw UsageError("export \(typed) describes whole screens; --\(window.long) is for 'export json'")
            }
            // ViewImageConfig's Orientation has both cases: without -o the function gets both.
            if format == .snapshotTesting, !arguments.has(CommonOptions.orientation) {
                for name in ["portrait", "landscapeLeft"] { arguments.add(ArgumentValue(text: name, index: -1), for: "orientation") }
            }
            let input = try ScreenCommandInput(arguments, context: context)
            records = try input.records(record)
        }
        for record in records { try CommandTable.requireFinite(record) }
        let text = format.render(records.filter { $0["unsupported"] == nil }) { context.pairs.withdraw($0) }
        if let path = arguments.single(CommonOptions.output)?.text {
            do { try FileSystem.writeFile(path, Array(text.utf8)) } catch { throw UsageError(error.message, code: .file) }
        } else {
            context.output.write(text)
        }
        return try context.pairs.conclude(arguments, context)
    }

    /// One pair as the formats but json read it: the screen, the web view's env() insets (the
    /// root view's safe area under viewport-fit=cover), scale, idiom, size classes, evidence.
    static func record(_ device: DeviceProfile, _ request: ScreenRequest, _ layout: ScreenLayout, _ sink: RecordSink) throws(ScreenLayoutError) {
        let environment = try device.safeAreaEnvironment(for: request, viewportFit: .cover, laidOut: layout)
        ResultRecord.writeIdentity(id: device.id, name: device.name, orientation: request.orientation, ios: layout.ios, to: sink)
        sink.field("family", name: device.family)
        sink.field("screen", size: layout.bounds.size)
        sink.field("scale", number: layout.scale)
        sink.field("env", insets: environment.insets)
        sink.field("horizontalSizeClass", name: layout.sizeClasses.horizontal)
        sink.field("verticalSizeClass", name: layout.sizeClasses.vertical)
        ResultRecord.writeDisputes(layout.disputes, to: sink)
        ResultRecord.writeEvidence(layout.evidence.filter { $0.field == "safeAreaInsets" }, to: sink)
    }
}
