/// Whether the content view controller sits in a `UINavigationController`, and how its bar shows.
public enum NavigationBarStyle: String, Sendable, Hashable, CaseIterable {
    /// No navigation controller.
    case none
    /// Inside a `UINavigationController` whose bar is hidden (`isNavigationBarHidden`): no bar
    /// is drawn, but the controller still counts as a navigation child. Before iOS 11,
    /// `automaticallyAdjustsScrollViewInsets` writes the top layout guide (the status bar, 20)
    /// into the content scroll view's `contentInset`, as it does under a shown bar; from iOS 11
    /// the `automatic` behaviour forces top and bottom for it as for any navigation child.
    case hidden
    /// A standard bar (`prefersLargeTitles` false, or the large title collapsed).
    case standard
    /// An expanded large title (`prefersLargeTitles` with the content scrolled to the top).
    case large

    /// True when a bar is on screen (`standard` or `large`).
    public var showsBar: Bool { self == .standard || self == .large }

    /// True when the content view controller is a navigation controller's child, its bar shown
    /// or not.
    public var isInNavigationController: Bool { self != .none }
}
