import Testing
import SafeAreaCore

/// The geometry of `safearea check`: pinning elements, the regions they must keep clear of, and
/// each assertion passing and failing. Frames are compared exactly where they are sums of whole
/// numbers; elsewhere within `tolerance`.
@Suite("Layout checks")
struct CheckTests {
    private let tolerance = 1e-9

    private func profile(_ name: String) throws -> DeviceProfile {
        try #require(DeviceCatalogue.bundled.profile(named: name))
    }

    private func screen(
        _ device: String, _ orientation: Orientation = .portrait, ios: Int? = nil, containers: ViewControllerContainers = .none
    ) throws -> CheckScreen {
        try profile(device).checkScreen(for: ScreenRequest(orientation: orientation, ios: ios, containers: containers))
    }

    private func element(
        _ reference: LayoutElement.Reference, _ horizontal: LayoutElement.AxisPin, _ vertical: LayoutElement.AxisPin
    ) -> LayoutElement {
        LayoutElement(name: "button", reference: reference, horizontal: horizontal, vertical: vertical)
    }

    private func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance
            && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }

    // MARK: - Pinning

    @Test func eachPairOfConstraintsPlacesTheElementAsAutoLayoutDoes() {
        let guide = Rect(x: 10, y: 20, width: 300, height: 500)
        let leftWidth = element(.screen, .start(16, length: 100), .start(8, length: 40))
        #expect(leftWidth.frame(in: guide) == .placed(Rect(x: 26, y: 28, width: 100, height: 40)))
        let rightBottom = element(.screen, .end(16, length: 100), .end(0, length: 50))
        #expect(rightBottom.frame(in: guide) == .placed(Rect(x: 194, y: 470, width: 100, height: 50)))
        let stretched = element(.screen, .edges(start: 16, end: 16), .edges(start: -10, end: 0))
        #expect(stretched.frame(in: guide) == .placed(Rect(x: 26, y: 10, width: 268, height: 510)))
    }

    @Test func insetsThatLeaveNoRoomCannotBePlaced() throws {
        let wide = element(.safeArea, .edges(start: 200, end: 200), .start(0, length: 44))
        let placement = try screen("iPhone X").place(wide)
        #expect(placement == .unsatisfiable("left 200 and right 200 leave no room: the safe area is 375 pt in width here"))
        let outcome = LayoutAssertion.minSize(width: 1, height: nil).evaluate(wide, on: try screen("iPhone X"))
        #expect(outcome == .failed([.unsatisfiable("left 200 and right 200 leave no room: the safe area is 375 pt in width here")]))
    }

    @Test func guidesAreInWindowCoordinates() throws {
        // Opaque bars move the root view below the navigation bar: its guides move with it.
        let opaque = try screen("iPhone 8", ios: 16, containers: ViewControllerContainers(navigationBar: .standard, opaqueBars: true))
        #expect(opaque.layout.viewFrame.minY == 64)
        #expect(opaque.frame(of: .safeArea) == Rect(x: 0, y: 64, width: 375, height: 603))
        #expect(opaque.frame(of: .layoutMargins) == Rect(x: 16, y: 64, width: 343, height: 603))
        let avatar = element(.safeArea, .start(8, length: 40), .start(8, length: 40))
        #expect(opaque.place(avatar) == .placed(Rect(x: 8, y: 72, width: 40, height: 40)))
        #expect(try screen("iPhone X", ios: 16).place(avatar) == .placed(Rect(x: 8, y: 52, width: 40, height: 40)))
    }

    @Test func theLayoutMarginsGuideArrivedInIOS9() throws {
        let title = element(.layoutMargins, .edges(start: 0, end: 0), .start(0, length: 30))
        let old = try screen("iPhone 6", ios: 8)
        #expect(old.place(title) == .unavailable("layoutMarginsGuide arrived in iOS 9, not iOS 8"))
        #expect(LayoutAssertion.insideLayoutMargins.evaluate(title, on: old) == .notEvaluable("layoutMarginsGuide arrived in iOS 9, not iOS 8"))
    }

    // MARK: - Regions

    /// `landscapeLeft` is `UIDeviceOrientation.landscapeRight`: the front camera, and so the
    /// housing, on the right; `landscapeRight` puts it on the left.
    @Test func theSensorHousingTurnsWithTheInterface() throws {
        let x = try profile("iPhone X")
        let portrait = Rect(x: 83.33, y: 0, width: 208.33, height: 30)
        #expect(x.sensorHousing(in: .portrait) == .frame(portrait))
        guard case .frame(let left) = x.sensorHousing(in: .landscapeLeft),
              case .frame(let right) = x.sensorHousing(in: .landscapeRight),
              case .frame(let upsideDown) = x.sensorHousing(in: .portraitUpsideDown)
        else {
            Issue.record("iPhone X has a sourced housing")
            return
        }
        #expect(close(left, Rect(x: 782, y: 83.33, width: 30, height: 208.33)))
        #expect(close(right, Rect(x: 0, y: 375 - 291.66, width: 30, height: 208.33)))
        #expect(close(upsideDown, Rect(x: 375 - 291.66, y: 782, width: 208.33, height: 30)))
        #expect(try profile("iPhone 8").sensorHousing(in: .landscapeLeft) == .absent)
        #expect(try profile("iPad Pro 11-inch (M4)").sensorHousing(in: .portrait) == .absent)
        #expect(try profile("iPhone 12").sensorHousing(in: .portrait) == .unknown("no source gives iPhone 12's sensor housing"))
    }

    @Test func theHomeIndicatorIsABandAlongTheInterfacesBottomEdge() throws {
        let x = try profile("iPhone X")
        #expect(x.homeIndicatorBand(in: .portrait) == .frame(Rect(x: 0, y: 778, width: 375, height: 34)))
        #expect(x.homeIndicatorBand(in: .landscapeLeft) == .frame(Rect(x: 0, y: 354, width: 812, height: 21)))
        #expect(try profile("iPad Pro 11-inch (M4)").homeIndicatorBand(in: .portraitUpsideDown)
            == .frame(Rect(x: 0, y: 1190, width: 834, height: 20)))
        #expect(try profile("iPhone 8").homeIndicatorBand(in: .portrait) == .absent)
        #expect(try profile("iPhone 17e").homeIndicatorBand(in: .landscapeRight) == .unknown("no source gives iPhone 17e's home indicator in landscape"))
        // The profile's 21 holds on iOS 18; its iOS 26 safe area reserves 20 in landscape.
        let sixteen = try profile("iPhone 16 Pro")
        #expect(sixteen.homeIndicatorBand(in: .landscapeLeft, ios: 18) == .frame(Rect(x: 0, y: 381, width: 874, height: 21)))
        #expect(sixteen.homeIndicatorBand(in: .landscapeLeft, ios: 26) == .frame(Rect(x: 0, y: 382, width: 874, height: 20)))
    }

    /// What lets an element inside the safe area count as clear of an unsourced housing or
    /// indicator: every sourced one lies in its device's unsafe bands, in every orientation.
    @Test func everySourcedHousingAndIndicatorLiesOutsideTheSafeArea() throws {
        var checked = 0
        for device in DeviceCatalogue.bundled.profiles {
            for orientation in device.orientations {
                guard let layout = try? device.layout(for: ScreenRequest(orientation: orientation)) else { continue }
                for region in [device.sensorHousing(in: orientation), device.homeIndicatorBand(in: orientation, ios: layout.ios)] {
                    guard case .frame(let frame) = region else { continue }
                    let safe = layout.safeAreaFrame
                    let overlapX = min(frame.maxX, safe.maxX) - max(frame.minX, safe.minX)
                    let overlapY = min(frame.maxY, safe.maxY) - max(frame.minY, safe.minY)
                    #expect(overlapX <= 0.001 || overlapY <= 0.001, "\(device.name) \(orientation): \(frame) reaches into \(safe)")
                    checked += 1
                }
            }
        }
        #expect(checked > 200)
    }

    @Test func barsComeFromTheLayout() throws {
        let bars = try screen("iPhone 8", ios: 16, containers: ViewControllerContainers(navigationBar: .standard, tabBar: true))
        #expect(bars.frame(of: .statusBar) == .frame(Rect(x: 0, y: 0, width: 375, height: 20)))
        #expect(bars.frame(of: .navigationBar) == .frame(Rect(x: 0, y: 20, width: 375, height: 44)))
        #expect(bars.frame(of: .tabBar) == .frame(Rect(x: 0, y: 618, width: 375, height: 49)))
        #expect(bars.frame(of: .toolbar) == .absent)
        // iPhones hide the status bar in landscape: nothing to overlap.
        #expect(try screen("iPhone 8", .landscapeLeft, ios: 16).frame(of: .statusBar) == .absent)
    }

    // MARK: - Assertions

    @Test func insideSafeAreaPassesAndFailsWithTheAmounts() throws {
        let x = try screen("iPhone X", ios: 16)
        let inside = element(.safeArea, .edges(start: 0, end: 0), .end(0, length: 50))
        #expect(LayoutAssertion.insideSafeArea.evaluate(inside, on: x) == .passed)
        let checkout = element(.screen, .edges(start: 16, end: 16), .end(0, length: 50))
        let outcome = LayoutAssertion.insideSafeArea.evaluate(checkout, on: x)
        #expect(outcome == .failed([.outside(.safeArea, by: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))]))
        let landscape = LayoutAssertion.insideSafeArea.evaluate(checkout, on: try screen("iPhone X", .landscapeLeft, ios: 16))
        guard case .failed(let findings) = landscape else {
            Issue.record("expected a failure, got \(landscape)")
            return
        }
        #expect(findings.map(\.message) == ["reaches past the safe area by 28 pt at the left, 21 pt at the bottom and 28 pt at the right"])
    }

    @Test func insideLayoutMarginsPassesAndFails() throws {
        let eight = try screen("iPhone 8", ios: 16)
        let text = element(.layoutMargins, .edges(start: 0, end: 0), .start(100, length: 20))
        #expect(LayoutAssertion.insideLayoutMargins.evaluate(text, on: eight) == .passed)
        let edgeToEdge = element(.screen, .edges(start: 0, end: 0), .start(100, length: 20))
        let outcome = LayoutAssertion.insideLayoutMargins.evaluate(edgeToEdge, on: eight)
        #expect(outcome == .failed([.outside(.layoutMargins, by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))]))
        #expect(CheckFinding.outside(.layoutMargins, by: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)).message
            == "reaches past the layout margins by 16 pt at the left and 16 pt at the right")
    }

    @Test func minSizePassesAndFails() throws {
        let x = try screen("iPhone X", ios: 16)
        let avatar = element(.safeArea, .start(8, length: 40), .start(8, length: 40))
        #expect(LayoutAssertion.minSize(width: 40, height: 40).evaluate(avatar, on: x) == .passed)
        #expect(LayoutAssertion.minSize(width: 44, height: 44).evaluate(avatar, on: x)
            == .failed([.tooSmall(Size(width: 40, height: 40), minimumWidth: 44, minimumHeight: 44)]))
        #expect(CheckFinding.tooSmall(Size(width: 40, height: 40), minimumWidth: 44, minimumHeight: 44).message
            == "is 40 × 40 pt, smaller than the minimum 44 × 44 pt")
        #expect(CheckFinding.tooSmall(Size(width: 40, height: 40), minimumWidth: 44, minimumHeight: nil).message
            == "is 40 pt wide, narrower than the minimum 44 pt")
        #expect(LayoutAssertion.minSize(width: nil, height: 40).evaluate(avatar, on: x) == .passed)
    }

    @Test func clearOfFailsWithEachOverlap() throws {
        let bars = try screen("iPhone X", ios: 16, containers: ViewControllerContainers(navigationBar: .standard, tabBar: true))
        // A 60-point square in the top left corner of the screen: under the status bar and the
        // navigation bar; the housing starts at x = 83.33.
        let badge = element(.screen, .start(0, length: 60), .start(0, length: 60))
        let outcome = LayoutAssertion.clearOf([.sensorHousing, .statusBar, .navigationBar, .tabBar]).evaluate(badge, on: bars)
        #expect(outcome == .failed([
            .overlaps(.statusBar, Rect(x: 0, y: 0, width: 60, height: 44)),
            .overlaps(.navigationBar, Rect(x: 0, y: 44, width: 60, height: 16)),
        ]))
        #expect(CheckFinding.overlaps(.navigationBar, Rect(x: 0, y: 44, width: 60, height: 16)).message
            == "overlaps the navigation bar by 60 × 16 pt")
        // Centred at the top: under the notch too.
        let centred = element(.screen, .start(150, length: 75), .start(0, length: 20))
        guard case .failed(let findings) = LayoutAssertion.clearOf([.sensorHousing]).evaluate(centred, on: bars) else {
            Issue.record("the notch covers the top centre")
            return
        }
        #expect(findings == [.overlaps(.sensorHousing, Rect(x: 150, y: 0, width: 75, height: 20))])
        // Pinned to the bottom of the screen: over the tab bar and the home indicator.
        let checkout = element(.screen, .edges(start: 16, end: 16), .end(0, length: 50))
        let bottom = LayoutAssertion.clearOf([.tabBar, .homeIndicator]).evaluate(checkout, on: bars)
        #expect(bottom == .failed([
            .overlaps(.tabBar, Rect(x: 16, y: 762, width: 343, height: 50)),
            .overlaps(.homeIndicator, Rect(x: 16, y: 778, width: 343, height: 34)),
        ]))
        // Inside the safe area: clear of everything.
        let inSafeArea = element(.safeArea, .edges(start: 0, end: 0), .end(0, length: 50))
        #expect(LayoutAssertion.clearOf(ScreenRegion.allCases).evaluate(inSafeArea, on: bars) == .passed)
    }

    /// The side the housing turns to decides which edge an element must keep clear of.
    @Test func inLandscapeLeftTheHousingIsOnTheRight() throws {
        let screen = try screen("iPhone X", .landscapeLeft, ios: 16)
        let rightEdge = element(.screen, .end(0, length: 40), .edges(start: 100, end: 100))
        let leftEdge = element(.screen, .start(0, length: 40), .edges(start: 100, end: 100))
        #expect(LayoutAssertion.clearOf([.sensorHousing]).evaluate(leftEdge, on: screen) == .passed)
        guard case .failed(let findings) = LayoutAssertion.clearOf([.sensorHousing]).evaluate(rightEdge, on: screen) else {
            Issue.record("the housing is on the right in landscapeLeft")
            return
        }
        #expect(findings.map(\.message) == ["overlaps the sensor housing by 30 × 175 pt"])
        let mirrored = try self.screen("iPhone X", .landscapeRight, ios: 16)
        #expect(LayoutAssertion.clearOf([.sensorHousing]).evaluate(rightEdge, on: mirrored) == .passed)
        #expect(LayoutAssertion.clearOf([.sensorHousing]).evaluate(leftEdge, on: mirrored) != .passed)
    }

    @Test func anUnsourcedRegionIsNotGuessed() throws {
        // iPhone 12: no source gives the notch's outline. An element in the safe area is clear of
        // it by definition; one at the top of the screen cannot be decided.
        let twelve = try screen("iPhone 12", ios: 18)
        let inSafeArea = element(.safeArea, .start(0, length: 44), .start(0, length: 44))
        #expect(LayoutAssertion.clearOf([.sensorHousing]).evaluate(inSafeArea, on: twelve) == .passed)
        let topCentre = element(.screen, .start(150, length: 90), .start(0, length: 20))
        #expect(LayoutAssertion.clearOf([.sensorHousing]).evaluate(topCentre, on: twelve)
            == .notEvaluable("no source gives iPhone 12's sensor housing"))
        // A known overlap still fails the assertion.
        let corner = element(.screen, .start(0, length: 20), .start(0, length: 20))
        guard case .failed = LayoutAssertion.clearOf([.sensorHousing, .statusBar]).evaluate(corner, on: twelve) else {
            Issue.record("the status bar covers the corner")
            return
        }
        // A landscape home indicator no source gives (the catalogue's one case, iPhone 17e, has no
        // landscape safe area either, so its pairs are skipped whole): an iPhone 12 without it.
        var unsourced = try profile("iPhone 12")
        unsourced.homeIndicator = HomeIndicator(portrait: 34, landscape: nil)
        let landscape = try unsourced.checkScreen(for: ScreenRequest(orientation: .landscapeLeft, ios: 18))
        let bottom = element(.screen, .edges(start: 100, end: 100), .end(0, length: 30))
        #expect(LayoutAssertion.clearOf([.homeIndicator]).evaluate(bottom, on: landscape)
            == .notEvaluable("no source gives iPhone 12's home indicator in landscape"))
        let above = element(.safeArea, .edges(start: 0, end: 0), .end(0, length: 30))
        #expect(LayoutAssertion.clearOf([.homeIndicator]).evaluate(above, on: landscape) == .passed)
    }

    @Test func touchingEdgesAndBinaryNoiseAreNoOverlap() throws {
        let bars = try screen("iPhone 16 Pro", ios: 18, containers: ViewControllerContainers(navigationBar: .standard))
        // The classic bar on a Dynamic Island phone starts at 53.667: a sum of thirds.
        guard case .frame(let bar) = bars.frame(of: .navigationBar) else {
            Issue.record("the navigation bar is sourced on iOS 18")
            return
        }
        let below = element(.screen, .edges(start: 0, end: 0), .start(bar.maxY, length: 10))
        #expect(LayoutAssertion.clearOf([.navigationBar]).evaluate(below, on: bars) == .passed)
        let onTheLine = element(.screen, .edges(start: 0, end: 0), .start(bar.maxY - 0.0005, length: 10))
        #expect(LayoutAssertion.clearOf([.navigationBar]).evaluate(onTheLine, on: bars) == .passed)
        let aPixelIn = element(.screen, .edges(start: 0, end: 0), .start(bar.maxY - 1.0 / 3, length: 10))
        #expect(LayoutAssertion.clearOf([.navigationBar]).evaluate(aPixelIn, on: bars) != .passed)
    }
}
