/// What the content view controller asks of the status bar (`prefersStatusBarHidden`).
public enum StatusBarPreference: String, Sendable, CaseIterable {
    /// UIKit's default: shown, except in landscape on iPhone, where the system hides it.
    case system
    /// `prefersStatusBarHidden` returns false.
    case visible
    /// `prefersStatusBarHidden` returns true.
    case hidden
}
