/// Rounding to a screen's pixel grid, UIKit's last step before it reports a layout value.
///
/// UIKit aligns view geometry to device pixels: a value is rounded to the nearest multiple of
/// `1 / scale` (`UIView`'s `contentScaleFactor`). Kept as its own step so that everything before it
/// computes with exact values, as taffy and Yoga do.
public struct PixelGrid: Sendable, Hashable {
    /// Pixels per point (`UIScreen.scale`): 1, 2 or 3.
    public let scale: Double

    /// Creates the grid of a screen with the given scale; a scale that is not positive and finite
    /// falls back to 1 so that rounding never divides by zero.
    public init(scale: Double) {
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The nearest value on the grid (halves round away from zero, as `round` does).
    public func round(_ value: Double) -> Double {
        Self.roundedAwayFromZero(value * scale) / scale
    }

    /// `value.rounded(.toNearestOrAwayFromZero)`, bit for bit (the sign of a zero too), without
    /// the C library's `round`: the baseline x86-64 target has no instruction for it, and a
    /// screen laid out called it a dozen times. Through the whole part toward zero, which the
    /// conversion to an integer gives; every double of 2^52 or more is whole already, and a
    /// value that is not finite fails that test and is returned as it is.
    @inline(__always) static func roundedAwayFromZero(_ value: Double) -> Double {
        guard value.magnitude < 0x1p52 else { return value }
        let whole = Double(Int64(value))
        // Exact: the part of a double below 2^52 after its whole part.
        let fraction = value - whole
        let rounded = fraction >= 0.5 ? whole + 1 : fraction <= -0.5 ? whole - 1 : whole
        return Double(signOf: value, magnitudeOf: rounded)
    }

    /// Each edge on the grid.
    public func round(_ insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: round(insets.top), left: round(insets.left), bottom: round(insets.bottom), right: round(insets.right))
    }

    /// Origin and size on the grid.
    public func round(_ rect: Rect) -> Rect {
        Rect(x: round(rect.x), y: round(rect.y), width: round(rect.width), height: round(rect.height))
    }

    /// The nearest grid value at or below `value`.
    public func floor(_ value: Double) -> Double {
        (value * scale).rounded(.down) / scale
    }

    /// The nearest grid value at or above `value`.
    public func ceil(_ value: Double) -> Double {
        (value * scale).rounded(.up) / scale
    }
}
