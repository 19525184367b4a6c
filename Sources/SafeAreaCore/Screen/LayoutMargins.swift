/// The layout margins UIKit gives a view controller's root view.
///
/// Sources: Apple's `systemMinimumLayoutMargins` and `viewRespectsSystemMinimumLayoutMargins`
/// documentation (top and bottom 0, sides "either 16 or 20 points"); the choice between 16 and 20
/// follows `+[UIViewController _horizontalContentMarginForView:ofWidth:]` as quoted from iOS 16's
/// UIKitCore in a public UIKit port (decompiled, one source: **uncertain** until a simulator
/// print confirms it). See `docs` in README, "Layout margins".
public enum LayoutMargins {
    /// Widths above this get 20-point side margins, unless the window has insets on both sides.
    public static let wideMarginThreshold: Double = 393

    /// `systemMinimumLayoutMargins`: 20 points on each side when the root view is wider than 393
    /// points and the safe area does not inset both sides (a notched phone in landscape), else 16;
    /// top and bottom 0.
    public static func systemMinimum(width: Double, safeAreaInsets: EdgeInsets) -> EdgeInsets {
        let insetOnBothSides = safeAreaInsets.left > 0 && safeAreaInsets.right > 0
        let side: Double = width > wideMarginThreshold && !insetOnBothSides ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }

    /// The root view's `layoutMargins` with `insetsLayoutMarginsFromSafeArea` and
    /// `viewRespectsSystemMinimumLayoutMargins` at their defaults (true): the system minimum
    /// measured from the safe area's edges ("any margins that are outside the safe area are
    /// automatically modified to fall within the safe area boundary", Apple's
    /// `insetsLayoutMarginsFromSafeArea` documentation). Adding rather than taking the larger of the
    /// two is inferred from that wording, not measured.
    public static func rootView(width: Double, safeAreaInsets: EdgeInsets) -> EdgeInsets {
        safeAreaInsets + systemMinimum(width: width, safeAreaInsets: safeAreaInsets)
    }
}
