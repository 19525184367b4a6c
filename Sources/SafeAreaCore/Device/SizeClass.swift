/// A trait-collection size class (`UIUserInterfaceSizeClass`).
public enum SizeClass: String, Sendable, CaseIterable {
    case compact
    case regular
}

/// The horizontal and vertical size classes of a full-screen app's window.
public struct SizeClasses: Sendable, Hashable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    /// Creates a pair of size classes.
    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
