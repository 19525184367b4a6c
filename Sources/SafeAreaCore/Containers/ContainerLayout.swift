extension DeviceProfile {
    /// Computes what the content view controller's root view reports for `request`.
    ///
    /// The bars stack from the window's edges: the navigation bar from the window's safe-area top
    /// (see `BarMetrics.navigationBarTop`), the tab bar up from the bottom edge over the home
    /// indicator, and the toolbar above the tab bar or the home indicator. Translucent bars (the
    /// default) lie over a full-screen view and add to its safe area; opaque bars with
    /// `extendedLayoutIncludesOpaqueBars` false shrink the view to the space between them
    /// (Apple's `topLayoutGuide` reference: the view "abuts the bottom of the navigation bar").
    /// Either way each edge's inset is how far the window's unsafe band or the bars reach past
    /// that edge of the view, never negative; `additionalSafeAreaInsets` are then added edge by
    /// edge (Apple's `additionalSafeAreaInsets` reference).
    public func layout(for request: ScreenRequest) throws(ScreenLayoutError) -> ScreenLayout {
        var layout = if let folding { try foldedLayout(for: request, folding: folding) } else { ScreenLayout(try unfoldedValues(for: request)) }
        if request.weakestEvidence != .derived { try layout.keepEvidence(atLeast: request.weakestEvidence) }
        return layout
    }

    /// The values of ``layout(for:)`` on a device that does not fold.
    private func unfoldedValues(for request: ScreenRequest) throws(ScreenLayoutError) -> ScreenLayout.Values {
        let orientation = request.orientation
        guard supports(orientation) else { throw .unsupportedOrientation(orientation) }
        if request.posture != nil { throw .doesNotFold }
        if request.multitasking != nil, family != .pad { throw .multitaskingNeedsIPad }
        // Apple's UIRequiresFullScreen reference: the app "requires full screen", opting out of
        // iPad multitasking; an iPhone app is full screen already. iOS 27 turned it into a request
        // for discrete sizes (``CompatibilityMode``), so a window is allowed there.
        if request.requiresFullScreen, family == .pad, request.multitasking != nil || request.window != nil,
            (request.ios ?? newestSourcedVersion ?? 0) < CompatibilityMode.firstResizableVersion {
            throw .fullScreenAppInWindow
        }
        let version = try resolvedVersion(request.ios, accepting: request.weakestEvidence, in: request.orientation)
        let design = try BarDesign.of(ios: version, requiresCompatibility: request.designRequiresCompatibility)
        var window = try windowState(orientation, version: version, preference: request.statusBar)
        let screenBounds = screen.bounds(in: orientation)
        var bounds = screenBounds
        var windowFrame = screenBounds
        var classes = sizeClasses(in: orientation)
        var requestedWindow = request.window
        if let multitasking = request.multitasking {
            let arranged = try MultitaskingFrames.window(
                for: multitasking, device: id, portraitScreen: screen.size, orientation: orientation, ios: version)
            requestedWindow = arranged.frame
            classes = arranged.sizeClasses
        }
        if let frame = requestedWindow {
            if let problem = WindowSafeArea.problem(window: frame, screen: screenBounds) { throw problem }
            window.insets = WindowSafeArea.insets(window: frame, screen: screenBounds, screenInsets: window.insets)
            // The status bar is drawn along the screen's top edge; a window that does not reach
            // it has none of it.
            if frame.minY > screenBounds.minY { window.statusBarHeight = nil }
            windowFrame = frame
            bounds = Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        }
        let containers = request.containers
        if version < IOSVersion.firstWithSafeArea {
            if !containers.additionalSafeAreaInsets.isZero { throw .beforeSafeArea("additionalSafeAreaInsets", version) }
            if request.subviewFrame != nil { throw .beforeSafeArea("a subview's safe area", version) }
        }
        let environment = BarEnvironment(
            device: id, family: family, feature: feature, sizeClasses: classes, ios: version, design: design,
            window: window.insets, statusBarShown: !window.statusBarHidden, statusBarHeight: window.statusBarHeight)
        let bars = try BarStack(containers, environment, width: bounds.width, height: bounds.height)

        // The edges of the window the view must keep clear of: the window's own unsafe bands and
        // whatever the bars cover.
        let coveredTop = max(window.insets.top, bars.topEdge)
        let coveredBottom = max(window.insets.bottom, bars.bottomBand)
        var viewFrame = bounds
        if containers.opaqueBars {
            let top = bars.topEdge
            let bottom = bars.bottomBand
            viewFrame = Rect(x: 0, y: top, width: bounds.width, height: max(0, bounds.height - top - bottom))
        }
        var insets = EdgeInsets(
            top: max(0, coveredTop - viewFrame.minY),
            left: window.insets.left,
            bottom: max(0, viewFrame.maxY - (bounds.height - coveredBottom)),
            right: window.insets.right)
        // Sums of thirds (a Dynamic Island bar starts at 53.667) drift off the pixel grid in
        // binary; UIKit reports grid values, so every reported length is snapped once, here.
        // The app's own additional insets are added as given, after the snap.
        let grid = PixelGrid(scale: screen.scale)
        insets = grid.round(insets) + containers.additionalSafeAreaInsets
        viewFrame = grid.round(viewFrame)
        let viewBounds = Rect(x: 0, y: 0, width: viewFrame.width, height: viewFrame.height)
        let safeFrame = grid.round(viewBounds.inset(by: insets))

        let hasSafeArea = version >= IOSVersion.firstWithSafeArea
        let margins = LayoutMargins.rootView(
            width: viewBounds.width, safeAreaInsets: insets, ios: version,
            insetsFromSafeArea: containers.insetsLayoutMarginsFromSafeArea)
        let marginsGuide = version >= LayoutMargins.firstVersionWithGuides ? margins.map(viewBounds.inset(by:)) : nil
        var subview: SubviewSafeArea?
        if let frame = request.subviewFrame {
            guard frame.touches(viewBounds) else { throw .subviewOutsideView(frame, view: viewBounds) }
            var result = SubviewSafeArea.of(frame: frame, in: safeFrame, superviewBounds: viewBounds)
            if hasSafeArea, let margins {
                result.layoutMargins = LayoutMargins.subview(
                    result, in: viewBounds, superviewMargins: margins, ios: version,
                    preservesSuperviewMargins: containers.subviewPreservesSuperviewLayoutMargins)
            }
            subview = result
        }
        let measuredGuide = ReadableGuideMeasurement.of(
            device: id, orientation: orientation, ios: version, category: request.contentSizeCategory, viewWidth: viewBounds.width)
        var readable = marginsGuide.flatMap { _ in
            margins.map {
                ReadableContent.guide(
                    in: viewBounds, margins: $0, safeAreaInsets: hasSafeArea ? insets : .zero,
                    insetsFromSafeArea: containers.insetsLayoutMarginsFromSafeArea, category: request.contentSizeCategory,
                    ios: version, scale: screen.scale)
            }
        }
        // A published frame of this pair wins over the rules (shared/evidence.md, "Rules").
        if let measuredGuide, let guide = readable {
            readable = Rect(x: measuredGuide.x, y: guide.y, width: measuredGuide.width, height: guide.height)
        }
        var layout = ScreenLayout.Values(
            orientation: orientation,
            ios: version,
            design: design,
            bounds: bounds,
            window: windowFrame,
            windowing: request.multitasking.map(Windowing.init) ?? (windowFrame == screenBounds ? .fullScreen : .window),
            reservedRegions: [],
            scale: screen.scale,
            statusBarHidden: window.statusBarHidden,
            bars: BarFrames(
                statusBar: bars.frames.statusBar.map(grid.round), navigationBar: bars.frames.navigationBar.map(grid.round),
                tabBar: bars.frames.tabBar.map(grid.round), toolbar: bars.frames.toolbar.map(grid.round)),
            viewFrame: viewFrame,
            safeAreaInsets: insets,
            safeAreaFrame: safeFrame,
            layoutGuides: hasSafeArea ? nil : LayoutGuideLengths(top: insets.top, bottom: insets.bottom),
            layoutMargins: margins,
            layoutMarginsGuide: marginsGuide,
            readableContentGuide: readable,
            contentSizeCategory: request.contentSizeCategory,
            sizeClasses: classes,
            subview: subview,
            disputes: window.disputes)
        layout.evidence = evidence(of: layout, window: window, bars: bars.evidence, readable: readable == nil ? nil : measuredGuide)
        applyMeasurement(to: &layout, window: window, screenBounds: screenBounds)
        if family == .pad, version >= WindowControls.firstVersion, windowFrame != screenBounds {
            layout.showsWindowControls = true
            layout.notes.append(WindowControls.note)
        }
        // prefersStatusBarHidden = false is a wish the system overrides where it hides the bar
        // (landscape on notched and Dynamic Island iPhones: openradar 35694326); saying so keeps
        // a "visible" request from reading as ignored by the tool.
        if request.statusBar == .visible, window.statusBarHidden {
            layout.notes.append(
                "the app asks for the status bar (prefersStatusBarHidden = false), but the system hides it in \(orientation.rawValue) on \(name)")
        }
        if request.requiresFullScreen {
            if version >= CompatibilityMode.firstResizableVersion {
                layout.notes.append(CompatibilityMode.resizableNote)
            } else if family == .pad, version >= WindowControls.firstVersion {
                layout.notes.append(CompatibilityMode.note)
            }
        }
        return layout
    }
}

