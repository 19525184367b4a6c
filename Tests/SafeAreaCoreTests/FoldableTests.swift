import Testing
import SafeAreaCore

/// The iPhone Duo's postures against duo_kit's `FoldTestPose` (pub.dev duo_kit lib/testing.dart,
/// "Measured on the iPhone Duo simulator (iOS 27.1)") and GetStream/stream-chat-react-native#3818
/// ("top: 0, bottom: 34, left: 0, right: 84, on both displays", on the iOS 27.1 simulator).
@Suite("iPhone Duo")
struct FoldableTests {
    private static func duo() throws -> DeviceProfile {
        try #require(DeviceCatalogue.bundled.profile(named: "iPhone Duo"))
    }

    @Test(arguments: [
        (Posture.closed, Orientation.portrait, Size(width: 466, height: 678), EdgeInsets(top: 0, left: 0, bottom: 34, right: 84)),
        (Posture.open, Orientation.landscapeLeft, Size(width: 951, height: 669), EdgeInsets(top: 0, left: 0, bottom: 34, right: 84)),
        // "in both landscape rotations the system keeps the strip and the status cluster on the right"
        (Posture.open, Orientation.landscapeRight, Size(width: 951, height: 669), EdgeInsets(top: 0, left: 0, bottom: 34, right: 84)),
        (Posture.open, Orientation.portrait, Size(width: 669, height: 951), EdgeInsets(top: 82, left: 0, bottom: 34, right: 0)),
        (Posture.half, Orientation.landscapeLeft, Size(width: 951, height: 669), EdgeInsets(top: 0, left: 0, bottom: 34, right: 84)),
    ])
    func eachPostureUsesItsDisplay(_ posture: Posture, _ orientation: Orientation, _ size: Size, _ insets: EdgeInsets) throws {
        let layout = try Self.duo().layout(for: ScreenRequest(orientation: orientation, ios: 27, posture: posture))
        #expect(layout.bounds.size == size)
        #expect(layout.safeAreaInsets == insets)
        #expect(layout.posture == posture)
        #expect(!layout.statusBarHidden)
    }

    // The cover display in landscape: adaptive_platform_ui's fixtures (678x466, strip 84 on
    // either side, bottom 34), the side read from the camera, which the fixture with the strip
    // on the right has at the bottom right. Transcribed (no method), and cited apart from the
    // portrait's measured prints so as not to take their tier.
    @Test(arguments: [
        (Orientation.landscapeLeft, EdgeInsets(top: 0, left: 0, bottom: 34, right: 84), Rect(x: 611.7, y: 399.7, width: 37, height: 37)),
        (Orientation.landscapeRight, EdgeInsets(top: 0, left: 84, bottom: 34, right: 0), Rect(x: 29.3, y: 29.3, width: 37, height: 37)),
    ])
    func theCoverInLandscapeHasTheStripBesideTheCamera(_ orientation: Orientation, _ insets: EdgeInsets, _ camera: Rect) throws {
        let layout = try Self.duo().layout(for: ScreenRequest(orientation: orientation, ios: 27, posture: .closed))
        #expect(layout.bounds.size == Size(width: 678, height: 466))
        #expect(layout.safeAreaInsets == insets)
        let region = try #require(layout.reservedRegions.first)
        #expect(abs(region.frame.origin.x - camera.origin.x) < 1e-9 && abs(region.frame.origin.y - camera.origin.y) < 1e-9)
        #expect(region.frame.size == camera.size)
        #expect(layout.evidence[field: "safeAreaInsets"]?.tier == .transcribed)
        let portrait = try Self.duo().layout(for: ScreenRequest(ios: 27, posture: .closed))
        #expect(portrait.evidence[field: "safeAreaInsets"]?.tier == .measured)
    }

    // The fold: 40 points from 455.5 (duo_kit), reported only while half open (duo_kit: "the fold
    // only while the device is half open"; flutter/flutter#193025: flat drops the division).
    @Test(arguments: [
        (Posture.half, Orientation.landscapeLeft, Rect(x: 455.5, y: 0, width: 40, height: 669) as Rect?),
        (Posture.half, Orientation.portrait, Rect(x: 0, y: 455.5, width: 669, height: 40) as Rect?),
        (Posture.open, Orientation.landscapeLeft, nil as Rect?),
    ])
    func theFoldIsADivisionWhileHalfOpen(_ posture: Posture, _ orientation: Orientation, _ fold: Rect?) throws {
        let layout = try Self.duo().layout(for: ScreenRequest(orientation: orientation, ios: 27, posture: posture))
        let regions = layout.reservedRegions.filter { $0.name == .fold }
        #expect(regions.map(\.frame) == (fold.map { [$0] } ?? []))
        #expect(regions.allSatisfy { $0.kind == .division })
    }

