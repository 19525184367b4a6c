/// Heights and places of UIKit's bars, from published measurements. Each rule names its sources;
/// the research behind them, with the disagreements, is `Profiles/research/bars.md`. Where no
/// source gives a value the functions throw `ScreenLayoutError.barNotSourced` rather than guess.
enum BarMetrics {
    /// What large titles add to an expanded navigation bar: 52 points on iPhone and iPad, classic
    /// and Liquid Glass alike (hacknicity: "iOS 11's large titles add 52 points"; 96 = 44 + 52 on
    /// iPhone X by qiita/usagimaru; 106 = 54 + 52 on the iOS 26.4 iPhone 17, Maui.Spine#377).
    static let largeTitleExtra: Double = 52
    /// The iPad floating tab bar's own height: `_UIFloatingTabBar [0, 32, 820, 44]` on the iPad
    /// (A16), iPadOS 26.1 (openuikit's Tabs-ipad t200 print).
    static let floatingTabBarHeight: Double = 44

    // MARK: Navigation bar

    /// The navigation bar's height for `style`, which must show a bar.
    ///
    /// Large titles collapse to the standard bar in a vertically compact environment: decompiled
    /// `-[_UINavigationBarVisualProviderModernIOS _allowLargeTitleView]` refuses them when
    /// `verticalSizeClass` is compact, openradar 32707795 saw the title shrink on rotation, and
    /// openuikit's NavFlow t200.landscape print on iOS 26.1 shows the inline bar only.
    static func navigationBarHeight(_ style: NavigationBarStyle, _ env: BarEnvironment) throws(ScreenLayoutError) -> BarValue {
        if style == .large, env.ios < 11 { throw .largeTitleBeforeIOS11(env.ios) }
        let standard = try standardNavigationBarHeight(env)
        guard style == .large, !env.isCompactHeight else { return standard }
        guard env.design == .liquidGlass else {
            return BarValue(value: standard.value + largeTitleExtra, evidence: standard.evidence)
        }
        guard let extra = LiquidGlassBars.value(.largeTitle, env) else {
            throw LiquidGlassBars.unmeasured("an expanded large title", property: "navigationBar.frame with prefersLargeTitles", env)
        }
        return BarValue(value: standard.value + extra.value, evidence: standard.evidence.combined(with: extra.evidence))
    }

    private static func standardNavigationBarHeight(_ env: BarEnvironment) throws(ScreenLayoutError) -> BarValue {
        if env.design == .liquidGlass {
            // 54 wherever a print exists (bars.md section 10): iPhone 17 (Maui.Spine#377), iPhone 16
            // and SE in portrait and the SE in landscape (openuikit), iPad (A16) (openuikit).
            guard let bar = LiquidGlassBars.value(.navigationBar, env) else {
                throw LiquidGlassBars.unmeasured("the navigation bar", property: "navigationBar.frame", env)
            }
            return bar
        }
        try refuseClassicPhoneLandscape(env, bar: "the navigation bar in compatibility mode", property: "navigationBar.frame")
        let height: Double
        switch env.family {
        case .phone:
            // 44, and 32 in landscape on phones whose width stays compact there; Plus and Max
            // phones (regular width) keep 44. useyourloaf "Supporting iPhone X" (44, landscape 32);
            // fluentui-apple PR #1727 (32 on iPhone 14 Pro, 44 on 14 Pro Max); REMenu#109 and
            // QMUI_iOS#633 (6 Plus / regular width: 44).
            height = !env.isCompactHeight || env.sizeClasses.horizontal == .regular ? 44 : 32
        case .pad:
            // 50 from the iOS 12 SDK, 44 before, in both orientations (hacknicity; QMUI_iOS#633).
            height = env.ios >= 12 ? 50 : 44
        }
        return BarValue(value: height, evidence: DeviceProfile.barEvidence)
    }

