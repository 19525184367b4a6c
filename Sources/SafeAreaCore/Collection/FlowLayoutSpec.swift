/// A `UICollectionViewFlowLayout` as a developer configures it.
public struct FlowLayoutSpec: Sendable, Hashable {
    /// `UICollectionViewFlowLayout.SectionInsetReference` (iOS 11).
    public enum SectionInsetReference: String, Sendable, Hashable, CaseIterable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
        case vertical
        case horizontal
    }

    public var scrollDirection: ScrollDirection
    public var sectionInsetReference: SectionInsetReference
    public var sectionInset: EdgeInsets
    /// Item sizes, used in turn: one size is a uniform grid; several cycle through the items.
    /// None is UIKit's default `itemSize` (``defaultItemSize``).
    public var itemSizes: [Size]
    /// The number of items in each section; a negative count is taken as none.
    public var sections: [Int]
    public var minimumInteritemSpacing: Double
    public var minimumLineSpacing: Double
    /// Only the scroll direction's dimension is used (the height when vertical).
    public var headerReferenceSize: Size
    public var footerReferenceSize: Size

    /// Creates a layout; the defaults are UIKit's (`UICollectionViewFlowLayoutCommonInit`: 50×50
    /// items, spacings of 10, no insets, no header or footer) with one section of 20 items.
    public init(
        scrollDirection: ScrollDirection = .vertical, sectionInsetReference: SectionInsetReference = .fromContentInset,
        sectionInset: EdgeInsets = .zero, itemSizes: [Size] = [Self.defaultItemSize], sections: [Int] = [20],
        minimumInteritemSpacing: Double = 10, minimumLineSpacing: Double = 10,
        headerReferenceSize: Size = Size(width: 0, height: 0), footerReferenceSize: Size = Size(width: 0, height: 0)
    ) {
        self.scrollDirection = scrollDirection
        self.sectionInsetReference = sectionInsetReference
        self.sectionInset = sectionInset
        self.itemSizes = itemSizes
        self.sections = sections
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.minimumLineSpacing = minimumLineSpacing
        self.headerReferenceSize = headerReferenceSize
        self.footerReferenceSize = footerReferenceSize
    }

    // Computed rather than stored: the default argument's array then stays a constant the
    // compiler lays out, where a stored global made every default layout allocate one.
    /// `UICollectionViewFlowLayout`'s `itemSize` until one is set: 50×50.
    public static var defaultItemSize: Size { Size(width: 50, height: 50) }

    var scrollAxis: ScrollAxes { scrollDirection == .vertical ? .vertical : .horizontal }

    /// The size of item `index` (not negative), counting across sections.
    func size(ofItem index: Int) -> Size { itemSizes.isEmpty ? Self.defaultItemSize : itemSizes[index % itemSizes.count] }
}
