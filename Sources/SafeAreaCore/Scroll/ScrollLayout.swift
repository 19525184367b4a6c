/// What UIKit reports for a scroll view in the content view controller's root view.
public struct ScrollLayout: Sendable, Hashable {
    /// The root view the scroll view sits in.
    public var screen: ScreenLayout
    /// The scroll view's frame in the root view.
    public var frame: Rect
    /// The scroll view's own `safeAreaInsets`: how far its frame reaches into the root view's
    /// unsafe bands. `nil` before iOS 11.
    public var safeAreaInsets: EdgeInsets?
    /// `contentInset` as UIKit reports it: the app's value, plus, before iOS 11, the bar heights
    /// that `automaticallyAdjustsScrollViewInsets` wrote into it.
    public var contentInset: EdgeInsets
    /// `adjustedContentInset`; before iOS 11, which has no such property, the `contentInset` the
    /// content is laid out with.
    public var adjustedContentInset: EdgeInsets
    /// The axes the adjustment rule counts as scrolling.
    public var scrollableAxes: ScrollAxes
    /// The resting `contentOffset`, scrolled to the top: `(-adjusted.left, -adjusted.top)`.
    public var contentOffset: Point
    /// The part of the content visible inside the adjusted insets at the resting offset, in
    /// content coordinates.
    public var visibleContentRect: Rect
    /// The safe area the scroll view passes on to its subviews (cells): the edges it did not add
    /// to its content inset.
    public var propagatedSafeAreaInsets: EdgeInsets
}

extension DeviceProfile {
    /// Lays out a scroll view in the content view controller's root view.
    ///
    /// From iOS 11 (decompiled `-[UIScrollView _edgesApplyingSafeAreaInsetsToContentInsetForContentSize:]`
    /// of iOS 18, agreeing with Apple's documentation and WWDC18 session 235):
    /// `adjustedContentInset = contentInset + safeAreaInsets` on the applied edges, where
    /// `never` applies none and `always` all four; `scrollableAxes` applies top and bottom when
    /// `contentSize.height > bounds.height` (strictly; `contentInset` does not count) or the view
    /// scrolls vertically by kind or `alwaysBounceVertical`, and left and right likewise; and
    /// `automatic` adds top and bottom when the view controller is a navigation controller's child
    /// with `automaticallyAdjustsScrollViewInsets`. Apple's enum text says "navigation or tab bar
    /// controller"; the iOS 18 code, WWDC18 and a measured article say navigation only, which is
    /// what this models (uncertain: Profiles/research/scroll-table.md, A3).
    ///
    /// Before iOS 11, `automaticallyAdjustsScrollViewInsets` wrote the layout guides into
    /// `contentInset` of the root view's scroll view inside any container (measured 64/49).
    ///
    /// `laidOut`, when given, is this profile's `layout(for: request)` already computed (a
    /// caller's cache, for many questions about one screen); it is not checked.
    public func scrollLayout(
        for request: ScreenRequest, scrollView spec: ScrollViewSpec, laidOut: ScreenLayout? = nil
    ) throws(ScreenLayoutError) -> ScrollLayout {
        let screen = if let laidOut { laidOut } else { try layout(for: request) }
        return try screen.scrollLayout(containers: request.containers, scrollView: spec)
    }
}

extension ScreenLayout {
    /// A scroll view in this root view, laid out with `containers` (the rules of
    /// `DeviceProfile.scrollLayout(for:scrollView:)`); many scroll views can share one layout.
    public func scrollLayout(
        containers: ViewControllerContainers, scrollView spec: ScrollViewSpec
    ) throws(ScreenLayoutError) -> ScrollLayout {
        let rootBounds = Rect(x: 0, y: 0, width: viewFrame.width, height: viewFrame.height)
        let frame = spec.frame ?? rootBounds
        guard frame.touches(rootBounds) else { throw .scrollViewOutsideView(frame, view: rootBounds) }
        let size = frame.size
        let axes = Self.scrollingAxes(spec, size: size)

        var contentInset = spec.contentInset
        var adjusted: EdgeInsets
        var ownSafeArea: EdgeInsets?
        var propagated = EdgeInsets.zero
        if let guides = layoutGuides {
            let inContainer = containers.navigationBar.isInNavigationController || containers.tabBar || containers.toolbar
            if spec.automaticallyAdjustsScrollViewInsets, inContainer {
                contentInset = contentInset + EdgeInsets(top: guides.top, left: 0, bottom: guides.bottom, right: 0)
            }
            adjusted = contentInset
        } else {
            let safe = SubviewSafeArea.of(frame: frame, in: safeAreaFrame, superviewBounds: rootBounds).safeAreaInsets
            ownSafeArea = safe
            let applied = Self.appliedEdges(spec, axes: axes, inNavigationController: containers.navigationBar.isInNavigationController || containers.toolbar)
            adjusted = contentInset + safe.keeping(applied)
            propagated = safe.keeping(applied.complement)
        }
        let visible = Rect(
            x: 0, y: 0,
            width: max(0, size.width - adjusted.left - adjusted.right),
            height: max(0, size.height - adjusted.top - adjusted.bottom))
        return ScrollLayout(
            screen: self, frame: frame, safeAreaInsets: ownSafeArea, contentInset: contentInset,
            adjustedContentInset: adjusted, scrollableAxes: axes,
            contentOffset: Point(x: -adjusted.left, y: -adjusted.top), visibleContentRect: visible,
            propagatedSafeAreaInsets: propagated)
    }

    /// The axes counted as scrolling: content larger than the bounds (strictly), or fixed by kind
    /// (tables vertical, flow layouts their direction) or, for plain scroll views, the bounce flags.
    static func scrollingAxes(_ spec: ScrollViewSpec, size: Size) -> ScrollAxes {
        let forced: ScrollAxes
        switch spec.kind {
        case .plain:
            forced = ScrollAxes()
                .union(spec.alwaysBounceVertical ? .vertical : [])
                .union(spec.alwaysBounceHorizontal ? .horizontal : [])
        case .table:
            forced = .vertical
        case .flowLayout(let axis):
            forced = axis
        }
        var axes = forced
        if spec.contentSize.height > size.height { axes.insert(.vertical) }
        if spec.contentSize.width > size.width { axes.insert(.horizontal) }
        return axes
    }

    static func appliedEdges(_ spec: ScrollViewSpec, axes: ScrollAxes, inNavigationController: Bool) -> EdgeSet {
        switch spec.behavior {
        case .never:
            return []
        case .always:
            return .all
        case .scrollableAxes, .automatic:
            var edges: EdgeSet = []
            if axes.contains(.vertical) { edges.formUnion([.top, .bottom]) }
            if axes.contains(.horizontal) { edges.formUnion([.left, .right]) }
            if spec.behavior == .automatic, inNavigationController, spec.automaticallyAdjustsScrollViewInsets {
                edges.formUnion([.top, .bottom])
            }
            return edges
        }
    }
}
