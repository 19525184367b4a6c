/// The view-controller hierarchy around the content view controller: the containers and bars a
/// developer builds, and the content view controller's own safe-area and margin settings.
public struct ViewControllerContainers: Sendable, Hashable {
    /// The enclosing `UINavigationController`'s bar.
    public var navigationBar: NavigationBarStyle
    /// Inside a `UITabBarController` whose tab bar is visible.
    public var tabBar: Bool
    /// The navigation controller's toolbar is visible (`isToolbarHidden` false).
    public var toolbar: Bool
    /// The bars are opaque and `extendedLayoutIncludesOpaqueBars` is false, so the content view is
    /// laid out between them instead of under them.
    public var opaqueBars: Bool
    /// `additionalSafeAreaInsets` of the content view controller; never negative.
    public var additionalSafeAreaInsets: EdgeInsets
    /// `insetsLayoutMarginsFromSafeArea` of the content view controller's root view.
    public var insetsLayoutMarginsFromSafeArea: Bool
    /// `preservesSuperviewLayoutMargins` of the subview given by `ScreenRequest.subviewFrame`.
    public var subviewPreservesSuperviewLayoutMargins: Bool

    /// A bare full-screen view controller: no containers, no bars, UIKit's defaults.
    public static let none = ViewControllerContainers()

    /// Creates a hierarchy; every argument defaults to UIKit's default.
    public init(
        navigationBar: NavigationBarStyle = .none, tabBar: Bool = false, toolbar: Bool = false,
        opaqueBars: Bool = false, additionalSafeAreaInsets: EdgeInsets = .zero,
        insetsLayoutMarginsFromSafeArea: Bool = true, subviewPreservesSuperviewLayoutMargins: Bool = false
    ) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.toolbar = toolbar
        self.opaqueBars = opaqueBars
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.subviewPreservesSuperviewLayoutMargins = subviewPreservesSuperviewLayoutMargins
    }
}
