extension DeviceProfile {
    /// Resolves the three system-appearance policies of `hierarchy` on this device.
    ///
    /// 1. **The window** (research P1.1–P1.2): UIKit asks one window, the topmost visible one by
    ///    `windowLevel` (later-shown first among equals), never a hidden one, whether or not it is
    ///    key or interactive (decompiled `+[UIWindow _findWindowForControllingOverallAppearanceInWindowScene:]`
    ///    on iOS 13 and later; the same topmost-window rule measured since iOS 7 in openradar
    ///    15573442 and MTStatusBarOverlay #78). A window that covers the screen is preferred over
    ///    a higher one that does not (**inferred** from the strict-then-relaxed finder and
    ///    QMUI's measured iOS 10+ report).
    /// 2. **The chain** (research P2.1–P2.2; decompiled `_effective…ViewController`): from the
    ///    window's root, a presented controller that takes over wins (its style is `fullScreen`,
    ///    or it sets `modalPresentationCapturesStatusBarAppearance`: Apple's reference for the
    ///    status bar, the same ivar for the other two); else the `childFor…` override, or what the
    ///    container class forwards (``ViewControllerHierarchy/forwardTarget(of:for:)``); the last
    ///    controller answers.
    /// 3. **The values.** Home indicator: the preference (default false, Apple's reference), only
    ///    on devices that have one. Status bar: the preference, or hidden in a vertically compact
    ///    environment (iPhone landscape from iOS 8, Apple's reference); notched iPhones never show
    ///    it in landscape (openradar 35694326). Screen edges: the preference (default none), except
    ///    that apps linked before the iOS 11 SDK, and iOS 10 and earlier, defer every edge while
    ///    the status bar is hidden and none otherwise (decompiled
    ///    `-[_UISystemAppearanceManager updateScreenEdgesDeferringSystemGestures]`; useyourloaf,
    ///    "Avoiding Conflicts with System Gestures at Screen Edges").
    public func policies(of hierarchy: ViewControllerHierarchy, request: PolicyRequest) throws(ScreenLayoutError) -> PolicyResolution {
        let orientation = request.orientation
        guard supports(orientation) else { throw .unsupportedOrientation(orientation) }
        let ios = try resolvedVersion(request.ios)
        let sdk = request.sdk ?? ios
        var resolver = PolicyResolver(hierarchy: hierarchy, device: self, orientation: orientation, ios: ios, sdk: sdk)
        return resolver.resolve()
    }
}

/// The working state of one resolution: the hierarchy, the device and the notes gathered.
struct PolicyResolver {
    let hierarchy: ViewControllerHierarchy
    let device: DeviceProfile
    let orientation: Orientation
    let ios: Int
    let sdk: Int
    var warnings: [String] = []
    var notes: [String] = []
    /// The same texts as sets, so that a hierarchy that raises thousands of notes stays linear.
    private var warned: Set<String> = []
    private var noted: Set<String> = []
    /// Set when a window above took a decision from a controller below.
    var overlayWarned = false

    init(hierarchy: ViewControllerHierarchy, device: DeviceProfile, orientation: Orientation, ios: Int, sdk: Int) {
        self.hierarchy = hierarchy
        self.device = device
        self.orientation = orientation
        self.ios = ios
        self.sdk = sdk
    }

    /// The first version with `prefersHomeIndicatorAutoHidden` and
    /// `preferredScreenEdgesDeferringSystemGestures` (Apple's references: iOS 11.0+).
    static let firstVersionWithPreferences = 11

