import SafeAreaCore

/// Playwright device descriptors, in the shape and order of Playwright's own list, for a web
/// view that fills the screen under viewport-fit=cover.
enum PlaywrightDescriptors {
    static func descriptors(_ records: [OutputValue], refuse: (String) -> Void) -> [OutputField] {
        records.compactMap { record in
            guard let env = record["env"], let screen = record["screen"] else { return nil }
            // CDP's Emulation.setSafeAreaInsetsOverride takes int32 CSS px: a fraction would be refused there.
            if let edge = ["top", "left", "bottom", "right"].first(where: { env.number(at: $0).rounded() != env.number(at: $0) }) {
                refuse("\(ExportFormat.label(record)): safe-area-inset-\(edge) \(env.text(at: edge)) is not a whole CSS px, as CDP's Emulation.setSafeAreaInsetsOverride requires")
                return nil
            }
            return OutputField(ExportFormat.label(record), .object([
                OutputField("userAgent", .string(userAgent(pad: record.text(at: "family") == "pad", ios: record.text(at: "ios")))),
                OutputField("screen", screen),
                OutputField("viewport", screen),
                OutputField("deviceScaleFactor", record["scale"] ?? .null),
                OutputField("isMobile", .bool(true)),
                OutputField("hasTouch", .bool(true)),
                OutputField("defaultBrowserType", .string("webkit")),
                OutputField("safeAreaInsets", env),
                // Playwright's context options do not know this key: the README's fixture takes it out.
                OutputField("safearea", .object(["device", "orientation", "ios", "disputes", "evidence"].map { OutputField($0, record[$0] ?? .null) })),
            ]))
        }
    }

    /// Mobile Safari's user agent on that iOS version (iPad as Playwright's iPad descriptors
    /// write it; real iPad Safari asks for desktop pages by default).
    static func userAgent(pad: Bool, ios: String) -> String {
        let system = pad ? "iPad; CPU OS \(ios)_0" : "iPhone; CPU iPhone OS \(ios)_0"
        return "Mozilla/5.0 (\(system) like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/\(ios).0 Mobile/15E148 Safari/604.1"
    }
}
