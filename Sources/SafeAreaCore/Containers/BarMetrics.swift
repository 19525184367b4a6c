/// Heights and places of UIKit's bars, from published measurements. Each rule names its sources;
/// the research behind them, with the disagreements, is `Profiles/research/bars.md`. Where no
/// source gives a value the functions throw `ScreenLayoutError.barNotSourced` rather than guess.
enum BarMetrics {
    /// What large titles add to an expanded navigation bar: 52 points on iPhone and iPad, classic
    /// and Liquid Glass alike (hacknicity: "iOS 11's large titles add 52 points"; 96 = 44 + 52 on
    /// iPhone X by qiita/usagimaru; 106 = 54 + 52 on the iOS 26.4 iPhone 17, Maui.Spine#377).
    static let largeTitleExtra: Double = 52

    // MARK: Navigation bar

    /// The navigation bar's height for `style`, which must show a bar.
    ///
    /// Large titles collapse to the standard bar in a vertically compact environment: decompiled
    /// `-[_UINavigationBarVisualProviderModernIOS _allowLargeTitleView]` refuses them when
    /// `verticalSizeClass` is compact, and openradar 32707795 saw the title shrink on rotation.
    static func navigationBarHeight(_ style: NavigationBarStyle, _ env: BarEnvironment) throws(ScreenLayoutError) -> Double {
        if style == .large, env.ios < 11 { throw .largeTitleBeforeIOS11(env.ios) }
        let standard = try standardNavigationBarHeight(env)
        guard style == .large, !env.isCompactHeight else { return standard }
        if env.design == .liquidGlass, env.family == .pad {
            throw .barNotSourced("an expanded large title on iPadOS \(env.ios)")
        }
        return standard + largeTitleExtra
    }

    private static func standardNavigationBarHeight(_ env: BarEnvironment) throws(ScreenLayoutError) -> Double {
        try refuseUnsourcedPhoneLandscape(env, bar: "navigation bar")
        switch (env.design, env.family) {
        case (.classic, .phone):
            // 44, and 32 in landscape on phones whose width stays compact there; Plus and Max
            // phones (regular width) keep 44. useyourloaf "Supporting iPhone X" (44, landscape 32);
            // fluentui-apple PR #1727 (32 on iPhone 14 Pro, 44 on 14 Pro Max); REMenu#109 and
            // QMUI_iOS#633 (6 Plus / regular width: 44).
            guard env.isCompactHeight else { return 44 }
            return env.sizeClasses.horizontal == .compact ? 32 : 44
        case (.classic, .pad):
            // 50 from the iOS 12 SDK, 44 before, in both orientations (hacknicity; QMUI_iOS#633).
            return env.ios >= 12 ? 50 : 44
        case (.liquidGlass, .phone):
            // 54: Maui.Spine#377 (iOS 26.4 simulator, iPhone 17: y 62, height 54, content 116);
            // GKNavigationBarSwift#47 and its fix ("became 54").
            return 54
        case (.liquidGlass, .pad):
            // Only GKNavigationBarSwift's code says 54 here, unmeasured: refused like the other
            // single-library Liquid Glass values (Profiles/research/bars.md, gap 1).
            throw .barNotSourced("the Liquid Glass navigation bar on iPadOS \(env.ios)")
        }
    }

    /// Where the navigation bar's top edge sits in the window.
    ///
    /// The bar starts at the window's safe-area top (the status bar's bottom, or the sensor band),
    /// as kouki.hatenadiary.com measured on an iPhone 13 Pro, an iPhone 8 and an iPad. Classic bars
    /// on Dynamic Island phones are the exception: they start 5 points and a pixel or two above the
    /// 59/62/68-point safe-area top (GKNavigationBarSwift#41 print `frame = (0 53.6667; 430 44)` with
    /// safe top 59; kouki's 5.333 overlap; GKNavigationBarSwift's per-model comments for 62 and 68).
    /// Liquid Glass bars start at the safe-area top again (Maui.Spine#377: y 62 on iPhone 17).
    static func navigationBarTop(_ env: BarEnvironment) throws(ScreenLayoutError) -> Double {
        guard env.design == .classic, env.isPhone, !env.isCompactHeight else { return env.window.top }
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
        /// iPadOS 18 and later in regular width: a floating bar at the top; the band it adds to the
        /// top safe area below the status bar.
        case top(Double)
    }

    static func tabBarPlacement(_ env: BarEnvironment, navigationBar: NavigationBarStyle) throws(ScreenLayoutError) -> TabBarPlacement {
        try refuseUnsourcedPhoneLandscape(env, bar: "tab bar")
        if env.isPhone {
            // 49, and 32 in compact-width landscape from iOS 11 (ESTabBarController#79 and #88;
            // QMUI macros); regular-width phones keep 49 (flutter PR #39258: XR landscape 70 =
            // 49 + 21). Liquid Glass keeps the 83-point band on iPhone 17 (code-ios-app PR #640;
            // liquid_shell probe: 62/0/83/0).
            guard env.isCompactHeight, env.ios >= 11 else { return .bottom(49) }
            return .bottom(env.sizeClasses.horizontal == .compact ? 32 : 49)
        }
        if env.ios >= 18, env.sizeClasses.horizontal == .regular {
            // The floating tab bar (decompiled `-[_UITabContainerView
            // floatingTabBarTopInsetForViewController:]`: 64 without a navigation bar), measured
            // as 96 = 32 + 64 on an iPad Air M4 on iPadOS 26.5 and 27.0 (liquid_shell probe).
            guard env.ios >= 26, env.design == .liquidGlass, navigationBar == .none else {
                switch navigationBar {
                case .none:
                    throw .barNotSourced(
                        "the floating tab bar on iPadOS \(env.ios)\(env.design == .classic && env.ios >= 26 ? " in compatibility mode" : "")")
                case .hidden: throw .barNotSourced("the floating tab bar over a navigation controller whose bar is hidden")
                case .standard, .large: throw .barNotSourced("the floating tab bar under a navigation bar")
                }
            }
            return .top(64)
        }
        // iPads without a home button: 45 above the 20-point indicator, 65 in both orientations
        // (flutter PR #39258, QMUI_iOS#633). Home-button iPads: 50 from the iOS 12 SDK, 49 before
        // (hacknicity; QMUI_iOS#633).
        if env.isPadWithoutHomeButton { return .bottom(45) }
        return .bottom(env.ios >= 12 ? 50 : 49)
    }

    // MARK: Toolbar

    /// The navigation controller's toolbar height, above the window's bottom safe-area inset.
    static func toolbarHeight(_ env: BarEnvironment) throws(ScreenLayoutError) -> Double {
        try refuseUnsourcedPhoneLandscape(env, bar: "toolbar")
        guard env.design == .classic else { throw .barNotSourced("the Liquid Glass toolbar") }
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

    /// iPhone landscape from iOS 26: no source measured the bars there (and the window's own
    /// landscape top of 20 is unexplained), so every bar refuses rather than guess.
    private static func refuseUnsourcedPhoneLandscape(_ env: BarEnvironment, bar: String) throws(ScreenLayoutError) {
        if env.isPhone, env.isCompactHeight, env.ios >= BarDesign.firstLiquidGlassVersion {
            throw .phoneLandscapeBarNotSourced(bar, env.ios)
        }
    }
}