    mutating func resolve() -> PolicyResolution {
        let window = decidingWindow()
        let root = window.rootViewController

        let statusPath = chain(for: .statusBarHidden, from: root)
        let statusDecider = node(decidingName(of: statusPath))
        let statusAnswer = statusBarHidden(preference: statusDecider.prefersStatusBarHidden)

        let homePath = chain(for: .homeIndicatorAutoHidden, from: root)
        let homePreference = node(decidingName(of: homePath)).prefersHomeIndicatorAutoHidden ?? false
        let hasIndicator = device.homeIndicator != nil && ios >= Self.firstVersionWithPreferences
        if !hasIndicator {
            note("\(device.name) has a home button and no home indicator: homeIndicatorAutoHidden does not apply (null)")
        } else if homePreference {
            note("auto-hidden: the system hides the home indicator after a few seconds without touches and shows it again on a touch (Apple: \"returning true is no guarantee that the indicator will be hidden\"). The safe area keeps its bottom inset")
        }

        let edgePath = chain(for: .screenEdgesDeferringSystemGestures, from: root)
        let askedEdges = node(decidingName(of: edgePath)).preferredScreenEdgesDeferringSystemGestures ?? []
        let edges: PolicyDecision<EdgeSet>
        if ios < Self.firstVersionWithPreferences || sdk < Self.firstVersionWithPreferences {
            let why = ios < Self.firstVersionWithPreferences
                ? "iOS \(ios) has no preferredScreenEdgesDeferringSystemGestures"
                : "an app linked against the iOS \(sdk) SDK (before 11)"
            note("\(why): a hidden status bar defers every edge gesture and a visible one none, without asking the view controllers")
            edges = PolicyDecision(value: statusAnswer ? .all : [], decidedBy: decidingName(of: statusPath), path: statusPath)
        } else {
            edges = PolicyDecision(value: askedEdges, decidedBy: decidingName(of: edgePath), path: edgePath)
        }
        if hasIndicator, homePreference, edges.value.contains(.bottom) {
            note("whether deferring the bottom edge still applies to the home gesture while the indicator is auto-hidden is unknown (research P3.1)")
        }

        let onScreen = controllersOnScreen()
        for (policy, path) in [(SystemPolicy.homeIndicatorAutoHidden, homePath), (.screenEdgesDeferringSystemGestures, edgePath), (.statusBarHidden, statusPath)] {
            warnAboutForwards(policy, path: path)
            warnAboutIgnoredPreferences(policy, path: path, window: window, onScreen: onScreen)
        }
        if overlayWarned, !window.isUserInteractionEnabled {
            warn("window \(quoted(window.name)) has userInteractionEnabled = false, which does not hand the decision back to the windows below (measured on iOS 7 in openradar 15573442, unverified since)")
        }
        if statusAnswer, statusDecider.prefersStatusBarHidden == true, edges.value.isEmpty,
           ios >= Self.firstVersionWithPreferences, sdk >= Self.firstVersionWithPreferences {
            warn("\(quoted(statusDecider.name)) hides the status bar but no edge is deferred: since the iOS 11 SDK a hidden status bar no longer defers the system's edge gestures: return the edges from preferredScreenEdgesDeferringSystemGestures")
        }
        return PolicyResolution(
            orientation: orientation, ios: ios, sdk: sdk, window: window.name,
            homeIndicatorAutoHidden: PolicyDecision(value: hasIndicator ? homePreference : nil, decidedBy: decidingName(of: homePath), path: homePath),
            deferredEdges: edges,
            statusBarHidden: PolicyDecision(value: statusAnswer, decidedBy: decidingName(of: statusPath), path: statusPath),
            warnings: warnings, notes: notes)
    }

    // MARK: - The window

    /// Visible windows from the top: higher level first, and among equal levels the one shown later.
    var visibleWindowsFromTop: [WindowNode] {
        hierarchy.windows.enumerated().filter { !$0.element.isHidden }
            .sorted { $0.element.windowLevel != $1.element.windowLevel ? $0.element.windowLevel > $1.element.windowLevel : $0.offset > $1.offset }
            .map(\.element)
    }

