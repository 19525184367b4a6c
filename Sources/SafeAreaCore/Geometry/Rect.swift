/// A point in a view's coordinate space (`CGPoint`).
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and height in points (`CGSize`).
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The same size with width and height exchanged: a portrait screen turned to landscape.
    public var transposed: Size { Size(width: height, height: width) }
}

/// A rectangle in a view's coordinate space (`CGRect`), always with a non-negative size.
public struct Rect: Sendable, Hashable {
    public var origin: Point
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }

    /// The rectangle with each edge moved inward by the insets (`UIEdgeInsetsInsetRect`,
    /// `CGRect.inset(by:)`); a size that would turn negative is clamped at zero.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: max(0, width - insets.left - insets.right),
            height: max(0, height - insets.top - insets.bottom))
    }

    /// True when `other` lies entirely inside this rectangle (edges may touch).
    public func contains(_ other: Rect) -> Bool {
        other.minX >= minX && other.minY >= minY && other.maxX <= maxX && other.maxY <= maxY
    }

    /// True when the two rectangles share an area larger than zero.
    public func intersects(_ other: Rect) -> Bool {
        other.minX < maxX && other.maxX > minX && other.minY < maxY && other.maxY > minY
    }

    /// True when the two rectangles share at least a point, edges included: an empty rectangle
    /// on or inside this one touches it.
    public func touches(_ other: Rect) -> Bool {
        other.minX <= maxX && other.maxX >= minX && other.minY <= maxY && other.maxY >= minY
    }
}
