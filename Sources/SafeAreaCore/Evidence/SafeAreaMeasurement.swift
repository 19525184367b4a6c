/// One print of a device's full-screen root view, from the user's own measurements file
/// (contract, "Evidence": `--measurements FILE`): the tier `measured`, cited as `local: FILE`.
///
/// It answers the device's window insets on its major version, in its orientation and status-bar
/// state, in place of the catalogue's (``DeviceProfile/measured(by:)``); its layout margins and
/// readable content guide answer a full-screen view without bars or additional insets, the
/// context the probe (`safearea probe`) reads them in.
public struct SafeAreaMeasurement: Sendable, Hashable {
    /// The release the print was read on; the catalogue answers per major version.
    public var release: ReleaseVersion
    public var orientation: Orientation
    /// Whether the status bar was hidden; `nil` for the system's default.
    public var statusBarHidden: Bool?
    /// `view.safeAreaInsets` of the root view (the window's, for a full-screen view).
    public var safeAreaInsets: EdgeInsets
    /// `view.layoutMargins`, when read.
    public var layoutMargins: EdgeInsets?
    /// `view.readableContentGuide.layoutFrame`, when read.
    public var readableContentGuide: Rect?
    /// How the values were read, in the user's words: what shows the tier is `measured`.
    public var method: String?
    /// Where the values come from as results cite them: `local: FILE`.
    public var file: String

    public init(
        release: ReleaseVersion, orientation: Orientation, statusBarHidden: Bool?, safeAreaInsets: EdgeInsets,
        layoutMargins: EdgeInsets? = nil, readableContentGuide: Rect? = nil, method: String? = nil, file: String
    ) {
        self.release = release
        self.orientation = orientation
        self.statusBarHidden = statusBarHidden
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
        self.readableContentGuide = readableContentGuide
        self.method = method
        self.file = file
    }

    /// The citation every value of the print carries: ``SourceTier`` classifies `local:` as
    /// measured, and its label is `local: FILE` (``CitationLabel``).
    public var citation: String {
        "local: \(file) (iOS \(release)" + (method.map { "; \($0))" } ?? ")")
    }

    /// How the print's values are known, labelled `local: FILE` however long the path.
    public var evidence: Evidence { Evidence(tier: SourceTier.of(citation), sources: [citation], labels: ["local: \(file)"]) }
}

extension DeviceProfile {
    /// Why `print` cannot be a value of this device, if it cannot: a version the device does not
    /// run (or one before `safeAreaInsets`), an orientation it does not support, a value that is
    /// not finite, negative, or off the screen in that orientation (insets wider or taller than
    /// the screen, a guide outside it).
    public func problem(with print: SafeAreaMeasurement) -> ProfileProblem? {
        let major = print.release.major
        guard IOSVersion.exists(major), ios.contains(major) else {
            return .init(field: "ios", message: "\(name) does not run iOS \(major) (it runs \(ios.first)–\(ios.last))")
        }
        guard major >= IOSVersion.firstWithSafeArea else {
            return .init(field: "ios", message: "iOS \(major) has no safeAreaInsets (they begin with iOS \(IOSVersion.firstWithSafeArea))")
        }
        guard supports(print.orientation) else {
            return .init(field: "orientation", message: "\(name) does not support \(print.orientation.rawValue)")
        }
        let bounds = screen.bounds(in: print.orientation)
        if let problem = Self.problem(print.safeAreaInsets, "safeAreaInsets", bounds) { return problem }
        if let margins = print.layoutMargins, let problem = Self.problem(margins, "layoutMargins", bounds) { return problem }
        if let guide = print.readableContentGuide {
            let values = [("x", guide.minX), ("y", guide.minY), ("width", guide.width), ("height", guide.height)]
            if let problem = Self.problem(values, "readableContentGuide") { return problem }
            if guide.maxX > bounds.width || guide.maxY > bounds.height {
                return .init(field: "readableContentGuide", message: "reaches outside the \(Self.size(bounds)) screen in \(print.orientation.rawValue)")
            }
        }
        return nil
    }

    /// Insets that are not finite or negative, or that meet across the screen.
    private static func problem(_ insets: EdgeInsets, _ field: String, _ bounds: Rect) -> ProfileProblem? {
        let values = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
        if let problem = problem(values, field) { return problem }
        if insets.top + insets.bottom > bounds.height || insets.left + insets.right > bounds.width {
            return .init(field: field, message: "leaves nothing of the \(size(bounds)) screen")
        }
        return nil
    }

    /// The first of `values` that is not finite or is negative.
    private static func problem(_ values: [(String, Double)], _ field: String) -> ProfileProblem? {
        for (name, value) in values {
            if !value.isFinite { return .init(field: "\(field).\(name)", message: "must be a finite number") }
            if value < 0 { return .init(field: "\(field).\(name)", message: "must not be negative, found \(NumberFormatting.text(value))") }
        }
        return nil
    }

    private static func size(_ bounds: Rect) -> String {
        "\(NumberFormatting.text(bounds.width))×\(NumberFormatting.text(bounds.height))"
    }
}
