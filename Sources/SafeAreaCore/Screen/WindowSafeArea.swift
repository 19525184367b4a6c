/// The safe area of a window that covers only part of the screen.
public enum WindowSafeArea {
    /// The window's `safeAreaInsets`: on each edge, how far the screen's unsafe band on that edge
    /// reaches into the window, never negative and never more than the window's size.
    ///
    /// This is the rule Apple documents for any view: "the safe area of a view reflects the area
    /// not covered by navigation bars, tab bars, toolbars, and other ancestors", and a view that
    /// does not reach an unsafe band gets no inset from it (`UIView.safeAreaInsets` reference,
    /// developer.apple.com/documentation/uikit/uiview/safeareainsets). A window is treated like
    /// a subview of the screen: a window equal to the screen gets the screen's insets unchanged.
    ///
    /// Uncertain: no source publishes a partly overlapping window's insets number by number, so
    /// this applies the documented view rule to windows; the system's window controls (iPadOS 26)
    /// do not enter the insets (tauri-apps/tauri#15521, erik-sutton95/OpenZCine#91) and are not
    /// counted here.
    ///
    /// - Parameters:
    ///   - window: the window's frame in screen points, in the orientation's coordinates.
    ///   - screen: the screen's bounds in the same orientation.
    ///   - screenInsets: the full-screen safe-area insets of the screen.
    public static func insets(window: Rect, screen: Rect, screenInsets: EdgeInsets) -> EdgeInsets {
        let safe = screen.inset(by: screenInsets)
        func overlap(_ reach: Double, _ size: Double) -> Double { min(max(0, reach), size) }
        return EdgeInsets(
            top: overlap(safe.minY - window.minY, window.height),
            left: overlap(safe.minX - window.minX, window.width),
            bottom: overlap(window.maxY - safe.maxY, window.height),
            right: overlap(window.maxX - safe.maxX, window.width))
    }

    /// Why a window frame cannot be laid out on `screen`, or `nil` when it can: it must be
    /// finite, have an area, and lie on the screen (edges may touch the screen's edges).
    public static func problem(window: Rect, screen: Rect) -> ScreenLayoutError? {
        let parts = [window.x, window.y, window.width, window.height]
        if parts.contains(where: { !$0.isFinite }) { return .windowNotFinite }
        if window.width <= 0 || window.height <= 0 { return .windowEmpty(window) }
        if !screen.contains(window) { return .windowOffScreen(window, screen: screen) }
        return nil
    }
}
