import SafeAreaCore

/// The contract's "Screen context" options, shared by every command that computes insets, and the
/// request they describe.
enum ScreenContextOptions {
    static let navigationBar = OptionSpec(
        "navigation-bar", value: "BAR", choices: ["none", "hidden", "standard", "large"],
        help: "none (no UINavigationController; the default), hidden (inside one, bar hidden), standard, large (expanded large title)")
    static let tabBar = OptionSpec("tab-bar", help: "inside a UITabBarController with its tab bar visible")
    static let toolbar = OptionSpec("toolbar", help: "the navigation controller's toolbar is visible")
    static let opaqueBars = OptionSpec(
        "opaque-bars", help: "bars are opaque and extendedLayoutIncludesOpaqueBars is false: the view sits between them")
    static let additionalInsets = OptionSpec(
        "additional-insets", value: "T,L,B,R", help: "additionalSafeAreaInsets of the content view controller (not negative)")
    static let marginsIgnoreSafeArea = OptionSpec(
        "no-insets-layout-margins-from-safe-area",
        help: "insetsLayoutMarginsFromSafeArea = false on the root view: margins from its edges")
    static let preservesSuperviewMargins = OptionSpec(
        "preserves-superview-layout-margins",
        help: "preservesSuperviewLayoutMargins = true on the --frame subview")
    static let designCompatibility = OptionSpec(
        "design-requires-compatibility",
        help: "UIDesignRequiresCompatibility = YES: iOS 26 draws the classic bars instead of Liquid Glass")
    static let window = OptionSpec(
        "window", value: "X,Y,W,H",
        help: "the app's window (scene) frame in screen points, in the orientation's coordinates; default the whole screen")
    static let split = OptionSpec(
        "split", value: "FRACTION", choices: ["1/3", "1/2", "2/3"],
        help: "iPad Split View (iOS 9 to iPadOS 18) at this share of the screen's width; 1/2 in landscape only")
    static let splitSide = OptionSpec(
        "split-side", value: "SIDE", choices: ["leading", "trailing"],
        help: "the side of the --split app: leading (the default) or trailing")
    static let slideOver = OptionSpec("slide-over", help: "iPad Slide Over at the trailing edge (iOS 9 to 12, when it ran the screen's full height)")
    static let posture = OptionSpec(
        "posture", value: "POSTURE", choices: ["closed", "open", "half"],
        help: "foldables: closed = outer display, open = inner flat (the default), half = inner partly folded")
    static let sdk = OptionSpec(
        "sdk", value: "VERSION",
        help: "the iOS SDK the app is built with, such as 26 or 27.1; default the --ios version (the iPhone Duo letterboxes older builds)")

    static let requiresFullScreen = OptionSpec(
        "requires-full-screen",
        help: "UIRequiresFullScreen = YES: on iPad no Split View, Slide Over or window; iPadOS 26 runs the app as a scaled full-screen canvas")

    static let contentSizeCategory = OptionSpec(
        "content-size-category", value: "SIZE",
        choices: [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ],
        help: "the text size (preferredContentSizeCategory), by UIKit's names from extraSmall to accessibilityExtraExtraExtraLarge; sets the readable width; default large")

    /// The window and multitasking options, which `css` takes too.
    static let windowOptions = [window, split, splitSide, slideOver, posture, sdk, requiresFullScreen]

    /// Every screen-context option, in help order.
    static let evidence = OptionSpec(
        "evidence", value: "TIER", choices: EvidenceTier.allCases.map(\.rawValue),
        help: "weakest evidence accepted: measured, published, transcribed, derived (default)")

    static let all = [
        CommonOptions.statusBar, navigationBar, tabBar, toolbar, opaqueBars, additionalInsets, CommonOptions.frame,
        marginsIgnoreSafeArea, preservesSuperviewMargins, designCompatibility, contentSizeCategory, evidence,
    ] + windowOptions

    /// The request for one orientation, from the parsed options; contradictions are usage errors.
    static func read(_ arguments: ParsedArguments) throws(UsageError) -> ScreenContext {
        let navigation = arguments.single(ScreenContextOptions.navigationBar)?.chosen(NavigationBarStyle.self) ?? .none
        let additional = try arguments.single(ScreenContextOptions.additionalInsets).map { (value) throws(UsageError) in
            try ValueParsing.insets(value, option: "additional-insets")
        } ?? .zero
        let containers = try containers(
            navigation: navigation, tabBar: arguments.has(ScreenContextOptions.tabBar), toolbar: arguments.has(ScreenContextOptions.toolbar),
            opaqueBars: arguments.has(ScreenContextOptions.opaqueBars), additional: additional,
            marginsIgnoreSafeArea: arguments.has(ScreenContextOptions.marginsIgnoreSafeArea),
            preservesSuperviewMargins: arguments.has(ScreenContextOptions.preservesSuperviewMargins))
        let frame = try arguments.single(CommonOptions.frame).map { (value) throws(UsageError) in try ValueParsing.rect(value, option: "frame") }
        try checkSubview(frame, in: containers)
        var context = ScreenContext(
            statusBar: arguments.single(CommonOptions.statusBar)?.chosen(StatusBarPreference.self) ?? .system,
            containers: containers,
            designRequiresCompatibility: arguments.has(ScreenContextOptions.designCompatibility),
            subviewFrame: frame)
        context.weakestEvidence = arguments.single(ScreenContextOptions.evidence)?.chosen(EvidenceTier.self) ?? .derived
        context.contentSizeCategory = arguments.single(ScreenContextOptions.contentSizeCategory)?.chosen(ContentSizeCategory.self) ?? .large
        // Most questions are full screen: one test of the names given skips the seven window
        // options, rather than asking for each.
        guard arguments.mayHave(anyOf: windowBits) else { return context }
        let multitasking = try multitasking(
            split: arguments.single(ScreenContextOptions.split).flatMap { SplitFraction(rawValue: $0.text) },
            side: arguments.single(ScreenContextOptions.splitSide).flatMap { SplitSide(rawValue: $0.text) },
            slideOver: arguments.has(ScreenContextOptions.slideOver), window: arguments.has(ScreenContextOptions.window))
        context.window = try arguments.single(ScreenContextOptions.window).map { (value) throws(UsageError) in
            let window = try ValueParsing.rect(value, option: "window")
            if isEmpty(window: window) {
                throw UsageError("invalid value '\(value.text)' for '--window': the window is empty; width and height must be greater than 0")
            }
            return window
        }
        context.multitasking = multitasking
        context.posture = arguments.single(ScreenContextOptions.posture).flatMap { Posture(rawValue: $0.text) }
        context.requiresFullScreen = arguments.has(ScreenContextOptions.requiresFullScreen)
        context.sdk = try arguments.single(ScreenContextOptions.sdk).map { (value) throws(UsageError) in
            sdk(try ValueParsing.release(value, option: "sdk"))
        }
        return context
    }

