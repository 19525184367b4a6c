/// The `viewport-fit` descriptor of a page's `<meta name="viewport">` tag.
///
/// WebKit treats `auto` and `contain` alike: `avoidsUnsafeArea = viewportFit != Cover`
/// (WebCore `ViewportConfiguration::updateConfiguration()`), so only `cover` lays the page out
/// under the unsafe areas and exposes non-zero `env(safe-area-inset-*)` (research P4.1).
public enum ViewportFit: String, Sendable, Hashable, CaseIterable {
    /// The default when the tag does not say: the page is letterboxed inside the safe area.
    case auto
    /// The same as `auto` in WebKit.
    case contain
    /// The page fills the screen and reads the safe area through `env()`.
    case cover
}
