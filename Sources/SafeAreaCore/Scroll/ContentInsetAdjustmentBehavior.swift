/// `UIScrollView.ContentInsetAdjustmentBehavior`: which edges of the scroll view's safe area are
/// added to its `contentInset`.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
    case automatic
    case scrollableAxes
    case never
    case always
}

/// The axes along which content scrolls.
public struct ScrollAxes: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let vertical = ScrollAxes(rawValue: 1)
    public static let horizontal = ScrollAxes(rawValue: 2)
}
