/// What UIKit reports for the content view controller's root view on one device, orientation and
/// iOS version, inside the requested containers.
///
/// Frames of bars and of the view are in the window's coordinates; guides and `safeAreaFrame` are
/// in the view's own coordinates, as UIKit reports `layoutFrame`.
///
/// Its values live in one shared box, copied on write (``CopyOnWriteBox``): a layout is some 600
/// bytes with three arrays, and scroll, table and flow layouts each hold one, so that every copy
/// of a value was a large move and a retain per array. A copy now retains the box.
public struct ScreenLayout: Sendable, Hashable {
    /// The stored values, compared and hashed as the layout is.
    struct Values: Hashable, Sendable {
        var orientation: Orientation
        var ios: Int
        var design: BarDesign
        var bounds: Rect
        var window: Rect
        var windowing: Windowing
        var posture: Posture? = nil
        var showsWindowControls: Bool = false
        var notes: [String] = []
        var reservedRegions: [ReservedRegion]
        var scale: Double
        var statusBarHidden: Bool
        var bars: BarFrames
        var viewFrame: Rect
        var safeAreaInsets: EdgeInsets
        var safeAreaFrame: Rect
        var layoutGuides: LayoutGuideLengths?
        var layoutMargins: EdgeInsets?
        var layoutMarginsGuide: Rect?
        var readableContentGuide: Rect?
        var contentSizeCategory: ContentSizeCategory = .large
        var sizeClasses: SizeClasses
        var subview: SubviewSafeArea?
        var disputes: [ValueDispute] = []
        var evidence: [FieldEvidence] = []
    }

    /// Its only stored property: layouts are equal, and hash alike, when their values are.
    private var storage: CopyOnWriteBox<Values>

    init(_ values: Values) {
        storage = CopyOnWriteBox(values)
    }

    /// All its values at once; set in place when no other copy shares them.
    var values: Values {
        get { storage.value }
        _modify { yield &storage.value }
    }

    /// The orientation laid out.
    public var orientation: Orientation {
        get { storage.value.orientation }
        _modify { yield &storage.value.orientation }
    }

    /// The major iOS version modelled.
    public var ios: Int {
        get { storage.value.ios }
        _modify { yield &storage.value.ios }
    }

    /// The bar design the version draws for the request.
    public var design: BarDesign {
        get { storage.value.design }
        _modify { yield &storage.value.design }
    }

    /// The window's bounds: the screen's in this orientation for a full-screen app, else the
    /// window's size at the origin.
    public var bounds: Rect {
        get { storage.value.bounds }
        _modify { yield &storage.value.bounds }
    }

    /// The window's frame in screen coordinates (the whole screen for a full-screen app).
    public var window: Rect {
        get { storage.value.window }
        _modify { yield &storage.value.window }
    }

    /// How the window shares the screen.
    public var windowing: Windowing {
        get { storage.value.windowing }
        _modify { yield &storage.value.windowing }
    }

    /// The posture of a foldable device; `nil` for one that does not fold.
    public var posture: Posture? {
        get { storage.value.posture }
        _modify { yield &storage.value.posture }
    }

    /// Whether the system draws window controls over the window (an iPad window on iPadOS 26 or
    /// later), whose frame no source gives.
    public var showsWindowControls: Bool {
        get { storage.value.showsWindowControls }
        _modify { yield &storage.value.showsWindowControls }
    }

    /// What the result leaves out or assumes, in sentences: a region with no sourced frame, a
    /// value only one source gives.
    public var notes: [String] {
        get { storage.value.notes }
        _modify { yield &storage.value.notes }
    }

    /// The system's reserved regions in the window's coordinates; empty where none is reported.
    public var reservedRegions: [ReservedRegion] {
        get { storage.value.reservedRegions }
        _modify { yield &storage.value.reservedRegions }
    }

    /// Points to pixels, from the profile.
    public var scale: Double {
        get { storage.value.scale }
        _modify { yield &storage.value.scale }
    }

    /// Whether the status bar is hidden, after the system's rules and the app's preference.
    public var statusBarHidden: Bool {
        get { storage.value.statusBarHidden }
        _modify { yield &storage.value.statusBarHidden }
    }

    /// The bars on screen.
    public var bars: BarFrames {
        get { storage.value.bars }
        _modify { yield &storage.value.bars }
    }

    /// The content view controller's root view in the window: the whole screen, or the part
    /// between opaque bars.
    public var viewFrame: Rect {
        get { storage.value.viewFrame }
        _modify { yield &storage.value.viewFrame }
    }

    /// `view.safeAreaInsets`. Before iOS 11, which has no safe area, the insets the top and bottom
    /// layout guides describe (what Interface Builder's safe-area guide compiles to on iOS 9–10).
    public var safeAreaInsets: EdgeInsets {
        get { storage.value.safeAreaInsets }
        _modify { yield &storage.value.safeAreaInsets }
    }

    /// `view.safeAreaLayoutGuide.layoutFrame`.
    public var safeAreaFrame: Rect {
        get { storage.value.safeAreaFrame }
        _modify { yield &storage.value.safeAreaFrame }
    }

