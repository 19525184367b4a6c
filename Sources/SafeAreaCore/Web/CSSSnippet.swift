/// A ready-to-paste snippet that pads a page by the safe area: the viewport tag, then each
/// padding declared with `env()`, preceded by `constant()` when the version asked for is iOS 11
/// (`constant()` is what 11.0–11.1 understand; 11.2 and later only `env()`).
///
/// Sources (research P4.5): the WebKit blog "Designing Websites for iPhone X", quoted in
/// taroify/taroify#199: "The env() function shipped in iOS 11 with the name constant(). Beginning
/// with … the iOS 11.2 beta, constant() has been removed and replaced with env(). You can use the
/// CSS fallback mechanism to support both versions"; the tag's form is the blog's. A later
/// declaration that a browser does not understand is dropped, so the `env()` line wins where it
/// is known. A fallback inside `env()` is never used by WebKit, which defines all four constants
/// (0px when there is no inset), so none is written.
public enum CSSSnippet {
    /// The `<meta name="viewport">` tag for `fit`.
    public static func viewportTag(_ fit: ViewportFit) -> String {
        viewportTags[ViewportFit.allCases.firstIndex(of: fit) ?? 0]
    }

    /// Made once: every `css` record carries its tag.
    private static let viewportTags = ViewportFit.allCases.map { fit in
        "<meta name=\"viewport\" content=\"initial-scale=1, viewport-fit=\(fit.rawValue)\">"
    }

    /// The snippet; `label` (a device and orientation) adds a comment with `values` in px. The
    /// `constant()` fallback is written for `ios` 11, and when no version is given.
    public static func text(viewportFit fit: ViewportFit, label: String? = nil, values: EdgeInsets? = nil, ios: Int? = nil) -> String {
        guard let label, let values else { return body(viewportFit: fit, ios: ios) }
        return comment(label: label, values: values) + body(viewportFit: fit, ios: ios)
    }

    /// The first line of a labelled snippet (``text(viewportFit:label:values:ios:)``): `label`
    /// and `values` in px, in a comment, ending with a newline.
    public static func comment(label: String, values: EdgeInsets) -> String {
        var line = StringOutput(text: "/* ")
        line.write(label)
        writeValues(values, to: &line)
        return line.text
    }

    /// The comment's text after its label: the four values in px, and the comment's end.
    /// Inlinable, as ``Comment/write(to:)`` is, so that an output of another module (the
    /// command line's JSON writer) gets a copy made for it rather than calls through its
    /// protocol's table for every piece.
    @inlinable static func writeValues<Output: SnippetTextOutput>(_ values: EdgeInsets, to output: inout Output) {
        output.write(": env(safe-area-inset-top, -right, -bottom, -left) = ")
        output.write(number: values.top)
        output.write("px ")
        output.write(number: values.right)
        output.write("px ")
        output.write(number: values.bottom)
        output.write("px ")
        output.write(number: values.left)
        output.write("px */\n")
    }

    /// The snippet after its comment (all of an unlabelled one), which depends only on the fit
    /// and the version: made once per run, shared by every snippet.
    public static func body(viewportFit fit: ViewportFit, ios: Int? = nil) -> String {
        let needsConstant = ios.map { $0 < firstVersionWithEnv } ?? true
        return bodies[(ViewportFit.allCases.firstIndex(of: fit) ?? 0) * 2 + (needsConstant ? 1 : 0)]
    }

    /// Everything after the label, which depends only on the fit and the fallback: written once
    /// per run, not per device and orientation (batch writes a snippet per line).
    private static let bodies: [String] = ViewportFit.allCases.flatMap { fit in
        [false, true].map { needsConstant in makeBody(viewportFit: fit, needsConstant: needsConstant) }
    }

