import SafeAreaCore

/// Writes a ``Picture`` as SVG whose user units are UIKit points: `viewBox` is the screen, and
/// each region's `x`, `y`, `width` and `height` are its computed frame, spelled as every other
/// output spells numbers.
enum SVGWriter {
    /// A standalone file carries its own style sheet and patterns; a picture inside the HTML
    /// report shares the page's (`standalone: false`), so that pattern ids stay unique.
    static func render(_ picture: Picture, standalone: Bool = true, extraClass: String? = nil) -> String {
        let width = PictureText.number(picture.size.width)
        let height = PictureText.number(picture.size.height)
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"safearea-picture\(extraClass.map { " " + $0 } ?? "")\" "
            + "viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" height=\"\(height)\" role=\"img\">\n"
        svg += "<title>\(text(picture.title))</title>\n"
        if !picture.notes.isEmpty {
            svg += "<desc>\(text(picture.notes.joined(separator: "\n")))</desc>\n"
        }
        let fontSize = captionSize(picture.size)
        // Everything but the screen itself is clipped to the display's rounded corners, as the
        // glass hides what lies past them.
        let clip = "safearea-clip-\(picture.deviceID)-\(picture.orientation.rawValue)"
        let radius = picture.cornerRadius > 0 ? " rx=\"\(PictureText.number(picture.cornerRadius))\"" : ""
        svg += "<clipPath id=\"\(clip)\"><rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"\(radius)/></clipPath>\n"
        for (index, node) in picture.nodes.enumerated() {
            if index == 1 { svg += "<g class=\"on-screen\" clip-path=\"url(#\(clip))\">\n" }
            write(node, fontSize: fontSize, depth: index == 0 ? 0 : 1, into: &svg)
        }
        if picture.nodes.count > 1 { svg += "</g>\n" }
        svg += legend(picture, fontSize: fontSize)
        // A style sheet and patterns apply to the whole document wherever they stand; last, they
        // leave the regions at the top of the file for people reading it.
        if standalone {
            svg += "<style>\n\(PictureStyle.css)</style>\n\(PictureStyle.definitions)"
        }
        return svg + "</svg>\n"
    }

    /// Small enough for a 320-point screen, legible on a 1366-point one.
    static func captionSize(_ size: Size) -> Double {
        max(9, min(14, (size.width / 30).rounded()))
    }

    private static func write(_ node: PictureNode, fontSize: Double, depth: Int, into svg: inout String) {
        let indent = String(repeating: "  ", count: depth)
        switch node {
        case .shape(let shape):
            let classes = ([shape.region] + shape.modifiers).joined(separator: " ")
            let frame = shape.frame
            svg += "\(indent)<rect class=\"\(classes)\" x=\"\(PictureText.number(frame.x))\" y=\"\(PictureText.number(frame.y))\" "
                + "width=\"\(PictureText.number(frame.width))\" height=\"\(PictureText.number(frame.height))\""
            if shape.cornerRadius > 0 { svg += " rx=\"\(PictureText.number(shape.cornerRadius))\"" }
            svg += "><title>\(text(shape.title))</title></rect>\n"
            if let caption = shape.caption, fits(caption, in: frame, fontSize: fontSize) {
                svg += "\(indent)<text class=\"caption caption-\(shape.region)\" x=\"\(PictureText.number(captionX(frame)))\" "
                    + "y=\"\(PictureText.number(shape.captionAtBottom ? frame.maxY - 4 : frame.y + fontSize + 1))\" font-size=\"\(PictureText.number(fontSize))\">\(text(caption))</text>\n"
            }
        case .group(let region, let origin, let children):
            svg += "\(indent)<g class=\"\(region)\" transform=\"translate(\(PictureText.number(origin.x)) \(PictureText.number(origin.y)))\">\n"
            for child in children { write(child, fontSize: fontSize, depth: depth + 1, into: &svg) }
            svg += "\(indent)</g>\n"
        }
    }

    /// A little in from the region's leading edge, past a rounded display corner's curve.
    private static func captionX(_ frame: Rect) -> Double {
        (frame.x + min(frame.width * 0.06, 24) + 3).rounded()
    }

    /// Whether a caption's text, at about 0.6 em a character, fits inside the frame.
    private static func fits(_ caption: String, in frame: Rect, fontSize: Double) -> Bool {
        frame.width >= Double(caption.count) * fontSize * 0.6 + 30 && frame.height >= fontSize + 4
    }

    /// A box of lines centred in the legend area (the safe area), or at its top when the box is
    /// taller than the area.
    private static func legend(_ picture: Picture, fontSize: Double) -> String {
        let lineHeight = fontSize * 1.3
        let longest = picture.legend.map(\.count).max() ?? 0
        let width = min(picture.size.width, Double(longest) * fontSize * 0.58 + 12)
        let height = Double(picture.legend.count) * lineHeight + 8
        let area = picture.legendArea
        let x = max(0, area.x + (area.width - width) / 2).rounded()
        let y = max(0, area.y + max(0, (area.height - height) / 2)).rounded()
        var svg = "<g class=\"legend\">\n<rect class=\"legend-box\" x=\"\(PictureText.number(x))\" y=\"\(PictureText.number(y))\" "
            + "width=\"\(PictureText.number(width.rounded(.up)))\" height=\"\(PictureText.number(height.rounded(.up)))\" rx=\"4\"/>\n"
        for (index, line) in picture.legend.enumerated() {
            let baseline = y + 4 + lineHeight * Double(index + 1) - lineHeight * 0.25
            svg += "<text x=\"\(PictureText.number(x + 6))\" y=\"\(PictureText.number(baseline.rounded()))\" font-size=\"\(PictureText.number(fontSize))\""
                + (index == 0 ? " font-weight=\"bold\"" : "") + ">\(text(line))</text>\n"
        }
        return svg + "</g>\n"
    }

    /// Text for element content and attributes alike: XML's markup characters as entities.
    static func text(_ value: String) -> String {
        JUnitReport.attribute(value)
    }
}
