import Testing
import SafeAreaCore

@Suite("Screen layout rules")
struct LayoutTests {
    private func layout(_ device: String, _ orientation: Orientation = .portrait, ios: Int? = nil,
                        statusBar: StatusBarPreference = .system, frame: Rect? = nil) throws -> ScreenLayout {
        let profile = try #require(DeviceCatalogue.bundled.profile(named: device))
        return try profile.layout(for: ScreenRequest(orientation: orientation, ios: ios, statusBar: statusBar, subviewFrame: frame))
    }

    @Test func safeAreaFrameIsTheBoundsLessTheInsets() throws {
        let x = try layout("iPhone X", .landscapeLeft)
        #expect(x.bounds == Rect(x: 0, y: 0, width: 812, height: 375))
        #expect(x.safeAreaFrame == Rect(x: 44, y: 0, width: 724, height: 354))
    }

    @Test func iPhoneHidesTheStatusBarInLandscape() throws {
        #expect(try layout("iPhone 8", .landscapeLeft).statusBarHidden)
        // Notched phones cannot show it there (openradar 35694326); for home-button phones no
        // source gives the inset, so asking is refused rather than silently ignored.
        #expect(try layout("iPhone X", .landscapeLeft, statusBar: .visible).statusBarHidden)
        #expect(throws: ScreenLayoutError.statusBarShownNotSourced(.landscapeLeft)) {
            try layout("iPhone 8", .landscapeLeft, statusBar: .visible)
        }
        #expect(try !layout("iPhone 8").statusBarHidden)
        #expect(try !layout("iPad Pro 11-inch (M4)", .landscapeLeft).statusBarHidden)
    }

    // Layout margins per R1.2/R1.5 of the research notes: 16 or 20 from the safe area's edge.
    // Rule decompiled from UIKitCore (one source) and not yet measured: see LayoutMargins.
    @Test(arguments: [
        ("iPhone 8", Orientation.portrait, EdgeInsets(top: 20, left: 16, bottom: 0, right: 16)),
        ("iPhone 8", Orientation.landscapeLeft, EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)),
        ("iPhone 8 Plus", Orientation.portrait, EdgeInsets(top: 20, left: 20, bottom: 0, right: 20)),
        ("iPhone X", Orientation.portrait, EdgeInsets(top: 44, left: 16, bottom: 34, right: 16)),
        ("iPhone X", Orientation.landscapeLeft, EdgeInsets(top: 0, left: 60, bottom: 21, right: 60)),
        ("iPhone XR", Orientation.landscapeLeft, EdgeInsets(top: 0, left: 64, bottom: 21, right: 64)),
    ])
    func rootViewLayoutMargins(_ device: String, _ orientation: Orientation, _ expected: EdgeInsets) throws {
        #expect(try layout(device, orientation).layoutMargins == expected)
    }

    @Test func subviewInsetsAreItsReachIntoTheUnsafeBands() throws {
        // A 100-point band across the top of an iPhone X: it reaches 44 points under the notch.
        let top = try layout("iPhone X", frame: Rect(x: 0, y: 0, width: 375, height: 100))
        #expect(top.subview?.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        // Wholly inside the safe area: no insets.
        let inside = try layout("iPhone X", frame: Rect(x: 10, y: 100, width: 100, height: 100))
        #expect(inside.subview?.safeAreaInsets == .zero)
        // The bottom 50 points in landscape: 21 into the home-indicator band, 44 into each side.
        let bottom = try layout("iPhone X", .landscapeLeft, frame: Rect(x: 0, y: 325, width: 812, height: 50))
        #expect(bottom.subview?.safeAreaInsets == EdgeInsets(top: 0, left: 44, bottom: 21, right: 44))
    }

    @Test func beforeIOS11TheLayoutGuidesStandInForTheSafeArea() throws {
        let seven = try #require(DeviceCatalogue.bundled.profile(named: "iPhone 7"))
        let layout = try seven.layout(for: ScreenRequest(ios: 10))
        #expect(layout.layoutGuides == LayoutGuideLengths(top: 20, bottom: 0))
        #expect(layout.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        let eleven = try seven.layout(for: ScreenRequest(ios: 11))
        #expect(eleven.layoutGuides == nil)
    }
}

@Suite("Geometry")
struct GeometryTests {
    @Test func insetClampsAtZero() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.inset(by: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)).size == Size(width: 0, height: 0))
    }

    @Test func pixelGridRoundsToDevicePixels() {
        let grid = PixelGrid(scale: 3)
        #expect(grid.round(10.2) == 31.0 / 3)
        #expect(grid.floor(10.5) == 31.0 / 3)
        #expect(grid.ceil(10.1) == 31.0 / 3)
        #expect(PixelGrid(scale: .nan).scale == 1)
    }

    /// The grid's rounding is the standard library's, halves away from zero, bit for bit: the
    /// sign of a zero, the halves either side of zero, the last doubles with a fraction, whole
    /// values past 2^52, values that are not finite, and a seeded sweep of every magnitude.
    @Test func gridRoundingIsTheStandardLibrarysBitForBit() {
        var values: [Double] = [
            0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994, 0.3, -0.3, 0.7, -0.7,
            0x1p52 - 0.5, -(0x1p52 - 0.5), 0x1p52, 0x1p52 + 1, 0x1p53 + 2, 0x1p63, -0x1p63, 0x1p64, .greatestFiniteMagnitude,
            -.greatestFiniteMagnitude, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .infinity, -.infinity, 20.5, 1e15 + 0.5,
        ]
        // A linear congruential sequence (Knuth's MMIX constants), the same on every platform.
        var state: UInt64 = 13
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
        for _ in 0..<20_000 {
            let magnitude = Double(next() >> 44) / 64 * Double(UInt64(1) << (next() >> 58))
            values.append(next() >> 63 == 0 ? magnitude : -magnitude)
            values.append(Double(bitPattern: next()))
        }
        // A grid of scale 1 multiplies and divides by one, which changes no double.
        let grid = PixelGrid(scale: 1)
        for value in values {
            let expected = value.rounded(.toNearestOrAwayFromZero)
            let rounded = grid.round(value)
            #expect(rounded.bitPattern == expected.bitPattern || (rounded.isNaN && expected.isNaN), "\(value)")
        }
    }

    @Test func versionRanges() {
        let range = IOSVersionRange(14, 26)
        #expect(range.releasedVersions == [14, 15, 16, 17, 18, 26])
        #expect(range.overlaps(IOSVersionRange(26, 27)))
        #expect(!range.overlaps(IOSVersionRange(11, 13)))
        #expect(IOSVersion.releasedDescription == "7–18, 26–27")
    }
}

/// Text tables show numbers to at most two decimals; the exact value stays in JSON and CSV.
@Suite("Number display")
struct NumberDisplayTests {
    @Test(arguments: [
        (149.66666666666666, "149.67"), (43.666666666666664, "43.67"), (10.135135135135135, "10.14"),
        (53.666666666666664, "53.67"), (44, "44"), (0.5, "0.5"), (-0.001, "0"), (0, "0"), (123456.789, "123456.79"),
    ])
    func roundsToTwoDecimals(_ value: Double, _ shown: String) {
        #expect(NumberFormatting.display(value) == shown)
    }
}
