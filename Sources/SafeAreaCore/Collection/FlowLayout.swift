extension DeviceProfile {
    /// Lays out a `UICollectionViewFlowLayout` in a collection view in the content view
    /// controller's root view.
    ///
    /// The collection view's scroll axis is fixed by its layout (decompiled
    /// `_updateCollectionViewScrollableAxis`), so its adjusted content inset follows
    /// `scrollLayout` without depending on the content size. The space across the scroll direction
    /// is the bounds less the adjusted insets. `sectionInsetReference` changes each section's
    /// insets across the scroll direction only, to `max(inset + reference - adjustedInset, 0)`
    /// where the reference is the collection view's safe area or layout margins (decompiled
    /// `_adjustedSectionInsetForSectionInset:forAxis:` of iOS 18.2 and 26.1, and a back-port's
    /// reading of iOS 11-12): the first item then sits `max(adjusted, reference + inset)` from the
    /// edge, so the safe area is never counted twice. With a reference, iOS 18.2 also pads the
    /// whole content along the scroll axis by `max(reference - adjusted, 0)` before the first and
    /// after the last section (one build; uncertain). Item and header origins are rounded to the
    /// pixel grid; sizes are not.
    ///
    /// `laidOut`, when given, is this profile's `layout(for: request)` already computed (a
    /// caller's cache, for many questions about one screen); it is not checked. With
    /// `listingItems` false the result's `items` is empty and all else is the same: a caller
    /// that shows no item frame need not pay for them.
    public func flowLayout(
        for request: ScreenRequest, scrollView: ScrollViewSpec, layout: FlowLayoutSpec, laidOut: ScreenLayout? = nil,
        listingItems: Bool = true
    ) throws(ScreenLayoutError) -> FlowLayoutResult {
        var sections: [FlowLayoutResult.Section] = []
        var items: [FlowLayoutResult.Item] = []
        var result = try flowLayout(
            for: request, scrollView: scrollView, layout: layout, laidOut: laidOut, listingItems: listingItems, sections: &sections,
            items: &items)
        result.sections = sections
        result.items = items
        return result
    }

    /// ``flowLayout(for:scrollView:layout:laidOut:listingItems:)`` with its sections and items
    /// put in `sections` and `items`, which are emptied first and keep their room; the result's
    /// own `sections` and `items` are empty. For a caller that lays out one collection after
    /// another (a batch of many lines): two arrays allocated and freed for each were a tenth of
    /// the time of a collection's answer.
    public func flowLayout(
        for request: ScreenRequest, scrollView: ScrollViewSpec, layout: FlowLayoutSpec, laidOut: ScreenLayout? = nil,
        listingItems: Bool = true, sections: inout [FlowLayoutResult.Section], items: inout [FlowLayoutResult.Item]
    ) throws(ScreenLayoutError) -> FlowLayoutResult {
        sections.removeAll(keepingCapacity: true)
        items.removeAll(keepingCapacity: true)
        var spec = scrollView
        spec.kind = .flowLayout(layout.scrollAxis)
        spec.contentSize = Size(width: 0, height: 0)
        let scroll = try scrollLayout(for: request, scrollView: spec, laidOut: laidOut)
        let ios = scroll.screen.ios
        if layout.sectionInsetReference != .fromContentInset, ios < 11 {
            throw .beforeSafeArea("sectionInsetReference", ios)
        }
        let vertical = layout.scrollDirection == .vertical
        let adjusted = scroll.adjustedContentInset
        let bounds = scroll.frame.size
        let dimension = max(0, vertical ? bounds.width - adjusted.left - adjusted.right : bounds.height - adjusted.top - adjusted.bottom)
        let reference = referenceInsets(layout.sectionInsetReference, scroll: scroll, request: request)

        var effective = layout.sectionInset
        var lead: Double = 0
        var trail: Double = 0
        if let reference {
            if vertical {
                effective.left = max(effective.left + reference.left - adjusted.left, 0)
                effective.right = max(effective.right + reference.right - adjusted.right, 0)
                lead = max(reference.top - adjusted.top, 0)
                trail = max(reference.bottom - adjusted.bottom, 0)
            } else {
                effective.top = max(effective.top + reference.top - adjusted.top, 0)
                effective.bottom = max(effective.bottom + reference.bottom - adjusted.bottom, 0)
                lead = max(reference.left - adjusted.left, 0)
                trail = max(reference.right - adjusted.right, 0)
            }
        }
        let crossLeading = vertical ? effective.left : effective.top
        let crossTrailing = vertical ? effective.right : effective.bottom
        let alongLeading = vertical ? effective.top : effective.left
        let alongTrailing = vertical ? effective.bottom : effective.right
        let available = dimension - crossLeading - crossTrailing
        let headerLength = vertical ? layout.headerReferenceSize.height : layout.headerReferenceSize.width
        let footerLength = vertical ? layout.footerReferenceSize.height : layout.footerReferenceSize.width
        let grid = PixelGrid(scale: screen.scale)
        func frame(cross: Double, along: Double, crossLength: Double, alongLength: Double) -> Rect {
            vertical
                ? Rect(x: grid.round(cross), y: grid.round(along), width: crossLength, height: alongLength)
                : Rect(x: grid.round(along), y: grid.round(cross), width: alongLength, height: crossLength)
        }

        // A fold along the scroll direction (a half-open foldable, `UIView.ReservedRegion`'s
        // division) lies across the same columns at every offset: items there are pointed out.
        // Placed for the check even when not listed.
        let fold = scroll.screen.reservedRegions.first { $0.kind == .division }.flatMap { region -> ClosedRange<Double>? in
            let frame = region.frame
            let along = vertical ? frame.size.height >= scroll.screen.bounds.size.height : frame.size.width >= scroll.screen.bounds.size.width
            guard along else { return nil }
            let start = vertical ? frame.origin.x - scroll.frame.origin.x : frame.origin.y - scroll.frame.origin.y
            return start...(start + (vertical ? frame.size.width : frame.size.height))
        }
        var crossingFold = 0
        // Room for the items asked, within a bound: the counts are the caller's, unchecked here.
        if listingItems { items.reserveCapacity(min(layout.sections.reduce(0) { $0 + min(max($1, 0), 1 << 16) }, 1 << 16)) }
        sections.reserveCapacity(layout.sections.count)
        var warnings: [String] = []
        var along = lead
        // Functions, not closures held in constants: those were two boxes on the heap for every
        // layout, allocated and freed around a few comparisons.
        func crossSize(_ size: Size) -> Double { vertical ? size.width : size.height }
        func alongSize(_ size: Size) -> Double { vertical ? size.height : size.width }
        let room = dimension > 0 ? available : 0
        // The place of the next section's first item in the cycle of sizes, kept within the
        // cycle so that no count, however large, makes it overflow.
        let cycle = max(layout.itemSizes.count, 1)
        var firstItem = 0
        for (sectionIndex, given) in layout.sections.enumerated() {
            let count = max(given, 0)
            // A layout of one item size, or none, lists no sizes: every item has the one.
            let sizes = cycle == 1 ? [] : (0..<count).map { layout.size(ofItem: firstItem + $0) }
            // Compared with the first rather than counted in a set: no hashing, no allocation.
            let uniform = sizes.allSatisfy { $0 == sizes[0] }
            let section: FlowSectionLayout
            if uniform {
                section = FlowSectionLayout(
                    count: count, of: layout.size(ofItem: firstItem), crossSize: crossSize, alongSize: alongSize, available: room,
                    leading: crossLeading, inLine: layout.minimumInteritemSpacing, betweenLines: layout.minimumLineSpacing,
                    placing: listingItems || fold != nil)
            } else {
                // UIKit swaps the two spacings of a horizontal layout on its general path (openradar
                // 47732322; Apple forums thread 766161).
                let swapped = !vertical
                section = FlowSectionLayout(
                    sizes: sizes, crossSize: crossSize, alongSize: alongSize, available: room, leading: crossLeading,
                    inLine: swapped ? layout.minimumLineSpacing : layout.minimumInteritemSpacing,
                    betweenLines: swapped ? layout.minimumInteritemSpacing : layout.minimumLineSpacing, placing: listingItems || fold != nil)
            }
            firstItem = (firstItem + count % cycle) % cycle
            let header = headerLength > 0 ? frame(cross: 0, along: along, crossLength: dimension, alongLength: headerLength) : nil
            let linesStart = along + headerLength + alongLeading
            if dimension > 0, let fold {
                for placed in section.items {
                    let length = vertical ? placed.size.width : placed.size.height
                    let start = grid.round(placed.cross)
                    if start < fold.upperBound, start + length > fold.lowerBound { crossingFold += 1 }
                }
            }
            if dimension > 0, listingItems {
                for placed in section.items {
                    items.append(FlowLayoutResult.Item(
                        section: sectionIndex, item: placed.index,
                        frame: frame(cross: placed.cross, along: linesStart + placed.along,
                                     crossLength: vertical ? placed.size.width : placed.size.height,
                                     alongLength: vertical ? placed.size.height : placed.size.width)))
                }
            }
            let footerStart = linesStart + section.linesLength + alongTrailing
            let footer = footerLength > 0 ? frame(cross: 0, along: footerStart, crossLength: dimension, alongLength: footerLength) : nil
            along = footerStart + footerLength
            if section.oversize {
                warnings += FlowLayoutWarning.lines(vertical: vertical, delegate: !uniform)
            }
            sections.append(FlowLayoutResult.Section(
                effectiveSectionInset: effective, itemsPerLine: section.itemsPerLine, lines: section.lines,
                firstLineGap: section.firstLineGap, header: header, footer: footer))
        }
        if crossingFold > 0, let fold {
            let axis = vertical ? "x" : "y"
            warnings.append("\(crossingFold) \(crossingFold == 1 ? "item crosses" : "items cross") the fold (\(axis) \(NumberFormatting.text(fold.lowerBound))–\(NumberFormatting.text(fold.upperBound)) in the collection view, a division region): split the layout at it (a check's clearOf fold finds such elements)")
        }
        if dimension <= 0, layout.sections.contains(where: { $0 > 0 }) {
            warnings.append("no items laid out: the collection view has no room left across its content insets")
        }
        let total = along + trail
        return FlowLayoutResult(
            scroll: scroll, sections: [], items: [],
            contentSize: vertical ? Size(width: dimension, height: total) : Size(width: total, height: dimension),
            warnings: warnings)
    }

    /// The collection view's safe area or layout margins, for a reference other than the content
    /// inset. A collection view that fills the root view is the root view (a
    /// `UICollectionViewController`) and has its margins; a smaller one is a subview.
    private func referenceInsets(
        _ reference: FlowLayoutSpec.SectionInsetReference, scroll: ScrollLayout, request: ScreenRequest
    ) -> EdgeInsets? {
        switch reference {
        case .fromContentInset:
            return nil
        case .fromSafeArea:
            return scroll.safeAreaInsets ?? .zero
        case .fromLayoutMargins:
            let root = Rect(x: 0, y: 0, width: scroll.screen.viewFrame.width, height: scroll.screen.viewFrame.height)
            guard scroll.frame != root, let rootMargins = scroll.screen.layoutMargins else {
                return scroll.screen.layoutMargins ?? .zero
            }
            let subview = SubviewSafeArea(frame: scroll.frame, safeAreaInsets: scroll.safeAreaInsets ?? .zero)
            return LayoutMargins.subview(subview, in: root, superviewMargins: rootMargins, ios: scroll.screen.ios, preservesSuperviewMargins: false)
        }
    }
}

/// The lines UIKit logs when a flow layout item does not fit (`-[_UIFlowLayoutSection
/// logInvalidSizesForHorizontalDirection:warnAboutDelegateValues:]`; the text as printed in many
/// published logs, e.g. Provenance#2082, ASCollectionView#81).
enum FlowLayoutWarning {
    static func lines(vertical: Bool, delegate: Bool) -> [String] {
        var lines = [
            "The behavior of the UICollectionViewFlowLayout is not defined because:",
            vertical
                ? "the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values."
                : "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values.",
        ]
        if delegate { lines.append("Please check the values returned by the delegate.") }
        return lines
    }
}
