/// A `readableContentGuide.layoutFrame` someone read on a device and published with how: the
/// guide of that pair is answered with it, as `measured`, whatever the rules give
/// (`shared/evidence.md`: "A rule never overrides a measurement of the same pair").
public struct ReadableGuideMeasurement: Sendable, Hashable {
    /// The profile id of the device.
    public var device: String
    /// Read in landscape (either side) rather than portrait.
    public var landscape: Bool
    public var ios: Int
    public var category: ContentSizeCategory
    /// The full-screen root view's width the guide was read in.
    public var viewWidth: Double
    /// The guide's `minX` and width.
    public var x: Double
    public var width: Double
    public var source: String

    /// Every published measurement of the guide (research: `Profiles/research/uikit-rules.md` §5).
    /// Only one gives numbers; the others found are screenshots without values.
    public static let all = [
        ReadableGuideMeasurement(
            device: "ipad-air-2", landscape: true, ios: 9, category: .large, viewWidth: 1024, x: 176, width: 672,
            source: "https://useyourloaf.com/blog/readable-content-guides/ (iPad Air 2 in landscape, iOS 9: \"672 points wide and inset 176 points from the edges of the view\")"),
    ]

    /// The measurement of this pair, when there is one: the same device, side of the rotation,
    /// version, text size and view width.
    public static func of(
        device: String, orientation: Orientation, ios: Int, category: ContentSizeCategory, viewWidth: Double
    ) -> ReadableGuideMeasurement? {
        all.first {
            $0.device == device && $0.landscape == orientation.isLandscape && $0.ios == ios && $0.category == category
                && $0.viewWidth == viewWidth
        }
    }
}
