/// One thing wrong with an element, with the amounts a developer needs to fix it.
public enum CheckFinding: Sendable, Hashable {
    /// The element reaches past the guide's edges by these distances (0 on the edges it keeps
    /// inside).
    case outside(LayoutElement.Reference, by: EdgeInsets)
    /// The element's size, against the minimum width and height the spec asks for.
    case tooSmall(Size, minimumWidth: Double?, minimumHeight: Double?)
    /// The element overlaps the region; the rectangle is the overlap, in the window's coordinates.
    case overlaps(ScreenRegion, Rect)
    /// The element's constraints cannot all hold: why.
    case unsatisfiable(String)

    /// The finding as the rest of a sentence that starts with the element's name.
    public var message: String {
        switch self {
        case .outside(let guide, let by):
            let edges = [("top", by.top), ("left", by.left), ("bottom", by.bottom), ("right", by.right)]
                .filter { $0.1 > 0 }
                .map { "\(NumberFormatting.measure($0.1)) pt at the \($0.0)" }
            let list = edges.count > 1 ? edges.dropLast().joined(separator: ", ") + " and " + edges.last! : edges.joined()
            return "reaches past \(guide.displayName) by \(list)"
        case .tooSmall(let size, let width, let height):
            let w = NumberFormatting.measure(size.width)
            let h = NumberFormatting.measure(size.height)
            switch (width, height) {
            case (let width?, nil):
                return "is \(w) pt wide, narrower than the minimum \(NumberFormatting.measure(width)) pt"
            case (nil, let height?):
                return "is \(h) pt tall, shorter than the minimum \(NumberFormatting.measure(height)) pt"
            default:
                return "is \(w) × \(h) pt, smaller than the minimum \(NumberFormatting.measure(width ?? 0)) × \(NumberFormatting.measure(height ?? 0)) pt"
            }
        case .overlaps(let region, let overlap):
            return "overlaps \(region.displayName) by \(NumberFormatting.measure(overlap.width)) × \(NumberFormatting.measure(overlap.height)) pt"
        case .unsatisfiable(let why):
            return "cannot be placed: \(why)"
        }
    }
}
