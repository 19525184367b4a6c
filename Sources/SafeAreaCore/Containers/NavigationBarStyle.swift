/// Whether the content view controller sits in a `UINavigationController`, and how its bar shows.
public enum NavigationBarStyle: String, Sendable, Hashable, CaseIterable {
    /// No navigation controller, or its bar hidden (`isNavigationBarHidden`).
    case none
    /// A standard bar (`prefersLargeTitles` false, or the large title collapsed).
    case standard
    /// An expanded large title (`prefersLargeTitles` with the content scrolled to the top).
    case large
}
