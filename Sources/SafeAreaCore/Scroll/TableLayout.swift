/// A `UITableView` as a developer configures it, beyond what it shares with every scroll view.
public struct TableViewSpec: Sendable, Hashable {
    public enum Style: String, Sendable, Hashable, CaseIterable {
        case plain
        case grouped
        case insetGrouped
    }

    /// `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: String, Sendable, Hashable, CaseIterable {
        case fromCellEdges
        case fromAutomaticInsets
    }

    public var style: Style
    /// `rowHeight`; UIKit's resolved default is 44 (decompiled `defaultRowHeightForTableView:`).
    public var rowHeight: Double
    /// `insetsContentViewsToSafeArea` (default true).
    public var insetsContentViewsToSafeArea: Bool
    public var separatorInsetReference: SeparatorInsetReference
    /// A custom `separatorInset`; `nil` keeps the table's default.
    public var separatorInset: EdgeInsets?
    /// `cellLayoutMarginsFollowReadableWidth`; `nil` takes the SDK's default (true for the iOS
    /// 9–11 SDKs, false from iOS 12: useyourloaf, WWDC18 notes, decompiled `UITableView`).
    public var cellLayoutMarginsFollowReadableWidth: Bool?

    /// Creates a table; every argument defaults to UIKit's default.
    public init(
        style: Style = .plain, rowHeight: Double = 44, insetsContentViewsToSafeArea: Bool = true,
        separatorInsetReference: SeparatorInsetReference = .fromCellEdges, separatorInset: EdgeInsets? = nil,
        cellLayoutMarginsFollowReadableWidth: Bool? = nil
    ) {
        self.style = style
        self.rowHeight = rowHeight
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
        self.separatorInsetReference = separatorInsetReference
        self.separatorInset = separatorInset
        self.cellLayoutMarginsFollowReadableWidth = cellLayoutMarginsFollowReadableWidth
    }
}

/// A table's scroll geometry and the geometry of one of its cells.
public struct TableLayout: Sendable, Hashable {
    public var scroll: ScrollLayout
    /// A cell's frame in the table's content (the first row: y 0).
    public var cellFrame: Rect
    /// The cell's `contentView.frame`, in the cell.
    public var cellContentViewFrame: Rect
    /// Where the separator runs, as insets from the cell's edges (top and bottom 0).
    public var separatorInset: EdgeInsets
    /// The cell's left and right `layoutMargins`. Top and bottom derive from the Body font's
    /// line height, which no source gives, so they are not modelled.
    public var cellLayoutMarginsLeft: Double
    public var cellLayoutMarginsRight: Double
    /// The separator's thickness, which the content view gives up at the bottom of the row.
    public var separatorThickness: Double
}

extension DeviceProfile {
    /// Lays out a table view and one of its cells.
    ///
    /// The scroll rules are `scrollLayout`'s with the vertical axis forced (UIKit's
    /// `_setupTableViewCommon`). A cell spans the table; with `insetsContentViewsToSafeArea` its
    /// content view is inset by the left and right safe area the table did not absorb into its
    /// content inset (Apple's reference; decompiled `-[UITableViewCell _effectiveSafeAreaInsets]`).
    /// The default margin m is 16, 15 before iOS 8, and 20 where the root view's margin is 20
    /// (iPads, wide phones): decompiled `UITableConstants_IOS` and Stack Overflow 29349917; which
    /// current phones get 20 is uncertain. The default separator starts at the content's margin
    /// and runs to the trailing edge; a custom inset counts from the cell's edges
    /// (`fromCellEdges`, the default) or from that default (`fromAutomaticInsets`). The content
    /// view is the row less the separator: 1/scale (43.5 measured at @2x, openradar 18290376), or
    /// 1 point under Liquid Glass (decompiled iOS 26 `_UISeparatorThicknessForTraitCollection`,
    /// unmeasured). Inset-grouped cells sit inside the table's layout margins (inferred).
    ///
    /// `laidOut`, when given, is this profile's `layout(for: request)` already computed (a
    /// caller's cache, for many questions about one screen); it is not checked.
    public func tableLayout(
        for request: ScreenRequest, scrollView: ScrollViewSpec, table: TableViewSpec, laidOut: ScreenLayout? = nil
    ) throws(ScreenLayoutError) -> TableLayout {
        var spec = scrollView
        spec.kind = .table
        let scroll = try scrollLayout(for: request, scrollView: spec, laidOut: laidOut)
        let ios = scroll.screen.ios
        if table.style == .insetGrouped, ios < 13 { throw .beforeVersion("the inset-grouped style", 13, ios) }
        let width = scroll.frame.width
        let cellSafe = table.insetsContentViewsToSafeArea && ios >= IOSVersion.firstWithSafeArea
            ? scroll.propagatedSafeAreaInsets : .zero
        // The wide-margin test looks at the table's own safe area, absorbed or not.
        let margin = ios < 8 ? 15 : LayoutMargins.systemMinimum(width: width, safeAreaInsets: scroll.safeAreaInsets ?? .zero).left
        let followsReadable = table.cellLayoutMarginsFollowReadableWidth ?? (ios >= 9 && ios < 12)
        let readableInset = followsReadable ? max(0, (width - ReadableContent.width(request.contentSizeCategory)) / 2) : 0

        var cellFrame = Rect(x: 0, y: 0, width: width, height: table.rowHeight)
        var contentLeft = cellSafe.left
        var contentRight = cellSafe.right
        if table.style == .insetGrouped {
            let sectionInset = scroll.propagatedSafeAreaInsets.left + margin
            let sectionInsetRight = scroll.propagatedSafeAreaInsets.right + margin
            cellFrame = Rect(x: sectionInset, y: 0, width: max(0, width - sectionInset - sectionInsetRight), height: table.rowHeight)
            contentLeft = 0
            contentRight = 0
        }
        let thickness = scroll.screen.design == .liquidGlass ? 1 : 1 / screen.scale
        let contentView = Rect(
            x: contentLeft, y: 0, width: max(0, cellFrame.width - contentLeft - contentRight),
            height: max(0, table.rowHeight - thickness))
        let marginLeft = max(contentLeft + margin, readableInset)
        let marginRight = max(contentRight + margin, readableInset)

        let automaticSeparator = EdgeInsets(top: 0, left: marginLeft, bottom: 0, right: 0)
        var separator = automaticSeparator
        if let custom = table.separatorInset {
            switch table.separatorInsetReference {
            case .fromCellEdges: separator = EdgeInsets(top: 0, left: custom.left, bottom: 0, right: custom.right)
            case .fromAutomaticInsets: separator = EdgeInsets(top: 0, left: marginLeft + custom.left, bottom: 0, right: custom.right)
            }
        }
        return TableLayout(
            scroll: scroll, cellFrame: cellFrame, cellContentViewFrame: contentView, separatorInset: separator,
            cellLayoutMarginsLeft: marginLeft, cellLayoutMarginsRight: marginRight, separatorThickness: thickness)
    }
}
