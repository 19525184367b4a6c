import Foundation
import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// The pictures as a real browser paints them: headless Chromium renders `draw`'s SVG and
/// `check --format html`, and the pixels read back show the safe colour inside the safe area and
/// not inside the status bar band, the sensor housing or the home indicator.
@Suite("Pictures in a browser", .enabled(if: Browser.isAvailable, "headless Chromium is not installed: apt-get install chromium (.ci/run installs it)"))
struct BrowserTests {
    @Test(arguments: [
        ("iPhone X", Orientation.portrait, 16),
        ("iPhone 8", .portrait, 16),
        ("iPhone 16 Pro", .portrait, 18),
        ("iPhone 16 Pro", .landscapeLeft, 18),
        ("iPad Pro 11-inch (M4)", .landscapeLeft, 18),
    ])
    func svgPaintsTheSafeAreaAndTheUnsafeBands(_ name: String, _ orientation: Orientation, _ ios: Int) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let device = try #require(DeviceCatalogue.bundled.profile(named: name))
        let layout = try device.layout(for: ScreenRequest(orientation: orientation, ios: ios))
        let drawn = runCLI(["draw", "-d", name, "-o", orientation.rawValue, "--ios", String(ios)])
        #expect(drawn.status == 0)
        let size = device.screen.bounds(in: orientation).size
        let png = try Browser.render(drawn.output, fileExtension: "svg", width: Int(size.width), height: Int(size.height), in: directory)

        let safe = layout.safeAreaFrame
        let inside = [(safe.minX + 8, safe.minY + 30), (safe.maxX - 8, safe.minY + 30), (safe.midX, safe.minY + 30), (safe.maxX - 8, safe.maxY - 30)]
        for (point, colour) in zip(inside, try Browser.pixels(png, inside)) {
            #expect(colour.isNear(.safe), "\(name) \(orientation): \(point) inside the safe area is \(colour)")
        }
        if let bar = layout.bars.statusBar {
            let band = [(bar.minX + bar.width * 0.8, bar.midY), (bar.minX + bar.width * 0.85, bar.midY), (bar.minX + bar.width * 0.9, bar.midY)]
            for (point, colour) in zip(band, try Browser.pixels(png, band)) {
                #expect(!colour.isNear(.safe) && colour.isWarm, "\(name) \(orientation): \(point) in the status bar is \(colour)")
            }
        }
        if case .frame(let housing) = device.sensorHousing(in: orientation) {
            let colour = try Browser.pixels(png, [(housing.midX, housing.midY)])
            #expect(colour.first?.isDark == true, "\(name) \(orientation): the sensor housing is \(colour)")
        }
        if case .frame(let indicator) = device.homeIndicatorBand(in: orientation, ios: ios) {
            let colour = try Browser.pixels(png, [(indicator.minX + indicator.width * 0.7, indicator.midY)])
            #expect(colour.first.map { !$0.isNear(.safe) && $0.isWarm } == true, "\(name) \(orientation): the home indicator is \(colour)")
        }
    }

    /// With `prefers-color-scheme: dark` the screen turns dark and the regions keep their hues.
    @Test func svgReadsInDarkMode() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let drawn = runCLI(["draw", "-d", "iPhone X", "--ios", "16"])
        let png = try Browser.render(drawn.output, fileExtension: "svg", width: 375, height: 812, dark: true, in: directory)
        // The safe area (0, 44, 375, 734), the status bar (0, 0, 375, 44), the screen outside the
        // rounded corner is the page.
        let colours = try Browser.pixels(png, [(8, 74), (300, 22), (200, 790)])
        #expect(colours.count == 3)
        guard colours.count == 3 else { return }
        #expect(colours[0].isBlue && !colours[0].isNear(.safe), "dark safe area \(colours[0])")
        #expect(colours[1].isWarm, "dark status bar \(colours[1])")
        #expect(colours[2].isWarm, "dark home indicator \(colours[2])")
    }

    /// The check report: the failing pair is open with its picture at 1 point per pixel; the
    /// safe colour spans exactly the safe area, and the status bar, the sensor housing and the
    /// failing element over them are painted otherwise.
    @Test func htmlReportPaintsTheFailingPair() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/report.json").path
        let report = runCLI(["check", spec, "--format", "html"])
        #expect(report.status == 1)
        let png = try Browser.render(report.output, fileExtension: "html", width: 1000, height: 1100, in: directory)
        let device = try #require(DeviceCatalogue.bundled.profile(named: "iPhone X"))
        let layout = try device.layout(for: ScreenRequest(orientation: .portrait, ios: 16))
        let safe = layout.safeAreaFrame
        let box = try #require(try Browser.boundingBox(png, of: .safe, tolerance: 8), "no safe colour on the page")
        // The box is the safe area's fill, less its 1-point outline.
        let width = box[2] - box[0] + 1
        let height = box[3] - box[1] + 1
        #expect(abs(Double(width) - safe.width) <= 2, "safe colour \(width) wide, safe area \(safe.width)")
        #expect(abs(Double(height) - safe.height) <= 2, "safe colour \(height) tall, safe area \(safe.height)")
        // Where the picture's origin landed on the page.
        let x = Double(box[0]) - safe.minX
        let y = Double(box[1]) - safe.minY
        let status = try #require(layout.bars.statusBar)
        guard case .frame(let housing) = device.sensorHousing(in: .portrait) else {
            Issue.record("iPhone X has no sensor housing")
            return
        }
        let points = [
            (x + status.minX + status.width * 0.9, y + status.midY),
            (x + housing.minX + 20, y + housing.midY),
            (x + 192, y + 30),
            (x + safe.midX, y + safe.minY + 120),
        ]
        let colours = try Browser.pixels(png, points)
        #expect(colours.count == 4)
        guard colours.count == 4 else { return }
        #expect(!colours[0].isNear(.safe) && colours[0].isWarm, "status bar \(colours[0])")
        #expect(colours[1].isDark, "sensor housing \(colours[1])")
        #expect(!colours[2].isNear(.safe) && colours[2].isWarm, "failing element over the housing \(colours[2])")
        #expect(colours[3].isNear(.safe), "safe area \(colours[3])")
    }
}

private extension Rect {
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}
