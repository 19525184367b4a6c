import SafeAreaCore

/// `safearea probe`: the Swift source that measures a device for `--measurements`.
enum ProbeCommand {
    static let spec = CommandSpec(
        name: "probe",
        summary: "Swift source that reads a simulator's insets for --measurements",
        positional: nil,
        options: [CommonOptions.output],
        details: [
            "Add the file to an app or UI-test host target and call SafeAreaProbe.record() once a full-screen view controller without bars has appeared, and after each rotation. Each call adds one entry (device model, iOS release, orientation, status bar, safeAreaInsets, layoutMargins, readableContentGuide and how they were read) to Documents/safearea-measurements.json, which --measurements reads.",
            #"The file, for writing one by hand: {"measurements": [{"device": NAME, "ios": "27.1", "orientation": O, "statusBar": "visible"|"hidden", "safeAreaInsets": {"top", "left", "bottom", "right"}, "layoutMargins": {the same}, "readableContentGuide": {"x", "y", "width", "height"}, "method": "how it was read"}]}; only device, ios, orientation and safeAreaInsets are required. Margins and guide answer a full-screen view without bars or additional insets."#,
        ],
        examples: ["safearea probe --output SafeAreaProbe.swift"])

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        guard let path = arguments.single(CommonOptions.output)?.text else {
            context.output.write(MeasurementProbe.source)
            return .success
        }
        do { try FileSystem.writeFile(path, Array(MeasurementProbe.source.utf8)) } catch { throw UsageError(error.message, code: .file) }
        return .success
    }
}
