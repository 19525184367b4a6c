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
    /// @9a0b0b5 Tests/SAFE_AREA_RESULT.md, Xcode 27.0): neither is in the profiles, which give the
    /// iPhone 17 Pro's iOS 26 values only and nothing for the iPhone 18 Pro.
    static let heldOut = [
        HeldOut(device: "iphone-17-pro", ios: 27, orientation: .portrait, insets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                rule: "ios-major-carry-forward", source: "amoshydra iOS 27.0 iPhone 17 Pro window"),
        HeldOut(device: "iphone-18-pro", ios: 27, orientation: .portrait, insets: EdgeInsets(top: 62, left: 0, bottom: 34, right: 0),
                rule: "same-panel-sibling+ios-major-carry-forward", source: "amoshydra iOS 27.0 iPhone 18 Pro window"),
    ]

    @Test(arguments: heldOut)
    func rulesPredictMeasurementsTheyWereNotBuiltFrom(_ case: HeldOut) throws {
        let layout = try Self.device(`case`.device).layout(for: ScreenRequest(orientation: `case`.orientation, ios: `case`.ios))
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
        let phone = try Self.device("iphone-17-pro")
        #expect(throws: ScreenLayoutError.self) { try phone.layout(for: ScreenRequest(ios: 27, weakestEvidence: .transcribed)) }
        #expect(try phone.resolvedVersion(nil, accepting: .transcribed) == 26)
        // The readable guide is made by a rule on every version: a transcribed floor refuses it.
        #expect(throws: ScreenLayoutError.evidenceBelow("readableContentGuide", .derived, rule: "readable-width-threshold", accepted: .transcribed)) {
            try phone.layout(for: ScreenRequest(weakestEvidence: .transcribed))
        }
        #expect(try phone.layout(for: ScreenRequest()).ios == 27)
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
