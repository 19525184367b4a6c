import Testing
import SafeAreaCore

/// One runner over every published container value.
@Suite("Published values inside containers")
struct ContainerFixtureTests {
    @Test(arguments: containerFixtures)
    func reproduces(_ fixture: ContainerFixture) throws {
        let found = DeviceCatalogue.bundled.profile(named: fixture.device)
        let profile = try #require(found, "no profile for \(fixture.device)")
        let layout = try profile.layout(for: ScreenRequest(
            orientation: fixture.orientation, ios: fixture.ios, statusBar: fixture.statusBar,
            containers: fixture.containers, subviewFrame: fixture.subviewFrame))
        if let insets = fixture.insets {
            if let guides = layout.layoutGuides {
                #expect(EdgeInsets(top: guides.top, left: 0, bottom: guides.bottom, right: 0) == insets)
            } else {
                #expect(layout.safeAreaInsets == insets)
            }
        }
        if let expected = fixture.subviewInsets { #expect(layout.subview?.safeAreaInsets == expected) }
        if let expected = fixture.navigationBar { #expect(layout.bars.navigationBar == expected) }
        if let expected = fixture.viewFrame { #expect(layout.viewFrame == expected) }
        if let expected = fixture.margins { #expect(layout.layoutMargins == expected) }
        if let expected = fixture.readableGuide { #expect(layout.readableContentGuide == expected) }
    }
}

@Suite("Bars no source gives")
struct UnsourcedBarTests {
    @Test(arguments: [
        ("iPhone 17", Orientation.portrait, 26, ViewControllerContainers(toolbar: true)),
        ("iPad Pro 11-inch (M4)", .portrait, 17, ViewControllerContainers(toolbar: true)),
        ("iPad Pro 11-inch (M4)", .portrait, 18, ViewControllerContainers(tabBar: true)),
        ("iPad Air 11-inch (M4)", .portrait, 26, ViewControllerContainers(tabBar: true, opaqueBars: true)),
        ("iPhone 12 mini", .portrait, 14, ViewControllerContainers(navigationBar: .standard)),
        ("iPhone 14 Pro", .portrait, 16, ViewControllerContainers(navigationBar: .standard)),
    ])
    func refuseInsteadOfGuessing(_ device: String, _ orientation: Orientation, _ ios: Int, _ containers: ViewControllerContainers) throws {
        let found = DeviceCatalogue.bundled.profile(named: device)
        let profile = try #require(found)
        // The last case is sourced with the status bar shown; hidden, where the bar starts is not.
        let statusBar: StatusBarPreference = device == "iPhone 14 Pro" ? .hidden : .system
        do {
            _ = try profile.layout(for: ScreenRequest(orientation: orientation, ios: ios, statusBar: statusBar, containers: containers))
            Issue.record("expected barNotSourced")
        } catch {
            switch error {
            case .barNotSourced, .barNotMeasured: break
            default: Issue.record("expected barNotSourced, got \(error)")
            }
        }
    }

    @Test func largeTitlesAndCompatibilityHaveTheirVersions() throws {
        let seven = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 7"))
        #expect(throws: ScreenLayoutError.largeTitleBeforeIOS11(10)) {
            try seven.layout(for: ScreenRequest(ios: 10, containers: ViewControllerContainers(navigationBar: .large)))
        }
        #expect(throws: ScreenLayoutError.compatibilityNotApplicable(15)) {
            try seven.layout(for: ScreenRequest(ios: 15, designRequiresCompatibility: true))
        }
        let seventeen = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 17"))
        let classic = try seventeen.layout(for: ScreenRequest(
            ios: 26, containers: ViewControllerContainers(navigationBar: .standard), designRequiresCompatibility: true))
        #expect(classic.design == .classic)
        #expect(classic.bars.navigationBar?.height == 44)
    }

    @Test func aSubviewOutsideTheViewIsRefused() throws {
        let x = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        let outside = Rect(x: 400, y: 0, width: 10, height: 10)
        #expect(throws: ScreenLayoutError.subviewOutsideView(outside, view: Rect(x: 0, y: 0, width: 375, height: 812))) {
            try x.layout(for: ScreenRequest(subviewFrame: outside))
        }
    }
}
