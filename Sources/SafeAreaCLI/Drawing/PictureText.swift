import SafeAreaCore

/// How the pictures spell UIKit values in tooltips and the legend: the project's number format,
/// in UIKit's top, left, bottom, right and x, y, width, height orders.
enum PictureText {
    static func number(_ value: Double) -> String {
        NumberFormatting.text(value)
    }

    /// `44, 0, 34, 0`.
    static func insets(_ insets: EdgeInsets) -> String {
        insets.values.map(number).joined(separator: ", ")
    }

    /// `0, 44, 375, 734`.
    static func rect(_ rect: Rect) -> String {
        rect.listText
    }
}
