import Foundation
import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// `safearea draw`: golden pictures, every pair of the catalogue parsed back and compared with the
/// computed frames, and the command's bad inputs.
@Suite("Draw command")
struct DrawTests {
    @Test(arguments: [
        ("draw-iphone-8.svg", ["draw", "-d", "iPhone 8", "--ios", "16", "--navigation-bar", "standard", "--tab-bar"]),
        ("draw-iphone-x-landscape.svg", ["draw", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "16"]),
        ("draw-iphone-16-pro.svg", ["draw", "-d", "iPhone 16 Pro", "--ios", "18", "--navigation-bar", "large", "--toolbar"]),
        ("draw-ipad-pro-landscape.svg", ["draw", "-d", "iPad Pro 11-inch (M4)", "-o", "landscapeLeft", "--ios", "18", "--navigation-bar", "standard"]),
        ("draw-ipad-window.svg", ["draw", "-d", "iPad Pro 11-inch (M4)", "-o", "landscapeLeft", "--ios", "18", "--window", "100,0,600,834", "--navigation-bar", "standard"]),
        ("draw-collection.svg", ["draw", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "16", "--layout", "collection", "--reference", "fromSafeArea", "--item-size", "100x100", "--items", "8"]),
        ("draw-duo-open.svg", ["draw", "-d", "iPhone Duo", "--posture", "open"]),
        ("draw-duo-half-landscape.svg", ["draw", "-d", "iPhone Duo", "-o", "landscapeLeft", "--posture", "half"]),
        ("draw-ipad-window-ios26.svg", ["draw", "-d", "iPad Pro 11-inch (M4)", "-o", "landscapeLeft", "--ios", "26", "--window", "100,0,600,834"]),
        ("help-draw.txt", ["draw", "--help"]),
        ("draw-table.svg", ["draw", "-d", "iPhone 16 Pro", "--ios", "18", "--navigation-bar", "standard", "--layout", "table", "--style", "insetGrouped"]),
    ])
    func golden(_ name: String, _ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 0, "stderr: \(result.errors)")
        #expect(result.errors.isEmpty)
        expectGolden(result.output, name)
    }

    /// Every device and orientation of the catalogue, drawn into files and parsed back: each
    /// region equals the frame `insets` reports (or the core computes, for the hardware).
    @Test func everyPairOfTheCatalogueDrawsItsComputedFrames() throws {
        try expectPicturesMatch(["--device", "all", "--orientation", "all"])
    }

    @Test(arguments: [
        ["-d", "iPhone X", "-d", "iPhone 8", "-o", "all", "--ios", "16", "--navigation-bar", "standard", "--tab-bar", "--opaque-bars"],
        ["--family", "pad", "-o", "landscape", "--window", "100,0,600,700", "--toolbar"],
        ["-d", "iPhone 7", "-d", "iPad Air 2", "-o", "portrait", "--ios", "10", "--navigation-bar", "standard"],
        ["-d", "iPhone 16 Pro", "-o", "all", "--ios", "18", "--frame", "0,0,200,100", "--additional-insets", "0,10,0,10"],
        ["-d", "iPhone Duo", "-o", "all", "--posture", "half", "--additional-insets", "0,0,10,0", "--frame", "0,400,300,200"],
        ["-d", "iPhone Duo", "-o", "all", "--posture", "closed"],
    ])
    func screenContextsDrawTheirComputedFrames(_ arguments: [String]) throws {
        try expectPicturesMatch(arguments)
    }

    @Test func layoutsDrawTheComputedFrames() throws {
        let collection = runCLI(["collection", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "16", "--item-size", "100x100", "--items", "8", "--frames", "-f", "json"])
        let picture = try #require(parseSVG(runCLI(["draw", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "16", "--layout", "collection", "--item-size", "100x100", "--items", "8"]).output))
        let record = try #require((try JSONSerialization.jsonObject(with: Data(collection.output.utf8)) as? [[String: Any]])?.first)
        let items = try #require(record["items"] as? [[String: Any]])
        let drawn = picture.descendants.filter { $0.classes.first == "collection-item" }
        #expect(drawn.count == 8)
        #expect(drawn.map(\.rectText) == items.map { rectText($0["frame"]) })
        #expect(drawn.allSatisfy { $0.groupClasses == ["scroll-content", "view-space", "window-space", "on-screen"] })
        let scrollView = try #require(picture.descendants.first { $0.classes.first == "scroll-view" })
        #expect(scrollView.rectText == rectText(record["scrollViewFrame"]))
        let content = try #require(picture.descendants.first { $0.classes.first == "scroll-content" })
        let frame = try #require(record["scrollViewFrame"] as? [String: Double])
        let offset = try #require(record["contentOffset"] as? [String: Double])
        #expect(content.attributes["transform"] == "translate(\(text((frame["x"] ?? .nan) - (offset["x"] ?? .nan))) \(text((frame["y"] ?? .nan) - (offset["y"] ?? .nan))))")

        let table = runCLI(["table", "-d", "iPhone 16 Pro", "--ios", "18", "--style", "insetGrouped", "-f", "json"])
        let tableRecord = try #require((try JSONSerialization.jsonObject(with: Data(table.output.utf8)) as? [[String: Any]])?.first)
        let tablePicture = try #require(parseSVG(runCLI(["draw", "-d", "iPhone 16 Pro", "--ios", "18", "--layout", "table", "--style", "insetGrouped"]).output))
        #expect(tablePicture.descendants.first { $0.classes.first == "table-cell" }?.rectText == rectText(tableRecord["cellFrame"]))
        #expect(tablePicture.descendants.first { $0.classes.first == "cell-content-view" }?.rectText == rectText(tableRecord["cellContentViewFrame"]))
    }

    /// The catalogue has no sourced reserved regions yet: a layout given some draws each as one
    /// more rectangle of its own class, in the window's coordinates.
    @Test func reservedRegionsAreDrawnOneEach() throws {
        let device = try #require(DeviceCatalogue.bundled.profile(named: "iPad Pro 11-inch (M4)"))
        var layout = try device.layout(for: ScreenRequest(orientation: .landscapeLeft, ios: 18, window: Rect(x: 100, y: 20, width: 600, height: 700)))
        layout.reservedRegions = [
            ReservedRegion(kind: .occlusion, name: .windowControls, frame: Rect(x: 8, y: 6, width: 70.5, height: 24)),
            ReservedRegion(kind: .division, name: .fold, frame: Rect(x: 299, y: 0, width: 2, height: 700)),
            ReservedRegion(kind: .occlusion, name: .camera, frame: Rect(x: 280, y: 0, width: 40, height: 12)),
            ReservedRegion(kind: .occlusion, name: .sensorHousing, frame: Rect(x: 250, y: 0, width: 100, height: 20)),
        ]
        let svg = try #require(parseSVG(SVGWriter.render(ScreenPicture.make(device, layout))))
        let drawn = svg.descendants.filter { $0.classes.contains("reserved-region") }
        #expect(drawn.map(\.classes) == [
            ["window-controls", "reserved-region", "occlusion"], ["fold", "reserved-region", "division"],
            ["camera", "reserved-region", "occlusion"], ["sensor-housing", "reserved-region", "occlusion"],
        ])
        #expect(drawn.map(\.rectText) == [["8", "6", "70.5", "24"], ["299", "0", "2", "700"], ["280", "0", "40", "12"], ["250", "0", "100", "20"]])
        #expect(drawn.allSatisfy { $0.groupClasses == ["window-space", "on-screen"] })
        #expect(drawn.first?.title == "reservedRegions windowControls (occlusion): 8, 6, 70.5, 24")
        let window = svg.descendants.first { $0.classes == ["window-space"] }
        #expect(window?.attributes["transform"] == "translate(100 20)")
        #expect(svg.descendants.first { $0.classes.first == "window" }?.rectText == ["100", "20", "600", "700"])
    }

    @Test func severalPairsWithoutOutputAreRefused() {
        let result = runCLI(["draw", "-d", "iPhone X", "-o", "all"])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: draw writes one SVG per device and orientation, and 4 pairs were asked for; give --output DIR to write one file each\n")
    }

    @Test(arguments: [
        (["draw", "-d", "iPhone X", "--items", "4"], "safearea: --items describes a collection view; add --layout collection\n"),
        (["draw", "-d", "iPhone X", "--layout", "scroll", "--style", "plain"], "safearea: --style describes a table; add --layout table\n"),
        (["draw", "-d", "iPhone X", "--content-size", "375x2000"], "safearea: --content-size describes a scroll view; add --layout scroll, table or collection\n"),
        (["draw", "-d", "iPhone X", "--layout", "table", "--always-bounce-vertical"], "safearea: a table always scrolls vertically; --always-bounce-vertical and --always-bounce-horizontal are for --layout scroll\n"),
        (["draw", "-d", "iPhone X", "--layout", "collection", "--content-size", "10x10"], "safearea: a collection view's content size and axes come from its layout; --content-size and --always-bounce-* are for --layout scroll\n"),
        (["draw", "-d", "iPhone X", "--layout", "grid"], "safearea: invalid value 'grid' for '--layout' (expected scroll, table, collection)\n"),
        (["draw", "-d", "iPhone X", "-o", "portraitUpsideDown"], nil),
        (["draw", "-d", "iPhone X", "--format", "json"], "safearea: unknown option '--format' for 'draw'\n"),
    ] as [([String], String?)])
    func badInputIsRefused(_ arguments: [String], _ message: String?) {
        let result = runCLI(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        if let message { #expect(result.errors == message) } else { #expect(result.errors.hasPrefix("safearea: ")) }
    }

    @Test func anOutputThatIsAFileIsRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("taken")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let result = runCLI(["draw", "-d", "iPhone X", "--output", file.path])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: cannot write '\(file.path)': file exists\n")
        let missing = runCLI(["draw", "-d", "iPhone X", "--output", directory.appendingPathComponent("a/b").path])
        #expect(missing.status == 2)
        #expect(missing.errors.hasSuffix(": no such file or directory\n"))
    }

    @Test func pairsTheDeviceLacksAreCountedAndSkipped() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = runCLI(["draw", "-d", "iPhone X", "-o", "all", "--output", directory.path])
        #expect(result.status == 0)
        #expect(result.errors == "safearea: 1 of 4 device/orientation pairs unsupported; first: iPhone X does not support portraitUpsideDown\n")
        #expect(runCLI(["draw", "-d", "iPhone X", "-o", "all", "--output", directory.path, "--fail-on-unsupported"]).status == 1)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["iphone-x-landscapeLeft.svg", "iphone-x-landscapeRight.svg", "iphone-x-portrait.svg"])
        #expect(result.output == files.sorted { $0.contains("portrait") && !$1.contains("portrait") }.map { directory.path + "/" + $0 + "\n" }.joined())
    }

    // MARK: - The structural comparison

    /// Draws `arguments` into a directory and compares each file with the `insets` record of the
    /// same pair and with the core's hardware regions.
    private func expectPicturesMatch(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let drawn = runCLI(["draw"] + arguments + ["--output", directory.path])
        #expect(drawn.status == 0, "\(drawn.errors)", sourceLocation: sourceLocation)
        let insets = runCLI(["insets"] + arguments + ["--format", "jsonl"])
        let records = try insets.output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        var compared = 0
        for record in records {
            let id = try #require(record["device"] as? String)
            let orientationName = try #require(record["orientation"] as? String)
            let file = directory.appendingPathComponent("\(id)-\(orientationName).svg")
            if record["unsupported"] != nil {
                #expect(!FileManager.default.fileExists(atPath: file.path), "\(file.lastPathComponent)", sourceLocation: sourceLocation)
                continue
            }
            let device = try #require(DeviceCatalogue.bundled.profile(named: id))
            let orientation = try #require(Orientation(rawValue: orientationName))
            let svg = try #require(parseSVG(try String(contentsOf: file, encoding: .utf8)), "\(file.lastPathComponent) is not well-formed")
            try expectPicture(svg, record, device, orientation, sourceLocation: sourceLocation)
            compared += 1
        }
        #expect(compared > 0, sourceLocation: sourceLocation)
    }

    private func expectPicture(
        _ svg: SVGElement, _ record: [String: Any], _ device: DeviceProfile, _ orientation: Orientation, sourceLocation: SourceLocation
    ) throws {
        let pair = "\(device.id) \(orientation.rawValue)"
        let size = device.screen.bounds(in: orientation).size
        #expect(svg.attributes["viewBox"] == "0 0 \(text(size.width)) \(text(size.height))", "\(pair)", sourceLocation: sourceLocation)
        let elements = svg.descendants
        func regions(_ name: String) -> [SVGElement] {
            elements.filter { $0.name == "rect" && $0.classes.first == name }
        }
        func expectRegion(_ name: String, _ expected: [String]?, in groups: [String]) {
            let found = regions(name)
            guard let expected else {
                #expect(found.isEmpty, "\(pair): \(name) drawn but not computed", sourceLocation: sourceLocation)
                return
            }
            #expect(found.count == 1, "\(pair): \(found.count) \(name) rects", sourceLocation: sourceLocation)
            guard let region = found.first else { return }
            #expect(region.rectText == expected, "\(pair): \(name)", sourceLocation: sourceLocation)
            #expect(region.groupClasses == groups, "\(pair): \(name) in \(region.groupClasses)", sourceLocation: sourceLocation)
            #expect(region.title?.isEmpty == false, "\(pair): \(name) has no title", sourceLocation: sourceLocation)
        }
        let view = ["view-space", "window-space", "on-screen"]
        let window = ["window-space", "on-screen"]
        let screen = ["on-screen"]
        expectRegion("screen", ["0", "0", text(size.width), text(size.height)], in: [])
        #expect(regions("screen").first?.attributes["rx"] == device.cornerRadius.flatMap { $0 > 0 ? text($0) : nil }, "\(pair): corner radius", sourceLocation: sourceLocation)
        if record["topLayoutGuide"] is NSNull {
            expectRegion("safe-area", rectText(record["safeAreaFrame"]), in: view)
        } else {
            #expect(regions("safe-area").isEmpty, "\(pair): a safe area before iOS 11", sourceLocation: sourceLocation)
            #expect(regions("layout-guides").count == 1, "\(pair)", sourceLocation: sourceLocation)
        }
        expectRegion("layout-margins", optionalRectText(record["layoutMarginsGuide"]), in: view)
        expectRegion("readable-content", optionalRectText(record["readableContentGuide"]), in: view)
        expectRegion("status-bar", optionalRectText(record["statusBarFrame"]), in: window)
        // A side strip holds the status bar, drawn (as one) where the safe area leaves it out.
        let strip = device.feature == .sideStrip && record["statusBarHidden"] as? Bool == false ? record["safeAreaInsets"] as? [String: Double] : nil
        expectRegion("side-strip", strip.map { insets in
            let window = record["window"] as? [String: Double]
            let width = window?["width"] ?? 0, height = window?["height"] ?? 0
            if let right = insets["right"], right > 0 { return [text(width - right), "0", text(right), text(height)] }
            if let left = insets["left"], left > 0 { return ["0", "0", text(left), text(height)] }
            return ["0", "0", text(width), text(insets["top"] ?? 0)]
        }, in: window)
        expectRegion("navigation-bar", optionalRectText(record["navigationBarFrame"]), in: window)
        expectRegion("tab-bar", optionalRectText(record["tabBarFrame"]), in: window)
        expectRegion("toolbar", optionalRectText(record["toolbarFrame"]), in: window)
        let subview = (record["subview"] as? [String: Any])?["frame"]
        expectRegion("subview", subview.map(rectText), in: view)
        let windowFrame = rectText(record["window"])
        expectRegion("window", record["windowing"] as? String == "fullScreen" ? nil : windowFrame, in: screen)
        let spaces = elements.filter { $0.name == "g" }
        #expect(spaces.first { $0.classes == ["window-space"] }?.attributes["transform"] == "translate(\(windowFrame[0]) \(windowFrame[1]))", "\(pair)", sourceLocation: sourceLocation)
        let viewFrame = rectText(record["viewFrame"])
        #expect(spaces.first { $0.classes == ["view-space"] }?.attributes["transform"] == "translate(\(viewFrame[0]) \(viewFrame[1]))", "\(pair)", sourceLocation: sourceLocation)
        func hardware(_ frame: RegionFrame) -> [String]? {
            if case .frame(let rect) = frame { return rectText(rect) }
            return nil
        }
        let housings = regions("sensor-housing").filter { !$0.classes.contains("reserved-region") }
        #expect(housings.map(\.rectText) == (hardware(device.sensorHousing(in: orientation)).map { [$0] } ?? []), "\(pair): sensor housing", sourceLocation: sourceLocation)
        let ios = try #require(record["ios"] as? Int)
        expectRegion("home-indicator", hardware(device.homeIndicatorBand(in: orientation, ios: ios)), in: screen)
        let reserved = (record["reservedRegions"] as? [[String: Any]]) ?? []
        let drawnReserved = elements.filter { $0.classes.contains("reserved-region") }
        #expect(drawnReserved.map(\.rectText) == reserved.map { rectText($0["frame"]) }, "\(pair): reserved regions", sourceLocation: sourceLocation)
        #expect(drawnReserved.allSatisfy { $0.groupClasses == window }, "\(pair)", sourceLocation: sourceLocation)
        let legend = elements.first { $0.classes == ["legend"] }?.descendants.filter { $0.name == "text" }.map(\.text) ?? []
        #expect(legend.first == "\(device.name), \(orientation.rawValue), iOS \(ios)", "\(pair): legend", sourceLocation: sourceLocation)
    }
}

private func text(_ value: Double) -> String { NumberFormatting.text(value) }

private func rectText(_ rect: Rect) -> [String] { [rect.x, rect.y, rect.width, rect.height].map(text) }

/// A JSON rect object's four numbers, spelled as the writers spell them.
private func rectText(_ value: Any?) -> [String] {
    let object = value as? [String: Any] ?? [:]
    return ["x", "y", "width", "height"].map { key in (object[key] as? Double).map(text) ?? "missing \(key)" }
}

private func optionalRectText(_ value: Any?) -> [String]? {
    value is NSNull || value == nil ? nil : rectText(value)
}