/// The bars of a request, placed in the window.
struct BarStack: Sendable {
    var frames = BarFrames()
    /// The bottom edge of the lowest bar along the top (0 when none).
    var topEdge: Double = 0
    /// How far up from the window's bottom edge the bottom bars reach (0 when none).
    var bottomBand: Double = 0
    /// How each bar's size and place are known, by its frame's field name.
    var evidence: [FieldEvidence] = []

    init(_ containers: ViewControllerContainers, _ env: BarEnvironment, width: Double, height: Double) throws(ScreenLayoutError) {
        if let statusHeight = env.statusBarHeight {
            frames.statusBar = Rect(x: 0, y: 0, width: width, height: statusHeight)
        }
        if containers.navigationBar.showsBar {
            let top = try BarMetrics.navigationBarTop(env)
            let barHeight = try BarMetrics.navigationBarHeight(containers.navigationBar, env)
            frames.navigationBar = Rect(x: 0, y: top.value, width: width, height: barHeight.value)
            topEdge = top.value + barHeight.value
            evidence.append(FieldEvidence(field: "navigationBarFrame", evidence: top.evidence.combined(with: barHeight.evidence)))
        }
        if containers.tabBar {
            let (placement, known) = try BarMetrics.tabBarPlacement(env, navigationBar: containers.navigationBar)
            evidence.append(FieldEvidence(field: "tabBarFrame", evidence: known))
            switch placement {
            case .bottom(let barHeight):
                bottomBand = barHeight + env.window.bottom
                frames.tabBar = Rect(x: 0, y: height - bottomBand, width: width, height: bottomBand)
            case .band(let band):
                bottomBand = band
                frames.tabBar = Rect(x: 0, y: height - band, width: width, height: band)
            case .top(let band):
                if containers.opaqueBars { throw .barNotSourced("an opaque floating tab bar") }
                frames.tabBar = Rect(x: 0, y: env.window.top, width: width, height: band)
                topEdge = max(topEdge, env.window.top + band)
            }
        }
        if containers.toolbar {
            // The toolbar sits on the tab bar when there is one (the navigation controller is the
            // tab's content), else on the home-indicator band; its own frame stops there.
            let bar = try BarMetrics.toolbarHeight(env)
            let base = bottomBand > 0 ? bottomBand : env.window.bottom
            frames.toolbar = Rect(x: 0, y: height - base - bar.value, width: width, height: bar.value)
            bottomBand = base + bar.value
            evidence.append(FieldEvidence(field: "toolbarFrame", evidence: bar.evidence))
        }
    }
}
