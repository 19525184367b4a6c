import Testing
import SafeAreaCore

/// A published (or, where marked, documented-rule) `adjustedContentInset`, with its source.
struct ScrollFixture: Sendable, CustomStringConvertible {
    let device: String
    var orientation: Orientation = .portrait
    let ios: Int
    var containers: ViewControllerContainers = .none
    let scrollView: ScrollViewSpec
    let adjusted: EdgeInsets
    var offset: Point?
    let source: String

    var description: String { "\(device) \(orientation.rawValue) iOS \(ios) \(scrollView.behavior.rawValue): \(source)" }
}

private func edges(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

private let navAndTab = ViewControllerContainers(navigationBar: .standard, tabBar: true)
private let hiddenNavAndTab = ViewControllerContainers(navigationBar: .hidden, tabBar: true)
private let tall = Size(width: 375, height: 2000)
private let tallX = Size(width: 812, height: 2000)
private let short = Size(width: 375, height: 100)

let scrollFixtures: [ScrollFixture] = [
    // The seed: iPhone 7 under a navigation bar and a tab bar.
    ScrollFixture(device: "iPhone 7", ios: 11, containers: navAndTab, scrollView: ScrollViewSpec(contentSize: tall),
                  adjusted: edges(64, 0, 49, 0), offset: Point(x: 0, y: -64),
                  source: "greatytc.com/p/42c9fbc03396 (contentOffset.y -64, adjustedContentInset.top 64); bars 64/49"),
    ScrollFixture(device: "iPhone 7", ios: 11, containers: navAndTab,
                  scrollView: ScrollViewSpec(contentSize: tall, contentInset: edges(10, 10, 10, 10)),
                  adjusted: edges(74, 10, 59, 10), offset: Point(x: -10, y: -74),
                  source: "Apple adjustedContentInset (\"safe area insets are then added to the values in the contentInset\")"),
    // Landscape on a notched phone with bars (root safe area 32/44/53/44, wsa.jianshu.io/p/3ea300ab3890).
    ScrollFixture(device: "iPhone X", orientation: .landscapeLeft, ios: 12, containers: navAndTab,
                  scrollView: ScrollViewSpec(behavior: .scrollableAxes, contentSize: tallX), adjusted: edges(32, 0, 53, 0),
                  source: "Apple scrollableAxes (top and bottom when the vertical content is taller); decompiled iOS 18"),
    ScrollFixture(device: "iPhone X", orientation: .landscapeLeft, ios: 12, containers: navAndTab,
                  scrollView: ScrollViewSpec(behavior: .always, contentSize: tallX), adjusted: edges(32, 44, 53, 44),
                  source: "WWDC18 session 235 (always adds the sides, making a table scroll sideways)"),
    ScrollFixture(device: "iPhone X", orientation: .landscapeLeft, ios: 12, containers: navAndTab,
                  scrollView: ScrollViewSpec(behavior: .never, contentSize: tallX), adjusted: edges(0, 0, 0, 0),
                  source: "Apple never (\"Do not adjust the scroll view insets\")"),
    // Without bars only the bottom is adjusted for a vertical scroller.
    ScrollFixture(device: "iPhone X", orientation: .landscapeLeft, ios: 12,
                  scrollView: ScrollViewSpec(behavior: .scrollableAxes, contentSize: tallX), adjusted: edges(0, 0, 21, 0),
                  source: "Apple scrollableAxes + measured landscape safe area {0,44,21,44}"),
    // automatic: forced top and bottom for a navigation controller's child, unless turned off.
    ScrollFixture(device: "iPhone 7", ios: 11, containers: navAndTab, scrollView: ScrollViewSpec(contentSize: short),
                  adjusted: edges(64, 0, 49, 0),
                  source: "WWDC18 235 (automatic adjusts top and bottom inside a navigation controller even when not scrollable)"),
    ScrollFixture(device: "iPhone 7", ios: 11, containers: navAndTab,
                  scrollView: ScrollViewSpec(contentSize: short, automaticallyAdjustsScrollViewInsets: false),
                  adjusted: edges(0, 0, 0, 0),
                  source: "WWDC18 235 (with automaticallyAdjustsScrollViewInsets false, automatic behaves as scrollableAxes)"),
    ScrollFixture(device: "iPhone 7", ios: 11, containers: ViewControllerContainers(tabBar: true), scrollView: ScrollViewSpec(contentSize: short),
                  adjusted: edges(0, 0, 0, 0),
                  source: "decompiled iOS 18 _updateViewSafeAreaInsetsAndEagerlyUpdateContentScrollView (navigation only; Apple's text disagrees)"),
    // Non-scrollable content with and without bounce.
    ScrollFixture(device: "iPhone 7", ios: 11, containers: navAndTab, scrollView: ScrollViewSpec(behavior: .scrollableAxes, contentSize: short),
                  adjusted: edges(0, 0, 0, 0), source: "Apple scrollableAxes; WWDC18 235 demo (short article slid under the bar)"),
    ScrollFixture(device: "iPhone 7", ios: 11, containers: navAndTab,
                  scrollView: ScrollViewSpec(behavior: .scrollableAxes, contentSize: short, alwaysBounceVertical: true),
                  adjusted: edges(64, 0, 49, 0), source: "Apple scrollableAxes (\"also adjusted when the alwaysBounceVertical property is true\")"),
    ScrollFixture(device: "iPhone 7", ios: 11, containers: navAndTab,
                  scrollView: ScrollViewSpec(behavior: .scrollableAxes, contentSize: Size(width: 375, height: 667)),
                  adjusted: edges(0, 0, 0, 0), source: "decompiled iOS 18 (contentSize.height <= bounds.height is not scrollable)"),
    // A scroll view that does not fill its view gets only its overlap with the bands.
    ScrollFixture(device: "iPhone 7", ios: 11, containers: navAndTab,
                  scrollView: ScrollViewSpec(contentSize: tall, frame: Rect(x: 0, y: 40, width: 375, height: 400)),
                  adjusted: edges(24, 0, 0, 0), source: "greatytc.com/p/42c9fbc03396 (pushed down by status + bar height - y); Apple safeAreaInsets"),
    // Before iOS 11: UIKit wrote the layout guides into contentInset.
    ScrollFixture(device: "iPhone 7", ios: 10, containers: navAndTab, scrollView: ScrollViewSpec(), adjusted: edges(64, 0, 49, 0),
                  offset: Point(x: 0, y: -64), source: "alibabacloud topic 1_19_32518756 (contentInset {64,0,49,0} in a tab bar controller)"),
    ScrollFixture(device: "iPhone 7", ios: 10, containers: ViewControllerContainers(navigationBar: .standard),
                  scrollView: ScrollViewSpec(automaticallyAdjustsScrollViewInsets: false), adjusted: edges(0, 0, 0, 0),
                  source: "Apple automaticallyAdjustsScrollViewInsets (false: the app manages the insets)"),
    // A navigation controller with its bar hidden still adjusts its child's scroll view: the
    // status bar (20) and the tab bar (49) before iOS 11, and from iOS 11 `automatic` forces top
    // and bottom for it as for any navigation child.
    ScrollFixture(device: "iPhone 7", ios: 10, containers: hiddenNavAndTab, scrollView: ScrollViewSpec(), adjusted: edges(20, 0, 49, 0),
                  offset: Point(x: 0, y: -20),
                  source: "zoukankan.com rainySue-p-VC-atomaticallyAdjuestsScrollView (\"隐藏NavigationBar时\": top + status bar, bottom + tab bar, offset -20)"),
    ScrollFixture(device: "iPhone 6", ios: 9, containers: ViewControllerContainers(navigationBar: .hidden), scrollView: ScrollViewSpec(),
                  adjusted: edges(20, 0, 0, 0), offset: Point(x: 0, y: -20),
                  source: "topic.alibabacloud.com 8_8_31550465 (hiding the status bar takes the 20 out of contentInset.top); rainySue (status bar height)"),
    ScrollFixture(device: "iPhone 7", ios: 11, containers: ViewControllerContainers(navigationBar: .hidden), scrollView: ScrollViewSpec(contentSize: short),
                  adjusted: edges(20, 0, 0, 0),
                  source: "research scroll-table.md A3 (automatic forces top and bottom for a navigation controller's direct child; no source tests a hidden bar: inferred)"),
    ScrollFixture(device: "iPhone 7", ios: 11, scrollView: ScrollViewSpec(contentSize: short), adjusted: edges(0, 0, 0, 0),
                  source: "Apple scrollableAxes (no navigation controller: automatic behaves as scrollableAxes)"),
]

@Suite("Scroll views")
struct ScrollFixtureTests {
    @Test(arguments: scrollFixtures)
    func reproduces(_ fixture: ScrollFixture) throws {
        let found = DeviceCatalogue.bundled.profile(named: fixture.device)
        let profile = try #require(found)
        let layout = try profile.scrollLayout(
            for: ScreenRequest(orientation: fixture.orientation, ios: fixture.ios, containers: fixture.containers),
            scrollView: fixture.scrollView)
        #expect(layout.adjustedContentInset == fixture.adjusted)
        if let offset = fixture.offset { #expect(layout.contentOffset == offset) }
    }

    @Test func tablesScrollVerticallyAndPassTheSidesToTheirCells() throws {
        let x = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        let request = ScreenRequest(orientation: .landscapeLeft, ios: 12)
        let table = try x.tableLayout(for: request, scrollView: ScrollViewSpec(behavior: .scrollableAxes), table: TableViewSpec())
        // Empty table: still vertical (UITableView forces the axis), so the bottom 21 is absorbed.
        #expect(table.scroll.adjustedContentInset == edges(0, 0, 21, 0))
        #expect(table.scroll.scrollableAxes == .vertical)
        // Apple: content views inset "on the leading and trailing sides to make the content fit within the safe area".
        #expect(table.cellFrame == Rect(x: 0, y: 0, width: 812, height: 44))
        #expect(table.cellContentViewFrame.minX == 44 && table.cellContentViewFrame.width == 724)
        // Row less the separator, 1/scale: 43.5 measured at @2x (openradar 18290376).
        let eight = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 8"))
        let plain = try eight.tableLayout(for: ScreenRequest(ios: 12), scrollView: ScrollViewSpec(), table: TableViewSpec())
        #expect(plain.cellContentViewFrame.height == 43.5)
        // iOS 8 separators start 16 from the edge on iPhone (Stack Overflow 29349917).
        #expect(plain.separatorInset.left == 16)
        // With `always` the sides are absorbed: cells see no safe area.
        let always = try x.tableLayout(for: request, scrollView: ScrollViewSpec(behavior: .always), table: TableViewSpec())
        #expect(always.cellContentViewFrame.minX == 0)
        #expect(always.scroll.adjustedContentInset == edges(0, 44, 21, 44))
    }

    @Test func separatorReferencesReadACustomInsetDifferently() throws {
        let x = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        let request = ScreenRequest(orientation: .landscapeLeft, ios: 12)
        // fromCellEdges: 0 spans the whole cell (Apple's separatorInsetReference reference).
        let edgesTable = try x.tableLayout(
            for: request, scrollView: ScrollViewSpec(), table: TableViewSpec(separatorInset: .zero))
        #expect(edgesTable.separatorInset == .zero)
        let automatic = try x.tableLayout(
            for: request, scrollView: ScrollViewSpec(),
            table: TableViewSpec(separatorInsetReference: .fromAutomaticInsets, separatorInset: edges(0, 4, 0, 0)))
        #expect(automatic.separatorInset.left == automatic.cellLayoutMarginsLeft + 4)
    }
}