    /// Where the navigation bar's top edge sits in the window.
    ///
    /// The bar starts at the window's safe-area top (the status bar's bottom, or the sensor band),
    /// as kouki.hatenadiary.com measured on an iPhone 13 Pro, an iPhone 8 and an iPad. Classic bars
    /// on Dynamic Island phones are the exception: they start 5 points and a pixel or two above the
    /// 59/62/68-point safe-area top (GKNavigationBarSwift#41 print `frame = (0 53.6667; 430 44)` with
    /// safe top 59; kouki's 5.333 overlap; GKNavigationBarSwift's per-model comments for 62 and 68).
    /// Liquid Glass bars start at the safe-area top again (Maui.Spine#377: y 62 on iPhone 17), and
    /// on phones no higher than ``LiquidGlassBars/navigationBarFloor(_:)``.
    static func navigationBarTop(_ env: BarEnvironment) throws(ScreenLayoutError) -> BarValue {
        if env.design == .liquidGlass {
            guard let bar = LiquidGlassBars.value(.navigationBar, env) else {
                throw LiquidGlassBars.unmeasured("the navigation bar", property: "navigationBar.frame", env)
            }
            return BarValue(value: max(env.window.top, LiquidGlassBars.navigationBarFloor(env)), evidence: bar.evidence)
        }
        return BarValue(value: try classicNavigationBarTop(env), evidence: DeviceProfile.barEvidence)
    }

    private static func classicNavigationBarTop(_ env: BarEnvironment) throws(ScreenLayoutError) -> Double {
        guard env.isPhone, !env.isCompactHeight else { return env.window.top }
        if env.feature != .dynamicIsland {
            // Before Dynamic Island the status bar filled the safe-area top and the bar sat on it;
            // where the two differ (12 mini on iOS 14: bar 44, top 50) no source places the bar.
            if env.statusBarShown, let statusBar = env.statusBarHeight, statusBar != env.window.top {
                throw .barNotSourced("where a navigation bar starts below a status bar shorter than the safe-area top")
            }
            return env.window.top
        }
        guard env.statusBarShown else {
            throw .barNotSourced("a classic navigation bar under a hidden status bar on a Dynamic Island iPhone")
        }
        // In thirds of a point: the offsets are whole pixels on these @3x screens.
        switch env.window.top {
        case 59: return 161.0 / 3  // 53.667, measured (GKNavigationBarSwift#41, kouki)
        case 62: return 169.0 / 3  // 56.333, GKNavigationBarSwift comment only
        case 68: return 187.0 / 3  // 62.333, GKNavigationBarSwift comment only
        default:
            throw .barNotSourced("where a classic navigation bar starts below this Dynamic Island")
        }
    }

    // MARK: Tab bar

    /// Where a `UITabBarController`'s bar goes and how much it takes.
    enum TabBarPlacement: Sendable, Equatable {
        /// Along the bottom edge: the bar's height above the window's bottom safe-area inset.
        case bottom(Double)
        /// Along the bottom edge: the band the bar covers up from the window's bottom edge, whatever
        /// the bottom inset (Liquid Glass phones: 83 over a bottom inset of 0 and of 34 alike).
        case band(Double)
        /// iPadOS 18 and later in regular width: a floating bar at the top; the band it adds to the
        /// top safe area below the status bar.
        case top(Double)
    }

    static func tabBarPlacement(_ env: BarEnvironment, navigationBar: NavigationBarStyle) throws(ScreenLayoutError) -> (TabBarPlacement, Evidence) {
        if env.isPhone {
            if env.design == .liquidGlass {
                guard let band = LiquidGlassBars.value(.tabBar, env) else {
                    throw LiquidGlassBars.unmeasured("the tab bar", property: "tabBar.frame and the tab's root view safeAreaInsets.bottom", env)
                }
                return (.band(band.value), band.evidence)
            }
            try refuseClassicPhoneLandscape(env, bar: "the tab bar in compatibility mode", property: "tabBar.frame")
            // 49, and 32 in compact-width landscape from iOS 11 (ESTabBarController#79 and #88;
            // QMUI macros); regular-width phones keep 49 (flutter PR #39258: XR landscape 70 =
            // 49 + 21).
            guard env.isCompactHeight, env.ios >= 11 else { return (.bottom(49), DeviceProfile.barEvidence) }
            return (.bottom(env.sizeClasses.horizontal == .compact ? 32 : 49), DeviceProfile.barEvidence)
        }
        if env.ios >= 18, env.sizeClasses.horizontal == .regular {
            return try floatingTabBar(env, navigationBar: navigationBar)
        }
        // iPads without a home button: 45 above the 20-point indicator, 65 in both orientations
        // (flutter PR #39258, QMUI_iOS#633). Home-button iPads: 50 from the iOS 12 SDK, 49 before
        // (hacknicity; QMUI_iOS#633).
        if env.isPadWithoutHomeButton { return (.bottom(45), DeviceProfile.barEvidence) }
        return (.bottom(env.ios >= 12 ? 50 : 49), DeviceProfile.barEvidence)
    }

