import SafeAreaCore

/// `safearea devices`: the catalogue.
enum DevicesCommand {
    static let spec = CommandSpec(
        name: "devices",
        summary: "the device catalogue: screens, iOS versions, model identifiers",
        positional: nil,
        options: [
            CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.format, CommonOptions.color, TableView.wideOption, TableView.columnsOption, CommonOptions.profiles,
            OptionSpec(
                "feature", value: "FEATURE", choices: ScreenFeature.allCases.map(\.rawValue),
                help: "only devices with this screen feature: dynamicIsland, notch, homeButton, sideStrip or none"),
            OptionSpec("runs-ios", value: "VERSION", help: "only devices that run this iOS version"),
            OptionSpec("sources", help: "include every value's sources, the fields that rest on a single source, the notes and the disputes (text: listed under the table)"),
        ],
        details: [
            "'ios' is the version modelled when --ios is not given: the newest the device runs for which the catalogue has sourced values; 'runs' is every version the device runs.",
        ],
        examples: [
            "safearea devices --family pad",
            "safearea devices --feature dynamicIsland --runs-ios 27",
            "safearea devices -d 'iPhone 16 Pro' --format json --sources",
        ])

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        let selection = try DeviceSelection.read(arguments, context: context)
        let feature = arguments.single("feature").flatMap { ScreenFeature(rawValue: $0.text) }
        let runs = try arguments.single("runs-ios").map { (value) throws(UsageError) in try ValueParsing.version(value, option: "runs-ios") }
        let devices = selection.devices.filter { profile in
            (feature.map { profile.feature == $0 } ?? true) && (runs.map { profile.ios.contains($0) } ?? true)
        }
        let withSources = arguments.has("sources")
        return CommandOutput(
            records: devices.map { record($0, withSources: withSources) }, table: table,
            notes: withSources ? devices.flatMap(sourceLines) : [])
    }

    /// The text format's account of a profile's sources: one line per field, then its notes and
    /// disputes, each naming the device.
    static func sourceLines(_ profile: DeviceProfile) -> [String] {
        profile.sources.map { source in
            let weight = source.isSingleSource ? " (single source)" : ""
            return "\(profile.name) \(source.field)\(weight): \(source.references.joined(separator: "; "))"
        }
            + profile.notes.map { "\(profile.name): \($0)" }
            + profile.disputes.map { "\(profile.name): \($0.summary)" }
    }

    static func record(_ profile: DeviceProfile, withSources: Bool) -> OutputValue {
        var fields: [OutputField] = [
            OutputField("device", .string(profile.id)),
            OutputField("name", .string(profile.name)),
            OutputField("family", .string(profile.family.rawValue)),
            OutputField("modelIdentifiers", .strings(profile.modelIdentifiers)),
            OutputField("released", .string(profile.released)),
            OutputField("ios", .optional(profile.newestSourcedVersion.map(Double.init))),
            OutputField("runs", .object([
                OutputField("first", .number(Double(profile.ios.first))),
                OutputField("last", .number(Double(profile.ios.last))),
            ])),
            OutputField("screen", .object([
                OutputField("width", .number(profile.screen.size.width)),
                OutputField("height", .number(profile.screen.size.height)),
                OutputField("scale", .number(profile.screen.scale)),
            ])),
            OutputField("feature", .string(profile.feature.rawValue)),
            OutputField("cornerRadius", .optional(profile.cornerRadius)),
            OutputField("sensorHousing", .optionalRect(profile.sensorHousing)),
            OutputField("homeIndicator", profile.homeIndicator.map {
                .object([OutputField("portrait", .number($0.portrait)), OutputField("landscape", .optional($0.landscape))])
            } ?? .absent(members: ["portrait", "landscape"])),
            OutputField("orientations", .strings(profile.orientations.map(\.rawValue))),
        ]
        if withSources {
            fields.append(OutputField("sources", .object(profile.sources.map { OutputField($0.field, .strings($0.references)) })))
            fields.append(OutputField("singleSource", .strings(profile.singleSourceFields)))
            fields.append(OutputField("notes", .strings(profile.notes)))
            fields.append(OutputField("disputes", .array(profile.disputes.map(disputeRecord))))
        }
        return .object(fields)
    }

    /// A dispute with every side's value and sources, side by side.
    private static func disputeRecord(_ dispute: ValueDispute) -> OutputValue {
        func claim(_ claim: ValueDispute.Claim) -> OutputValue {
            .object([OutputField("value", .string(claim.value)), OutputField("sources", .strings(claim.sources))])
        }
        return .object([
            OutputField("field", .string(dispute.field)),
            OutputField("ios", .array([.number(Double(dispute.ios.first)), .number(Double(dispute.ios.last))])),
            OutputField("orientations", .strings(dispute.orientations.map(\.rawValue))),
            OutputField("chosen", claim(dispute.chosen)),
            OutputField("competing", .array(dispute.competing.map(claim))),
            OutputField("why", .string(dispute.why)),
        ])
    }

    static let table = TextTable(
        columns: [
            .init(header: "name") { $0.text(at: "name") },
            .init(header: "device", wide: true) { $0.text(at: "device") },
            .init(header: "family") { $0.text(at: "family") },
            .init(header: "screen") { "\($0.text(at: "screen.width"))×\($0.text(at: "screen.height")) @\($0.text(at: "screen.scale"))x" },
            .init(header: "feature") { $0.text(at: "feature") },
            .init(header: "runs") { "iOS \($0.text(at: "runs.first"))–\($0.text(at: "runs.last"))" },
            .init(header: "modelIdentifiers", wide: true) { $0.text(at: "modelIdentifiers").replacingOccurrences(of: ";", with: " ") },
        ],
        identityColumns: 2)
}
