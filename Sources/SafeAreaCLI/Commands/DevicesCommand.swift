import SafeAreaCore

/// `safearea devices`: the catalogue.
enum DevicesCommand {
    static let feature = OptionSpec(
        "feature", value: "FEATURE", choices: ScreenFeature.allCases.map(\.rawValue),
        help: "only devices with this screen feature: dynamicIsland, notch, homeButton, sideStrip or none")
    static var runsIOS: OptionSpec { CommonOptions.runsIOS }
    static let sources = OptionSpec(
        "sources", help: "include every value's sources, the fields that rest on a single source, the notes and the disputes (text: listed under the table)")

    static let spec = CommandSpec(
        name: "devices",
        summary: "the device catalogue: screens, iOS versions, model identifiers",
        positional: nil,
        options: [
            CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.format, CommonOptions.color, TableView.wideOption, TableView.columnsOption, CommonOptions.profiles,
            feature, runsIOS, sources,
        ],
        details: [
            "'ios' is the version modelled when --ios is not given: the newest the device runs for which the catalogue has sourced values; 'runs' is every version the device runs.",
            "Filters (--feature, --runs-ios) that leave none of the selected devices are an error (exit 2; in batch, an error line with the code empty_selection), never an empty answer.",
        ],
        examples: [
            "safearea devices --family pad",
            "safearea devices --feature dynamicIsland --runs-ios 27",
            "safearea devices -d 'iPhone 16 Pro' --format json --sources",
        ])

    static func compute(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> CommandOutput {
        let selection = try DeviceSelection.read(arguments, context: context)
        let feature = arguments.single(feature).flatMap { ScreenFeature(rawValue: $0.text) }
        let runs = try arguments.single(runsIOS).map { (value) throws(UsageError) in try ValueParsing.version(value, option: "runs-ios") }
        // Filtered only when a filter is given: a filter of nothing made a new list on every line.
        let devices = feature == nil && runs == nil ? selection.devices : selection.devices.filter { profile in
            (feature.map { profile.feature == $0 } ?? true) && (runs.map { profile.ios.contains($0) } ?? true)
        }
        // An answer of no record would be no line at all in a batch, and an empty table or a
        // headerless CSV on the command line: nothing says the filters left nothing.
        if devices.isEmpty { throw emptySelection(arguments, selected: selection.devices.count) }
        let withSources = arguments.has(sources)
        var records: [OutputValue] = []
        for device in devices {
            try context.emit({ sink in write(device, withSources: withSources, to: sink) }, into: &records)
            if context.directRecords?.isClosed == true { break }
        }
        if context.directRecords != nil { return .written(records) }
        return CommandOutput(records: records, table: table, notes: withSources ? devices.flatMap(sourceLines) : [])
    }

    /// Why a selection left no device: the filters that did it, and how many they were given.
    static func emptySelection(_ arguments: ParsedArguments, selected: Int) -> UsageError {
        let filters = [feature, runsIOS].compactMap { option in arguments.single(option).map { "--\(option.long) \($0.text)" } }
        let of = selected == 1 ? "the one device selected" : "the \(selected) devices selected"
        return UsageError("no device matches \(filters.joined(separator: " and ")) (of \(of))", code: .emptySelection)
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

    /// A profile's record, written once for every format.
    static func write(_ profile: DeviceProfile, withSources: Bool, to sink: RecordSink) {
        sink.field("device", string: profile.id)
        sink.field("name", string: profile.name)
        sink.field("family", name: profile.family)
        sink.field("modelIdentifiers", strings: profile.modelIdentifiers)
        sink.field("released", string: profile.released)
        sink.field("ios", optionalNumber: profile.newestSourcedVersion.map(Double.init))
        sink.beginObject("runs")
        sink.field("first", number: Double(profile.ios.first))
        sink.field("last", number: Double(profile.ios.last))
        sink.endObject()
        sink.beginObject("screen")
        sink.field("width", number: profile.screen.size.width)
        sink.field("height", number: profile.screen.size.height)
        sink.field("scale", number: profile.screen.scale)
        sink.endObject()
        sink.field("feature", name: profile.feature)
        sink.field("cornerRadius", optionalNumber: profile.cornerRadius)
        sink.field("sensorHousing", optionalRect: profile.sensorHousing)
        if let homeIndicator = profile.homeIndicator {
            sink.beginObject("homeIndicator")
            sink.field("portrait", number: homeIndicator.portrait)
            sink.field("landscape", optionalNumber: homeIndicator.landscape)
            sink.endObject()
        } else {
            sink.field("homeIndicator", absentObject: ["portrait", "landscape"])
        }
        sink.field("orientations", strings: profile.orientations.map(\.rawValue))
        guard withSources else { return }
        sink.beginObject("sources")
        for source in profile.sources { sink.field(named: source.field, strings: source.references) }
        sink.endObject()
        sink.field("singleSource", strings: profile.singleSourceFields)
        sink.field("notes", strings: profile.notes)
        sink.beginArray("disputes")
        for dispute in profile.disputes { write(dispute, to: sink) }
        sink.endArray()
    }

    /// A dispute with every side's value and sources, side by side.
    private static func write(_ dispute: ValueDispute, to sink: RecordSink) {
        func claim(_ claim: ValueDispute.Claim) {
            sink.field("value", string: claim.value)
            sink.field("sources", strings: claim.sources)
        }
        sink.beginObject(nil)
        sink.field("field", string: dispute.field)
        sink.field("ios", numbers: [Double(dispute.ios.first), Double(dispute.ios.last)])
        sink.field("orientations", strings: dispute.orientations.map(\.rawValue))
        sink.beginObject("chosen")
        claim(dispute.chosen)
        sink.endObject()
        sink.beginArray("competing")
        for competing in dispute.competing {
            sink.beginObject(nil)
            claim(competing)
            sink.endObject()
        }
        sink.endArray()
        sink.field("why", string: dispute.why)
        sink.endObject()
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
