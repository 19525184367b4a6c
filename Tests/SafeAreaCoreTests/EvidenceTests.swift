import SafeAreaCore
import Testing

/// The evidence model's rules, tested as models are: each predicts measurements it was not
/// built from (`shared/evidence.md`, "Rules"), and the tiers follow the sources they rest on.
@Suite("Evidence")
struct EvidenceTests {
    private static func device(_ id: String) throws -> DeviceProfile {
        try #require(DeviceCatalogue.bundled.profiles.first { $0.id == id })
    }

    /// A measurement the catalogue's inputs do not contain, and what the rule must answer for it.
    struct HeldOut: Sendable, CustomTestStringConvertible {
        let device: String
        let ios: Int
        let orientation: Orientation
        let insets: EdgeInsets
        let rule: String
        let source: String
        var testDescription: String { "\(device) iOS \(ios) \(orientation.rawValue)" }
    }

    /// Window safeAreaInsets printed on iOS 27.0 simulators (amoshydra/ios-webview-launcher
    /// @9a0b0b5 Tests/SAFE_AREA_RESULT.md, Xcode 27.0). The profiles hold them as measured; each
    /// case takes the device's iOS 27 entries out again, so the rule sees only what it is built
    /// from: the iPhone 17 Pro's iOS 26 values, and for the iPhone 18 Pro its sibling's.
    static let heldOut = [
        HeldOut(device: "iphone-17-pro", ios: 27, orientation: .portrait, insets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                rule: "ios-major-carry-forward", source: "amoshydra iOS 27.0 iPhone 17 Pro window"),
        HeldOut(device: "iphone-18-pro", ios: 27, orientation: .portrait, insets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                rule: "same-panel-sibling", source: "amoshydra iOS 27.0 iPhone 18 Pro window"),
    ]

    @Test(arguments: heldOut)
    func rulesPredictMeasurementsTheyWereNotBuiltFrom(_ case: HeldOut) throws {
        var device = try Self.device(`case`.device)
        let measured = try device.layout(for: ScreenRequest(orientation: `case`.orientation, ios: `case`.ios))
        #expect(measured.safeAreaInsets == `case`.insets, "the profile holds \(`case`.source)")
        #expect(measured.evidence[field: "safeAreaInsets"]?.tier == .measured)
        device.safeAreaInsets.removeAll { $0.ios.contains(`case`.ios) }
        let layout = try device.layout(for: ScreenRequest(orientation: `case`.orientation, ios: `case`.ios))
        #expect(layout.safeAreaInsets == `case`.insets, "\(`case`.source)")
        let evidence = try #require(layout.evidence[field: "safeAreaInsets"])
        #expect(evidence.tier == .derived)
        #expect(evidence.rule == `case`.rule)
    }

    /// A rule never replaces what a source gives: the iPad Air 11-inch (M3)'s iOS 27 values are its
    /// own (a real device on iPadOS 27 read {32,0,20,0}: anvu69/liquid_shell), measured.
    @Test func aSourcedValueIsNotReplacedByARule() throws {
        let layout = try Self.device("ipad-air-11-inch-m3").layout(for: ScreenRequest(orientation: .portrait, ios: 27))
        #expect(layout.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 20, right: 0))
        let evidence = try #require(layout.evidence[field: "safeAreaInsets"])
        #expect(evidence.tier == .measured)
        #expect(evidence.rule == nil)
    }

    /// The iOS 26.5 probe (EchoTechFE/devicekit, research evidence-sources section 8) measured the
    /// iPhone 17 models in landscape with no top inset: its value answers, measured, and the
    /// tables' 20, which state no method, stays listed as the dispute's alternative.
    @Test(arguments: ["iphone-17", "iphone-17-pro", "iphone-17-pro-max", "iphone-air", "iphone-17e"])
    func theProbesLandscapeTopAnswersAndTheTablesTwentyIsListed(_ id: String) throws {
        let layout = try Self.device(id).layout(for: ScreenRequest(orientation: .landscapeLeft, ios: 26))
        #expect(layout.safeAreaInsets.top == 0)
        #expect(layout.safeAreaInsets.bottom == 20)
        #expect(layout.evidence[field: "safeAreaInsets"]?.tier == .measured)
        guard id != "iphone-17e" else { return }
        let dispute = try #require(layout.disputes.first { $0.field == "safeAreaInsets.top" })
        #expect(dispute.chosen.value == "0")
        #expect(dispute.chosen.evidence.tier == .measured)
        #expect(dispute.competing.map(\.value) == ["20"])
        #expect(dispute.competing.allSatisfy { $0.evidence.tier == .transcribed })
    }

