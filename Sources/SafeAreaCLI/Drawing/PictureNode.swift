import SafeAreaCore

/// One region of a picture: a rectangle whose `x, y, width, height` are a computed frame exactly,
/// in the coordinates of the group it sits in.
struct PictureShape: Sendable {
    /// The stable `class` naming the region (`safe-area`, `status-bar`, ...), which tests and
    /// style sheets select on.
    var region: String
    var frame: Rect
    /// The display's or the housing's corner radius; 0 for a plain rectangle.
    var cornerRadius: Double = 0
    /// The tooltip: the UIKit name and value the rectangle shows.
    var title: String
    /// More classes after the region's own: `failing`, `occlusion`, ...
    var modifiers: [String] = []
    /// A short caption written inside the region when it is large enough, so that no region is
    /// told apart by its colour alone.
    var caption: String? = nil
    /// Captions sit at the top-left; the safe area's goes to its bottom-left, clear of the
    /// content drawn from its top.
    var captionAtBottom = false
}

/// A picture's content: regions, and groups whose children are in a coordinate space of their own
/// (the window in the screen, the root view in the window, a scroll view's content), as UIKit
/// reports each frame in its own space. Groups nest at most four deep by construction.
indirect enum PictureNode: Sendable {
    case shape(PictureShape)
    /// Children drawn with their origin at `origin` in the parent's coordinates.
    case group(region: String, origin: Point, children: [PictureNode])
}

/// One device and orientation drawn: the screen in UIKit points and everything on it.
struct Picture: Sendable {
    /// The device's identifier and the orientation, which name the file.
    var deviceID: String
    var orientation: Orientation
    /// The screen's size in the orientation, in points: the SVG's `viewBox`.
    var size: Size
    /// The display's corner radius, 0 for square corners.
    var cornerRadius: Double
    /// `iPhone X, portrait, iOS 18`.
    var title: String
    /// The screen first, then everything on it.
    var nodes: [PictureNode]
    /// The legend's lines: the device, orientation and version, then the four insets.
    var legend: [String]
    /// Where the legend box goes: the middle of the safe area, away from the bands it explains.
    var legendArea: Rect
    /// What could not be drawn and why (a region no source places).
    var notes: [String] = []

    /// The file a multi-pair run writes: `iphone-x-landscapeLeft.svg`.
    var fileName: String { "\(deviceID)-\(orientation.rawValue).svg" }
}

extension PictureNode {
    /// The same node with `modifier` added to every shape whose region is in `regions` (the
    /// report marks the regions a failing element overlaps). Groups nest a few levels at most.
    func marking(_ regions: Set<String>, with modifier: String) -> PictureNode {
        switch self {
        case .shape(var shape):
            if regions.contains(shape.region) { shape.modifiers.append(modifier) }
            return .shape(shape)
        case .group(let region, let origin, let children):
            return .group(region: region, origin: origin, children: children.map { $0.marking(regions, with: modifier) })
        }
    }
}
