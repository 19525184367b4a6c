/// Why a device cannot answer a request: the pair is not one UIKit has, or no source gives its
/// values.
public enum ScreenLayoutError: Error, Sendable, Hashable {
    /// The device does not let apps use the orientation (upside-down portrait on Face ID iPhones).
    case unsupportedOrientation(Orientation)
    /// The device does not run the requested major version.
    case versionNotRun(Int, runs: IOSVersionRange)
    /// The device runs the version, but the catalogue has no sourced values for it.
    case versionNotSourced(Int)
    /// The profile records the orientation's insets on this version as unknown: no source gives them.
    case insetsUnknown(Orientation, Int)
    /// No source gives a bar's size or place in this configuration; the text names what is missing.
    case barNotSourced(String)
    /// No print gives the named bar on this device and version, nor on another model of its idiom
    /// and vertical size class (the bar, the property a print would read, the version asked).
    case barNotMeasured(String, property: String, ios: Int)
    /// The named feature arrived with the safe area in iOS 11.
    case beforeSafeArea(String, Int)
    /// The app asked to show the status bar where the system hides it by default, and no source
    /// says whether the device can.
    case statusBarShownNotSourced(Orientation)
    /// Large titles arrived in iOS 11.
    case largeTitleBeforeIOS11(Int)
    /// `UIDesignRequiresCompatibility` only changes the design of iOS 26.
    case compatibilityNotApplicable(Int)
    /// The subview lies wholly outside the content view, so it has no safe area to speak of.
    case subviewOutsideView(Rect, view: Rect)
    /// The scroll view's frame lies wholly outside the content view.
    case scrollViewOutsideView(Rect, view: Rect)
    /// The named feature arrived in a later version (first, asked).
    case beforeVersion(String, Int, Int)
    /// The status bar was asked hidden where the default shows it, and no source gives the insets.
    case statusBarHiddenNotSourced(Orientation)
    /// The window frame has a non-finite component.
    case windowNotFinite
    /// The window frame has no area.
    case windowEmpty(Rect)
    /// The window frame reaches past the screen's edges.
    case windowOffScreen(Rect, screen: Rect)
    /// Split View and Slide Over are iPad arrangements.
    case multitaskingNeedsIPad
    /// No source in the catalogue gives the arrangement's width on this iPad.
    case multitaskingNotSourced(Multitasking)
    /// Split View and Slide Over exist from iOS 9 through iPadOS 18 (iPadOS 26 replaced them
    /// with freely sized windows).
    case multitaskingNotInVersion(Multitasking, Int)
    /// The iPad has Slide Over but not Split View.
    case splitViewNotOnDevice
    /// Portrait Split View offers a third and two thirds, no half.
    case splitHalfInPortrait
    /// A posture was asked of a device that does not fold.
    case doesNotFold
    /// The device first ran a later point release than the one asked (asked, first).
    case releaseNotRun(ReleaseVersion, first: ReleaseVersion)
    /// The app's SDK is older than the one a foldable needs to fill its displays (asked, needed,
    /// what the system does instead).
    case letterboxedSDK(ReleaseVersion, needs: ReleaseVersion, behaviour: String)
    /// A window frame on a foldable, whose strip moves with the window (no source gives how).
    case windowOnFoldableNotSourced
    /// `UIRequiresFullScreen` together with a window or a multitasking arrangement on iPad.
    case fullScreenAppInWindow
    /// A value of the answer is known only at a tier weaker than the one accepted (`--evidence`).
    case evidenceBelow(String, EvidenceTier, rule: String?, accepted: EvidenceTier)

    /// The print that would settle a refusal: what to read, on which device and runtime, and the
    /// command that writes the probe (`shared/evidence.md`, "Refusals").
    static func settledBy(_ property: String, on name: String, ios: Int? = nil) -> String {
        "; a print of \(property) on \(name) with \(ios.map { "the iOS \($0)" } ?? "this version's") simulator runtime would settle it "
            + "(`safearea probe` prints the code that takes it; --measurements reads what it writes)"
    }

