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
        "iPadOS 26 draws the window controls over this window's top-leading corner, inside the safe area "
        + "(they do not enter safeAreaInsets or env(): tauri-apps/tauri#15521); no source gives their frame "
        + "or the corner-adapted margins (UIView.LayoutRegion), so neither is reported"
}