    /// The floating tab bar of iPadOS 18 and later in regular width (decompiled `-[_UITabContainerView
    /// floatingTabBarTopInsetForViewController:]`: 64 without a navigation bar), measured as 96 = 32
    /// + 64 on iPadOS 26 and 27. Under a navigation bar it shares the bar's row
    /// (``EvidenceRule/ipadTabBarInNavigationBar``).
    private static func floatingTabBar(_ env: BarEnvironment, navigationBar: NavigationBarStyle) throws(ScreenLayoutError) -> (TabBarPlacement, Evidence) {
        let property = "the tab's root view safeAreaInsets.top"
        guard env.ios >= BarDesign.firstLiquidGlassVersion, env.design == .liquidGlass else {
            let compatibility = env.ios >= BarDesign.firstLiquidGlassVersion ? " in compatibility mode" : ""
            switch navigationBar {
            case .none: throw .barNotMeasured("the floating tab bar on iPadOS \(env.ios)\(compatibility)", property: property, ios: env.ios)
            case .hidden: throw .barNotMeasured("the floating tab bar over a navigation controller whose bar is hidden", property: property, ios: env.ios)
            case .standard, .large: throw .barNotMeasured("the floating tab bar under a navigation bar", property: property, ios: env.ios)
            }
        }
        guard let band = LiquidGlassBars.value(.floatingTabBar, env) else {
            throw LiquidGlassBars.unmeasured("the floating tab bar", property: property, env)
        }
        switch navigationBar {
        case .none:
            return (.top(band.value), band.evidence)
        case .hidden:
            throw .barNotMeasured("the floating tab bar over a navigation controller whose bar is hidden", property: property, ios: env.ios)
        case .standard, .large:
            // The bar itself is 44 tall at the safe-area top (openuikit Tabs-ipad t200), inside
            // the navigation bar's row; the navigation bar decides the top edge.
            return (.top(floatingTabBarHeight), band.evidence.derived(by: EvidenceRule.ipadTabBarInNavigationBar.id))
        }
    }

    // MARK: Toolbar

    /// The navigation controller's toolbar height, above the window's bottom safe-area inset.
    static func toolbarHeight(_ env: BarEnvironment) throws(ScreenLayoutError) -> BarValue {
        BarValue(value: try classicToolbarHeight(env), evidence: DeviceProfile.barEvidence)
    }

    private static func classicToolbarHeight(_ env: BarEnvironment) throws(ScreenLayoutError) -> Double {
        guard env.design == .classic else {
            throw .barNotMeasured("the Liquid Glass toolbar", property: "navigationController.toolbar.frame and the root view safeAreaInsets.bottom", ios: env.ios)
        }
        try refuseClassicPhoneLandscape(env, bar: "the toolbar in compatibility mode", property: "navigationController.toolbar.frame")
        if env.isPhone {
            // 44, and 32 in compact-width landscape (the old HIG's "automatic change in toolbar
            // height"; QMUI_iOS#633: XS Max landscape 65 = 44 + 21).
            guard env.isCompactHeight else { return 44 }
            return env.sizeClasses.horizontal == .compact ? 32 : 44
        }
        if env.isPadWithoutHomeButton {
            // QMUI_iOS#633 says 65 (45 + 20); later QMUI-derived macros say 70 (50 + 20).
            throw .barNotSourced("the toolbar on an iPad without a home button, where sources say 65 and 70,")
        }
        return env.ios >= 12 ? 50 : 44  // hacknicity; QMUI_iOS#633
    }

    /// iPhone landscape in compatibility mode on iOS 26: no print shows the classic bars there.
    private static func refuseClassicPhoneLandscape(_ env: BarEnvironment, bar: String, property: String) throws(ScreenLayoutError) {
        if env.isPhone, env.isCompactHeight, env.ios >= BarDesign.firstLiquidGlassVersion {
            throw .barNotMeasured(bar, property: property, ios: env.ios)
        }
    }
}
