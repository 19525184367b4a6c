import Testing
import SafeAreaCore

/// One Split View or Slide Over window with the values its sources publish.
struct MultitaskingRow: Sendable, CustomStringConvertible {
    let device: String
    let ios: Int
    let orientation: Orientation
    let arrangement: Multitasking
    let window: Rect
    let horizontal: SizeClass
    let source: String

    var description: String { "\(device) \(orientation.rawValue) \(arrangement)" }
}

/// Widths restated from the sources (not from MultitaskingFrames): swift-snapshot-testing's
/// `ViewImageConfig` split variants (PR #209), Chromium's measured multitasking constants, and
/// the sgl0v and macguru gists of iOS 9 and iOS 11 interface sizes.
let multitaskingTable: [MultitaskingRow] = [
    MultitaskingRow(
        device: "iPad Air 2", ios: 12, orientation: .landscapeLeft, arrangement: .splitView(.half, .leading),
        window: Rect(x: 0, y: 0, width: 507, height: 768), horizontal: .compact,
        source: "Chromium kWidthLandscapeSplitViewOnRegularIPad = 507; sgl0v gist '507 x 768 Split Landscape 1/2'"),
    MultitaskingRow(
        device: "iPad Air 2", ios: 12, orientation: .landscapeLeft, arrangement: .splitView(.twoThirds, .leading),
        window: Rect(x: 0, y: 0, width: 694, height: 768), horizontal: .regular,
        source: "sgl0v gist '694 x 768 Split Landscape 2/3'; snapshot-testing iPadMini landscape twoThirds"),
    MultitaskingRow(
        device: "iPad Air 2", ios: 12, orientation: .landscapeLeft, arrangement: .splitView(.oneThird, .trailing),
        window: Rect(x: 704, y: 0, width: 320, height: 768), horizontal: .compact,
        source: "sgl0v gist '320 x 768 Split Landscape 2/3-right'; 320 + 10 + 694 = 1024"),
    MultitaskingRow(
        device: "iPad Air 2", ios: 12, orientation: .portrait, arrangement: .splitView(.twoThirds, .leading),
        window: Rect(x: 0, y: 0, width: 438, height: 1024), horizontal: .compact,
        source: "sgl0v gist '438 x 1024 iPad Split Portrait left'"),
    MultitaskingRow(
        device: "iPad Air 2", ios: 11, orientation: .portrait, arrangement: .slideOver,
        window: Rect(x: 448, y: 0, width: 320, height: 1024), horizontal: .compact,
        source: "sgl0v gist '320 x 1024 Slide Over portrait'; Chromium Slide Over width 320"),
    MultitaskingRow(
        device: "iPad Pro (10.5-inch)", ios: 12, orientation: .landscapeLeft, arrangement: .splitView(.half, .leading),
        window: Rect(x: 0, y: 0, width: 551, height: 834), horizontal: .compact,
        source: "macguru gist '551 x 834 iPad 10.5\" Split Landscape 1/2'"),
    MultitaskingRow(
        device: "iPad Pro (12.9-inch) (2nd generation)", ios: 12, orientation: .landscapeLeft, arrangement: .splitView(.half, .leading),
        window: Rect(x: 0, y: 0, width: 678, height: 1024), horizontal: .regular,
        source: "Chromium kWidthLandscapeSplitViewOnLargeIPad = 678; sgl0v '678 x 1024 iPad Pro Split Landscape 1/2 (regular width)'"),
    MultitaskingRow(
        device: "iPad Pro (12.9-inch) (2nd generation)", ios: 12, orientation: .portrait, arrangement: .splitView(.twoThirds, .leading),
        window: Rect(x: 0, y: 0, width: 639, height: 1366), horizontal: .compact,
        source: "sgl0v gist '639 x 1366 iPad Pro Split Portrait left'"),
    MultitaskingRow(
        device: "iPad Pro (11-inch) (2nd generation)", ios: 14, orientation: .landscapeLeft, arrangement: .splitView(.half, .trailing),
        window: Rect(x: 602, y: 0, width: 592, height: 834), horizontal: .compact,
        source: "swift-snapshot-testing ViewImageConfig.iPadPro11 landscape oneHalf 592x834"),
    MultitaskingRow(
        device: "iPad (9th generation)", ios: 15, orientation: .landscapeLeft, arrangement: .splitView(.twoThirds, .leading),
        window: Rect(x: 0, y: 0, width: 750, height: 810), horizontal: .regular,
        source: "swift-snapshot-testing ViewImageConfig.iPad10_2 landscape twoThirds 750x810"),
]

@Suite("Split View and Slide Over")
struct MultitaskingTests {
    @Test(arguments: multitaskingTable)
    func windowsMatchTheirSources(_ row: MultitaskingRow) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: row.device))
        let layout = try profile.layout(for: ScreenRequest(orientation: row.orientation, ios: row.ios, multitasking: row.arrangement))
        #expect(layout.window == row.window, "\(row.source)")
        #expect(layout.sizeClasses.horizontal == row.horizontal, "\(row.source)")
        #expect(layout.sizeClasses.vertical == .regular)
        #expect(layout.windowing == Windowing(row.arrangement))
        #expect(layout.bounds.size == row.window.size)
    }

    // A split window starts at the screen's top and reaches its bottom, so the window rule gives
    // it the screen's top and bottom insets: swift-snapshot-testing reuses the full-screen safe
    // area for every split (iPadPro11: top 24, bottom 20).
    @Test func aSplitWindowKeepsTheScreensTopAndBottomInsets() throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: "iPad Pro (11-inch) (2nd generation)"))
        let layout = try profile.layout(for: ScreenRequest(orientation: .landscapeLeft, ios: 14, multitasking: .splitView(.oneThird, .leading)))
        #expect(layout.safeAreaInsets == EdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    }
}
