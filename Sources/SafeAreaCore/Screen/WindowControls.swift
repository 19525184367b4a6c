/// The close, minimize and tile controls iPadOS 26 draws in the top-leading corner of an app's
/// window.
///
/// They do not enter `safeAreaInsets` or `env(safe-area-inset-*)`: "The controls do not
/// contribute to the safe area, so env(safe-area-inset-top) / env(safe-area-inset-left) in CSS
/// report 0" (tauri-apps/tauri#15521), and "iPadOS reports no left inset there but still draws
/// the control" (Proteus-Technologies-Private-Limited/OpenDraft#66). Apple's way around them is
/// the corner-adapted layout region (`UIView.LayoutRegion`, WWDC25 session 282).
///
/// Uncertain: no source gives the controls' frame or the corner-adapted margins in points (only
/// approximations: a "~26pt-tall" pill in erik-sutton95/OpenZCine#91's code, "~40pt" of
/// clearance in iebb/mithka#68), so results name them in a note and `check` reports a
/// `clearOf: windowControls` assertion as not evaluable rather than guessing a frame.
public enum WindowControls {
    /// iPadOS 26 introduced them.
    public static let firstVersion = 26

    /// The sentence a windowed result carries.
    public static let note =
        "iPadOS 26 and later draw the window controls over this window's top-leading corner, inside the safe area "
        + "(they do not enter safeAreaInsets or env(): tauri-apps/tauri#15521); no source gives their frame "
        + "or the corner-adapted margins (UIView.LayoutRegion), so neither is reported"
}

/// `UIRequiresFullScreen` on iPad: the app opts out of Split View, Slide Over and windows.
///
/// On iPadOS 26 the system runs such an app as a scaled canvas the size of the screen: "the
/// window controls are invisible to" the app, `scene.screen.bounds == scene.bounds`, and "with
/// UIStatusBarHidden=false the system gives a 32 pt top inset that contains the pill"
/// (erik-sutton95/OpenZCine#91, measured on an iPadOS 26.2 simulator) — the full-screen value the
/// profiles already hold, so the layout is the full-screen one plus a note.
public enum CompatibilityMode {
    /// iOS 27 deprecated the key: "As of iOS 27 it no longer opts an app out of resizing, it
    /// requests discrete resizing that honors the supported orientations, it applies to iPhone as
    /// well" (expo/expo#48175, from Apple's iOS 27 documentation).
    public static let firstResizableVersion = 27

    /// The sentence a result on iOS 27 or later carries.
    public static let resizableNote =
        "UIRequiresFullScreen is deprecated in iOS 27: it no longer keeps the app full screen but asks for discrete "
        + "sizes that keep its orientations (expo/expo#48175); no source gives those sizes, so give the window's frame"

    /// The sentence an iPad result on iPadOS 26 carries.
    public static let note =
        "UIRequiresFullScreen: iPadOS 26 runs the app as a scaled full-screen canvas; the window controls are "
        + "drawn over it but invisible to it, inside the status bar's 32-point top inset (erik-sutton95/OpenZCine#91)"
}
