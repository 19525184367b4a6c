import Testing
import SafeAreaCore

@Suite("Windows")
struct WindowTests {
    private static let phone = Rect(x: 0, y: 0, width: 375, height: 812)
    private static let phoneInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)

    // The documented view rule (UIView.safeAreaInsets reference) applied to a window: no source
    // publishes a partial window's insets yet, so these rows check the rule's arithmetic on the
    // iPhone X's sourced screen insets (44/34, Profiles/research), not measured window values.
    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 375, height: 812), EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)),
        (Rect(x: 0, y: 100, width: 375, height: 712), EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)),
        (Rect(x: 0, y: 20, width: 375, height: 400), EdgeInsets(top: 24, left: 0, bottom: 0, right: 0)),
        (Rect(x: 0, y: 790, width: 375, height: 22), EdgeInsets(top: 0, left: 0, bottom: 22, right: 0)),
        (Rect(x: 50, y: 200, width: 100, height: 100), EdgeInsets.zero),
    ])
    func insetsAreTheOverlapWithTheScreensBands(_ window: Rect, _ expected: EdgeInsets) {
        #expect(WindowSafeArea.insets(window: window, screen: Self.phone, screenInsets: Self.phoneInsets) == expected)
    }

    @Test(arguments: [
        (Rect(x: 0, y: 0, width: 0, height: 100), ScreenLayoutError.windowEmpty(Rect(x: 0, y: 0, width: 0, height: 100))),
        (Rect(x: 0, y: 0, width: .infinity, height: 100), ScreenLayoutError.windowNotFinite),
        (Rect(x: 0, y: .nan, width: 10, height: 100), ScreenLayoutError.windowNotFinite),
        (Rect(x: 300, y: 0, width: 100, height: 100),
         ScreenLayoutError.windowOffScreen(Rect(x: 300, y: 0, width: 100, height: 100), screen: phone)),
    ])
    func badWindowsAreRefused(_ window: Rect, _ expected: ScreenLayoutError) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        #expect(throws: expected) { try profile.layout(for: ScreenRequest(ios: 16, window: window)) }
    }

    // Split View and Slide Over are iPad-only (Apple, "Adopting Multitasking Enhancements on
    // iPad"), ran from iOS 9 to iPadOS 18 (iPadOS 26 replaced them with windows), and have
    // published widths only for five screen sizes; Split View needs an iPad Air 2 or later
    // (ios9news.net, MacRumors 2015-09-16). Every other case is refused rather than guessed.
    @Test(arguments: [
        ("iPhone X", Multitasking.splitView(.half, .leading), nil, 16, ScreenLayoutError.multitaskingNeedsIPad),
        ("iPhone X", Multitasking.slideOver, nil, 16, ScreenLayoutError.multitaskingNeedsIPad),
        ("iPad Pro 11-inch (M4)", Multitasking.splitView(.twoThirds, .trailing), nil, 27,
         ScreenLayoutError.multitaskingNotInVersion(.splitView(.twoThirds, .trailing), 27)),
        ("iPad Pro 11-inch (M4)", Multitasking.splitView(.twoThirds, .trailing), nil, 18,
         ScreenLayoutError.multitaskingNotSourced(.splitView(.twoThirds, .trailing))),
        ("iPad Air 2", Multitasking.slideOver, nil, 13, ScreenLayoutError.multitaskingNotSourced(.slideOver)),
        ("iPad Air", Multitasking.splitView(.half, .leading), nil, 12, ScreenLayoutError.splitViewNotOnDevice),
        ("iPad Air 2", Multitasking.splitView(.half, .leading), nil, 12, ScreenLayoutError.splitHalfInPortrait),
        ("iPhone 17", nil, Posture.open, 26, ScreenLayoutError.doesNotFold),
    ] as [(String, Multitasking?, Posture?, Int, ScreenLayoutError)])
    func unsourcedArrangementsAreRefused(
        _ device: String, _ multitasking: Multitasking?, _ posture: Posture?, _ ios: Int, _ expected: ScreenLayoutError
    ) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: device))
        #expect(throws: expected) {
            try profile.layout(for: ScreenRequest(ios: ios, multitasking: multitasking, posture: posture))
        }
    }

    // iPadOS 26 draws window controls over a window's top-leading corner without counting them
    // in safeAreaInsets (tauri-apps/tauri#15521: env() top and left report 0); no source gives
    // their frame, so the result says so and a clearOf check cannot be evaluated.
    @Test func anIPadWindowOnIPadOS26NamesItsUnsourcedWindowControls() throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: "iPad Pro 11-inch (M4)"))
        let request = ScreenRequest(orientation: .landscapeLeft, ios: 26, window: Rect(x: 100, y: 100, width: 600, height: 500))
        let layout = try profile.layout(for: request)
        #expect(layout.safeAreaInsets == .zero)
        #expect(layout.showsWindowControls)
        #expect(layout.notes == [WindowControls.note])
        guard case .unknown = try profile.checkScreen(for: request).frame(of: .windowControls) else {
            Issue.record("window controls should be unknown")
            return
        }
        let fullScreen = try profile.layout(for: ScreenRequest(orientation: .landscapeLeft, ios: 26))
        #expect(!fullScreen.showsWindowControls && fullScreen.notes.isEmpty)
    }

    // UIRequiresFullScreen: no window before iOS 27 (Apple's reference: the app requires full
    // screen); on iPadOS 26 the scaled canvas keeps the status bar's 32-point top inset
    // (erik-sutton95/OpenZCine#91); iOS 27 turned the key into a request for discrete sizes
    // (expo/expo#48175), so a window is allowed there.
    @Test func requiresFullScreen() throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: "iPad Pro 11-inch (M4)"))
        let window = Rect(x: 0, y: 0, width: 500, height: 500)
        #expect(throws: ScreenLayoutError.fullScreenAppInWindow) {
            try profile.layout(for: ScreenRequest(ios: 26, window: window, requiresFullScreen: true))
        }
        #expect(throws: ScreenLayoutError.fullScreenAppInWindow) {
            try profile.layout(for: ScreenRequest(ios: 18, multitasking: .slideOver, requiresFullScreen: true))
        }
        let canvas = try profile.layout(for: ScreenRequest(ios: 26, requiresFullScreen: true))
        #expect(canvas.safeAreaInsets.top == 32)
        #expect(canvas.windowing == .fullScreen)
        #expect(canvas.notes == [CompatibilityMode.note])
        let resized = try profile.layout(for: ScreenRequest(ios: 27, window: window, requiresFullScreen: true))
        #expect(resized.notes.contains(CompatibilityMode.resizableNote))
    }

    @Test func aWindowLaysOutItsBarsInsideItself() throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        let window = Rect(x: 0, y: 100, width: 375, height: 712)
        let result = try profile.layout(for: ScreenRequest(
            ios: 16, containers: ViewControllerContainers(navigationBar: .standard), window: window))
        #expect(result.window == window)
        #expect(result.windowing == .window)
        #expect(result.bounds == Rect(x: 0, y: 0, width: 375, height: 712))
        #expect(result.safeAreaInsets.bottom == 34)
        #expect(result.bars.statusBar == nil)
        #expect(result.reservedRegions.isEmpty)
    }

    /// A window equal to the screen must answer exactly what a full-screen request does, for
    /// every device, orientation and version the catalogue answers, with and without bars.
    @Test func aWindowEqualToTheScreenChangesNothing() throws {
        let contexts = [
            ViewControllerContainers(),
            ViewControllerContainers(navigationBar: .standard, tabBar: true),
            ViewControllerContainers(navigationBar: .standard, toolbar: true, opaqueBars: true),
        ]
        var compared = 0
        for profile in DeviceCatalogue.bundled.profiles {
            for orientation in profile.orientations {
                for ios in profile.ios.first...profile.ios.last {
                    for containers in contexts {
                        let plain = ScreenRequest(orientation: orientation, ios: ios, containers: containers)
                        guard let expected = try? profile.layout(for: plain) else { continue }
                        var windowed = plain
                        windowed.window = profile.screen.bounds(in: orientation)
                        let actual = try profile.layout(for: windowed)
                        #expect(actual == expected, "\(profile.name) \(orientation) iOS \(ios)")
                        #expect(actual.windowing == .fullScreen)
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 1000)
    }
}