    mutating func decidingWindow() -> WindowNode {
        let candidates = visibleWindowsFromTop
        if let covering = candidates.first(where: \.coversScreen) {
            if covering.name != candidates[0].name {
                note("window \(quoted(candidates[0].name)) lies above \(quoted(covering.name)) but does not cover the screen, so \(quoted(covering.name)) decides (inferred from UIKit's strict-then-relaxed window finder and a measured iOS 10+ report, research P1.2)")
            }
            return covering
        }
        note("no visible window covers the screen: the topmost, \(quoted(candidates[0].name)), is modelled to decide (UIKit's relaxed pass, inferred: research P1.2)")
        return candidates[0]
    }

    // MARK: - The chain

    /// The controller named `name`. Every name the resolver asks for comes from the hierarchy,
    /// which checked that each one it mentions is defined; should one not be, a plain controller
    /// of that name stands in (it prefers nothing and forwards nothing) rather than a trap.
    func node(_ name: String) -> ViewControllerNode {
        hierarchy.viewController(named: name) ?? ViewControllerNode(name: name)
    }

    /// The controller that decides for a path ``chain(for:from:)`` made: its last, as a path
    /// always starts at the window's root.
    func decidingName(of path: [String]) -> String {
        path.last ?? ""
    }

    func style(of presented: ViewControllerNode) -> ModalPresentationStyle {
        presented.modalPresentationStyle ?? ModalPresentationStyle.defaultStyle(ios: ios)
    }

    /// Whether a presented controller takes the three decisions from its presenter: Apple's
    /// `modalPresentationCapturesStatusBarAppearance` reference ("only if the presented
    /// controller's modalPresentationStyle value is fullScreen", unless it captures).
    mutating func takesOver(_ presented: ViewControllerNode) -> Bool {
        let style = style(of: presented)
        if style == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance { return true }
        if style.isSheet {
            note("\(quoted(presented.name)) is presented as \(style.rawValue): modelled as not taking over (Apple: only fullScreen does, unless it sets modalPresentationCapturesStatusBarAppearance). Uncertain: UIKit lets a sheet adapted to full screen take over, and its threshold for iOS 13+ sheets is unknown (research P2.2)")
        }
        if presented.modalPresentationStyle == nil, ios >= ModalPresentationStyle.firstVersionWithAutomatic, sdk < ModalPresentationStyle.firstVersionWithAutomatic {
            note("\(quoted(presented.name)) has no modalPresentationStyle: iOS \(ios)'s default, automatic, is modelled, and whether an app linked against the iOS \(sdk) SDK keeps fullScreen is unknown")
        }
        return false
    }

    /// The controllers UIKit walks for `policy`, from `root` to the one that answers.
    mutating func chain(for policy: SystemPolicy, from root: String) -> [String] {
        var path = [root]
        var current = node(root)
        while true {
            if let presentedName = current.presents {
                let presented = node(presentedName)
                if takesOver(presented) {
                    path.append(presentedName)
                    current = presented
                    continue
                }
            }
            guard let next = hierarchy.forwardTarget(of: current, for: policy) else { break }
            if next.builtIn, current.kind == .navigation, policy == .statusBarHidden {
                note("uncertain: UINavigationController overrides childForStatusBarHidden but its body has not been read, so \(quoted(current.name)) is modelled as forwarding to its top controller, \(quoted(next.name)) (research P2.3)")
            }
            path.append(next.name)
            current = node(next.name)
        }
        return path
    }

    // MARK: - The status bar

    /// Whether the status bar is hidden when the deciding controller prefers `preference`.
    mutating func statusBarHidden(preference: Bool?) -> Bool {
        // Apple's prefersStatusBarHidden reference: true "if the view controller is in a vertically
        // compact environment", for apps linked against iOS 8 or later (research R2.1).
        let compactLandscape = device.family == .phone && orientation.isLandscape
        guard let preference else { return compactLandscape && ios >= 8 }
        if compactLandscape, !preference, ios >= 8 {
            if device.feature != .homeButton {
                note("\(device.name) never shows the status bar in landscape, whatever prefersStatusBarHidden says (openradar 35694326)")
                return true
            }
            if ios >= 13 {
                note("whether iOS 13 and later show the status bar in landscape on home-button iPhones when asked is unknown: modelled as shown (research R2.2)")
            }
        }
        return preference
    }

