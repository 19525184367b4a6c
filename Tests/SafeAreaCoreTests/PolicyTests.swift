import Testing
import SafeAreaCore

/// The seed cases for the three system-appearance policies, and the rules around them.
@Suite("Policies: who decides")
struct PolicyTests {
    static func device(_ name: String) throws -> DeviceProfile {
        try #require(DeviceCatalogue.bundled.profile(named: name))
    }

    /// The reader app: a shelf and a reader side by side in one container.
    static func reader(rootForwards: Bool = true, overlay: ViewControllerNode? = nil) throws -> ViewControllerHierarchy {
        var windows = [WindowNode(name: "main", rootViewController: "root")]
        var controllers = [
            ViewControllerNode(
                name: "root", children: ["shelf", "reader"],
                childForHomeIndicatorAutoHidden: rootForwards ? "reader" : nil,
                childForScreenEdgesDeferringSystemGestures: rootForwards ? "reader" : nil,
                prefersStatusBarHidden: false),
            ViewControllerNode(name: "shelf"),
            ViewControllerNode(name: "reader", prefersHomeIndicatorAutoHidden: true, preferredScreenEdgesDeferringSystemGestures: [.top, .bottom]),
        ]
        if let overlay {
            windows.append(WindowNode(name: "night", windowLevel: 2001, rootViewController: overlay.name, isUserInteractionEnabled: false))
            controllers.append(overlay)
        }
        return try ViewControllerHierarchy(windows: windows, viewControllers: controllers)
    }

    @Test func aRootContainerThatForwardsLetsTheReaderDecide() throws {
        let result = try Self.device("iPhone X").policies(of: Self.reader(), request: PolicyRequest(ios: 11))
        #expect(result.window == "main")
        #expect(result.homeIndicatorAutoHidden == PolicyDecision(value: true, decidedBy: "reader", path: ["root", "reader"]))
        #expect(result.deferredEdges == PolicyDecision(value: [.top, .bottom], decidedBy: "reader", path: ["root", "reader"]))
        #expect(result.statusBarHidden == PolicyDecision(value: false, decidedBy: "root", path: ["root"]))
        #expect(result.warnings.isEmpty)
        #expect(result.notes.contains { $0.contains("after a few seconds without touches") })
    }

