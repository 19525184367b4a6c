/// The safe area and related facts UIKit reports for a full-screen view controller's root view on
/// one device, orientation and iOS version.
public struct ScreenLayout: Sendable, Hashable {
    public var orientation: Orientation
    /// The major iOS version modelled.
    public var ios: Int
    /// The screen (and root view) bounds in this orientation.
    public var bounds: Rect
    public var scale: Double
    /// Whether the status bar is hidden, after the system's rules and the app's preference.
    public var statusBarHidden: Bool
    /// `view.safeAreaInsets` of the content view controller's root view.
    public var safeAreaInsets: EdgeInsets
    /// `view.safeAreaLayoutGuide.layoutFrame`.
    public var safeAreaFrame: Rect
    /// `view.layoutMargins` of the root view.
    public var layoutMargins: EdgeInsets
    public var sizeClasses: SizeClasses
    /// The safe area of the requested subview, when one was given.
    public var subview: SubviewSafeArea?
}

/// A subview's frame and its own `safeAreaInsets`.
public struct SubviewSafeArea: Sendable, Hashable {
    /// The subview's frame in the root view.
    public var frame: Rect
    /// How far the subview reaches into each of its superview's unsafe bands, never negative.
    public var safeAreaInsets: EdgeInsets

    /// Creates a subview result.
    public init(frame: Rect, safeAreaInsets: EdgeInsets) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
    }
}

extension DeviceProfile {
    /// The version a request models: the one asked, or the newest with sourced values.
    public func resolvedVersion(_ requested: Int?) throws(ScreenLayoutError) -> Int {
        guard let version = requested ?? newestSourcedVersion else {
            throw .versionNotSourced(ios.last)
        }
        guard ios.contains(version), IOSVersion.exists(version) else {
            throw .versionNotRun(version, runs: ios)
        }
        if version < IOSVersion.firstWithSafeArea { throw .versionBeforeSafeArea(version) }
        return version
    }

    /// Computes the root view's safe area for `request`.
    ///
    /// The profile gives the insets with the status bar as the system shows it by default. When the
    /// app asks otherwise:
    /// - hidden where the default shows it: the profile's sourced `statusBarHidden` insets (a
    ///   notched phone keeps its sensor inset; a home-button device drops to 0);
    /// - visible where the default hides it (iPhone landscape): the bar stays hidden unless the
    ///   profile gives a landscape height for that version, in which case the top inset grows to it.
    public func layout(for request: ScreenRequest) throws(ScreenLayoutError) -> ScreenLayout {
        let orientation = request.orientation
        guard supports(orientation) else { throw .unsupportedOrientation(orientation) }
        let version = try resolvedVersion(request.ios)
        guard let spec = safeAreaSpec(ios: version) else { throw .versionNotSourced(version) }
        guard let defaultInsets = spec.insets[orientation] else {
            throw spec.unknown.contains(orientation) ? .insetsUnknown(orientation, version) : .versionNotSourced(version)
        }
        // Documented default: `prefersStatusBarHidden` is true in a vertically compact
        // environment, which on iPhone is landscape (Apple's prefersStatusBarHidden reference).
        let shownByDefault = !(family == .phone && orientation.isLandscape)
        var hidden = !shownByDefault
        var insets = defaultInsets
        switch request.statusBar {
        case .system:
            break
        case .hidden:
            if shownByDefault {
                guard let hiddenInsets = spec.statusBarHidden[orientation] else {
                    throw .statusBarHiddenNotSourced(orientation)
                }
                insets = hiddenInsets
            }
            hidden = true
        case .visible:
            // Notched iPhones never show it in landscape (openradar 35694326); a profile that
            // gives a landscape height says the device can.
            if !shownByDefault, let height = statusBarSpec(ios: version)?.height(in: orientation) {
                insets.top = max(insets.top, height)
                hidden = false
            }
        }
        let bounds = screen.bounds(in: orientation)
        let classes = sizeClasses(in: orientation)
        let safeFrame = bounds.inset(by: insets)
        return ScreenLayout(
            orientation: orientation,
            ios: version,
            bounds: bounds,
            scale: screen.scale,
            statusBarHidden: hidden,
            safeAreaInsets: insets,
            safeAreaFrame: safeFrame,
            layoutMargins: LayoutMargins.rootView(width: bounds.width, safeAreaInsets: insets),
            sizeClasses: classes,
            subview: request.subviewFrame.map { SubviewSafeArea.of(frame: $0, in: safeFrame) })
    }
}

extension SubviewSafeArea {
    /// A subview's safe area: UIKit converts the superview's safe-area rectangle into the subview
    /// and reports how far each edge of the subview lies outside it, clamped at zero.
    ///
    /// Uncertain: UIKit's clamping when a subview lies entirely inside an unsafe band is not
    /// documented; this reports the full overlap on that edge (the inset may exceed the subview's
    /// size, as the band does).
    public static func of(frame: Rect, in safeFrame: Rect) -> SubviewSafeArea {
        SubviewSafeArea(
            frame: frame,
            safeAreaInsets: EdgeInsets(
                top: max(0, safeFrame.minY - frame.minY),
                left: max(0, safeFrame.minX - frame.minX),
                bottom: max(0, frame.maxY - safeFrame.maxY),
                right: max(0, frame.maxX - safeFrame.maxX)))
    }
}
