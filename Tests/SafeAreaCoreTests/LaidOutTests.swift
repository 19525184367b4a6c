import Testing
import SafeAreaCore

/// A caller may hand the scroll, table, collection and web layouts a screen it laid out before
/// (the CLI keeps one per device and request for a run); the answers must be the same as when
/// each lays the screen out itself.
@Suite("Layouts from a screen laid out before")
struct LaidOutTests {
    @Test(arguments: ["iPhone X", "iPhone 8", "iPhone 16 Pro", "iPad Pro 11-inch (M4)", "iphone-duo"])
    func everyLayoutAnswersAlike(_ name: String) throws {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: name))
        var compared = 0
        for orientation in profile.orientations {
            var containers = ViewControllerContainers()
            containers.navigationBar = .standard
            for request in [ScreenRequest(orientation: orientation, containers: containers), ScreenRequest(orientation: orientation)] {
                // A bar no source gives on the newest version is refused alike either way.
                guard let screen = try? profile.layout(for: request) else { continue }
                let scrollView = ScrollViewSpec(contentSize: Size(width: 390, height: 2000))
                #expect(try profile.scrollLayout(for: request, scrollView: scrollView, laidOut: screen)
                    == profile.scrollLayout(for: request, scrollView: scrollView))
                #expect(try profile.tableLayout(for: request, scrollView: scrollView, table: TableViewSpec(), laidOut: screen)
                    == profile.tableLayout(for: request, scrollView: scrollView, table: TableViewSpec()))
                var flow = FlowLayoutSpec()
                flow.sectionInsetReference = .fromSafeArea
                #expect(try profile.flowLayout(for: request, scrollView: scrollView, layout: flow, laidOut: screen)
                    == profile.flowLayout(for: request, scrollView: scrollView, layout: flow))
                #expect(try profile.safeAreaEnvironment(for: request, viewportFit: .cover, laidOut: screen)
                    == profile.safeAreaEnvironment(for: request, viewportFit: .cover))
                compared += 1
            }
        }
        #expect(compared > 0, "no orientation of \(name) could be laid out")
    }

    /// A screen laid out into another's storage is the screen laid out afresh, whatever that
    /// storage held; a copy sharing the storage keeps its own values; a refused request leaves
    /// the screen as it was.
    @Test func aScreenLaidOutIntoAnotherIsTheSame() throws {
        let catalogue = DeviceCatalogue.bundled
        let names = ["iPhone X", "iPhone 8", "iPhone 17", "iPad Pro 11-inch (M4)", "iphone-duo", "iPhone 5s"]
        let profiles = try names.map { try #require(catalogue.profile(named: $0)) }
        var containers = ViewControllerContainers()
        containers.navigationBar = .large
        containers.tabBar = true
        containers.additionalSafeAreaInsets = EdgeInsets(top: 8, left: 0, bottom: 16, right: 0)
        var reused = try profiles[0].layout(for: ScreenRequest())
        var laidOut = 0
        var refused = 0
        for profile in profiles {
            for orientation in Orientation.allCases {
                for request in [
                    ScreenRequest(orientation: orientation), ScreenRequest(orientation: orientation, containers: containers),
                    ScreenRequest(orientation: orientation, statusBar: .hidden, window: Rect(x: 0, y: 0, width: 300, height: 300)),
                ] {
                    let copy = reused
                    // A copy with storage of its own (written, so copied): what `reused` held.
                    var before = reused
                    before.notes = before.notes
                    do throws(ScreenLayoutError) {
                        try profile.layout(for: request, into: &reused)
                    } catch {
                        #expect(reused == before)
                        #expect(throws: error) { try profile.layout(for: request) }
                        refused += 1
                        continue
                    }
                    #expect(try reused == profile.layout(for: request), "\(profile.name) \(orientation)")
                    #expect(copy == before)
                    laidOut += 1
                }
            }
        }
        #expect(laidOut > 20 && refused > 5)
    }
}