    /// `topLayoutGuide.length` and `bottomLayoutGuide.length`, before iOS 11 only.
    public var layoutGuides: LayoutGuideLengths? {
        get { storage.value.layoutGuides }
        _modify { yield &storage.value.layoutGuides }
    }

    /// `view.layoutMargins`; `nil` before iOS 8, which had none.
    public var layoutMargins: EdgeInsets? {
        get { storage.value.layoutMargins }
        _modify { yield &storage.value.layoutMargins }
    }

    /// `view.layoutMarginsGuide.layoutFrame`; `nil` before iOS 9.
    public var layoutMarginsGuide: Rect? {
        get { storage.value.layoutMarginsGuide }
        _modify { yield &storage.value.layoutMarginsGuide }
    }

    /// `view.readableContentGuide.layoutFrame` at ``contentSizeCategory``; `nil` before iOS 9.
    public var readableContentGuide: Rect? {
        get { storage.value.readableContentGuide }
        _modify { yield &storage.value.readableContentGuide }
    }

    /// The text size the readable content guide was laid out for.
    public var contentSizeCategory: ContentSizeCategory {
        get { storage.value.contentSizeCategory }
        _modify { yield &storage.value.contentSizeCategory }
    }

    /// The trait collection's horizontal and vertical size classes.
    public var sizeClasses: SizeClasses {
        get { storage.value.sizeClasses }
        _modify { yield &storage.value.sizeClasses }
    }

    /// The safe area of the requested subview, when one was given.
    public var subview: SubviewSafeArea? {
        get { storage.value.subview }
        _modify { yield &storage.value.subview }
    }

    /// The profile's disputed values this layout uses.
    public var disputes: [ValueDispute] {
        get { storage.value.disputes }
        _modify { yield &storage.value.disputes }
    }

    /// How each reported field group is known (``FieldEvidence``), in the order results give them.
    public var evidence: [FieldEvidence] {
        get { storage.value.evidence }
        _modify { yield &storage.value.evidence }
    }
}

/// The frames of the bars on screen, in window coordinates; `nil` for a bar that is not there (or,
/// for the status bar, whose height no source gives).
public struct BarFrames: Sendable, Hashable {
    public var statusBar: Rect?
    public var navigationBar: Rect?
    /// The tab bar, including the home-indicator band it extends over; on iPadOS 18 and later the
    /// band the floating tab bar adds below the status bar.
    public var tabBar: Rect?
    public var toolbar: Rect?

    /// Creates a set of bar frames.
    public init(statusBar: Rect? = nil, navigationBar: Rect? = nil, tabBar: Rect? = nil, toolbar: Rect? = nil) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
    }
}

/// The lengths of `topLayoutGuide` and `bottomLayoutGuide`, which iOS 7–10 gave instead of a safe
/// area.
public struct LayoutGuideLengths: Sendable, Hashable {
    public var top: Double
    public var bottom: Double

    /// Creates the pair of lengths.
    public init(top: Double, bottom: Double) {
        self.top = top
        self.bottom = bottom
    }
}

/// A subview's frame, its own `safeAreaInsets` and its layout margins.
public struct SubviewSafeArea: Sendable, Hashable {
    /// The subview's frame in the root view.
    public var frame: Rect
    /// How far the subview reaches into each of its superview's unsafe bands, never negative.
    public var safeAreaInsets: EdgeInsets
    /// The subview's `layoutMargins`; `nil` before iOS 11 (see `SubviewSafeArea.margins`).
    public var layoutMargins: EdgeInsets?

    /// Creates a subview result.
    public init(frame: Rect, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets? = nil) {
        self.frame = frame
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }
}

extension SubviewSafeArea {
    /// A subview's safe area: on each edge, how much of the subview's frame lies in that edge's
    /// unsafe band of the superview, the band running from the superview's bounds to its
    /// safe-area rectangle. Apple's `UIView.safeAreaInsets` reference: "For other views in the
    /// view hierarchy, the insets reflect only the portion of the view that is covered."
    ///
    /// So a part of the subview that hangs outside the superview's bounds is not covered by any
    /// band and adds nothing (a subview reaching 25 points past the right edge of an iPhone X
    /// with `additionalSafeAreaInsets.right` 10 reports 10, not 35), and an inset never exceeds
    /// the subview's own length on that axis.
    public static func of(frame: Rect, in safeFrame: Rect, superviewBounds bounds: Rect) -> SubviewSafeArea {
        /// The length of `[low, high]` that the frame's span `[from, to]` covers.
        func covered(_ low: Double, _ high: Double, _ from: Double, _ to: Double) -> Double {
            max(0, min(high, to) - max(low, from))
        }
        return SubviewSafeArea(
            frame: frame,
            safeAreaInsets: EdgeInsets(
                top: covered(bounds.minY, safeFrame.minY, frame.minY, frame.maxY),
                left: covered(bounds.minX, safeFrame.minX, frame.minX, frame.maxX),
                bottom: covered(safeFrame.maxY, bounds.maxY, frame.minY, frame.maxY),
                right: covered(safeFrame.maxX, bounds.maxX, frame.minX, frame.maxX)))
    }
}