    /// The same probe's iPad rows (24/0/25/0) lose to iPadOS 26.5 and 27 prints of 32/0/20/0, and
    /// stay listed as measured alternatives, the bottom's cause unknown.
    @Test(arguments: ["ipad-pro-11-inch-m4", "ipad-air-11-inch-m3", "ipad-mini-a17-pro", "ipad-a16"])
    func theProbesIPadRowsAreMeasuredAlternatives(_ id: String) throws {
        let layout = try Self.device(id).layout(for: ScreenRequest(orientation: .portrait, ios: 26))
        #expect(layout.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 20, right: 0))
        let bottom = try #require(layout.disputes.first { $0.field == "safeAreaInsets.bottom" })
        #expect(bottom.competing.map(\.value) == ["25"])
        #expect(bottom.competing.first?.evidence.tier == .measured)
        let top = try #require(layout.disputes.first { $0.field == "safeAreaInsets.top" })
        #expect(top.competing.map(\.value) == ["24"])
    }

    /// Carry-forward stops at a design change: iOS 18 values are not carried to iOS 26.
    @Test func carryForwardStaysWithinTheLiquidGlassDesign() throws {
        #expect(DeviceProfile.carriedFrom(27) == 26)
        #expect(DeviceProfile.carriedFrom(26) == nil)
        #expect(DeviceProfile.carriedFrom(18) == nil)
    }

    @Test func citationsTakeTheirOriginsTier() {
        #expect(SourceTier.of("https://developer.apple.com/documentation/uikit/uiview/safeareainsets") == .published)
        #expect(SourceTier.of("Apple Human Interface Guidelines, 'Layout' > Specifications") == .published)
        #expect(SourceTier.of("https://github.com/anvu69/liquid_shell/blob/c0ffee/probe.md") == .measured)
        #expect(SourceTier.of("https://useyourloaf.com/blog/readable-content-guides/") == .measured)
        // A library table that credits a measured origin in its parenthesis is still a copy.
        #expect(SourceTier.of("pointfreeco/swift-snapshot-testing PR #1046 (dimensions credited to https://useyourloaf.com/blog/x/)") == .transcribed)
        #expect(SourceTier.of("devicekit/DeviceKit: Source/Device.swift.gyb (https://github.com/devicekit/DeviceKit)") == .transcribed)
    }

    @Test func aValueIsAsStrongAsItsBestSourceAndAComputationAsItsWeakestInput() {
        let field = SourceTier.evidence(["devicekit/DeviceKit: table", "https://github.com/anvu69/liquid_shell/x"])
        #expect(field.tier == .measured)
        #expect(field.sources.first == "https://github.com/anvu69/liquid_shell/x")
        let computed = field.combined(with: Evidence(tier: .transcribed, sources: ["bars"]))
        #expect(computed.tier == .transcribed)
        #expect(computed.sources.count == 3)
        #expect(SourceTier.evidence(["(none: see notes)"]).tier == .transcribed)
    }

    @Test func aFloorRefusesWeakerValuesAndChoosesTheNewestVersionItAccepts() throws {
        // iOS 27 in landscape is carried forward from iOS 26 (no iOS 27 landscape print).
        let phone = try Self.device("iphone-17-pro")
        #expect(throws: ScreenLayoutError.self) {
            try phone.layout(for: ScreenRequest(orientation: .landscapeLeft, ios: 27, weakestEvidence: .transcribed))
        }
        let sourced = try phone.layout(for: ScreenRequest(orientation: .landscapeLeft, weakestEvidence: .transcribed))
        #expect(sourced.ios == 26)
        #expect(try phone.layout(for: ScreenRequest(orientation: .landscapeLeft)).ios == 27)
        #expect(try phone.layout(for: ScreenRequest(ios: 27, weakestEvidence: .transcribed)).evidence[field: "safeAreaInsets"]?.tier == .measured)
        #expect(EvidenceTier.measured < EvidenceTier.derived)
        #expect(EvidenceTier.transcribed.isAccepted(atLeast: .derived) && !EvidenceTier.transcribed.isAccepted(atLeast: .measured))
    }

    @Test func everyRuleStatesItsSupportAndLimits() {
        #expect(Set(EvidenceRule.all.map(\.id)).count == EvidenceRule.all.count)
        for rule in EvidenceRule.all {
            #expect(!rule.support.isEmpty && !rule.limits.isEmpty, "\(rule.id)")
        }
    }
}
