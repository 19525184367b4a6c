import SafeAreaCore

/// A safe-area value UIKit reported on a real device or simulator, as published, with where it
/// was published. The expected numbers are copied from the sources, never from the profiles.
struct UIKitFixture: Sendable, CustomStringConvertible {
    let device: String
    let orientation: Orientation
    let ios: Int
    var statusBar: StatusBarPreference = .system
    let insets: EdgeInsets
    let source: String

    var description: String { "\(device) \(orientation.rawValue) iOS \(ios) status bar \(statusBar.rawValue)" }
}

private func insets(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Published UIKit measurements. Each line names its source; see /Profiles for the full list.
let uikitFixtures: [UIKitFixture] = [
    // Home-button iPhones: the 20-point status bar in portrait, hidden in landscape.
    UIKitFixture(device: "iPhone 8", orientation: .portrait, ios: 16, insets: insets(20, 0, 0, 0),
                 source: "useyourloaf.com/blog/supporting-iphone-x (status bar 20 points)"),
    UIKitFixture(device: "iPhone 8", orientation: .landscapeLeft, ios: 16, insets: insets(0, 0, 0, 0),
                 source: "useyourloaf.com/blog/supporting-iphone-x (the system hides the status bar in landscape)"),
    UIKitFixture(device: "iPhone 8", orientation: .portrait, ios: 16, statusBar: .hidden, insets: insets(0, 0, 0, 0),
                 source: "react-navigation/react-native-safe-area-view#62 (no inset on normal iPhones when hidden)"),
    // iPhone X class: 44 / 34, landscape 44 / 21 (not 24).
    UIKitFixture(device: "iPhone X", orientation: .portrait, ios: 12, insets: insets(44, 0, 34, 0),
                 source: "openradar 42372793 (window {44, 0, 34, 0})"),
    UIKitFixture(device: "iPhone X", orientation: .landscapeLeft, ios: 12, insets: insets(0, 44, 21, 44),
                 source: "useyourloaf.com/blog/supporting-iphone-x (44 each side); csl.cool 2023-09-15 (bottom 21)"),
    UIKitFixture(device: "iPhone X", orientation: .portrait, ios: 12, statusBar: .hidden, insets: insets(44, 0, 34, 0),
                 source: "react-navigation/react-native-safe-area-view#62 (still an inset on iPhone X when hidden)"),
    // XR: 48 on iOS 14 and later, on a real device.
    UIKitFixture(device: "iPhone XR", orientation: .portrait, ios: 14, insets: insets(48, 0, 34, 0),
                 source: "th3rdwave/react-native-safe-area-context#215 (real XR: top 48, bottom 34)"),
    UIKitFixture(device: "iPhone XR", orientation: .landscapeRight, ios: 14, insets: insets(0, 48, 21, 48),
                 source: "th3rdwave/react-native-safe-area-context#215 (real XR landscape: left/right 48, bottom 21)"),
    // iPhone 12 family: 47; minis 50.
    UIKitFixture(device: "iPhone 12", orientation: .portrait, ios: 17, insets: insets(47, 0, 34, 0),
                 source: "YusukeHosonuma/SwiftUI-Simulator DeviceInfo.swift (47, 34)"),
    UIKitFixture(device: "iPhone 12", orientation: .landscapeLeft, ios: 17, insets: insets(0, 47, 21, 47),
                 source: "YusukeHosonuma/SwiftUI-Simulator DeviceInfo.swift (landscape 0, 21, 47, 47)"),
    UIKitFixture(device: "iPhone 13 mini", orientation: .portrait, ios: 17, insets: insets(50, 0, 34, 0),
                 source: "YusukeHosonuma/SwiftUI-Simulator (50, 34); react-native-safearea-height table"),
    // Dynamic Island.
    UIKitFixture(device: "iPhone 14 Pro", orientation: .portrait, ios: 16, insets: insets(59, 0, 34, 0),
                 source: "flutter/flutter#120682 (layoutFrame {{0, 59}, {393, 759}})"),
    UIKitFixture(device: "iPhone 15", orientation: .landscapeLeft, ios: 17, insets: insets(0, 59, 21, 59),
                 source: "csl.cool/2023/09/15/ios-dev/ios-layout-adaptation (landscape {0, 59, 21, 59})"),
    UIKitFixture(device: "iPhone 16 Pro", orientation: .portrait, ios: 18, insets: insets(62, 0, 34, 0),
                 source: "flutter device_frame (16 Pro top 62, bottom 34); VoidLink#189 (62 per side in landscape)"),
    // iPads.
    UIKitFixture(device: "iPad Pro 11-inch (M4)", orientation: .portrait, ios: 17, insets: insets(24, 0, 20, 0),
                 source: "YusukeHosonuma/SwiftUI-Simulator DeviceInfo.swift (Face ID iPads 24, 20)"),
    UIKitFixture(device: "iPad (9th generation)", orientation: .landscapeLeft, ios: 17, insets: insets(20, 0, 0, 0),
                 source: "openradar 42372793 (home-button iPad window {20, 0, 0, 0})"),
]