    @Test func aRootContainerThatDoesNotForwardKeepsTheDecision() throws {
        let result = try Self.device("iPhone X").policies(of: Self.reader(rootForwards: false), request: PolicyRequest(ios: 11))
        #expect(result.homeIndicatorAutoHidden == PolicyDecision(value: false, decidedBy: "root", path: ["root"]))
        #expect(result.deferredEdges.value == [])
        #expect(result.warnings == [
            "'reader' sets prefersHomeIndicatorAutoHidden = true, but UIKit never asks it: 'root' decides and does not forward childForHomeIndicatorAutoHidden",
            "'reader' sets preferredScreenEdgesDeferringSystemGestures = [top, bottom], but UIKit never asks it: 'root' decides and does not forward childForScreenEdgesDeferringSystemGestures",
        ])
    }

    @Test func aDimmingOverlayWindowTakesTheDecisionAway() throws {
        let result = try Self.device("iPhone X").policies(
            of: Self.reader(overlay: ViewControllerNode(name: "mask")), request: PolicyRequest(ios: 11))
        #expect(result.window == "night")
        #expect(result.homeIndicatorAutoHidden == PolicyDecision(value: false, decidedBy: "mask", path: ["mask"]))
        #expect(result.deferredEdges == PolicyDecision(value: [], decidedBy: "mask", path: ["mask"]))
        #expect(result.warnings.count == 3)
        #expect(result.warnings[0].hasPrefix("'reader' sets prefersHomeIndicatorAutoHidden = true in window 'main', but window 'night' (level 2001) lies above it and decides"))
        #expect(result.warnings.last == "window 'night' has userInteractionEnabled = false, which does not hand the decision back to the windows below (measured on iOS 7 in openradar 15573442, unverified since)")
    }

    @Test func theFixIsAnOverlayThatForwards() throws {
        let mask = ViewControllerNode(
            name: "mask", childForHomeIndicatorAutoHidden: "root", childForScreenEdgesDeferringSystemGestures: "root",
            childForStatusBarHidden: "root")
        let result = try Self.device("iPhone X").policies(of: Self.reader(overlay: mask), request: PolicyRequest(ios: 11))
        #expect(result.window == "night")
        #expect(result.homeIndicatorAutoHidden == PolicyDecision(value: true, decidedBy: "reader", path: ["mask", "root", "reader"]))
        #expect(result.deferredEdges == PolicyDecision(value: [.top, .bottom], decidedBy: "reader", path: ["mask", "root", "reader"]))
        #expect(result.statusBarHidden == PolicyDecision(value: false, decidedBy: "root", path: ["mask", "root"]))
        #expect(result.warnings.isEmpty)
    }

    /// The seed article's own fix (lingyuncxb.com, "iPhoneX适配之Home-Indicator", 2018-01-28, QQ
    /// Reader): the night-mode mask window's root, `XXXNightModeMaskViewController`, returns from
    /// `childViewControllerForHomeIndicatorAutoHidden` the top view controller of the main window's
    /// navigation controller, a controller nested in another window.
    @Test func theSeedsNightModeMaskForwardsIntoTheOtherWindowsNavigationController() throws {
        let windows = [
            WindowNode(name: "main", rootViewController: "nav"),
            WindowNode(name: "night", windowLevel: 2001, rootViewController: "XXXNightModeMaskViewController", isUserInteractionEnabled: false),
        ]
        let controllers = [
            ViewControllerNode(name: "nav", kind: .navigation, children: ["shelf", "reader"]),
            ViewControllerNode(name: "shelf"),
            ViewControllerNode(name: "reader", prefersHomeIndicatorAutoHidden: true),
            ViewControllerNode(name: "XXXNightModeMaskViewController", childForHomeIndicatorAutoHidden: "reader"),
        ]
        let hierarchy = try ViewControllerHierarchy(windows: windows, viewControllers: controllers)
        let result = try Self.device("iPhone X").policies(of: hierarchy, request: PolicyRequest(ios: 11))
        #expect(result.window == "night")
        #expect(result.homeIndicatorAutoHidden
            == PolicyDecision(value: true, decidedBy: "reader", path: ["XXXNightModeMaskViewController", "reader"]))
        #expect(result.warnings.contains(
            "'XXXNightModeMaskViewController' forwards childForHomeIndicatorAutoHidden to 'reader', which is neither its child nor a window's root (held by 'nav'): UIKit asks it all the same, but nothing tells 'XXXNightModeMaskViewController' when its answer changes: call setNeedsUpdateOfHomeIndicatorAutoHidden() on 'XXXNightModeMaskViewController' too"))
    }

    @Test func hidingTheOverlayHandsControlBack() throws {
        let windows = [
            WindowNode(name: "main", rootViewController: "root"),
            WindowNode(name: "night", windowLevel: 2001, rootViewController: "mask", isHidden: true),
        ]
        let hierarchy = try ViewControllerHierarchy(windows: windows, viewControllers: Self.reader().viewControllers + [ViewControllerNode(name: "mask")])
        let result = try Self.device("iPhone X").policies(of: hierarchy, request: PolicyRequest(ios: 11))
        #expect(result.window == "main")
        #expect(result.homeIndicatorAutoHidden.value == true)
    }

    /// A higher window that does not cover the screen is passed over (inferred, and said so).
    @Test func aWindowThatDoesNotCoverTheScreenIsPassedOver() throws {
        let windows = [
            WindowNode(name: "main", rootViewController: "root"),
            WindowNode(name: "toast", windowLevel: 1000, rootViewController: "mask", coversScreen: false),
        ]
        let hierarchy = try ViewControllerHierarchy(windows: windows, viewControllers: Self.reader().viewControllers + [ViewControllerNode(name: "mask")])
        let result = try Self.device("iPhone X").policies(of: hierarchy, request: PolicyRequest(ios: 11))
        #expect(result.window == "main")
        #expect(result.notes.contains { $0.hasPrefix("window 'toast' lies above 'main' but does not cover the screen") })
    }

    @Test func thePreIOS11StatusBarRuleAgainstTheIOS11One() throws {
        let player = try ViewControllerHierarchy(
            windows: [WindowNode(name: "main", rootViewController: "player")],
            viewControllers: [ViewControllerNode(name: "player", prefersStatusBarHidden: true)])
        let x = try Self.device("iPhone X")
        let old = try x.policies(of: player, request: PolicyRequest(ios: 11, sdk: 10))
        #expect(old.statusBarHidden.value == true)
        #expect(old.deferredEdges == PolicyDecision(value: .all, decidedBy: "player", path: ["player"]))
        #expect(old.warnings.isEmpty)
        let new = try x.policies(of: player, request: PolicyRequest(ios: 11, sdk: 11))
        #expect(new.deferredEdges.value == [])
        #expect(new.warnings == [
            "'player' hides the status bar but no edge is deferred: since the iOS 11 SDK a hidden status bar no longer defers the system's edge gestures: return the edges from preferredScreenEdgesDeferringSystemGestures",
        ])
        // The system's own landscape hiding counts too for old apps, and a shown bar defers nothing.
        let plain = try ViewControllerHierarchy(windows: [WindowNode(name: "main", rootViewController: "vc")], viewControllers: [ViewControllerNode(name: "vc")])
        #expect(try x.policies(of: plain, request: PolicyRequest(orientation: .landscapeLeft, ios: 12, sdk: 10)).deferredEdges.value == .all)
        #expect(try x.policies(of: plain, request: PolicyRequest(ios: 12, sdk: 10)).deferredEdges.value == [])
        // iOS 10 has no preferredScreenEdgesDeferringSystemGestures at all.
        let seven = try Self.device("iPhone 7")
        #expect(try seven.policies(of: player, request: PolicyRequest(ios: 10, sdk: 11)).deferredEdges.value == .all)
    }

    @Test func theHomeButtonDeviceHasNoIndicatorToHide() throws {
        let result = try Self.device("iPhone 8").policies(of: Self.reader(), request: PolicyRequest(ios: 11))
        #expect(result.homeIndicatorAutoHidden == PolicyDecision(value: nil, decidedBy: "reader", path: ["root", "reader"]))
        #expect(result.notes.contains("iPhone 8 has a home button and no home indicator: homeIndicatorAutoHidden does not apply (null)"))
        #expect(result.deferredEdges.value == [.top, .bottom])
    }

    @Test func theStatusBarFollowsTheSystemInLandscape() throws {
        let plain = try ViewControllerHierarchy(
            windows: [WindowNode(name: "main", rootViewController: "vc")],
            viewControllers: [ViewControllerNode(name: "vc", prefersStatusBarHidden: false)])
        let x = try Self.device("iPhone X").policies(of: plain, request: PolicyRequest(orientation: .landscapeLeft, ios: 16))
        #expect(x.statusBarHidden.value == true)
        #expect(x.notes.contains("iPhone X never shows the status bar in landscape, whatever prefersStatusBarHidden says (openradar 35694326)"))
        let eight = try Self.device("iPhone 8").policies(of: plain, request: PolicyRequest(orientation: .landscapeLeft, ios: 12))
        #expect(eight.statusBarHidden.value == false)
        let pad = try Self.device("iPad Air 2").policies(of: plain, request: PolicyRequest(orientation: .landscapeLeft, ios: 12))
        #expect(pad.statusBarHidden.value == false)
    }

    @Test func containersForwardWhatUIKitsClassesForward() throws {
        let hierarchy = try ViewControllerHierarchy(
            windows: [WindowNode(name: "main", rootViewController: "tabs")],
            viewControllers: [
                ViewControllerNode(name: "tabs", kind: .tabBar, children: ["home", "nav"], selected: "nav"),
                ViewControllerNode(name: "home"),
                ViewControllerNode(name: "nav", kind: .navigation, children: ["list", "video"]),
                ViewControllerNode(name: "list"),
                ViewControllerNode(
                    name: "video", prefersHomeIndicatorAutoHidden: true, preferredScreenEdgesDeferringSystemGestures: .all,
                    prefersStatusBarHidden: true),
            ])
        let result = try Self.device("iPhone 16 Pro").policies(of: hierarchy, request: PolicyRequest(ios: 18))
        // The navigation controller keeps the home indicator to itself (no override in UIKit).
        #expect(result.homeIndicatorAutoHidden == PolicyDecision(value: false, decidedBy: "nav", path: ["tabs", "nav"]))
        #expect(result.warnings.contains { $0.hasPrefix("'video' sets prefersHomeIndicatorAutoHidden = true, but UIKit never asks it: 'nav' is a UINavigationController") })
        // It answers the edges with its top controller's.
        #expect(result.deferredEdges == PolicyDecision(value: .all, decidedBy: "video", path: ["tabs", "nav", "video"]))
        // The status bar: forwarded to the top, and said to be uncertain.
        #expect(result.statusBarHidden == PolicyDecision(value: true, decidedBy: "video", path: ["tabs", "nav", "video"]))
        #expect(result.notes.contains { $0.hasPrefix("uncertain: UINavigationController overrides childForStatusBarHidden") })
    }

    @Test func aForwardToAControllerOffScreenIsAMistake() throws {
        let hierarchy = try ViewControllerHierarchy(
            windows: [WindowNode(name: "main", rootViewController: "nav")],
            viewControllers: [
                ViewControllerNode(name: "nav", kind: .navigation, children: ["list", "video"], childForHomeIndicatorAutoHidden: "list"),
                ViewControllerNode(name: "list"),
                ViewControllerNode(name: "video", prefersHomeIndicatorAutoHidden: true),
            ])
        let result = try Self.device("iPhone X").policies(of: hierarchy, request: PolicyRequest(ios: 16))
        #expect(result.homeIndicatorAutoHidden.decidedBy == "list")
        #expect(result.warnings.first == "'nav' forwards childForHomeIndicatorAutoHidden to 'list', which is not on screen (the top of its stack is 'video'): UIKit asks 'list' all the same")
    }

    @Test func onlyAFullScreenOrCapturingPresentationTakesOver() throws {
        func hierarchy(_ style: ModalPresentationStyle?, captures: Bool = false) throws -> ViewControllerHierarchy {
            try ViewControllerHierarchy(
                windows: [WindowNode(name: "main", rootViewController: "root")],
                viewControllers: [
                    ViewControllerNode(name: "root", presents: "modal"),
                    ViewControllerNode(
                        name: "modal", prefersStatusBarHidden: true, modalPresentationStyle: style,
                        modalPresentationCapturesStatusBarAppearance: captures),
                ])
        }
        let x = try Self.device("iPhone X")
        #expect(try x.policies(of: hierarchy(.fullScreen), request: PolicyRequest(ios: 16)).statusBarHidden.path == ["root", "modal"])
        #expect(try x.policies(of: hierarchy(.overCurrentContext), request: PolicyRequest(ios: 16)).statusBarHidden.path == ["root"])
        #expect(try x.policies(of: hierarchy(.overCurrentContext, captures: true), request: PolicyRequest(ios: 16)).statusBarHidden.path == ["root", "modal"])
        // The default is automatic from iOS 13, a sheet, which does not take over (and says why).
        let sheet = try x.policies(of: hierarchy(nil), request: PolicyRequest(ios: 16))
        #expect(sheet.statusBarHidden.path == ["root"])
        #expect(sheet.notes.contains { $0.hasPrefix("'modal' is presented as automatic: modelled as not taking over") })
        #expect(try x.policies(of: hierarchy(nil), request: PolicyRequest(ios: 12)).statusBarHidden.path == ["root", "modal"])
    }

    @Test func anUnsupportedPairIsAnError() throws {
        #expect(throws: ScreenLayoutError.unsupportedOrientation(.portraitUpsideDown)) {
            try Self.device("iPhone X").policies(of: Self.reader(), request: PolicyRequest(orientation: .portraitUpsideDown))
        }
        #expect(throws: ScreenLayoutError.versionNotRun(10, runs: IOSVersionRange(11, 16))) {
            try Self.device("iPhone X").policies(of: Self.reader(), request: PolicyRequest(ios: 10))
        }
    }

    @Test func edgeNames() {
        #expect(EdgeSet.all.names == ["top", "left", "bottom", "right"])
        #expect(EdgeSet().names == [])
        #expect(EdgeSet(name: "all") == .all)
        #expect(EdgeSet(name: "middle") == nil)
    }
}