    // Items along a fold parallel to the scroll direction, and a subview across it, are pointed
    // out; a fold across the scroll direction is crossed by every line, so it is not.
    @Test(arguments: [
        (FlowLayoutSpec.ScrollDirection.vertical, Orientation.landscapeLeft, 230.0, 10),  // 240-470 and 481-711 over 455.5-495.5, 5 lines
        (FlowLayoutSpec.ScrollDirection.vertical, Orientation.landscapeLeft, 200.0, 0),   // 250-450 and 501-701 clear it
        (FlowLayoutSpec.ScrollDirection.horizontal, Orientation.landscapeLeft, 230.0, 0),
        (FlowLayoutSpec.ScrollDirection.vertical, Orientation.portrait, 230.0, 0),
    ])
    func itemsAcrossTheFoldAreNamed(_ direction: FlowLayoutSpec.ScrollDirection, _ orientation: Orientation, _ width: Double, _ crossing: Int) throws {
        var sections: [FlowLayoutResult.Section] = []
        var items: [FlowLayoutResult.Item] = []
        var layout = FlowLayoutSpec()
        layout.scrollDirection = direction
        layout.itemSizes = [Size(width: width, height: 200)]
        layout.sections = [20]
        let result = try Self.duo().flowLayout(
            for: ScreenRequest(orientation: orientation, ios: 27, posture: .half), scrollView: ScrollViewSpec(), layout: layout,
            listingItems: false, sections: &sections, items: &items)
        let named = result.warnings.filter { $0.contains("cross the fold") || $0.contains("crosses the fold") }
        #expect(named == (crossing == 0 ? [] : ["\(crossing) items cross the fold (x 455.5–495.5 in the collection view, a division region): split the layout at it (a check's clearOf fold finds such elements)"]))
    }

    @Test func aSubviewAcrossTheFoldIsNamed() throws {
        let across = try Self.duo().layout(for: ScreenRequest(
            orientation: .landscapeLeft, ios: 27, subviewFrame: Rect(x: 400, y: 100, width: 200, height: 100), posture: .half))
        #expect(across.notes.contains("the subview crosses the fold, a division region: split it there (a check's clearOf fold finds it)"))
        let beside = try Self.duo().layout(for: ScreenRequest(
            orientation: .landscapeLeft, ios: 27, subviewFrame: Rect(x: 0, y: 100, width: 200, height: 100), posture: .half))
        #expect(!beside.notes.contains { $0.contains("crosses the fold") })
    }

    @Test func theCoverCameraIsAnOcclusion() throws {
        let layout = try Self.duo().layout(for: ScreenRequest(ios: 27, posture: .closed))
        #expect(layout.reservedRegions == [
            ReservedRegion(kind: .occlusion, name: .camera, frame: Rect(x: 399.7, y: 29.3, width: 37, height: 37)),
        ])
        #expect(layout.sizeClasses == SizeClasses(horizontal: .compact, vertical: .regular))
    }

    @Test func sizeClassesFollowTheDisplay() throws {
        let inner = try Self.duo().layout(for: ScreenRequest(orientation: .portrait, ios: 27))
        #expect(inner.sizeClasses == SizeClasses(horizontal: .regular, vertical: .regular))
    }

    @Test(arguments: [
        (ScreenRequest(ios: 27, sdk: ReleaseVersion(26)),
         ScreenLayoutError.letterboxedSDK(ReleaseVersion(26), needs: ReleaseVersion(27, 1),
            behaviour: "the system runs it letterboxed, inset from the strip (readest/readest#6312; fmidev/weather-app#1481: 'it will not work in fullscreen mode when iPhone Duo is opened')")),
        (ScreenRequest(ios: 27, iosMinor: 0), ScreenLayoutError.releaseNotRun(ReleaseVersion(27, 0), first: ReleaseVersion(27, 1))),
        (ScreenRequest(ios: 27, window: Rect(x: 0, y: 0, width: 400, height: 951)), ScreenLayoutError.windowOnFoldableNotSourced),
        (ScreenRequest(orientation: .portraitUpsideDown, ios: 27), ScreenLayoutError.unsupportedOrientation(.portraitUpsideDown)),
    ])
    func unsourcedCasesAreRefused(_ request: ScreenRequest, _ expected: ScreenLayoutError) throws {
        let duo = try Self.duo()
        #expect(throws: expected) { try duo.layout(for: request) }
    }

    @Test func barsInTheStripAreRefused() throws {
        let duo = try Self.duo()
        #expect(throws: ScreenLayoutError.self) {
            try duo.layout(for: ScreenRequest(ios: 27, containers: ViewControllerContainers(tabBar: true)))
        }
    }

    @Test func aFoldIsAClearOfRegion() throws {
        let screen = try Self.duo().checkScreen(for: ScreenRequest(orientation: .landscapeLeft, ios: 27, posture: .half))
        #expect(screen.frame(of: .fold) == .frame(Rect(x: 455.5, y: 0, width: 40, height: 669)))
        #expect(screen.frame(of: .windowControls) == .absent)
    }
}
