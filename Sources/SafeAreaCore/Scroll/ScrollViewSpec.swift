/// A scroll view in the content view controller's root view, as a developer configures it.
public struct ScrollViewSpec: Sendable, Hashable {
    /// What kind of scroll view it is: tables and flow layouts fix the axes they scroll along.
    public enum Kind: Sendable, Hashable {
        /// A plain `UIScrollView`: an axis scrolls by content size or its `alwaysBounce` flag.
        case plain
        /// A `UITableView`, always vertical (`_setupTableViewCommon` forces the axes).
        case table
        /// A `UICollectionView` with a flow layout scrolling along `axis`.
        case flowLayout(ScrollAxes)
    }

    public var kind: Kind
    public var behavior: ContentInsetAdjustmentBehavior
    /// `contentSize`.
    public var contentSize: Size
    /// `contentInset`, as the app sets it.
    public var contentInset: EdgeInsets
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    /// The frame in the root view; `nil` fills it. A scroll view given a frame is taken to be the
    /// root view's first subview, which UIKit treats as the view controller's content scroll view.
    public var frame: Rect?
    /// The deprecated `automaticallyAdjustsScrollViewInsets` of the view controller (default true).
    public var automaticallyAdjustsScrollViewInsets: Bool

    /// Creates a scroll view; every argument defaults to UIKit's default.
    public init(
        kind: Kind = .plain, behavior: ContentInsetAdjustmentBehavior = .automatic, contentSize: Size = Size(width: 0, height: 0),
        contentInset: EdgeInsets = .zero, alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false,
        frame: Rect? = nil, automaticallyAdjustsScrollViewInsets: Bool = true
    ) {
        self.kind = kind
        self.behavior = behavior
        self.contentSize = contentSize
        self.contentInset = contentInset
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.frame = frame
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
    }
}
