/// A rule of this project that answers a value no source states for exactly that device,
/// orientation and version (`shared/evidence.md`, "Rules"): named, with the measurements it
/// reproduces (its support) and where it must not apply (its limits). Its values are `derived`.
public struct EvidenceRule: Sendable, Hashable {
    public var id: String
    public var statement: String
    /// The measured pairs the rule reproduces, each with its source.
    public var support: [String]
    public var limits: [String]

    /// Every rule, in the order `safearea explain --rules` lists them.
    public static let all: [EvidenceRule] = [
        carryForward, samePanelSibling, readableCentred, readableThreshold, liquidGlassBarCarry, ipadTabBarInNavigationBar,
        ipadHiddenStatusBar,
    ]

    /// `ipad-hidden-status-bar`: on an iPad without a home button, iPadOS 26 and 27, hiding the
    /// status bar takes the top inset to 0 and leaves the home indicator's bottom and the sides.
    public static let ipadHiddenStatusBar = EvidenceRule(
        id: "ipad-hidden-status-bar",
        statement: "on iPadOS 26 and 27, an iPad without a home button with the status bar hidden (prefersStatusBarHidden) has a top safe-area inset of 0; the bottom (the home indicator's) and the sides are those with the status bar shown",
        support: [
            "iPadOS 26.2 simulator: window.safeAreaInsets.top 32 with UIStatusBarHidden false and 0 with it true (https://github.com/erik-sutton95/OpenZCine/pull/91, measured, in a window)",
            "iPadOS 26: with UIStatusBarHidden true at launch, safeAreaInsets.top reads 0 (https://github.com/mozilla-mobile/firefox-ios/pull/29549, a bug report whose bar is shown regardless)",
            "the window controls add nothing to the safe area (https://github.com/tauri-apps/tauri/issues/15521)",
            "a home indicator's inset does not depend on the status bar: iPhone X with the status bar hidden keeps bottom 34 (react-native-safe-area-view#62, openradar 42372793)",
        ],
        limits: [
            "not before iPadOS 26: no print of a Face ID iPad with the status bar hidden on iPadOS 12 to 18 was found",
            "not to home-button iPads on iPadOS 26 and 27, which no source prints at all, nor to iPhones, whose sensor housing keeps its inset",
            "the bottom of 20 with the bar hidden is inferred from the home indicator, not printed",
        ])

    /// Whether ``ipadHiddenStatusBar`` answers `profile` on `version`.
    static func ipadHiddenStatusBarApplies(to profile: DeviceProfile, version: Int) -> Bool {
        profile.family == .pad && profile.feature == .none && (26...27).contains(version)
    }

    /// `ios-major-carry-forward`: a model's full-screen safe area and status bar on iOS N are its
    /// values on N - 1 when no source gives N. Measured on iOS 26.5 and 27.0 simulators of the same
    /// models, with the same values: the iPhone 17 Pro's host view with a tab bar 62/0/83/0, the
    /// iPad Air 11-inch (M4) 96/0/20/0 regular and 32/0/77/0 compact (anvu69/liquid_shell), a real
    /// iPad Air (M3) on iPadOS 27 {32,0,20,0} as on iPadOS 26, and the 402-point panel's portrait
    /// top 62 on iOS 18.6, 26.5 and 27.0 (amoshydra/ios-webview-launcher).
    public static let carryForward = EvidenceRule(
        id: "ios-major-carry-forward",
        statement: "a model's full-screen safe-area insets and status bar on iOS N are its values on iOS N-1 when no source gives N, from iOS 26 on",
        support: [
            "iPhone 17 Pro, host view with a tab bar, portrait: 62/0/83/0 on iOS 26.5 and on iOS 27.0 (anvu69/liquid_shell probe, measured)",
            "iPad Air 11-inch (M4): 96/0/20/0 regular, 32/0/77/0 compact, on iPadOS 26.5 and 27.0 (anvu69/liquid_shell probe, measured)",
            "iPad Air (M3), real device, window: {32,0,20,0} on iPadOS 27, as on the iPadOS 26 simulators (anvu69/liquid_shell, measured)",
            "402x874 panel, window, portrait top 62: iPhone 16 Pro on iOS 18.6, iPhone 17 Pro on 26.5 and 27.0, iPhone 18 Pro on 27.0 (amoshydra/ios-webview-launcher Tests/SAFE_AREA_RESULT.md, measured)",
        ],
        limits: [
            "not across a bar design change: iOS 18 to 26 moved the Face ID iPad top from 24 to 32 and the landscape bottom of the 17 family from 21 to 20",
            "not to bars, search tabs or minimized bars: the iPad search tab moved 146 to 140 from iPadOS 26.5 to 27.0, and iOS 27.0 adds UIBarMinimization.safeAreaAdjustment",
            "not to layoutMargins of ordinary subviews past iOS 27.0: iOS 27.1 makes their default 0",
        ])

