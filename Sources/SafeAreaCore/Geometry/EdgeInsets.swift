/// Insets from each edge of a rectangle, in points, in UIKit's top, left, bottom, right order
/// (`UIEdgeInsets`).
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets from the four edge values, in UIKit's order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The four values in UIKit's order, for code that treats the edges alike.
    public var values: [Double] { [top, left, bottom, right] }

    /// Edge-by-edge sum: how UIKit combines `additionalSafeAreaInsets` and `contentInset`.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left,
            bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }

    /// The larger value on each edge.
    public func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), left: max(left, other.left),
            bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// True when every edge is zero.
    public var isZero: Bool { self == .zero }
}
