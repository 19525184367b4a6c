import SafeAreaCore

/// What `export` writes: each format renders the answered records (`ExportCommand.record`, or
/// `insets`' for json) into one file, and names through `refuse` each pair it cannot express.
enum ExportFormat: String, CaseIterable {
    case playwright
    case snapshotTesting = "snapshot-testing"
    case storybook
    case json

    static let names = allCases.map(\.rawValue)

    func render(_ records: [OutputValue], refuse: (String) -> Void) -> String {
        switch self {
        case .json: Self.pretty(.array(records))
        case .playwright: Self.pretty(.object(PlaywrightDescriptors.descriptors(records, refuse: refuse)))
        case .storybook: Self.pretty(.object(records.map(Self.storybookViewport)))
        case .snapshotTesting: ViewImageConfigSource.source(records, refuse: refuse)
        }
    }

    static func pretty(_ value: OutputValue) -> String {
        var text = ""
        JSONWriter.writePretty(value, to: &text)
        return text + "\n"
    }

    /// `iPhone 17 Pro` in portrait, `iPhone 17 Pro landscape` in landscapeLeft (Playwright has
    /// one landscape and names it so), `iPhone 17 Pro landscapeRight` for the others.
    static func label(_ record: OutputValue) -> String {
        let name = record.text(at: "name")
        switch record.text(at: "orientation") {
        case "portrait": return name
        case "landscapeLeft": return name + " landscape"
        case let other: return name + " " + other
        }
    }

    /// Storybook's viewport: keyed by profile id and orientation as `label` words it.
    static func storybookViewport(_ record: OutputValue) -> OutputField {
        let id = record.text(at: "device")
        let suffix = String(label(record).dropFirst(record.text(at: "name").count)).replacingOccurrences(of: " ", with: "-")
        let pixels = { (key: String) in OutputValue.string(NumberFormatting.text(record.number(at: "screen." + key)) + "px") }
        return OutputField(id + suffix, .object([
            OutputField("name", .string(label(record))),
            OutputField("styles", .object([OutputField("width", pixels("width")), OutputField("height", pixels("height"))])),
            OutputField("type", .string(record.text(at: "family") == "pad" ? "tablet" : "mobile")),
        ]))
    }
}

extension OutputValue {
    /// The number at a dotted path, 0 where there is none (the records here always have it).
    func number(at path: String) -> Double {
        if case .number(let value)? = value(at: path) { return value }
        return 0
    }
}
