/// What a flow layout produces on one device and orientation.
public struct FlowLayoutResult: Sendable, Hashable {
    public struct Section: Sendable, Hashable {
        /// The section inset after `sectionInsetReference` (across the scroll direction).
        public var effectiveSectionInset: EdgeInsets
        /// How many items the first line holds.
        public var itemsPerLine: Int
        /// How many lines the section has (an empty line before an oversize first item counts).
        public var lines: Int
        /// The space between the items of the first line.
        public var firstLineGap: Double?
        public var header: Rect?
        public var footer: Rect?
    }

    public struct Item: Sendable, Hashable {
        public var section: Int
        public var item: Int
        /// In the collection view's content coordinates.
        public var frame: Rect
    }

    public var scroll: ScrollLayout
    public var sections: [Section]
    public var items: [Item]
    /// `collectionViewContentSize`.
    public var contentSize: Size
    /// UIKit's log lines when an item does not fit across the collection view.
    public var warnings: [String]
}
