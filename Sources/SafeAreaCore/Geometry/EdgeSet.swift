/// A set of rectangle edges (`UIRectEdge`).
public struct EdgeSet: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let top = EdgeSet(rawValue: 1)
    public static let left = EdgeSet(rawValue: 2)
    public static let bottom = EdgeSet(rawValue: 4)
    public static let right = EdgeSet(rawValue: 8)
    public static let all: EdgeSet = [.top, .left, .bottom, .right]

    /// The edges not in the set.
    public var complement: EdgeSet { EdgeSet.all.subtracting(self) }
}

extension EdgeInsets {
    /// These insets on the given edges, zero on the others.
    public func keeping(_ edges: EdgeSet) -> EdgeInsets {
        EdgeInsets(
            top: edges.contains(.top) ? top : 0, left: edges.contains(.left) ? left : 0,
            bottom: edges.contains(.bottom) ? bottom : 0, right: edges.contains(.right) ? right : 0)
    }
}
