/// Which UIKit container class a view controller is, for what it forwards by default.
public enum ContainerKind: String, Sendable, Hashable, CaseIterable {
    /// A `UIViewController` (or a custom container): forwards only through the `childFor…`
    /// overrides the app writes.
    case plain
    /// A `UINavigationController`; its children are the stack, the last one on top.
    case navigation
    /// A `UITabBarController`; one child is the selected one.
    case tabBar
}
