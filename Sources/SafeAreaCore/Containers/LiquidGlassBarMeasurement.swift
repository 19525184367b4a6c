/// One published print of a Liquid Glass bar on a named simulator runtime: the values
/// ``LiquidGlassBars`` answers for that pair, and carries to the pairs no print covers
/// (``EvidenceRule/liquidGlassBarCarry``). The research behind each row is
/// `Profiles/research/bars.md`, section 10.
struct LiquidGlassBarMeasurement: Sendable, Hashable {
    /// What was read.
    enum Bar: String, Sendable, Hashable {
        /// `navigationBar.frame`: its height, and its origin against the window's safe-area top.
        case navigationBar
        /// What an expanded large title adds below the standard bar.
        case largeTitle
        /// The phone tab bar: the band it covers up from the screen's bottom edge.
        case tabBar
        /// The iPad floating tab bar without a navigation bar: the band it adds below the window's
        /// safe-area top.
        case floatingTabBar
    }

    var bar: Bar
    var family: DeviceFamily
    /// The catalogue id of the device read.
    var device: String
    /// The runtimes' major versions read.
    var ios: [Int]
    /// Read in a vertically compact environment (a phone in landscape).
    var compactHeight: Bool
    /// The height or band read.
    var value: Double
    /// The window's safe-area top and the bar's printed origin, for a navigation bar.
    var windowTop: Double?
    var origin: Double?
    var source: String

    /// Every print found (`Profiles/research/bars.md` section 10); prints named only by an index
    /// id are left out, since a reader cannot open them.
    static let all: [LiquidGlassBarMeasurement] = [
        .init(bar: .navigationBar, family: .phone, device: "iphone-17", ios: [26], compactHeight: false, value: 54,
              windowTop: 62, origin: 62, source: spine),
        .init(bar: .navigationBar, family: .phone, device: "iphone-16", ios: [26], compactHeight: false, value: 54,
              windowTop: 59, origin: 59, source: openUIKitBarOrigin),
        .init(bar: .navigationBar, family: .phone, device: "iphone-se-3rd-generation", ios: [26], compactHeight: false, value: 54,
              windowTop: 20, origin: 20, source: openUIKitBarOrigin),
        .init(bar: .navigationBar, family: .phone, device: "iphone-se-3rd-generation", ios: [26], compactHeight: true, value: 54,
              windowTop: 0, origin: 24, source: openUIKitLandscape),
        .init(bar: .navigationBar, family: .pad, device: "ipad-a16", ios: [26], compactHeight: false, value: 54,
              windowTop: 32, origin: 32, source: openUIKitPad),
        .init(bar: .largeTitle, family: .phone, device: "iphone-17", ios: [26], compactHeight: false, value: 52, source: spine),
        .init(bar: .largeTitle, family: .phone, device: "iphone-se-3rd-generation", ios: [26], compactHeight: false, value: 52,
              source: openUIKitLargeTitle),
        .init(bar: .largeTitle, family: .pad, device: "ipad-a16", ios: [26], compactHeight: false, value: 52, source: openUIKitPad),
        .init(bar: .tabBar, family: .phone, device: "iphone-17", ios: [26], compactHeight: false, value: 83, source: codePayments),
        .init(bar: .tabBar, family: .phone, device: "iphone-17-pro", ios: [26, 27], compactHeight: false, value: 83,
              source: liquidShellPhone),
        .init(bar: .tabBar, family: .phone, device: "iphone-se-3rd-generation", ios: [26], compactHeight: false, value: 83,
              source: openUIKitTabs),
        .init(bar: .tabBar, family: .phone, device: "iphone-se-3rd-generation", ios: [26], compactHeight: true, value: 64,
              source: openUIKitTabsLandscape),
        .init(bar: .floatingTabBar, family: .pad, device: "ipad-a16", ios: [26], compactHeight: false, value: 64, source: openUIKitPadTabs),
        .init(bar: .floatingTabBar, family: .pad, device: "ipad-air-11-inch-m4", ios: [26, 27], compactHeight: false, value: 64,
              source: liquidShellPad),
    ]

    static let spine = "jonatansoderberg/Maui.Spine#377 notes (iPhone 17, iOS 26.4 simulator: navigationBar frame y 62, height 54; large title 106 = 54 + 52)"
    static let openUIKitBarOrigin = "Vercantez/openuikit Sources/OpenUIKit/UINavigationBar.swift (MEASURED navprobe.barorigin, iPhone SE (3rd generation) and iPhone 16, iOS 26.1: bar.frame.y = max(safeAreaInsets.top, 10), height 54)"
    static let openUIKitLandscape = "Vercantez/openuikit Sources/OpenUIKit/UINavigationBar.swift (MEASURED NavFlow t200.landscape, iPhone SE 2x, iOS 26.1: window 667x375, UINavigationBar [0, 24, 667, 54], table safeAreaInsets.top 78; no large title in compact height)"
    static let openUIKitLargeTitle = "Vercantez/openuikit Sources/OpenUIKit/UINavigationBar.swift (MEASURED navbar_large, iPhone SE 2x, iOS 26.1: expanded large-title bar 106 = 54 + 52)"
    static let openUIKitPad = "Vercantez/openuikit Sources/OpenUIKit/UINavigationBar.swift (MEASURED ipadprobe and NavFlow-ipad t200, iPad (A16) 820x1180, iOS 26.1: window safe area 32/0/25/0, bar [0, 32, 820, 54], large [0, 32, 820, 106], table safeAreaInsets.top 138)"
    static let openUIKitTabs = "Vercantez/openuikit Tests (MEASURED Tabs t2000, iPhone SE 2x, iOS 26.1: UITabBar [0, 584, 375, 83] on a window whose bottom inset is 0)"
    static let openUIKitTabsLandscape = "Vercantez/openuikit Tests (MEASURED Tabs t200.landscape, iPhone SE 2x, iOS 26.1: UITabBar [0, 311, 667, 64], table safeAreaInsets.bottom 64)"
    static let openUIKitPadTabs = "Vercantez/openuikit Sources/OpenUIKit/UITabBarController.swift (MEASURED Tabs-ipad t200, iPad (A16), iOS 26.1: _UIFloatingTabBar [0, 32, 820, 44], a child without a navigation bar starts at 96)"
    static let codePayments = "code-payments/code-ios-app#640 (runtime probe, iPhone 17, iOS 26: safeAreaInsets.bottom 83 = 34 + 49 with the system tab bar)"
    static let liquidShellPhone = "anvu69/liquid_shell docs/qa/p3b/probe.md (iPhone 17 Pro, iOS 26.5 and 27.0: host view safe area 62/0/83/0 with the tab bar)"
    static let liquidShellPad = "anvu69/liquid_shell docs/qa/p3b/probe.md (iPad Air 11-inch (M4), iPadOS 26.5 and 27.0, regular width, no navigation bar: host view safe area 96/0/20/0)"
}