    // MARK: - Warnings

    /// A forward UIKit follows to a controller that is not on screen: a navigation controller's
    /// controller below the top, a tab that is not selected, the root of a hidden window.
    mutating func warnAboutForwards(_ policy: SystemPolicy, path: [String]) {
        for (from, to) in zip(path, path.dropFirst()) {
            let container = node(from)
            guard container.childHook(for: policy) == to else { continue }
            if let visible = container.visibleChild, container.children.contains(to), visible != to {
                let what = container.kind == .navigation ? "the top of its stack is" : "the selected tab is"
                warn("\(quoted(from)) forwards \(policy.childHookName) to \(quoted(to)), which is not on screen (\(what) \(quoted(visible))): UIKit asks \(quoted(to)) all the same")
            } else if let window = hierarchy.window(rooting: to), window.isHidden {
                warn("\(quoted(from)) forwards \(policy.childHookName) to \(quoted(to)), the root of window \(quoted(window.name)), which is hidden: UIKit asks \(quoted(to)) all the same")
            } else if !container.children.contains(to), hierarchy.window(rooting: to) == nil {
                let holder = hierarchy.parents[to].map { "held by \(quoted($0))" } ?? "held by no container"
                warn("\(quoted(from)) forwards \(policy.childHookName) to \(quoted(to)), which is neither its child nor a window's root (\(holder)): UIKit asks it all the same, but nothing tells \(quoted(from)) when its answer changes: call \(policy.updateCallName) on \(quoted(from)) too")
            }
        }
    }

    /// Every controller on screen that overrides the preference with another answer than the one
    /// used, and is not on the path: UIKit never asks it. Says which container or window stops
    /// the question.
    mutating func warnAboutIgnoredPreferences(_ policy: SystemPolicy, path: [String], window: WindowNode, onScreen: [(name: String, window: String)]) {
        let decided = answer(of: node(decidingName(of: path)), policy)
        let parents = hierarchy.parents
        var pathIndex: [String: Int] = [:]
        for (index, name) in path.enumerated() where pathIndex[name] == nil { pathIndex[name] = index }
        // The nearest ancestor on the path, per controller, filled in as walks find it so that
        // each parent link is followed once.
        var stopOf: [String: String?] = [:]
        func nearestOnPath(above name: String) -> String? {
            var walk: [String] = []
            var ancestor = parents[name]
            var found: String?? = nil
            while let current = ancestor {
                if pathIndex[current] != nil { found = .some(current); break }
                if let known = stopOf[current] { found = .some(known); break }
                walk.append(current)
                ancestor = parents[current]
            }
            let stop = found ?? nil
            for visited in walk { stopOf[visited] = .some(stop) }
            return stop
        }
        for (name, windowName) in onScreen where pathIndex[name] == nil {
            guard let own = preference(of: node(name), policy), own != decided else { continue }
            let what = "\(quoted(name)) sets \(policy.preferenceName) = \(own)"
            if let stop = nearestOnPath(above: name) {
                let container = node(stop)
                if stop == decidingName(of: path) {
                    if container.kind == .navigation, policy == .homeIndicatorAutoHidden {
                        warn("\(what), but UIKit never asks it: \(quoted(stop)) is a UINavigationController, which does not forward the home indicator (its class overrides neither childForHomeIndicatorAutoHidden nor the preference): give it a subclass whose childForHomeIndicatorAutoHidden returns topViewController")
                    } else {
                        warn("\(what), but UIKit never asks it: \(quoted(stop)) decides and does not forward \(policy.childHookName)")
                    }
                } else if let index = pathIndex[stop], index + 1 < path.count {
                    let next = path[index + 1]
                    let how = container.presents == next ? "presents \(quoted(next)), which takes over" : "forwards \(policy.childHookName) to \(quoted(next))"
                    warn("\(what), but UIKit never asks it: \(quoted(stop)) \(how)")
                }
                continue
            }
            let deciding = window.name
            let lower = visibleWindowsFromTop.drop { $0.name != deciding }.dropFirst().contains { $0.name == windowName }
            if lower {
                let lowerRoot = quoted(windowRoot(windowName))
                warn("\(what) in window \(quoted(windowName)), but window \(quoted(deciding)) (level \(NumberFormatting.text(window.windowLevel))) lies above it and decides, and its root \(quoted(path[0])) does not forward to \(lowerRoot): make \(quoted(path[0])) return \(lowerRoot) from \(policy.childHookName), or hide \(quoted(deciding)) while it is not needed")
                overlayWarned = true
            } else {
                warn("\(what) in window \(quoted(windowName)), which does not cover the screen: UIKit asks window \(quoted(deciding)) (inferred, research P1.2)")
            }
        }
    }

