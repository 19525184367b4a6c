import SafeAreaCore

/// A published UIKit value for a view controller inside containers: the content view's safe area
/// (or, before iOS 11, its layout guides folded into top and bottom), with where it was published.
/// Expected numbers are copied from the sources, never from the code under test.
struct ContainerFixture: Sendable, CustomStringConvertible {
    let device: String
    var orientation: Orientation = .portrait
    let ios: Int
    var statusBar: StatusBarPreference = .system
    var containers: ViewControllerContainers = .none
    var subviewFrame: Rect?
    /// The content view's safe area; for iOS 10 and earlier, top/bottom = the layout guides.
    var insets: EdgeInsets?
    /// The subview's own safe area, for subview cases.
    var subviewInsets: EdgeInsets?
    /// A frame UIKit reported for the view or a bar, when the source gives one.
    var navigationBar: Rect?
    var viewFrame: Rect?
    var margins: EdgeInsets?
    var readableGuide: Rect?
    let source: String

    var description: String { "\(device) \(orientation.rawValue) iOS \(ios): \(source)" }
}

private func edges(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

private let nav = ViewControllerContainers(navigationBar: .standard)
private let large = ViewControllerContainers(navigationBar: .large)
private let tab = ViewControllerContainers(tabBar: true)
private let navAndTab = ViewControllerContainers(navigationBar: .standard, tabBar: true)

let containerFixtures: [ContainerFixture] = [
    // Navigation bar, home-button iPhone: 20 + 44, and a 32-point bar with the status bar hidden in landscape.
    ContainerFixture(device: "iPhone 8", ios: 16, containers: nav, insets: edges(64, 0, 0, 0),
                     source: "useyourloaf.com/blog/supporting-iphone-x (status bar 20 + navigation bar 44)"),
    ContainerFixture(device: "iPhone 8", orientation: .landscapeLeft, ios: 16, containers: nav, insets: edges(32, 0, 0, 0),
                     source: "useyourloaf supporting-iphone-x (\"the navigation bar has a smaller height of 32 points\")"),
    // Navigation bar, notched iPhone.
    ContainerFixture(device: "iPhone X", ios: 12, containers: nav, insets: edges(88, 0, 34, 0),
                     source: "useyourloaf supporting-iphone-x (\"This increases the top inset to 88 points\")"),
    ContainerFixture(device: "iPhone X", orientation: .landscapeLeft, ios: 12, containers: nav, insets: edges(32, 44, 21, 44),
                     source: "DragonCherry/AssetsPickerViewController: UIEdgeInsets(top: 32, left: 44, bottom: 21, right: 44)"),
    // Dynamic Island, classic bars: the bar starts 5.333 above the 59-point safe-area top.
    ContainerFixture(device: "iPhone 14 Pro Max", ios: 16, containers: nav, insets: edges(293.0 / 3, 0, 34, 0),
                     navigationBar: Rect(x: 0, y: 161.0 / 3, width: 430, height: 44),
                     source: "GKNavigationBarSwift#41 (frame = (0 53.6667; 430 44)); SO print 97.666 on 14 Pro Max"),
    // Navigation bar, iPad: 50 points from the iOS 12 SDK.
    ContainerFixture(device: "iPad (9th generation)", ios: 15, containers: nav, insets: edges(70, 0, 0, 0),
                     source: "hacknicity, iPad navigation bar heights in iOS 12 (\"Including the status bar ... 70 points\")"),
    // Large titles: +52.
    ContainerFixture(device: "iPhone X", ios: 12, containers: large, insets: edges(140, 0, 34, 0),
                     source: "qiita/usagimaru (large bar bottom 140 on iPhone X); hacknicity (+52)"),
    ContainerFixture(device: "iPad Pro (10.5-inch)", ios: 12, containers: large, insets: edges(122, 0, 0, 0),
                     source: "hacknicity, 11 and 12.9-inch iPads Pro (\"top safe area inset of 122 points ... on iOS 12.x\")"),
    ContainerFixture(device: "iPhone X", orientation: .landscapeLeft, ios: 12, containers: large, insets: edges(32, 44, 21, 44),
                     source: "openradar 32707795 (the large title collapses on rotation to landscape)"),
    ContainerFixture(device: "iPhone 17", ios: 26, containers: large, insets: edges(168, 0, 34, 0),
                     source: "Maui.Spine#377 notes, iOS 26.4 simulator (large title bar 106 at rest, 116-168)"),
    ContainerFixture(device: "iPhone 17", ios: 26, containers: nav, insets: edges(116, 0, 34, 0),
                     navigationBar: Rect(x: 0, y: 62, width: 402, height: 54),
                     source: "Maui.Spine#377 notes (navigationBar y 62, height 54, content inset 116)"),
    // Tab bar without and with a navigation bar.
    ContainerFixture(device: "iPhone X", ios: 12, containers: tab, insets: edges(44, 0, 83, 0),
                     source: "openradar 36192254 (UITabBar should be 83pt on iPhone X); flutter PR #39258 (XR 83)"),
    ContainerFixture(device: "iPhone XR", orientation: .landscapeLeft, ios: 13, containers: tab, insets: edges(0, 44, 70, 44),
                     source: "flutter PR #39258 (iPhone Xr landscape tab bar 70 = 48 + 22 as charted)"),
    ContainerFixture(device: "iPad Pro (12.9-inch) (3rd generation)", orientation: .landscapeLeft, ios: 13, containers: tab,
                     insets: edges(24, 0, 65, 0), source: "flutter PR #39258 (iPad Pro 12.9\" tab bar 65 in both orientations)"),
    ContainerFixture(device: "iPhone 17", ios: 26, containers: tab, insets: edges(62, 0, 83, 0),
                     source: "code-payments/code-ios-app PR #640 (bottom 83 on iPhone 17, iOS 26); liquid_shell probe 62/0/83/0"),
    ContainerFixture(device: "iPhone 8", ios: 16, containers: navAndTab, insets: edges(64, 0, 49, 0),
                     source: "useyourloaf supporting-iphone-x (64); warriorg/notes (UITabBar 49)"),
    ContainerFixture(device: "iPad Air 11-inch (M4)", ios: 26, containers: tab, insets: edges(96, 0, 20, 0),
                     source: "anvu69/liquid_shell docs/qa/p3b/probe.md (iPadOS 26.5 floating tab bar: 96/0/20/0)"),
    // A hidden navigation bar is no bar.
    ContainerFixture(device: "iPhone X", ios: 12, containers: ViewControllerContainers(navigationBar: .none, tabBar: false),
                     insets: edges(44, 0, 34, 0), source: "openradar 42372793 (window {44, 0, 34, 0})"),
    // Hidden status bar on each kind of device.
    ContainerFixture(device: "iPhone 8", ios: 16, statusBar: .hidden, containers: nav, insets: edges(44, 0, 0, 0),
                     source: "react-native-safe-area-view#62 (no inset on normal iPhones when hidden) + 44 bar"),
    ContainerFixture(device: "iPhone X", ios: 12, statusBar: .hidden, containers: nav, insets: edges(88, 0, 34, 0),
                     source: "react-native-safe-area-view#62 (still an inset on iPhone X when hidden); kouki (bar from the safe top)"),
    ContainerFixture(device: "iPad (9th generation)", ios: 15, statusBar: .hidden, insets: edges(0, 0, 0, 0),
                     source: "swift-snapshot-testing ({20,0,0,0} becomes zero when the root hides the status bar)"),
    // Additional insets, added edge by edge and seen by a subview as far as it reaches into them.
    ContainerFixture(device: "iPhone 7", ios: 11, containers: ViewControllerContainers(additionalSafeAreaInsets: edges(0, 0, 88, 0)),
                     insets: edges(20, 0, 88, 0), source: "Stack Overflow 52483010 (iPhone 7 simulator: bottom 88 after additionalSafeAreaInsets)"),
    ContainerFixture(device: "iPhone 7", ios: 11, containers: ViewControllerContainers(additionalSafeAreaInsets: edges(0, 0, 80, 0)),
                     subviewFrame: Rect(x: 0, y: 0, width: 375, height: 637), subviewInsets: edges(20, 0, 50, 0),
                     source: "Stack Overflow 52483010 (a child 30 points up gets 50 of the 80)"),
    // Subviews partly inside a band: only the part the band covers.
    ContainerFixture(device: "iPhone X", orientation: .landscapeLeft, ios: 12,
                     subviewFrame: Rect(x: 0, y: 325, width: 812, height: 50), subviewInsets: edges(0, 44, 21, 44),
                     source: "Apple, UIView.safeAreaInsets (\"only the portion of the view that is covered\")"),
    // A subview hanging past the superview's edge: only the covered part of the band counts, so
    // the inset stops at the superview's own (cnblogs huahuahu, notes on WWDC18 "UIKit: Apps for
    // Every Size and Shape": root {64, 30, 83, 10} under additionalSafeAreaInsets {20, 30, 0, 10}
    // with a tab bar; "rightView" past the screen's right edge reports right 10, "不会延伸出去").
    ContainerFixture(device: "iPhone X", ios: 12,
                     containers: ViewControllerContainers(tabBar: true, additionalSafeAreaInsets: edges(20, 30, 0, 10)),
                     subviewFrame: Rect(x: 300, y: 200, width: 100, height: 100), insets: edges(64, 30, 83, 10),
                     subviewInsets: edges(0, 0, 0, 10),
                     source: "cnblogs.com/huahuahu/p/UIKit-Apps-for-Every-Size-and-Shape.html (rightView: right 10)"),
    ContainerFixture(device: "iPhone X", ios: 11,
                     containers: ViewControllerContainers(additionalSafeAreaInsets: edges(0, 0, 0, 10)),
                     subviewFrame: Rect(x: 300, y: 100, width: 100, height: 100), subviewInsets: edges(0, 0, 0, 10),
                     source: "Apple, UIView.safeAreaInsets (\"only the portion of the view that is covered\"); cnblogs huahuahu (past the edge: the superview's 10)"),
    // A subview wholly inside the top band is covered over its own height only.
    ContainerFixture(device: "iPhone X", ios: 12,
                     subviewFrame: Rect(x: 0, y: 0, width: 375, height: 20), subviewInsets: edges(20, 0, 0, 0),
                     source: "Apple, UIView.safeAreaInsets (\"the insets reflect only the portion of the view that is covered\")"),
    // Layout margins and the readable content guide.
    ContainerFixture(device: "iPhone 8", ios: 16, margins: edges(20, 16, 0, 16),
                     source: "useyourloaf, Changing root view layout margins (16 for compact width)"),
    ContainerFixture(device: "iPad Air 2", orientation: .landscapeLeft, ios: 10, margins: edges(0, 20, 0, 20),
                     readableGuide: Rect(x: 176, y: 0, width: 672, height: 768),
                     source: "useyourloaf, Readable content guides (iPad Air 2 landscape: 672 wide, inset 176; margins 20)"),
    // Before iOS 11: the layout guides.
    ContainerFixture(device: "iPhone 7", ios: 10, containers: navAndTab, insets: edges(64, 0, 49, 0),
                     source: "useyourloaf (64); warriorg/notes (UINavigationBar 64, UITabBar 49)"),
    ContainerFixture(device: "iPhone 7", orientation: .landscapeLeft, ios: 10, containers: nav, insets: edges(32, 0, 0, 0),
                     source: "useyourloaf (32-point bar, status bar hidden in landscape); chetansway (landscape 32)"),
    ContainerFixture(device: "iPad Air 2", ios: 10, containers: nav, insets: edges(64, 0, 0, 0),
                     source: "hacknicity (\"44 points tall, the status bar is 20 points tall ... 64 points\")"),
    // A hidden navigation bar leaves the status bar: the guides UIKit wrote into contentInset then.
    ContainerFixture(device: "iPhone 7", ios: 10, containers: ViewControllerContainers(navigationBar: .hidden, tabBar: true),
                     insets: edges(20, 0, 49, 0),
                     source: "zoukankan rainySue (hidden bar: contentInset top 20, bottom 49); Apple topLayoutGuide (\"the bottom of the status bar, if only a status bar is visible\")"),
    ContainerFixture(device: "iPhone 6", orientation: .landscapeLeft, ios: 9, containers: ViewControllerContainers(navigationBar: .hidden),
                     insets: edges(0, 0, 0, 0),
                     source: "Apple topLayoutGuide (\"the top edge of the view controller's view, if neither\"); useyourloaf (status bar hidden in landscape)"),
    // Opaque bars: the view starts below the bar, and the top guide is 0.
    ContainerFixture(device: "iPhone 7", ios: 10, containers: ViewControllerContainers(navigationBar: .standard, opaqueBars: true),
                     insets: edges(0, 0, 0, 0), viewFrame: Rect(x: 0, y: 64, width: 375, height: 603),
                     source: "Apple, topLayoutGuide (\"abuts the bottom of the navigation bar ... 0\"); csdn 78872370 (height - 64)"),
]