    private static let windowBits = OptionSpec.bits(of: windowOptions)

    // The options' own rules, which ``read(_:)`` applies.

    /// The view controller's containers; opaque bars need a bar.
    private static func containers(
        navigation: NavigationBarStyle, tabBar: Bool, toolbar: Bool, opaqueBars: Bool, additional: EdgeInsets,
        marginsIgnoreSafeArea: Bool, preservesSuperviewMargins: Bool
    ) throws(UsageError) -> ViewControllerContainers {
        if opaqueBars, !navigation.showsBar, !tabBar, !toolbar {
            throw UsageError("--opaque-bars needs a bar to be opaque: --navigation-bar standard|large, --tab-bar or --toolbar")
        }
        return ViewControllerContainers(
            navigationBar: navigation, tabBar: tabBar, toolbar: toolbar, opaqueBars: opaqueBars, additionalSafeAreaInsets: additional,
            insetsLayoutMarginsFromSafeArea: !marginsIgnoreSafeArea, subviewPreservesSuperviewLayoutMargins: preservesSuperviewMargins)
    }

    /// `--preserves-superview-layout-margins` describes the `--frame` subview: it needs one.
    private static func checkSubview(_ frame: Rect?, in containers: ViewControllerContainers) throws(UsageError) {
        if containers.subviewPreservesSuperviewLayoutMargins, frame == nil {
            throw UsageError("--preserves-superview-layout-margins describes the --frame subview; give --frame X,Y,W,H")
        }
    }

    /// `--split`/`--split-side` or `--slide-over`, which exclude each other and `--window`.
    private static func multitasking(split: SplitFraction?, side: SplitSide?, slideOver: Bool, window: Bool) throws(UsageError) -> Multitasking? {
        if split != nil, slideOver { throw UsageError("--split and --slide-over are two different arrangements; give one") }
        if window, split != nil || slideOver {
            throw UsageError("--window gives the window's frame itself; it cannot be combined with \(split != nil ? "--split" : "--slide-over")")
        }
        if side != nil, split == nil { throw UsageError("--split-side places the --split app; give --split 1/3|1/2|2/3") }
        if let split { return .splitView(split, side ?? .leading) }
        return slideOver ? .slideOver : nil
    }

    /// A window with no area, which no app has.
    private static func isEmpty(window: Rect) -> Bool { window.width == 0 || window.height == 0 }

    /// The SDK a release names; a major version alone is its newest point release.
    private static func sdk(_ release: (major: Int, minor: Int?)) -> ReleaseVersion {
        ReleaseVersion(release.major, release.minor ?? ReleaseVersion.newest(ofMajor: release.major).minor)
    }
}

/// Everything about a request except the device, orientation and version.
struct ScreenContext: Sendable {
    var statusBar: StatusBarPreference
    var containers: ViewControllerContainers
    var designRequiresCompatibility: Bool
    var subviewFrame: Rect?
    /// The app's window in screen points; `nil` for a full-screen app.
    var window: Rect? = nil
    var multitasking: Multitasking? = nil
    var posture: Posture? = nil
    var requiresFullScreen = false
    /// The SDK the app is built with; `nil` for the version it runs on.
    var sdk: ReleaseVersion? = nil
    /// The point release of the version asked (`--ios 27.1`); `nil` for the newest.
    var iosMinor: Int? = nil
    /// The weakest tier of evidence accepted (`--evidence`).
    var weakestEvidence: EvidenceTier = .derived
    var contentSizeCategory: ContentSizeCategory = .large

    func request(_ orientation: Orientation, ios: Int?) -> ScreenRequest {
        var request = ScreenRequest(
            orientation: orientation, ios: ios, statusBar: statusBar, containers: containers,
            designRequiresCompatibility: designRequiresCompatibility, subviewFrame: subviewFrame,
            window: window, multitasking: multitasking, posture: posture, iosMinor: iosMinor, sdk: sdk,
            requiresFullScreen: requiresFullScreen, weakestEvidence: weakestEvidence)
        request.contentSizeCategory = contentSizeCategory
        return request
    }
}