    private static func makeBody(viewportFit fit: ViewportFit, needsConstant: Bool) -> String {
        var lines: [String] = []
        lines.append("/* in the page's <head>: \(viewportTag(fit)) */")
        if fit != .cover {
            lines.append("/* viewport-fit=\(fit.rawValue): WebKit insets the page itself and every env() value is 0px; use cover to lay out under the unsafe areas */")
        }
        lines.append("body {")
        for edge in ["top", "right", "bottom", "left"] {
            if needsConstant {
                lines.append("  padding-\(edge): constant(safe-area-inset-\(edge)); /* iOS 11.0-11.1 */")
                lines.append("  padding-\(edge): env(safe-area-inset-\(edge)); /* iOS 11.2+ */")
            } else {
                lines.append("  padding-\(edge): env(safe-area-inset-\(edge));")
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The first major version whose every release understands `env()` (11.2 brought it).
    public static let firstVersionWithEnv = 12

    /// The custom properties a native shell injects into a web view whose `env()` it cannot rely
    /// on (an Android-style bridge, a web view that does not fill the safe area): each inset as a
    /// `--safe-area-inset-*` length in px, for `var(--safe-area-inset-top, env(safe-area-inset-top))`.
    public static func customProperties(_ values: EdgeInsets, label: String) -> String {
        let edges = [("top", values.top), ("right", values.right), ("bottom", values.bottom), ("left", values.left)]
        return "/* \(label): values to inject */\n:root {\n"
            + edges.map { "  --safe-area-inset-\($0.0): \(NumberFormatting.text($0.1))px;\n" }.joined() + "}\n"
    }
}

extension CSSSnippet {
    /// The comment that opens the snippet of one device and orientation: the pair, and its four
    /// values in px. A value, written piece by piece where it goes (``write(to:)``): a batch of
    /// css lines writes a comment per record, and putting each together as a string first was
    /// half of such a line.
    public struct Comment: Sendable, Hashable {
        /// The device's name.
        public var device: String
        public var orientation: Orientation
        /// The major iOS version laid out.
        public var ios: Int
        /// The `env(safe-area-inset-*)` values.
        public var values: EdgeInsets
        /// A foldable's posture: its displays and fold differ by it, so a stylesheet says which.
        public var posture: Posture?

        /// Creates the comment of `device` in `orientation` on `ios`, with its values.
        public init(device: String, orientation: Orientation, ios: Int, values: EdgeInsets, posture: Posture? = nil) {
            self.device = device
            self.orientation = orientation
            self.ios = ios
            self.values = values
            self.posture = posture
        }

        /// `iPhone X portrait, iOS 16` (`iPhone Duo portrait, half, iOS 27` for a foldable): the
        /// pair, as a snippet's comments name it.
        public var label: String {
            var label = StringOutput()
            writeLabel(to: &label)
            return label.text
        }

        /// The line, ending with a newline: ``CSSSnippet/comment(label:values:)`` of ``label`` and
        /// ``values``.
        public var text: String {
            var line = StringOutput()
            write(to: &line)
            return line.text
        }

        /// Writes ``text`` to `output`, a piece at a time. Inlinable: the command line writes
        /// it into JSON for each css record, and the generic code's calls through the output's
        /// protocol table for each piece cost more than the pieces.
        @inlinable public func write<Output: SnippetTextOutput>(to output: inout Output) {
            output.write("/* ")
            writeLabel(to: &output)
            CSSSnippet.writeValues(values, to: &output)
        }

        @inlinable func writeLabel<Output: SnippetTextOutput>(to output: inout Output) {
            output.write(device)
            output.write(" ")
            output.write(orientation.rawValue)
            if let posture {
                output.write(", ")
                output.write(posture.rawValue)
            }
            output.write(", iOS ")
            output.write(number: Double(ios))
        }
    }
}

/// Where a snippet's text goes, a piece at a time: a string, or an output that escapes each
/// piece as it writes it (a JSON string), so that the text is never put together first.
public protocol SnippetTextOutput {
    /// Appends `text` as it is.
    mutating func write(_ text: String)
    /// Appends `value` as ``NumberFormatting/text(_:)`` spells it.
    mutating func write(number value: Double)
}

/// A snippet's text put together as a string.
private struct StringOutput: SnippetTextOutput {
    var text = ""

    mutating func write(_ piece: String) {
        text += piece
    }

    mutating func write(number value: Double) {
        text += NumberFormatting.text(value)
    }
}
