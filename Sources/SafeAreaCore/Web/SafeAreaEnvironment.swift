/// The `env(safe-area-inset-*)` values a full-screen `WKWebView` gives its page.
public struct SafeAreaEnvironment: Sendable, Hashable {
    /// The layout of the view controller whose root view the web view fills.
    public var screen: ScreenLayout
    public var viewportFit: ViewportFit
    /// `env(safe-area-inset-top)` and the others, in CSS px (= points at page scale 1), in
    /// UIKit's top, left, bottom, right order.
    public var insets: EdgeInsets
}

extension DeviceProfile {
    /// The four `env(safe-area-inset-*)` values of a `WKWebView` filling the content view
    /// controller's root view.
    ///
    /// Under `viewport-fit=cover`, `-[WKWebView _computedUnobscuredSafeAreaInset]` returns the web
    /// view's `safeAreaInsets`, which WebCore's `ConstantPropertyMap::updateConstantsForSafeAreaInsets()`
    /// publishes as the four `safe-area-inset-*` constants; under `auto` and `contain` it returns
    /// zero, and the scroll view insets the page instead (`contentInsetAdjustmentBehavior`
    /// always). WebKit source, research P4.1; measured "0 without cover" by several projects.
    /// **Inferred:** that a CSS px is a point at page scale 1, and the per-device values, for which
    /// no published print exists (research P4.3). Safari differs: it subtracts its own bars
    /// (obscured insets) per edge, values not modelled (P4.4).
    ///
    /// `env()` arrived with the safe area in iOS 11 (as `constant()` in 11.0–11.1).
    ///
    /// `laidOut`, when given, is this profile's `layout(for: request)` already computed (a
    /// caller's cache); it is not checked.
    public func safeAreaEnvironment(
        for request: ScreenRequest, viewportFit: ViewportFit, laidOut: ScreenLayout? = nil
    ) throws(ScreenLayoutError) -> SafeAreaEnvironment {
        let screen = if let laidOut { laidOut } else { try layout(for: request) }
        guard screen.ios >= IOSVersion.firstWithSafeArea else {
            throw .beforeSafeArea("env(safe-area-inset-*)", screen.ios)
        }
        let insets = viewportFit == .cover ? screen.safeAreaInsets : .zero
        return SafeAreaEnvironment(screen: screen, viewportFit: viewportFit, insets: insets)
    }
}
