/// One `UIWindow` of the app's scene, as far as the system-appearance policies care.
public struct WindowNode: Sendable, Hashable {
    /// A name for messages and the `window` field of a result; unique in the hierarchy.
    public var name: String
    /// `windowLevel.rawValue`: `.normal` is 0, `.statusBar` 1000, `.alert` 2000. It matters only
    /// through z-order (decompiled `_UIWindowCompareWindowsUsingLevel`; research P1.2).
    public var windowLevel: Double
    /// The name of the window's `rootViewController`.
    public var rootViewController: String
    /// `isUserInteractionEnabled`. It does **not** exempt a window from deciding: measured on
    /// iOS 7 (openradar 15573442), unverified since (research P1.3); kept for the warning.
    public var isUserInteractionEnabled: Bool
    /// `isHidden`: a hidden window is never asked (decompiled `_topVisibleWindowPassingTest:`).
    public var isHidden: Bool
    /// Whether the window's frame is the screen's bounds. **Inferred:** UIKit's finder tries a
    /// strict pass before relaxed ones, and a measured report (Tencent/QMUI_iOS, iOS 10+) says only
    /// a window covering the whole screen takes control; research P1.2.
    public var coversScreen: Bool

    /// Creates a window; every argument after the root defaults to UIKit's default (a visible,
    /// interactive, full-screen window at `.normal` level).
    public init(
        name: String, windowLevel: Double = 0, rootViewController: String, isUserInteractionEnabled: Bool = true,
        isHidden: Bool = false, coversScreen: Bool = true
    ) {
        self.name = name
        self.windowLevel = windowLevel
        self.rootViewController = rootViewController
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.isHidden = isHidden
        self.coversScreen = coversScreen
    }
}
