import SafeAreaCore

/// A layout spec as read from its file: the device × orientation matrix, the screen context,
/// the elements and the assertions, with the lines that annotations point at.
struct CheckSpec {
    /// The file as messages and annotations name it (`<stdin>` for standard input).
    var path: String
    /// True when the spec came from standard input, which annotations cannot point into.
    var isStandardInput: Bool
    var devices: [DeviceProfile]
    var orientations: [Orientation]
    /// The versions modelled, each over the whole matrix; `[nil]` is each device's newest with
    /// sourced values.
    var versions: [Int?]
    /// The containers and bars around the content view controller, for every pair.
    var screen: ScreenContext
    var elements: [LayoutElement]
    var assertions: [CheckAssertion]
    /// The line of each top-level key that the spec gives (`devices`, `orientations`, `ios`,
    /// `context`), where a pair skipped as a whole is annotated.
    var keyLines: [String: Int]

    /// Device × version × orientation: the pairs each assertion runs on.
    var pairCount: Int { devices.count * versions.count * orientations.count }

    /// How a result's pair is named in a report: its orientation, and its version where the
    /// spec asks several.
    func pairName(_ result: CheckResult) -> String {
        result.orientation.rawValue + (versions.count > 1 ? result.ios.map { " iOS \($0)" } ?? "" : "")
    }

    /// The line a pair skipped for `error` is annotated at: the key of the spec that asked for
    /// what the device lacks.
    func line(for error: ScreenLayoutError) -> Int {
        let key: String
        switch error {
        case .unsupportedOrientation, .insetsUnknown, .statusBarShownNotSourced, .statusBarHiddenNotSourced:
            key = "orientations"
        case .versionNotRun, .releaseNotRun, .versionNotSourced, .beforeSafeArea, .beforeVersion, .compatibilityNotApplicable:
            key = "ios"
        case .barNotSourced, .barNotMeasured, .largeTitleBeforeIOS11, .subviewOutsideView, .scrollViewOutsideView,
            .windowNotFinite, .windowEmpty, .windowOffScreen, .multitaskingNeedsIPad, .multitaskingNotSourced,
            .multitaskingNotInVersion, .splitViewNotOnDevice, .splitHalfInPortrait, .doesNotFold,
            .letterboxedSDK, .windowOnFoldableNotSourced, .fullScreenAppInWindow:
            key = "context"
        case .evidenceBelow:
            key = "evidence"
        }
        return keyLines[key] ?? keyLines["devices"] ?? 1
    }
}