    /// The root view controller of the window named `windowName`, which the hierarchy holds
    /// (the caller found the window there); the name itself should it not, rather than a trap.
    func windowRoot(_ windowName: String) -> String {
        hierarchy.windows.first { $0.name == windowName }?.rootViewController ?? windowName
    }

    /// The controller's own answer, as written, for comparison.
    func preference(of controller: ViewControllerNode, _ policy: SystemPolicy) -> String? {
        switch policy {
        case .homeIndicatorAutoHidden: controller.prefersHomeIndicatorAutoHidden.map { "\($0)" }
        case .screenEdgesDeferringSystemGestures: controller.preferredScreenEdgesDeferringSystemGestures.map(Self.edgeText)
        case .statusBarHidden: controller.prefersStatusBarHidden.map { "\($0)" }
        }
    }

    /// The deciding controller's answer, defaults included.
    func answer(of decider: ViewControllerNode, _ policy: SystemPolicy) -> String {
        switch policy {
        case .homeIndicatorAutoHidden: "\(decider.prefersHomeIndicatorAutoHidden ?? false)"
        case .screenEdgesDeferringSystemGestures: Self.edgeText(decider.preferredScreenEdgesDeferringSystemGestures ?? [])
        case .statusBarHidden:
            "\(decider.prefersStatusBarHidden ?? (device.family == .phone && orientation.isLandscape && ios >= 8))"
        }
    }

    static func edgeText(_ edges: EdgeSet) -> String { "[" + edges.names.joined(separator: ", ") + "]" }

    /// The controllers on screen in the visible windows, each with its window, in window order:
    /// a plain container's children, a navigation controller's top, the selected tab, a presented
    /// controller; a controller covered by a full-screen presentation is not on screen.
    /// Walked with an explicit stack in the order a recursive visit would take: a chain of
    /// 14,000 presentations overflowed the call stack.
    func controllersOnScreen() -> [(name: String, window: String)] {
        var result: [(String, String)] = []
        for window in hierarchy.windows where !window.isHidden {
            var stack = [window.rootViewController]
            while let name = stack.popLast() {
                let controller = node(name)
                if let presented = controller.presents, style(of: node(presented)) == .fullScreen {
                    stack.append(presented)
                    continue
                }
                result.append((name, window.name))
                // Pushed in reverse, so that children come off first and the presented last.
                if let presented = controller.presents { stack.append(presented) }
                stack.append(contentsOf: controller.childrenOnScreen.reversed())
            }
        }
        return result
    }

    func quoted(_ name: String) -> String { "'\(name)'" }

    mutating func warn(_ text: String) {
        if warned.insert(text).inserted { warnings.append(text) }
    }

    mutating func note(_ text: String) {
        if noted.insert(text).inserted { notes.append(text) }
    }
}
