import SafeAreaCore
import Testing

/// The user's own prints (`--measurements`): they answer the pairs they cover, as `measured`
/// with their `local:` citation, and the catalogue's differing values stay listed as disputes.
@Suite("Measurements")
struct MeasurementTests {
    private static func device(_ id: String) throws -> DeviceProfile {
        try #require(DeviceCatalogue.bundled.profiles.first { $0.id == id })
    }

    /// amoshydra/ios-webview-launcher@9a0b0b5 Tests/SAFE_AREA_RESULT.md: window insets of the
    /// iPhone 17 Pro simulator on iOS 27.0 (24A434), status bar shown.
    static let amoshydra = SafeAreaMeasurement(
        release: ReleaseVersion(27, 0), orientation: .portrait, statusBarHidden: false,
        safeAreaInsets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), method: "amoshydra iOS 27.0 print", file: "probes.json")
    /// EchoTechFE/devicekit@09850e9 presets-verified.test.ts: the iPhone 17 Pro in landscape on
    /// the iOS 26.5 simulator runtime, 0/62/20/62, where the catalogue's tables give a top of 20.
    static let devicekit = SafeAreaMeasurement(
        release: ReleaseVersion(26, 5), orientation: .landscapeLeft, statusBarHidden: nil,
        safeAreaInsets: EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), method: "devicekit iOS 26.5 probe", file: "probes.json")

    struct Case: Sendable, CustomTestStringConvertible {
        let orientation: Orientation
        let ios: Int
        var statusBar: StatusBarPreference = .system
        var tabBar = false
        let insets: EdgeInsets
        let tier: EvidenceTier
        /// Whether the print's citation is among the answer's sources.
        var cited = true
        /// The disputed fields and the catalogue value each lists as its first alternative.
        var disputes: [String: String] = [:]
        var testDescription: String { "\(orientation.rawValue) iOS \(ios) \(statusBar) tab bar \(tabBar)" }
    }

    static let cases = [
        // The print agrees with the rule that carried iOS 26 forward: now measured, no dispute.
        Case(orientation: .portrait, ios: 27, insets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), tier: .measured),
        // The print agrees with the catalogue (the same probe is among its sources); the
        // catalogue's own dispute, the tables' 20, stays listed.
        Case(orientation: .landscapeLeft, ios: 26, insets: EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), tier: .measured,
             disputes: ["safeAreaInsets.top": "20"]),
        // Pairs no print covers keep the catalogue's values and evidence.
        Case(orientation: .landscapeRight, ios: 26, insets: EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), tier: .measured,
             cited: false, disputes: ["safeAreaInsets.top": "20"]),
        Case(orientation: .portrait, ios: 27, statusBar: .hidden, insets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0), tier: .transcribed,
             cited: false),
        // Bars stack on the measured window; the tab bar on this model is measured too
        // (anvu69/liquid_shell: host view 62/0/83/0 on iOS 27.0).
        Case(orientation: .portrait, ios: 27, tabBar: true, insets: EdgeInsets(top: 62, left: 0, bottom: 83, right: 0), tier: .measured),
    ]

    @Test(arguments: cases)
    func printsAnswerThePairsTheyCover(_ case: Case) throws {
        let profile = try Self.device("iphone-17-pro").measured(by: [Self.amoshydra, Self.devicekit])
        let request = ScreenRequest(
            orientation: `case`.orientation, ios: `case`.ios, statusBar: `case`.statusBar,
            containers: ViewControllerContainers(tabBar: `case`.tabBar))
        let layout = try profile.layout(for: request)
        #expect(layout.safeAreaInsets == `case`.insets)
        let evidence = try #require(layout.evidence[field: "safeAreaInsets"])
        #expect(evidence.tier == `case`.tier)
        #expect(evidence.labels.contains("local: probes.json") == `case`.cited)
        let disputed = Dictionary(uniqueKeysWithValues: layout.disputes.map { ($0.field, $0.competing.first?.value ?? "") })
        #expect(disputed == `case`.disputes)
    }

    /// EchoTechFE/devicekit's iPad rows (24/0/25/0, "iOS 26.5" with no runtime per row), given as
    /// a print of the iPad Pro 11-inch (M4): the catalogue's 32/0/20/0 stays listed, measured.
    @Test func theCatalogueValueKeepsItsTierInTheDispute() throws {
        let rows = SafeAreaMeasurement(
            release: ReleaseVersion(26, 5), orientation: .portrait, statusBarHidden: nil,
            safeAreaInsets: EdgeInsets(top: 24, left: 0, bottom: 25, right: 0), method: "devicekit iOS 26.5 probe, iPad rows", file: "probes.json")
        let profile = try Self.device("ipad-pro-11-inch-m4").measured(by: [rows])
        let layout = try profile.layout(for: ScreenRequest(orientation: .portrait, ios: 26))
        #expect(layout.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 25, right: 0))
        let dispute = try #require(layout.disputes.first { $0.why.contains("probes.json") })
        #expect(dispute.chosen.evidence.tier == .measured)
        #expect(dispute.competing.map(\.evidence.tier) == [.measured])
    }

    /// Margins printed with the insets answer the full-screen view without bars; with a tab bar
    /// the computed ones stand. The print's margins here are hypothetical (no published print
    /// reads them), chosen to differ from the computed 62/20/34/20.
    @Test func printedMarginsAnswerOnlyTheContextTheyWereReadIn() throws {
        var print = Self.amoshydra
        print.layoutMargins = EdgeInsets(top: 62, left: 16, bottom: 34, right: 16)
        let profile = try Self.device("iphone-17-pro").measured(by: [print])
        let plain = try profile.layout(for: ScreenRequest(orientation: .portrait, ios: 27))
        #expect(plain.layoutMargins == print.layoutMargins)
        #expect(plain.layoutMarginsGuide == Rect(x: 16, y: 62, width: 370, height: 778))
        #expect(plain.evidence[field: "layoutMargins"]?.tier == .measured)
        #expect(plain.disputes.map(\.field) == ["layoutMargins.left", "layoutMargins.right"])
        let barred = try profile.layout(for: ScreenRequest(orientation: .portrait, ios: 27, containers: ViewControllerContainers(tabBar: true)))
        #expect(barred.layoutMargins == EdgeInsets(top: 62, left: 20, bottom: 83, right: 20))
    }

    struct Refusal: Sendable, CustomTestStringConvertible {
        let device: String
        let print: SafeAreaMeasurement
        let field: String
        let message: String
        var testDescription: String { message }
    }

    static func print(
        _ orientation: Orientation = .portrait, ios: ReleaseVersion = ReleaseVersion(27, 0), insets: EdgeInsets = EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
        guide: Rect? = nil
    ) -> SafeAreaMeasurement {
        SafeAreaMeasurement(release: ios, orientation: orientation, statusBarHidden: nil, safeAreaInsets: insets, readableContentGuide: guide, file: "f.json")
    }

    static let refusals = [
        Refusal(device: "iphone-x", print: print(ios: ReleaseVersion(17, 0)), field: "ios", message: "iPhone X does not run iOS 17 (it runs 11–16)"),
        Refusal(device: "iphone-7", print: print(ios: ReleaseVersion(10, 3)), field: "ios", message: "iOS 10 has no safeAreaInsets (they begin with iOS 11)"),
        Refusal(device: "iphone-17-pro", print: print(.portraitUpsideDown), field: "orientation", message: "iPhone 17 Pro does not support portraitUpsideDown"),
        Refusal(device: "iphone-17-pro", print: print(insets: EdgeInsets(top: 62, left: -1, bottom: 34, right: 0)), field: "safeAreaInsets.left", message: "must not be negative, found -1"),
        Refusal(device: "iphone-17-pro", print: print(insets: EdgeInsets(top: .nan, left: 0, bottom: 34, right: 0)), field: "safeAreaInsets.top", message: "must be a finite number"),
        Refusal(device: "iphone-17-pro", print: print(insets: EdgeInsets(top: 500, left: 0, bottom: 400, right: 0)), field: "safeAreaInsets", message: "leaves nothing of the 402×874 screen"),
        Refusal(device: "iphone-17-pro", print: print(.landscapeLeft, insets: EdgeInsets(top: 0, left: 62, bottom: 20, right: 62), guide: Rect(x: 101, y: 0, width: 800, height: 382)),
                field: "readableContentGuide", message: "reaches outside the 874×402 screen in landscapeLeft"),
    ]

    @Test(arguments: refusals)
    func badPrintsAreRefusedByName(_ refusal: Refusal) throws {
        #expect(throws: DeviceProfile.IndexedProblem(index: 0, problem: .init(field: refusal.field, message: refusal.message))) {
            try Self.device(refusal.device).measured(by: [refusal.print])
        }
    }

    @Test func aSecondPrintOfOnePairIsRefused() throws {
        var later = Self.amoshydra
        later.release = ReleaseVersion(27, 1)
        #expect(throws: DeviceProfile.IndexedProblem.self) {
            try Self.device("iphone-17-pro").measured(by: [Self.amoshydra, later])
        }
        // Shown and hidden status bars are two pairs.
        later.statusBarHidden = true
        #expect(try Self.device("iphone-17-pro").measured(by: [Self.amoshydra, later]).measurements.count == 2)
    }

    @Test func localCitationsAreMeasured() {
        #expect(SourceTier.of("local: probes.json (iOS 27.0)") == .measured)
        #expect(Self.amoshydra.evidence.labels == ["local: probes.json"])
    }
}
