/// One way a profile, or a measurement given for it (``DeviceProfile/problem(with:)``), breaks
/// the catalogue's rules, with the field it concerns.
public struct ProfileProblem: Sendable, Hashable, Error {
    /// The field, as a JSON path inside the profile: `safeAreaInsets[1].portrait.top`.
    public var field: String
    /// What is wrong, as a sentence fragment: `ranges overlap`.
    public var message: String

    /// Creates a problem report.
    public init(field: String, message: String) {
        self.field = field
        self.message = message
    }
}

extension DeviceProfile {
    /// The longest length a profile may hold, in points: the largest real screen is 1,376 points
    /// long, and the bound keeps every sum and product the core forms finite.
    public static let maximumLength: Double = 100_000

    /// The pixel scales a profile may have: every iOS device has 1, 2 or 3 (Apple's "Image
    /// resolution" table in the Human Interface Guidelines); 4 leaves room without letting a
    /// scale of 1e308 overflow the pixel grid.
    public static let scaleRange: ClosedRange<Double> = 1...4

    /// The rules every profile obeys, bundled or loaded with `--profiles`: identifiers well formed,
    /// numbers finite, not negative and at most ``maximumLength`` points, the scale within ``scaleRange``, version ranges sorted, disjoint and inside the versions the
    /// device runs, and an inset entry (or `unknown`) for exactly the orientations the device supports.
    /// Returns every problem found, first the one nearest the top of the file.
    public func validationProblems() -> [ProfileProblem] {
        var problems: [ProfileProblem] = []
        func fail(_ field: String, _ message: String) {
            problems.append(ProfileProblem(field: field, message: message))
        }
        func check(_ field: String, _ value: Double, positive: Bool = false) {
            if !value.isFinite {
                fail(field, "must be a finite number")
            } else if value < 0 || (positive && value == 0) {
                fail(field, positive ? "must be greater than zero" : "must not be negative")
            } else if value > Self.maximumLength {
                fail(field, "must be at most 100000 points")
            }
        }
        func check(_ field: String, _ insets: EdgeInsets) {
            check(field + ".top", insets.top)
            check(field + ".left", insets.left)
            check(field + ".bottom", insets.bottom)
            check(field + ".right", insets.right)
        }
        func check(_ field: String, _ range: IOSVersionRange) {
            for bound in [range.first, range.last] where !IOSVersion.exists(bound) {
                fail(field, "iOS \(bound) was never released")
            }
        }

        let isLetter = { (byte: UInt8) in byte >= 0x61 && byte <= 0x7A }
        if !(id.utf8.first.map(isLetter) ?? false)
            || !id.utf8.allSatisfy({ isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }) {
            fail("id", "must be lower-case letters, digits and '-', starting with a letter")
        }
        if name.isEmpty { fail("name", "must not be empty") }
        if modelIdentifiers.isEmpty { fail("modelIdentifiers", "must name at least one model identifier") }
        if !Self.isYearMonth(released) { fail("released", "must be YYYY-MM") }
        check("ios", ios)
        check("screen.width", screen.size.width, positive: true)
        check("screen.height", screen.size.height, positive: true)
        check("screen.scale", screen.scale, positive: true)
        if screen.scale.isFinite, screen.scale > 0, !(Self.scaleRange ~= screen.scale) {
            fail("screen.scale", "must be from 1 to 4")
        }
        if let cornerRadius { check("cornerRadius", cornerRadius) }
        if let sensorHousing {
            check("sensorHousing.width", sensorHousing.width, positive: true)
            check("sensorHousing.height", sensorHousing.height, positive: true)
            if !Rect(origin: .zero, size: screen.size).contains(sensorHousing) {
                fail("sensorHousing", "must lie inside the portrait screen")
            }
        }
        if let homeIndicator {
            check("homeIndicator.portrait", homeIndicator.portrait)
            if let landscape = homeIndicator.landscape { check("homeIndicator.landscape", landscape) }
        }
        if orientations.isEmpty { fail("orientations", "must list at least one orientation") }
        if Set(orientations).count != orientations.count { fail("orientations", "lists an orientation twice") }

        for (index, entry) in statusBar.enumerated() {
            let field = "statusBar[\(index)]"
            check(field + ".ios", entry.ios)
            if let height = entry.portrait { check(field + ".portrait", height) }
            if let height = entry.landscape { check(field + ".landscape", height) }
        }
        problems += Self.rangeProblems(statusBar.map(\.ios), field: "statusBar", within: ios)

        for (index, entry) in safeAreaInsets.enumerated() {
            let field = "safeAreaInsets[\(index)]"
            check(field + ".ios", entry.ios)
            if entry.ios.first < IOSVersion.firstWithSafeArea {
                fail(field + ".ios", "safe-area insets exist from iOS \(IOSVersion.firstWithSafeArea)")
            }
            for orientation in Orientation.allCases {
                let supported = supports(orientation)
                if let insets = entry.insets[orientation] {
                    if !supported {
                        fail(field + "." + orientation.rawValue, "is given, but the device does not support \(orientation.rawValue)")
                    }
                    check(field + "." + orientation.rawValue, insets)
                    let bounds = screen.bounds(in: orientation)
                    if insets.top + insets.bottom >= bounds.height || insets.left + insets.right >= bounds.width {
                        fail(field + "." + orientation.rawValue, "leaves no safe area on the screen")
                    }
                    if entry.unknown.contains(orientation) {
                        fail(field + "." + orientation.rawValue, "is both given and unknown")
                    }
                } else if entry.unknown.contains(orientation) {
                    if !supported {
                        fail(field + "." + orientation.rawValue, "is unknown, but the device does not support \(orientation.rawValue)")
                    }
                } else if supported {
                    fail(field + "." + orientation.rawValue, "is missing for a supported orientation (write \"unknown\" when no source gives it)")
                }
                if let hidden = entry.statusBarHidden[orientation] {
                    let hiddenField = field + ".statusBarHidden." + orientation.rawValue
                    if !supported {
                        fail(hiddenField, "is given, but the device does not support \(orientation.rawValue)")
                    }
                    check(hiddenField, hidden)
                }
            }
        }
        problems += Self.rangeProblems(safeAreaInsets.map(\.ios), field: "safeAreaInsets", within: ios)
        for source in sources where source.references.isEmpty {
            fail("sources.\(source.field)", "must name at least one source")
        }
        for (index, dispute) in disputes.enumerated() {
            let field = "disputes[\(index)]"
            if dispute.field.isEmpty { fail(field + ".field", "must name the disputed field") }
            if dispute.why.isEmpty { fail(field + ".why", "must say why the chosen value was preferred") }
            if dispute.orientations.isEmpty { fail(field + ".orientations", "must name at least one orientation") }
            for orientation in dispute.orientations where !supports(orientation) {
                fail(field + ".orientations", "names \(orientation.rawValue), which the device does not support")
            }
            if dispute.competing.isEmpty { fail(field + ".competing", "must give at least one competing value") }
            for (side, claim) in [("chosen", dispute.chosen)] + dispute.competing.map({ ("competing", $0) }) where claim.sources.isEmpty {
                fail(field + "." + side, "must name at least one source for \(claim.value)")
            }
        }
        problems += Self.rangeProblems(disputes.map(\.ios), field: "disputes", within: ios, mayOverlap: true)
        if let folding {
            // The cover display obeys the same rules as a profile's own screen and insets.
            let coverFields = ["screen", "cornerRadius", "sensorHousing", "orientations", "statusBar", "safeAreaInsets", "sizeClasses"]
            for problem in display(for: .closed).validationProblems()
            where coverFields.contains(where: { problem.field.hasPrefix($0) }) {
                let field = problem.field.hasPrefix("sensorHousing") ? "camera" + problem.field.dropFirst("sensorHousing".count) : problem.field
                fail("folding.coverDisplay." + field, problem.message)
            }
            check("folding.fold.offset", folding.fold.offset)
            check("folding.fold.thickness", folding.fold.thickness, positive: true)
            if folding.fold.offset + folding.fold.thickness > screen.size.height {
                fail("folding.fold", "must lie on the inner display (\(screen.size.height) points long)")
            }
            if !IOSVersion.exists(folding.firstRelease.major) || !ios.contains(folding.firstRelease.major) {
                fail("folding.firstRelease", "must be a release of a version the device runs (\(ios.first)–\(ios.last))")
            }
        }
        return problems
    }

    private static func isYearMonth(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 7, bytes[4] == 0x2D else { return false }
        let digits = bytes[0..<4] + bytes[5..<7]
        guard digits.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return false }
        let month = Int(bytes[5] - 0x30) * 10 + Int(bytes[6] - 0x30)
        return (1...12).contains(month)
    }

    private static func rangeProblems(
        _ ranges: [IOSVersionRange], field: String, within runs: IOSVersionRange, mayOverlap: Bool = false
    ) -> [ProfileProblem] {
        var problems: [ProfileProblem] = []
        for (index, range) in ranges.enumerated() {
            if range.first < runs.first || range.last > runs.last {
                problems.append(ProfileProblem(
                    field: "\(field)[\(index)].ios",
                    message: "reaches outside the versions the device runs (\(runs.first)–\(runs.last))"))
            }
            if !mayOverlap, index > 0, ranges[index - 1].last >= range.first {
                problems.append(ProfileProblem(
                    field: "\(field)[\(index)].ios",
                    message: "must start after the previous range ends (ranges sorted and disjoint)"))
            }
        }
        return problems
    }
}