    /// `same-panel-sibling`: a model whose screen size, scale and screen feature are a measured
    /// model's takes that model's safe area and status bar.
    public static let samePanelSibling = EvidenceRule(
        id: "same-panel-sibling",
        statement: "a model with the same screen size, scale and screen feature as an earlier model takes that model's safe-area insets and status bar",
        support: [
            "iPhone 18 Pro on iOS 27.0, window, portrait: 62/0/34/0, equal to the iPhone 17 Pro on the same runtime (amoshydra/ios-webview-launcher Tests/SAFE_AREA_RESULT.md, measured)",
            "viticci/frames-cli 1.5.0 release notes: the iPhone 18 Pro and 18 Pro Max 'share screen sizes with the 17 Pro models' (transcribed, from Apple's device artwork)",
        ],
        limits: [
            "not the sensor housing's frame, corner radius or reserved regions: reports before launch gave a narrower Dynamic Island for the iPhone 18 Pro",
            "only between models named in SamePanelSibling.pairs, each with a measurement of the new model agreeing",
        ])

    /// `liquid-glass-bar-carry`: a Liquid Glass bar printed on one model has the same height on
    /// every model of its idiom in the same vertical size class, on iOS 26 and 27. Tested by
    /// holding each print out of ``LiquidGlassBarMeasurement/all`` and predicting it from the rest.
    public static let liquidGlassBarCarry = EvidenceRule(
        id: "liquid-glass-bar-carry",
        statement: "a Liquid Glass navigation bar, large title or tab bar printed on one model has the same height on every model of its idiom and vertical size class, on iOS 26 and 27, where no print of the model itself exists",
        support: [
            "navigation bar 54 on three panels: iPhone 17 (402 wide, top 62) on iOS 26.4 (jonatansoderberg/Maui.Spine#377), iPhone 16 (393, top 59) and iPhone SE (375, top 20) on iOS 26.1 (Vercantez/openuikit), measured",
            "phone tab bar band 83 from the bottom edge over a bottom inset of 34 (iPhone 17, code-payments/code-ios-app#640; iPhone 17 Pro on iOS 26.5 and 27.0, anvu69/liquid_shell) and of 0 (iPhone SE, iOS 26.1, Vercantez/openuikit), measured",
            "large title 52 below the bar on iPhone 17 (iOS 26.4) and iPhone SE (iOS 26.1), and on iPad (A16) (iPadOS 26.1: 138 = 32 + 54 + 52), measured",
            "iPad floating tab bar band 64: iPad (A16) on iPadOS 26.1 (Vercantez/openuikit) and iPad Air 11-inch (M4) on 26.5 and 27.0 (anvu69/liquid_shell), 96 = 32 + 64 each, measured",
        ],
        limits: [
            "not across vertical size classes: a phone's tab bar band is 83 in portrait and 64 in landscape (iPhone SE, iOS 26.1)",
            "iPhone landscape rests on one model, the iPhone SE, whose window has no inset; a Face ID phone's landscape bottom inset of 20 is assumed to lie inside the 64-point band, as the 34 lies inside 83 in portrait",
            "iPad bars rest on portrait prints; landscape takes them because an iPad's size classes do not change with rotation",
            "not to toolbars, search tabs, minimized tab bars (UIBarMinimization, iOS 27.0) or compatibility mode",
        ])

