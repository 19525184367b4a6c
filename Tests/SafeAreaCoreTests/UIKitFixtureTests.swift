import Testing
import SafeAreaCore

/// One runner over every published UIKit value: the catalogue plus the rules must reproduce each.
@Suite("Published UIKit values")
struct UIKitFixtureTests {
    @Test(arguments: uikitFixtures)
    func reproduces(_ fixture: UIKitFixture) throws {
        let profile = try #require(
            DeviceCatalogue.bundled.profile(named: fixture.device), "no profile for \(fixture.device)")
        let layout = try profile.layout(
            for: ScreenRequest(orientation: fixture.orientation, ios: fixture.ios, statusBar: fixture.statusBar))
        #expect(layout.safeAreaInsets == fixture.insets, "source: \(fixture.source)")
    }
}
