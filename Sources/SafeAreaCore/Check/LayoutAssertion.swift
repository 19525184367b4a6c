/// One thing a layout spec asserts about an element on every device and orientation.
public enum LayoutAssertion: Sendable, Hashable {
    /// The element lies inside `safeAreaLayoutGuide` (its edges may touch the guide's).
    case insideSafeArea
    /// The element lies inside `layoutMarginsGuide` (iOS 9 and later).
    case insideLayoutMargins
    /// The element is at least this wide and this tall; at least one is given. Apple's Human
    /// Interface Guidelines ask for hit targets of at least 44 × 44 points.
    case minSize(width: Double?, height: Double?)
    /// The element overlaps none of the regions; touching edges is no overlap.
    case clearOf([ScreenRegion])

    /// How far, in points, a frame may cross a line before it counts: a thousandth of a point,
    /// far below the smallest pixel (a third of a point), so that the binary rounding of sums such
    /// as 53.667 + 44 never fails a check while any real overlap, a pixel or more, does.
    public static let tolerance: Double = 0.001

    /// The assertion's name in a spec: `insideSafeArea`, `minSize`, ...
    public var name: String {
        switch self {
        case .insideSafeArea: "insideSafeArea"
        case .insideLayoutMargins: "insideLayoutMargins"
        case .minSize: "minSize"
        case .clearOf: "clearOf"
        }
    }

    /// Decides the assertion for `element` on `screen`.
    ///
    /// An element that cannot be placed fails every assertion (its constraints conflict) or
    /// leaves it not evaluable (its guide does not exist on the version). `clearOf` fails on any
    /// region it overlaps. A region whose place no source gives (a notch's outline, a landscape
    /// home indicator) is no overlap for an element wholly inside the safe area, which by
    /// definition keeps clear of the status bar, the sensor housing and the home indicator (Apple's
    /// `safeAreaInsets` reference: the root view's insets "account for the status bar, other
    /// visible bars"; the HIG's Layout page: the safe area avoids the camera housing and the Home
    /// indicator; every sourced housing and indicator of the catalogue lies in its device's unsafe
    /// bands, which a test holds). Outside the safe area such a region leaves the assertion not
    /// evaluable rather than guessed.
    public func evaluate(_ element: LayoutElement, on screen: CheckScreen) -> CheckOutcome {
        let frame: Rect
        switch screen.place(element) {
        case .placed(let placed): frame = placed
        case .unsatisfiable(let why): return .failed([.unsatisfiable(why)])
        case .unavailable(let why): return .notEvaluable(why)
        }
        switch self {
        case .insideSafeArea:
            return Self.inside(frame, .safeArea, on: screen)
        case .insideLayoutMargins:
            return Self.inside(frame, .layoutMargins, on: screen)
        case .minSize(let width, let height):
            let narrow = width.map { frame.width < $0 - Self.tolerance } ?? false
            let short = height.map { frame.height < $0 - Self.tolerance } ?? false
            return narrow || short ? .failed([.tooSmall(frame.size, minimumWidth: width, minimumHeight: height)]) : .passed
        case .clearOf(let regions):
            var findings: [CheckFinding] = []
            var unknown: [String] = []
            for region in regions {
                switch screen.frame(of: region) {
                case .absent:
                    continue
                case .frame(let area):
                    if let overlap = Self.overlap(frame, area) { findings.append(.overlaps(region, overlap)) }
                case .unknown(let why):
                    if region.liesOutsideSafeArea, let safeArea = screen.frame(of: .safeArea), Self.encloses(safeArea, frame) {
                        continue
                    }
                    if !unknown.contains(why) { unknown.append(why) }
                }
            }
            if !findings.isEmpty { return .failed(findings) }
            return unknown.isEmpty ? .passed : .notEvaluable(unknown.joined(separator: "; "))
        }
    }

    private static func inside(_ frame: Rect, _ guide: LayoutElement.Reference, on screen: CheckScreen) -> CheckOutcome {
        guard let area = screen.frame(of: guide) else {
            return .notEvaluable(screen.marginsGuideMissing)
        }
        func beyond(_ distance: Double) -> Double { distance > tolerance ? distance : 0 }
        let outside = EdgeInsets(
            top: beyond(area.minY - frame.minY), left: beyond(area.minX - frame.minX),
            bottom: beyond(frame.maxY - area.maxY), right: beyond(frame.maxX - area.maxX))
        return outside.isZero ? .passed : .failed([.outside(guide, by: outside)])
    }

    /// True when `inner` lies inside `outer`, give or take the tolerance.
    static func encloses(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.minX >= outer.minX - tolerance && inner.minY >= outer.minY - tolerance
            && inner.maxX <= outer.maxX + tolerance && inner.maxY <= outer.maxY + tolerance
    }

    /// The rectangle two frames share, when it is more than `tolerance` across both ways.
    static func overlap(_ a: Rect, _ b: Rect) -> Rect? {
        let minX = max(a.minX, b.minX)
        let maxX = min(a.maxX, b.maxX)
        let minY = max(a.minY, b.minY)
        let maxY = min(a.maxY, b.maxY)
        guard maxX - minX > tolerance, maxY - minY > tolerance else { return nil }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