    /// `ipad-tab-bar-in-navigation-bar`: under a navigation bar, the iPad floating tab bar sits in
    /// the navigation bar's row, so the navigation bar alone decides the top edge.
    public static let ipadTabBarInNavigationBar = EvidenceRule(
        id: "ipad-tab-bar-in-navigation-bar",
        statement: "on iPadOS 26 and 27 in regular width, a floating tab bar over a navigation controller shares the navigation bar's row: the top safe-area inset is the navigation bar's bottom",
        support: [
            "iPad (A16), iPadOS 26.1: _UIFloatingTabBar [0, 32, 820, 44] and, in the same tab, the navigation bar's search field [565, 31.8, 240, 44] in the 54-point bar at 32 (Vercantez/openuikit Tabs-ipad t200, measured)",
            "iPad (A16), iPadOS 26.1, a navigation bar alone: table adjustedContentInset.top 86 = 32 + 54 (Vercantez/openuikit Forms-ipad t1200, measured)",
            "Apple, 'Elevating your iPad app with a tab bar and sidebar': the tab bar 'shares space with the navigation bar' (published)",
        ],
        limits: [
            "no print of the tab's root view safeAreaInsets.top under both bars exists; decompiled UIKit 18 adds contentLayoutFrame + 14 there, a field not read",
            "not when the navigation bar is hidden, nor on iPadOS 18 or in compatibility mode",
        ])

    /// `readable-width-centred` (iOS 9 to 25): the readable content guide is the layout-margins
    /// guide narrowed, centred, to the readable width of the text size (``ReadableContent``).
    public static let readableCentred = EvidenceRule(
        id: "readable-width-centred",
        statement: "iOS 9 to 25: readableContentGuide is the layout-margins guide, each side inset to (width - readable width) / 2 where that is more; the readable width is 672 at the large text size, scaled by the body font's point size in the others and rounded up to 8",
        support: [
            "iPad Air 2, landscape, iOS 9, large: 672 wide at x 176 in 1024 (useyourloaf, Readable Content Guides, measured)",
            "iPhone 11 Pro Max in landscape: the guide is narrower than the layout-margins guide; iPad Pro 12.9-inch at xxxLarge: it widens with the text size (a Readable Content Guide Example README's screenshots, no values)",
            "body point sizes per text size, 14 to 53 (temoki/UIKit_DynamicType, iOS 13.3 simulator print)",
        ],
        limits: [
            "not iOS 26 on: the guide stays the margins guide until the safe area is 88 points wider than the readable width (readable-width-threshold)",
            "the widths of text sizes other than large are scaled, not measured: SF's tracking and optical sizes can move them by a step of 8",
            "the root view's guide only: table cells that follow the readable width keep (width - readable width) / 2 on every version",
        ])

    /// `readable-width-threshold` (iOS 26 on): the guide narrows only when the safe area is wider
    /// than the readable width by more than 88 points (``ReadableContent/narrows(width:safeAreaInsets:category:)``).
    public static let readableThreshold = EvidenceRule(
        id: "readable-width-threshold",
        statement: "iOS 26 on: readableContentGuide narrows only when the view's width less its side safe-area insets exceeds the readable width by more than 88 points, each side then the largest of the safe-area inset, floor((width - readable width) / 2) and the minimum margin; otherwise it is the layout-margins guide",
        support: [
            "iOS 26.1 UIKitCore, decompiled: _UIViewSafeAreaWidthExceedsReadableWidth (threshold ReadableWidthMinimumInsetThreshold, default 88), _UIViewHorizontalLayoutMarginsAdjustedForReadableWidth, __UIViewReadableWidthForFont (ceil(width / 8) * 8)",
            "WordPress-iOS #24813 and #24895 (2025-09): the readable guide changed on iOS 26 and is larger on iPad",
            "at 1024 wide with no side insets it still gives 672 at x 176, the iPad Air 2 measurement of the centred rule",
        ],
        limits: [
            "no print of readableContentGuide.layoutFrame on iOS 26 or 27 is published: the rule rests on decompiled code and one report",
            "88 is an internal preference's default; the widths of text sizes other than large are scaled, not measured",
            "not table cells (cellLayoutMarginsFollowReadableWidth): their threshold (_safeAreaWidthExceedsReadableWidth) is not modelled",
        ])
}