    /// A sentence fragment saying why, naming the device.
    public func reason(device name: String) -> String {
        switch self {
        case .unsupportedOrientation(let orientation):
            "\(name) does not support \(orientation.rawValue)"
        case .versionNotRun(let version, let runs):
            runs.first == runs.last
                ? "\(name) runs only iOS \(runs.first), not iOS \(version)"
                : "\(name) runs iOS \(runs.first)–\(runs.last), not iOS \(version)"
        case .versionNotSourced(let version):
            "the catalogue has no sourced safe-area values for \(name) on iOS \(version)"
                + Self.settledBy("window.safeAreaInsets and statusBarManager.statusBarFrame", on: name, ios: version)
        case .barNotSourced(let what):
            "no source gives \(what) on \(name)"
        case .barNotMeasured(let what, let property, let version):
            "no source gives \(what) on \(name)" + Self.settledBy(property, on: name, ios: version)
        case .beforeSafeArea(let what, let version):
            "\(what) arrived with the safe area in iOS \(IOSVersion.firstWithSafeArea), not iOS \(version)"
        case .statusBarShownNotSourced(let orientation):
            "no source gives \(name)'s status bar shown in \(orientation.rawValue) on this version"
        case .largeTitleBeforeIOS11(let version):
            "large titles arrived in iOS 11, not iOS \(version)"
        case .compatibilityNotApplicable(let version):
            version < BarDesign.firstLiquidGlassVersion
                ? "UIDesignRequiresCompatibility changes nothing before iOS \(BarDesign.firstLiquidGlassVersion) (asked for iOS \(version))"
                : "UIDesignRequiresCompatibility is ignored from iOS \(BarDesign.firstVersionIgnoringCompatibility) (asked for iOS \(version))"
        case .subviewOutsideView(let frame, let view):
            "the subview \(frame.listText) lies outside the content view (0, 0, \(view.size.listText)) on \(name)"
        case .scrollViewOutsideView(let frame, let view):
            "the scroll view \(frame.listText) lies outside the content view (0, 0, \(view.size.listText)) on \(name)"
        case .beforeVersion(let what, let first, let version):
            "\(what) arrived in iOS \(first), not iOS \(version)"
        case .insetsUnknown(let orientation, let version):
            "no source gives \(name)'s \(orientation.rawValue) safe area on iOS \(version) (the profile records it as unknown)"
                + Self.settledBy("window.safeAreaInsets in \(orientation.rawValue)", on: name, ios: version)
        case .statusBarHiddenNotSourced(let orientation):
            "no source gives \(name)'s safe area with the status bar hidden in \(orientation.rawValue)"
                + Self.settledBy("window.safeAreaInsets with prefersStatusBarHidden true in \(orientation.rawValue)", on: name)
        case .windowNotFinite:
            "the window frame needs four finite numbers"
        case .windowEmpty(let window):
            "the window \(window.listText) is empty: its width and height must be greater than 0"
        case .windowOffScreen(let window, let screen):
            "the window \(window.listText) reaches outside \(name)'s screen (0, 0, \(screen.size.listText))"
        case .multitaskingNeedsIPad:
            "Split View and Slide Over are iPad arrangements; \(name) is not an iPad (use a window frame instead)"
        case .multitaskingNotSourced(let multitasking):
            switch multitasking {
            case .splitView(let fraction, _):
                "no source gives \(name)'s \(fraction.rawValue) Split View width (sources cover the 768×1024, 810×1080, 834×1112, 834×1194 and 1024×1366 screens; give the window frame instead)"
            case .slideOver:
                "no source gives \(name)'s Slide Over frame (sources give it up to iOS \(MultitaskingFrames.lastFullHeightSlideOver) on the 768×1024, 810×1080, 834×1112, 834×1194 and 1024×1366 screens; iPadOS 13 made it a floating card; give the window frame instead)"
            }
        case .multitaskingNotInVersion(let multitasking, let version):
            version > MultitaskingFrames.lastVersion
                ? "there is no \(multitasking.name) on iPadOS \(version): iPadOS 26 replaced Split View and Slide Over with freely sized windows; give the window's frame instead, or ask for iPadOS 18"
                : "\(multitasking.name) arrived in iOS \(MultitaskingFrames.firstVersion), not iOS \(version)"
        case .splitViewNotOnDevice:
            "\(name) has Slide Over but not Split View (Split View needs an iPad Air 2, iPad mini 4, iPad Pro or later)"
        case .splitHalfInPortrait:
            "Split View in portrait offers 1/3 and 2/3, not 1/2"
        case .doesNotFold:
            "\(name) does not fold, so it has no posture"
        case .releaseNotRun(let asked, let first):
            "\(name) shipped with iOS \(first), so it never ran iOS \(asked)"
        case .letterboxedSDK(let sdk, let needs, let behaviour):
            "an app built with the iOS \(sdk) SDK does not see \(name)'s strip: \(behaviour) "
                + "(apps fill the displays from the iOS \(needs) SDK); no source gives the letterboxed window's size or insets"
        case .evidenceBelow(let field, let tier, let rule, let accepted):
            "\(name)'s \(field) is \(tier.rawValue)\(rule.map { " (\($0))" } ?? ""), weaker than the \(accepted.rawValue) evidence asked for"
                + Self.settledBy(field, on: name)
        case .fullScreenAppInWindow:
            "an app with UIRequiresFullScreen runs full screen on \(name): it opts out of Split View, Slide Over and windows"
        case .windowOnFoldableNotSourced:
            "no source gives the safe area of a window on \(name): its side strip moves to whichever side the window is on "
                + "(skedgo/TGCardViewController#31), and no frame of a resized window is published"
        }
    }
}
