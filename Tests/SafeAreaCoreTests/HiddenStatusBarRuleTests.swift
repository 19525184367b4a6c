import Testing
import SafeAreaCore

/// `ipad-hidden-status-bar` against the prints it rests on, and where it must not answer.
@Suite("ipad-hidden-status-bar")
struct HiddenStatusBarRuleTests {
    private static func layout(_ device: String, _ orientation: Orientation = .portrait, ios: Int) throws -> ScreenLayout {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: device))
        return try profile.layout(for: ScreenRequest(orientation: orientation, ios: ios, statusBar: .hidden))
    }

    // OpenZCine#91 (iPadOS 26.2 simulator): top 32 shown, 0 hidden; the home indicator's 20 stays
    // as iPhone X's 34 stays with its bar hidden (react-native-safe-area-view#62).
    @Test(arguments: [
        ("iPad Air 11-inch (M3)", Orientation.portrait, 26),
        ("iPad Pro 13-inch (M5)", Orientation.landscapeLeft, 26),
        ("iPad mini (A17 Pro)", Orientation.portrait, 27),
    ])
    func hidingTheBarTakesTheTopToZero(_ device: String, _ orientation: Orientation, _ ios: Int) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: device))
        let shown = try profile.layout(for: ScreenRequest(orientation: orientation, ios: ios))
        let hidden = try Self.layout(device, orientation, ios: ios)
        #expect(shown.safeAreaInsets.top == 32)
        #expect(hidden.safeAreaInsets == EdgeInsets(top: 0, left: shown.safeAreaInsets.left, bottom: 20, right: shown.safeAreaInsets.right))
        #expect(hidden.statusBarHidden)
        let evidence = try #require(hidden.evidence[field: "safeAreaInsets"])
        #expect(evidence.tier == .derived)
        #expect(evidence.rule?.hasSuffix("ipad-hidden-status-bar") == true)
        // The shown bar's disputed top is not the hidden bar's.
        #expect(!hidden.disputes.contains { $0.field == "safeAreaInsets.top" })
    }

    // Its limits: before iPadOS 26, home-button iPads on 26, and phones are not answered by it.
    @Test(arguments: [("iPad Pro 11-inch (M4)", 18), ("iPad (9th generation)", 26), ("iPhone 17 Pro", 26)])
    func outsideItsLimitsItDoesNotAnswer(_ device: String, _ ios: Int) throws {
        let layout = try? Self.layout(device, ios: ios)
        #expect(layout?.evidence[field: "safeAreaInsets"]?.rule?.contains("ipad-hidden-status-bar") != true)
    }
}
