/// How numbers are spelled wherever safearea writes them: output formats and messages alike.
public enum NumberFormatting {
    /// Whole numbers without a fraction (`44`, not `44.0`); others in Swift's shortest spelling that
    /// reads back to the same `Double`, so no value is rounded beyond what UIKit rounded.
    public static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return value.description
    }
}

extension Rect {
    /// `0, 20, 375, 100`: the four numbers in `x, y, width, height` order, for messages.
    public var listText: String {
        [x, y, width, height].map(NumberFormatting.text).joined(separator: ", ")
    }
}

extension Size {
    /// `375, 812`: width and height, for messages.
    public var listText: String {
        NumberFormatting.text(width) + ", " + NumberFormatting.text(height)
    }
}
