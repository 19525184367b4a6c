import Testing
import SafeAreaCore

/// One device's root-view safe area on one iOS version, with the status bar as the system shows it.
///
/// The numbers are restated from the research notes (Profiles/research/*.md) and the measurements they
/// quote, never copied from Profiles/*.json: the table is a second, independent statement, so a
/// profile edited by mistake fails here instead of quietly changing what the CLI prints.
struct DeviceInsetRow: Sendable, CustomStringConvertible {
    let device: String
    let ios: Int
    let portrait: EdgeInsets
    /// iPhones hide the status bar here by default; iPads keep it. `nil`: no source gives it, and
    /// the profile must say so (the layout fails as unknown rather than answering).
    let landscapeLeft: EdgeInsets?
    let source: String

    var description: String { "\(device) iOS \(ios)" }
}

private func edges(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

/// Devices of one class share one measured value, so each class states it once; the version per
/// device is the newest one the notes give a number for.
private func rows(
    _ devices: KeyValuePairs<String, Int>, portrait: EdgeInsets, landscapeLeft: EdgeInsets?, source: String
) -> [DeviceInsetRow] {
    devices.map {
        DeviceInsetRow(device: $0.key, ios: $0.value, portrait: portrait, landscapeLeft: landscapeLeft, source: source)
    }
}

/// Catalogue devices that no note gives a safe-area number for. They are exempt from the coverage
/// check only by being named here, so leaving a new device out of the table stays a visible
/// decision.
let devicesWithoutIndependentSource: [String] = [
    // No source gives any safe-area value; the profiles record every orientation as unknown
    // (Profiles/research/windows.md, "iPhone 18 Pro").
    "iPhone 18 Pro", "iPhone 18 Pro Max",
]

let deviceInsetTable: [DeviceInsetRow] =
    // Home-button iPhones and iPod touch: the 20-pt status bar in portrait, hidden in landscape
    // (vertically compact). useyourloaf "Supporting iPhone X" (iPhone 8 diagram); openradar
    // 42372793 / rdar window {20,0,0,0} on iOS 12; homebutton-iphones.md, no change found iOS 11-18.
    rows(
        [
            "iPhone 5s": 12, "iPhone 6": 12, "iPhone 6 Plus": 12, "iPod touch (6th generation)": 12,
            "iPhone 6s": 15, "iPhone 6s Plus": 15, "iPhone SE (1st generation)": 15, "iPhone 7": 15,
            "iPhone 7 Plus": 15, "iPod touch (7th generation)": 15, "iPhone 8": 16, "iPhone 8 Plus": 16,
            "iPhone SE (2nd generation)": 18, "iPhone SE (3rd generation)": 18,
        ],
        portrait: edges(20, 0, 0, 0), landscapeLeft: edges(0, 0, 0, 0),
        source: "useyourloaf.com/blog/supporting-iphone-x (status bar 20, hidden in landscape); openradar 42372793")
    // SE 2 and SE 3 on iOS 26: homebutton-iphones.md carries the iOS 18 values forward ("no source
    // measured them and none reports a change"), so this row is the weakest of the home-button ones.
    + rows(
        ["iPhone SE (2nd generation)": 26, "iPhone SE (3rd generation)": 26],
        portrait: edges(20, 0, 0, 0), landscapeLeft: edges(0, 0, 0, 0),
        source: "Profiles/research/homebutton-iphones.md (iOS 26 carried forward from useyourloaf's 20 / hidden; not measured)")
    // X-class notch (375- and 414-wide @3x): 44 top, 44 a side in landscape, bottom 34 / 21.
    // openradar 42372793 (X window {44,0,34,0}); useyourloaf "Supporting iPhone X" ("44 point inset"
    // each side); Unity device-simulator captures (landscape bottom 63 px / 3 = 21, not 24).
    + rows(
        ["iPhone X": 16, "iPhone XS": 18, "iPhone XS Max": 18, "iPhone 11 Pro": 26, "iPhone 11 Pro Max": 26],
        portrait: edges(44, 0, 34, 0), landscapeLeft: edges(0, 44, 21, 44),
        source: "openradar 42372793 ({44,0,34,0}); useyourloaf supporting-iphone-x (44 a side); Unity captures (21)")
    // XR and 11 (414-wide @2x) before iOS 14: still the X-class 44.
    // Unity device-simulator captures: XR on iOS 12.0 and 11 on iOS 13.0 report top 44.
    + rows(
        ["iPhone XR": 13, "iPhone 11": 13],
        portrait: edges(44, 0, 34, 0), landscapeLeft: edges(0, 44, 21, 44),
        source: "Unity device-simulator captures (XR iOS 12.0, 11 iOS 13.0: top 44)")
    // XR and 11 from iOS 14: 48. react-native-safe-area-context#215 (real XR: {48,0,34,0}, landscape
    // left/right 48, bottom 21); GKNavigationBarViewController#47 ("iOS 14: 44 -> 48").
    + rows(
        ["iPhone XR": 18, "iPhone 11": 26],
        portrait: edges(48, 0, 34, 0), landscapeLeft: edges(0, 48, 21, 48),
        source: "th3rdwave/react-native-safe-area-context#215 (real XR 48/34, landscape 48/21/48)")
    // 5.4-inch minis: 50. SwiftUI-Simulator DeviceInfo.swift ((50,34), landscape (0,21,50,50));
    // react-native-safearea-height ("50 - iPhone 13 mini / 12 mini"); QMUI_iOS#1326.
    + rows(
        ["iPhone 12 mini": 26, "iPhone 13 mini": 26],
        portrait: edges(50, 0, 34, 0), landscapeLeft: edges(0, 50, 21, 50),
        source: "YusukeHosonuma/SwiftUI-Simulator DeviceInfo.swift (50/34, landscape 50/21); QMUI_iOS#1326")
    // 6.1- and 6.7-inch notch phones from the 12 generation: 47. SwiftUI-Simulator (12: (47,34),
    // landscape (0,21,47,47); 13 Pro Max 47); react-native-safearea-height ("47 - iPhone 12 / 12 Pro /
    // 13 / 13 Pro / 13 Pro Max / 14 / 14 Plus"). No source reports an iOS 26 change (faceid-iphones.md).
    + rows(
        [
            "iPhone 12": 26, "iPhone 12 Pro": 26, "iPhone 12 Pro Max": 26, "iPhone 13": 26, "iPhone 13 Pro": 26,
            "iPhone 13 Pro Max": 26, "iPhone 14": 26, "iPhone 14 Plus": 26,
        ],
        portrait: edges(47, 0, 34, 0), landscapeLeft: edges(0, 47, 21, 47),
        source: "SwiftUI-Simulator DeviceInfo.swift (12: 47/34, landscape 47/21); react-native-safearea-height")
    // 16e has the iPhone 14's 390x844 notch panel; its 47 rests on a snapshot extension that reuses
    // the iPhone 14 config and a preset list, not on a capture (faceid-iphones.md).
    + rows(
        ["iPhone 16e": 26],
        portrait: edges(47, 0, 34, 0), landscapeLeft: edges(0, 47, 21, 47),
        source: "Profiles/research/faceid-iphones.md (16e = iPhone 14 snapshot config, 47/34, landscape 47/21)")
    // 17e: same panel; portrait 47/34 from a real-device report ("47pt notch inset") and a QA table
    // of simulator runs; landscape 0/47/20/47 from EchoTechFE/devicekit's iOS 26.5 simulator probe.
    // iPhone Duo, inner display (the default open posture): GetStream/stream-chat-react-native#3818
    // measured "top: 0, bottom: 34, left: 0, right: 84" (its audit: on the iOS 27.1 simulator);
    // duo_kit's simulator poses give the same strip in landscape and top 82, bottom 34 in portrait,
    // and the Melon docs put an upright root view's origin at y = 82.
    + rows(
        ["iPhone Duo": 27],
        portrait: edges(82, 0, 34, 0), landscapeLeft: edges(0, 0, 34, 84),
        source: "GetStream#3818 (simulator 27.1: 0/0/34/84); duo_kit FoldTestPose (portrait 82/34); Melon docs (y = 82)")
    + rows(
        ["iPhone 17e": 26],
        portrait: edges(47, 0, 34, 0), landscapeLeft: edges(0, 47, 20, 47),
        source: "EchoTechFE/devicekit presets-verified (iOS 26.5 simulator probe: landscape 0/47/20/47)")
    // Dynamic Island 6.1/6.7-inch (393- and 430-wide): 59. flutter#120682 (14 Pro layoutFrame
    // {{0,59},{393,759}}, so bottom 34); csl.cool 2023-09-15 ({59,0,34,0}, landscape {0,59,21,59});
    // GKNavigationBarSwift#41 (15: safe 59). The iOS 26-era ".year2022" preset still gives 0/59/21/59.
    + rows(
        [
            "iPhone 14 Pro": 26, "iPhone 14 Pro Max": 26, "iPhone 15": 26, "iPhone 15 Plus": 26, "iPhone 15 Pro": 26,
            "iPhone 15 Pro Max": 26, "iPhone 16": 26, "iPhone 16 Plus": 26,
        ],
        portrait: edges(59, 0, 34, 0), landscapeLeft: edges(0, 59, 21, 59),
        source: "flutter/flutter#120682 (layoutFrame {{0,59},{393,759}}); csl.cool 2023-09-15 ({0,59,21,59})")
    // Dynamic Island 6.3/6.9-inch on iOS 18: 62. flutter device_frame (16 Pro and Pro Max: 62/34,
    // landscape 62/21); VoidLink#189 (16 Pro Max landscape safe width 832 pt = 62 a side).
    + rows(
        ["iPhone 16 Pro": 18, "iPhone 16 Pro Max": 18],
        portrait: edges(62, 0, 34, 0), landscapeLeft: edges(0, 62, 21, 62),
        source: "flutter device_frame (16 Pro 62/34, landscape 62/21); VoidLink#189 (62 a side)")
    // 17 line on iOS 26: landscape 0/62/20/62, a point less at the bottom than the 16 line on iOS 18.
    // EchoTechFE/devicekit's iOS 26.5 simulator probe (its changelog retracts its earlier top 20);
    // Doodle-fun's and Splotch's 26.5 prints of the 17 Pro agree on sides and bottom. The 20-pt top
    // of swift-snapshot-testing PR #1046/#1082 states no method and is the profiles' dispute.
    + rows(
        ["iPhone 17": 26, "iPhone 17 Pro": 26, "iPhone 17 Pro Max": 26],
        portrait: edges(62, 0, 34, 0), landscapeLeft: edges(0, 62, 20, 62),
        source: "EchoTechFE/devicekit presets-verified (iOS 26.5); kartikkp/Doodle-fun QA report (17 Pro 26.5)")
    // 16 Pro and Pro Max on iOS 26: the same panel as the 17 Pro pair; one preset library
    // (".year2024" / ".year2024Max") gives the 17's numbers. Low confidence in faceid-iphones.md.
    + rows(
        ["iPhone 16 Pro": 26, "iPhone 16 Pro Max": 26],
        portrait: edges(62, 0, 34, 0), landscapeLeft: edges(20, 62, 20, 62),
        source: "Profiles/research/faceid-iphones.md (.year2024 presets, matching measured iPhone 17; low confidence)")
    // iPhone Air: top 68 and landscape 0/68/20/68 measured on an iOS 26.5 simulator (devicekit); the
    // 20/68/29/68 of device_frame and PR #1046 states no method and is the profile's dispute.
    + rows(
        ["iPhone Air": 26],
        portrait: edges(68, 0, 34, 0), landscapeLeft: edges(0, 68, 20, 68),
        source: "EchoTechFE/devicekit presets-verified (iOS 26.5: 68/0/34/0, landscape 0/68/20/68)")
    // Home-button iPads: the status bar stays in both orientations, no bottom inset. openradar
    // 42372793 (iPad Pro 10.5 on iOS 12: window {20,0,0,0}); swift-snapshot-testing iPad configs (20/0).
    // No iPadOS 26 measurement exists, so every row stops at the device's last version up to 18.
    + rows(
        [
            "iPad Air": 12, "iPad mini 2": 12, "iPad mini 3": 12, "iPad Air 2": 15, "iPad mini 4": 15,
            "iPad Pro (12.9-inch) (1st generation)": 16, "iPad Pro (9.7-inch)": 16, "iPad (5th generation)": 16,
            "iPad Pro (10.5-inch)": 17, "iPad Pro (12.9-inch) (2nd generation)": 17, "iPad (6th generation)": 17,
            "iPad Air (3rd generation)": 18, "iPad mini (5th generation)": 18, "iPad (7th generation)": 18,
            "iPad (8th generation)": 18, "iPad (9th generation)": 18,
        ],
        portrait: edges(20, 0, 0, 0), landscapeLeft: edges(20, 0, 0, 0),
        source: "openradar 42372793 (iPad Pro 10.5, iOS 12: {20,0,0,0}); swift-snapshot-testing iPad (20/0)")
    // iPads without a home button (Face ID Pros and the top-button Airs, minis, iPad 10 / A16) up to
    // iPadOS 18: 24-pt status bar, 20 for the home indicator, both orientations. SwiftUI-Simulator
    // DeviceInfo.swift (24,20); react-native-safe-area-view#55 (bottom 20 on the 2018 iPad Pro).
    + rows(
        [
            "iPad Pro (11-inch) (1st generation)": 18, "iPad Pro (12.9-inch) (3rd generation)": 18,
            "iPad Pro (11-inch) (2nd generation)": 18, "iPad Pro (12.9-inch) (4th generation)": 18,
            "iPad Air (4th generation)": 18, "iPad Pro (11-inch) (3rd generation)": 18,
            "iPad Pro (12.9-inch) (5th generation)": 18, "iPad mini (6th generation)": 18,
            "iPad Air (5th generation)": 18, "iPad (10th generation)": 18, "iPad Pro (11-inch) (4th generation)": 18,
            "iPad Pro (12.9-inch) (6th generation)": 18, "iPad Air 11-inch (M2)": 18, "iPad Air 13-inch (M2)": 18,
            "iPad Pro 11-inch (M4)": 18, "iPad Pro 13-inch (M4)": 18, "iPad mini (A17 Pro)": 18, "iPad (A16)": 18,
            "iPad Air 11-inch (M3)": 18, "iPad Air 13-inch (M3)": 18,
        ],
        portrait: edges(24, 0, 20, 0), landscapeLeft: edges(24, 0, 20, 0),
        source: "SwiftUI-Simulator DeviceInfo.swift (24/20 both orientations); react-native-safe-area-view#55")
    // The same iPads from iPadOS 26: the taller 32-pt status bar. liquid_shell spike (real iPad Air
    // 11-inch (M3), iPadOS 27, 1180x820: safe {32,0,20,0}); liquid_shell probe (iPadOS 26.5 and 27.0
    // simulators: top 32); OpenZCine#91 (iPadOS 26.2: 32). The A12 iPads stop at 26 (dropped by 27).
    + rows(
        [
            "iPad Pro (11-inch) (1st generation)": 26, "iPad Pro (12.9-inch) (3rd generation)": 26,
            "iPad Pro (11-inch) (2nd generation)": 27, "iPad Pro (12.9-inch) (4th generation)": 27,
            "iPad Air (4th generation)": 27, "iPad Pro (11-inch) (3rd generation)": 27,
            "iPad Pro (12.9-inch) (5th generation)": 27, "iPad mini (6th generation)": 27,
            "iPad Air (5th generation)": 27, "iPad (10th generation)": 27, "iPad Pro (11-inch) (4th generation)": 27,
            "iPad Pro (12.9-inch) (6th generation)": 27, "iPad Air 11-inch (M2)": 27, "iPad Air 13-inch (M2)": 27,
            "iPad Pro 11-inch (M4)": 27, "iPad Pro 13-inch (M4)": 27, "iPad mini (A17 Pro)": 27, "iPad (A16)": 27,
            "iPad Air 11-inch (M3)": 27, "iPad Air 13-inch (M3)": 27, "iPad Pro 11-inch (M5)": 27,
            "iPad Pro 13-inch (M5)": 27, "iPad Air 11-inch (M4)": 27, "iPad Air 13-inch (M4)": 27,
        ],
        portrait: edges(32, 0, 20, 0), landscapeLeft: edges(32, 0, 20, 0),
        source: "anvu69/liquid_shell docs/qa/p2/spike.md ({32,0,20,0}); OpenZCine#91; flutter#186028")

@Suite("Every device against its sourced insets")
struct DeviceInsetTableTests {
    /// Adding a profile without a row must fail, or the table silently stops covering the catalogue.
    @Test func everyBundledDeviceHasARow() {
        let catalogue = DeviceCatalogue.bundled
        var covered: Set<String> = []
        for row in deviceInsetTable {
            guard let profile = catalogue.profile(named: row.device) else {
                Issue.record("row names no bundled device: \(row.device)")
                continue
            }
            covered.insert(profile.id)
        }
        var exempt: Set<String> = []
        for name in devicesWithoutIndependentSource {
            guard let profile = catalogue.profile(named: name) else {
                Issue.record("devicesWithoutIndependentSource names no bundled device: \(name)")
                continue
            }
            #expect(!covered.contains(profile.id), "\(name) has a row, so it needs no exemption")
            exempt.insert(profile.id)
        }
        // Names, not profiles: a failure should list the devices, not dump every field of each.
        let missing = catalogue.profiles.filter { !covered.contains($0.id) && !exempt.contains($0.id) }.map(\.name)
        #expect(missing == [], "add a row (or, with a reason, a devicesWithoutIndependentSource entry)")
    }

    /// Two rows for one device and version would make one of them dead weight or a contradiction.
    @Test func rowsAreUnique() {
        var seen: Set<String> = []
        for row in deviceInsetTable {
            let key = "\(DeviceCatalogue.normalized(row.device)) \(row.ios)"
            #expect(seen.insert(key).inserted, "duplicate row \(row)")
        }
    }

    @Test(arguments: deviceInsetTable)
    func matchesSourcedInsets(_ row: DeviceInsetRow) throws {
        // Looked up first so that a failed #require prints the lookup, not the whole catalogue.
        let found = DeviceCatalogue.bundled.profile(named: row.device)
        let profile = try #require(found, "no bundled profile named \(row.device)")
        let portrait = try profile.layout(for: ScreenRequest(orientation: .portrait, ios: row.ios))
        #expect(portrait.safeAreaInsets == row.portrait, "portrait; source: \(row.source)")
        if let expected = row.landscapeLeft {
            let landscape = try profile.layout(for: ScreenRequest(orientation: .landscapeLeft, ios: row.ios))
            #expect(landscape.safeAreaInsets == expected, "landscapeLeft; source: \(row.source)")
        } else {
            #expect(throws: ScreenLayoutError.insetsUnknown(.landscapeLeft, row.ios)) {
                try profile.layout(for: ScreenRequest(orientation: .landscapeLeft, ios: row.ios))
            }
        }
    }
}
