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
}
