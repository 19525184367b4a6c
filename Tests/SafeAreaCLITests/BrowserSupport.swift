import Foundation

/// Headless Chromium through `Tests/Tools/pictures.py`, the same path `make readme` renders the
/// README's pictures with.
enum Browser {
    static let tool = packageRoot.appendingPathComponent("Tests/Tools/pictures.py").path

    /// Whether a Chromium is installed (`.ci/run` installs Debian's `chromium`).
    static let isAvailable: Bool = (try? run(["browser"]))?.status == 0

    struct Output {
        let status: Int32
        let text: String
    }

    static func run(_ arguments: [String]) throws -> Output {
        let result = try runProcess("/usr/bin/env", ["python3", tool] + arguments)
        return Output(status: result.status, text: result.output)
    }

    /// Renders `document` (SVG or HTML, by `fileExtension`) at 1 CSS pixel per point into a PNG in
    /// `directory`, and returns its path.
    static func render(_ document: String, fileExtension: String, width: Int, height: Int, dark: Bool = false, in directory: URL) throws -> String {
        let name = UUID().uuidString
        let source = directory.appendingPathComponent("\(name).\(fileExtension)")
        try document.write(to: source, atomically: true, encoding: .utf8)
        let target = directory.appendingPathComponent("\(name).png").path
        let output = try run([dark ? "render-dark" : "render", source.path, target, String(width), String(height)])
        guard output.status == 0 else { throw Failure(message: "render failed: \(output.text)") }
        return target
    }

    /// The colour of each point, as the PNG holds it.
    static func pixels(_ png: String, _ points: [(Double, Double)]) throws -> [Colour] {
        let output = try run(["pixels", png] + points.map { "\($0.0),\($0.1)" })
        guard output.status == 0 else { throw Failure(message: "pixels failed: \(output.text)") }
        return output.text.split(separator: "\n").map { line in
            let values = line.split(separator: " ").compactMap { Int($0) }
            return Colour(red: values.first ?? -1, green: values.dropFirst().first ?? -1, blue: values.last ?? -1)
        }
    }

    /// The bounding box of the pixels within `tolerance` of `colour`: min x, min y, max x, max y.
    static func boundingBox(_ png: String, of colour: Colour, tolerance: Int) throws -> [Int]? {
        let output = try run(["bbox", png, "\(colour.red),\(colour.green),\(colour.blue)", String(tolerance)])
        guard output.status == 0 else { throw Failure(message: "bbox failed: \(output.text)") }
        let values = output.text.split(whereSeparator: { $0 == " " || $0 == "\n" }).compactMap { Int($0) }
        return values.count == 5 ? Array(values.prefix(4)) : nil
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }
}

/// An sRGB pixel.
struct Colour: Equatable, CustomStringConvertible {
    let red: Int
    let green: Int
    let blue: Int

    /// The safe area's fill, #0072b2 at 30 % over the light screen colour #f2f2f7.
    static let safe = Colour(red: 169, green: 204, blue: 226)

    func isNear(_ other: Colour, tolerance: Int = 8) -> Bool {
        abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance && abs(blue - other.blue) <= tolerance
    }

    /// Blue well above red: the safe area's fill on either screen colour.
    var isBlue: Bool { blue > red + 30 }

    /// The vermillion and orange of the unsafe hatching: red well above blue.
    var isWarm: Bool { red > blue + 30 }

    /// The sensor housing's black.
    var isDark: Bool { red < 60 && green < 60 && blue < 60 }

    var description: String { "rgb(\(red), \(green), \(blue))" }
}
