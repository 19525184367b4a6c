/// One section of a flow layout in axis-neutral terms: "cross" runs across the scroll direction
/// (x when scrolling vertically), "along" runs with it.
///
/// The algorithm is UIKit's as decompiled from iOS 18.2's `_UIFlowLayoutSection computeLayout`
/// and `_UIFlowLayoutRow layoutRow` (Profiles/research/flow-layout.md, F2), with the behaviours
/// that community measurements confirm: sections whose items all have one size take a closed-form
/// grid whose last line keeps the grid's columns; otherwise lines fill while the items fit (`<=`,
/// no epsilon), full lines are justified, a line holding one item is centred, and the last line is
/// leading-aligned with the minimum spacing (openradar 20825965; the "item on a line by itself is
/// centered" answer). Items are centred across their line's thickness.
struct FlowSectionLayout: Sendable {
    struct Placed: Sendable {
        var index: Int
        var cross: Double
        var along: Double
        var size: Size
    }

    /// Placed items, `along` measured from the section's first line; empty when not placing.
    var items: [Placed] = []
    var lines = 0
    var itemsPerLine = 0
    var firstLineGap: Double?
    /// From the first line's leading edge to the last line's trailing edge.
    var linesLength: Double = 0
    /// True when an item is wider (across) than the space the section leaves.
    var oversize = false
    private var placing = true

    /// A section of items of several sizes: lines filled while the items fit.
    ///
    /// - Parameters:
    ///   - crossSize, alongSize: an item's extent across and along the scroll direction.
    ///   - inLine, betweenLines: the spacing inside a line and between lines.
    ///   - placing: false when no item's place is wanted, only the section's lines and extent.
    init(
        sizes: [Size], crossSize: (Size) -> Double, alongSize: (Size) -> Double, available: Double,
        leading: Double, inLine: Double, betweenLines: Double, placing: Bool = true
    ) {
        guard !sizes.isEmpty else { return }
        self.placing = placing
        if placing { items.reserveCapacity(sizes.count) }
        layoutGeneral(sizes, crossSize: crossSize, alongSize: alongSize, available: available, leading: leading,
                      inLine: inLine, betweenLines: betweenLines)
    }

    /// A section of `count` items of one `size`: the uniform grid, with no list of sizes made (the
    /// list was an allocation per section of a layout that gives one item size).
    init(
        count: Int, of size: Size, crossSize: (Size) -> Double, alongSize: (Size) -> Double, available: Double,
        leading: Double, inLine: Double, betweenLines: Double, placing: Bool = true
    ) {
        guard count > 0 else { return }
        self.placing = placing
        if placing { items.reserveCapacity(count) }
        layoutUniform(size, count: count, crossSize: crossSize, alongSize: alongSize, available: available, leading: leading,
                      inLine: inLine, betweenLines: betweenLines)
    }

    private mutating func layoutUniform(
        _ size: Size, count: Int, crossSize: (Size) -> Double, alongSize: (Size) -> Double, available: Double, leading: Double,
        inLine: Double, betweenLines: Double
    ) {
        let w = crossSize(size)
        let h = alongSize(size)
        oversize = w > available
        // The same expression and order as UIKit, so that widths such as (375 - 20) / 3 lose a
        // column exactly where UIKit does.
        // UIKit raises "negative or zero sizes are not supported in the flow layout" for a zero
        // item (callers refuse one); should `w + inLine` still be 0, or the quotient not finite,
        // the section keeps one item per line rather than trap on `Int` of infinity.
        let fit = ((inLine + available) / (inLine + w)).rounded(.down)
        let perLine = fit.isFinite ? max(1, Int(min(fit, Double(Int32.max)))) : 1
        let gap: Double
        let start: Double
        if perLine > 1 {
            gap = (available - w * Double(perLine)) / Double(perLine - 1)
            start = leading
        } else {
            gap = inLine
            start = leading + (available - w) / 2
        }
        // Rounded up without `count + perLine - 1`, which a count near `Int.max` overflows.
        let lineCount = count / perLine + (count % perLine == 0 ? 0 : 1)
        if placing {
            for index in 0..<count {
                let column = index % perLine
                let line = index / perLine
                items.append(Placed(index: index, cross: start + (w + gap) * Double(column), along: (h + betweenLines) * Double(line), size: size))
            }
        }
        lines = lineCount
        itemsPerLine = min(perLine, count)
        firstLineGap = itemsPerLine > 1 ? gap : nil
        linesLength = Double(lineCount) * h + Double(lineCount - 1) * betweenLines
    }

    private mutating func layoutGeneral(
        _ sizes: [Size], crossSize: (Size) -> Double, alongSize: (Size) -> Double, available: Double, leading: Double,
        inLine: Double, betweenLines: Double
    ) {
        // Fill lines. An oversize first item closes an empty first line (UIKit's quirk, measured
        // for horizontal layouts on the Apple forums, thread 766161).
        var lineMembers: [[Int]] = [[]]
        var leftovers: [Double] = []
        var remaining = available
        for (index, size) in sizes.enumerated() {
            let w = crossSize(size)
            if w > available { oversize = true }
            if w <= remaining {
                lineMembers[lineMembers.count - 1].append(index)
                remaining -= inLine + w
            } else {
                leftovers.append(remaining)
                lineMembers.append([index])
                remaining = available - (inLine + w)
            }
        }
        leftovers.append(remaining)
        let allSingle = lineMembers.allSatisfy { $0.count == 1 }
        var along: Double = 0
        for (lineIndex, members) in lineMembers.enumerated() {
            let isLast = lineIndex == lineMembers.count - 1
            let full = !isLast || allSingle
                || (lineMembers.count >= 2 && leftovers[lineIndex] == leftovers[lineIndex - 1])
            let widths = members.map { crossSize(sizes[$0]) }
            let thickness = members.map { alongSize(sizes[$0]) }.max() ?? 0
            var gap = inLine
            var cross = leading
            if full, members.count > 1 {
                gap = (available - widths.reduce(0, +)) / Double(members.count - 1)
            } else if full, members.count == 1, widths[0] <= available {
                cross = leading + (available - widths[0]) / 2
            }
            if lineIndex == 0 || (lineIndex == 1 && lineMembers[0].isEmpty) {
                itemsPerLine = members.count
                firstLineGap = members.count > 1 ? gap : nil
            }
            for (position, index) in members.enumerated() where placing {
                let h = alongSize(sizes[index])
                items.append(Placed(index: index, cross: cross, along: along + (thickness - h) / 2, size: sizes[index]))
                cross += widths[position] + gap
            }
            along += thickness + (isLast ? 0 : betweenLines)
        }
        lines = lineMembers.count
        linesLength = along
    }
}
