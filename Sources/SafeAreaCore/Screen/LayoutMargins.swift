/// The layout margins UIKit gives a view controller's root view and its subviews.
///
/// Sources: Apple's `systemMinimumLayoutMargins` and `viewRespectsSystemMinimumLayoutMargins`
/// documentation (top and bottom 0, sides "either 16 or 20 points"); the choice between 16 and 20
/// follows `+[UIViewController _horizontalContentMarginForView:ofWidth:]` as quoted from iOS 16's
/// UIKitCore in a public UIKit port (decompiled, one source: **uncertain** until a simulator
/// print confirms it). Research: `Profiles/research/uikit-rules.md`, R1.
public enum LayoutMargins {
    /// Widths above this get 20-point side margins, unless the window has insets on both sides.
    public static let wideMarginThreshold: Double = 393
    /// `layoutMargins` arrived in iOS 8.
    public static let firstVersion = 8
    /// `layoutMarginsGuide` and `readableContentGuide` arrived in iOS 9.
    public static let firstVersionWithGuides = 9
    /// A subview's own default margin on each side ("normally 8 points", Apple's `layoutMargins`
    /// reference). iOS 27.1 made it 0 (iOS & iPadOS 27.2 release notes); a major version of 27 is
    /// modelled as 27.0.
    public static let subviewDefault: Double = 8

    /// `systemMinimumLayoutMargins`: 20 points on each side when the root view is wider than 393
    /// points and the safe area does not inset both sides (a notched phone in landscape), else 16;
    /// top and bottom 0.
    public static func systemMinimum(width: Double, safeAreaInsets: EdgeInsets) -> EdgeInsets {
        let insetOnBothSides = safeAreaInsets.left > 0 && safeAreaInsets.right > 0
        let side: Double = width > wideMarginThreshold && !insetOnBothSides ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The root view's `layoutMargins`, `viewRespectsSystemMinimumLayoutMargins` at its default.
    ///
    /// From iOS 11, with `insetsLayoutMarginsFromSafeArea` (the default), the system minimum is
    /// measured from the safe area's edges ("any margins that are outside the safe area are
    /// automatically modified to fall within the safe area boundary", Apple's reference); adding
    /// rather than taking the larger of the two is inferred from that wording, not measured.
    /// Before iOS 11 the margins are the minimum from the view's edges (Apple's iOS 8–10 text: "The
    /// top and bottom margins are set to zero points"); before iOS 8 there are none.
    public static func rootView(
        width: Double, safeAreaInsets: EdgeInsets, ios: Int = IOSVersion.firstWithSafeArea,
        insetsFromSafeArea: Bool = true
    ) -> EdgeInsets? {
        guard ios >= firstVersion else { return nil }
        let minimum = systemMinimum(width: width, safeAreaInsets: safeAreaInsets)
        guard ios >= IOSVersion.firstWithSafeArea, insetsFromSafeArea else { return minimum }
        return safeAreaInsets + minimum
    }

    /// A subview's `layoutMargins` (iOS 11 and later): its own 8 points from its safe area's edges
    /// (the root view's additive model), and with `preservesSuperviewLayoutMargins` no less, on
    /// each edge, than how far the superview's margin reaches past that edge of the subview
    /// (Apple: the superview's margin counts "where the distance between the edge of a view and its
    /// superview is smaller than the corresponding margin"). Inferred from the documentation;
    /// no published print confirms the combination.
    public static func subview(
        _ subview: SubviewSafeArea, in superviewBounds: Rect, superviewMargins: EdgeInsets, ios: Int,
        preservesSuperviewMargins: Bool
    ) -> EdgeInsets {
        let own = EdgeInsets(top: subviewDefault, left: subviewDefault, bottom: subviewDefault, right: subviewDefault)
        var margins = subview.safeAreaInsets + own
        if preservesSuperviewMargins {
            let frame = subview.frame
            margins = margins.union(EdgeInsets(
                top: superviewMargins.top - (frame.minY - superviewBounds.minY),
                left: superviewMargins.left - (frame.minX - superviewBounds.minX),
                bottom: superviewMargins.bottom - (superviewBounds.maxY - frame.maxY),
                right: superviewMargins.right - (superviewBounds.maxX - frame.maxX)))
        }
        return margins
    }
}