/// A hierarchy UIKit could not run is refused with the field it concerns.
@Suite("Policies: hierarchy rules")
struct HierarchyRuleTests {
    static func problem(_ windows: [WindowNode], _ controllers: [ViewControllerNode]) -> HierarchyProblem? {
        do {
            _ = try ViewControllerHierarchy(windows: windows, viewControllers: controllers)
            return nil
        } catch {
            return error
        }
    }

    static let main = [WindowNode(name: "main", rootViewController: "root")]

    @Test func everyRule() {
        #expect(Self.problem([], []) == HierarchyProblem(field: "windows", message: "needs at least one window"))
        #expect(Self.problem(Self.main, []) == HierarchyProblem(field: "windows[0].root", message: "unknown view controller \"root\"", unknownName: "root"))
        #expect(Self.problem([WindowNode(name: "main", rootViewController: "root", isHidden: true)], [ViewControllerNode(name: "root")])
            == HierarchyProblem(field: "windows", message: "every window is hidden: UIKit has no window to ask"))
        #expect(Self.problem(Self.main + [WindowNode(name: "main", rootViewController: "b")], [ViewControllerNode(name: "root"), ViewControllerNode(name: "b")])
            == HierarchyProblem(field: "windows[1].name", message: "the window name \"main\" is used twice"))
        #expect(Self.problem(Self.main, [ViewControllerNode(name: "root", children: ["a"]), ViewControllerNode(name: "a", children: ["b"]), ViewControllerNode(name: "b", children: ["a"])])
            == HierarchyProblem(field: "viewControllers.b.children[0]", message: "\"a\" is already held by \"root\""))
        #expect(Self.problem(Self.main, [ViewControllerNode(name: "root"), ViewControllerNode(name: "a", children: ["b"]), ViewControllerNode(name: "b", children: ["a"])])
            == HierarchyProblem(field: "viewControllers.b.children[0]", message: "cycle: a → b → a"))
        #expect(Self.problem(Self.main, [ViewControllerNode(name: "root", children: ["a"], childForStatusBarHidden: "b"), ViewControllerNode(name: "a"), ViewControllerNode(name: "b")]) == nil)
        #expect(Self.problem(Self.main, [ViewControllerNode(name: "root", childForStatusBarHidden: "root")])
            == HierarchyProblem(field: "viewControllers.root.childForStatusBarHidden", message: "forwarding cycle: root → root"))
        #expect(Self.problem(Self.main, [ViewControllerNode(name: "root", children: ["a"], selected: "a"), ViewControllerNode(name: "a")])
            == HierarchyProblem(field: "viewControllers.root.selected", message: "only a tab bar controller (\"kind\": \"tabBar\") has a selected child"))
        #expect(Self.problem(Self.main, [ViewControllerNode(name: "root", presents: "root")])
            == HierarchyProblem(field: "viewControllers.root.presents", message: "\"root\" cannot present itself"))
    }

    @Test func twoWindowsForwardingToEachOtherLoop() {
        let windows = Self.main + [WindowNode(name: "overlay", windowLevel: 1, rootViewController: "mask")]
        let controllers = [
            ViewControllerNode(name: "root", childForHomeIndicatorAutoHidden: "mask"),
            ViewControllerNode(name: "mask", childForHomeIndicatorAutoHidden: "root"),
        ]
        #expect(Self.problem(windows, controllers)
            == HierarchyProblem(field: "viewControllers.mask.childForHomeIndicatorAutoHidden", message: "forwarding cycle: root → mask → root"))
    }
}
