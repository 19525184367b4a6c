import Foundation
import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// `safearea export`: each format's exact output, every refusal, the Swift source read back by
/// the compiler's parser, and the Playwright descriptors applied to a real Chromium.
@Suite("Export")
struct ExportTests {
    static let small = ["-d", "iPhone 17 Pro", "-d", "iPad Air 11-inch (M3)", "-d", "iPhone X", "-o", "portrait", "-o", "landscapeLeft"]

    @Test(arguments: [
        ("export-playwright.json", ["export", "playwright"] + small),
        ("export-storybook.json", ["export", "storybook"] + small),
        ("export-json.json", ["export", "json"] + small),
        ("export-snapshot-testing.swift", ["export", "snapshot-testing"] + small),
    ])
    func output(_ golden: String, _ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 0, "stderr: \(result.errors)")
        expectGolden(result.golden, golden)
    }

    /// json is the insets command's JSON, byte for byte.
    @Test func jsonIsTheInsetsAnswer() {
        let insets = runCLI(["insets", "-f", "json"] + Self.small + ["--navigation-bar", "standard"])
        #expect(runCLI(["export", "json"] + Self.small + ["--navigation-bar", "standard"]).output == insets.output)
    }

    @Test(arguments: [
        (["export"], 2, "safearea: 'export' needs a FORMAT argument: playwright, snapshot-testing, storybook, json\n"),
        (["export", "playwrite"], 2, "safearea: unknown export format 'playwrite' (expected playwright, snapshot-testing, storybook, json); did you mean 'playwright'?\n"),
        (["export", "storybook", "-d", "iPhone 17 Prp"], 2, "safearea: unknown device 'iPhone 17 Prp'; did you mean 'iPhone 17 Pro'?; 'safearea devices' lists them\n"),
        (["export", "playwright", "--window", "0,0,300,300"], 2, "safearea: export playwright describes whole screens; --window is for 'export json'\n"),
        (["export", "storybook", "--split", "1/2", "--family", "pad"], 2, "safearea: export storybook describes whole screens; --split is for 'export json'\n"),
        (["export", "snapshot-testing", "-d", "iPhone X", "-o", "landscapeRight"], 2, "safearea: iPhone X landscapeRight: ViewImageConfig.Orientation has no landscapeRight\n"),
        (["export", "snapshot-testing", "-d", "iPhone 8", "-o", "all"], 0, "safearea: 2 of 4 device/orientation pairs unsupported; first: iPhone 8 portraitUpsideDown: ViewImageConfig.Orientation has no portraitUpsideDown\n"),
        (["export", "snapshot-testing", "-d", "iPhone 8", "-o", "all", "--fail-on-unsupported"], 1, "safearea: 2 of 4 device/orientation pairs unsupported; first: iPhone 8 portraitUpsideDown: ViewImageConfig.Orientation has no portraitUpsideDown (--fail-on-unsupported)\n"),
        (["export", "playwright", "-d", "iPhone 17 Pro", "--additional-insets", "0,0,0.5,0"], 2, "safearea: iPhone 17 Pro: safe-area-inset-bottom 34.5 is not a whole CSS px, as CDP's Emulation.setSafeAreaInsetsOverride requires\n"),
        (["export", "playwright", "-d", "iPhone X", "-o", "all"], 0, "safearea: 1 of 4 device/orientation pairs unsupported; first: iPhone X does not support portraitUpsideDown\n"),
        (["export", "storybook", "-d", "iPhone 7", "--ios", "10"], 2, "safearea: env(safe-area-inset-*) arrived with the safe area in iOS 11, not iOS 10\n"),
        (["export", "json", "-f", "csv"], 2, "safearea: unknown option '-f' for 'export' (short options: -d, -o, -h)\n"),
        (["export", "json", "-d", "iPhone X", "--output", "/nonexistent/dir/x.json"], 2, ""),
    ] as [([String], Int32, String)])
    func badInput(_ arguments: [String], _ status: Int32, _ message: String) {
        let result = runCLI(arguments)
        #expect(result.status == status, "\(arguments): \(result.errors)")
        if message.isEmpty {
            #expect(result.errors.hasPrefix("safearea: ") && result.errors.contains("/nonexistent/dir/x.json"), "\(result.errors)")
        } else {
            #expect(result.errors == message)
        }
    }

    /// `--output FILE` holds what standard output would have.
    @Test func outputFileHoldsTheExport() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("devices.json").path
        let written = runCLI(["export", "storybook", "-d", "iPhone X", "--output", path])
        #expect(written.status == 0 && written.output.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == runCLI(["export", "storybook", "-d", "iPhone X"]).output)
    }

    /// Function names are Swift identifiers for every catalogue name, each once.
    @Test func identifiersAreSwiftNames() {
        #expect(ViewImageConfigSource.identifier("iPad Pro 11-inch (M4)") == "iPadPro11InchM4")
        #expect(ViewImageConfigSource.identifier("9 inch") == "device9Inch")
        #expect(ViewImageConfigSource.identifier("func") == "`func`")
        let names = DeviceCatalogue.bundled.profiles.map { ViewImageConfigSource.identifier($0.name) }
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.first!.isLetter && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } })
    }

    /// The whole catalogue's source parses (`swiftc -parse`: UIKit is not on Linux, so it is not
    /// type-checked), and its numbers read back are `insets`' for the same pairs.
    @Test func snapshotSourceParsesAndHoldsTheInsetsNumbers() throws {
        let export = runCLI(["export", "snapshot-testing", "-d", "all"])
        #expect(export.status == 0, "\(export.errors)")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("ViewImageConfig+Devices.swift")
        try export.output.write(to: file, atomically: true, encoding: .utf8)
        let parsed = try shell("swiftc -parse '\(file.path)' 2>&1")
        #expect(parsed.status == 0, "\(parsed.output)")

        let insets = try JSONSerialization.jsonObject(with: Data(runCLI(["insets", "-d", "all", "-o", "portrait", "-o", "landscapeLeft", "-f", "json"]).output.utf8)) as? [[String: Any]] ?? []
        var compared = 0
        for function in export.output.components(separatedBy: "    /// ").dropFirst() {
            let id = try #require(function.firstMatch(of: /\(([a-z0-9-]+)\), as `safearea/)?.1)
            for part in function.components(separatedBy: "        case .").dropFirst() where part.contains("return ViewImageConfig(") {
                let orientation = part.hasPrefix("portrait") ? "portrait" : "landscapeLeft"
                let answer = try #require(insets.first { $0["device"] as? String == String(id) && $0["orientation"] as? String == orientation }, "\(id) \(orientation)")
                let safe = try #require(part.firstMatch(of: /UIEdgeInsets\(top: ([0-9.]+), left: ([0-9.]+), bottom: ([0-9.]+), right: ([0-9.]+)\)/))
                let expected = try #require(answer["safeAreaInsets"] as? [String: Double])
                #expect([Double(safe.1), Double(safe.2), Double(safe.3), Double(safe.4)] == [expected["top"], expected["left"], expected["bottom"], expected["right"]], "\(id) \(orientation)")
                let size = try #require(part.firstMatch(of: /CGSize\(width: ([0-9.]+), height: ([0-9.]+)\)/))
                let window = try #require(answer["window"] as? [String: Double])
                #expect([Double(size.1), Double(size.2)] == [window["width"], window["height"]], "\(id) \(orientation)")
                #expect(part.contains("horizontalSizeClass: .\(answer["horizontalSizeClass"] as? String ?? "?")"))
                #expect(part.contains("verticalSizeClass: .\(answer["verticalSizeClass"] as? String ?? "?")"))
                let scale = try #require(DeviceCatalogue.bundled.profiles.first { $0.id == String(id) }?.screen.scale)
                #expect(part.contains("displayScale: \(NumberFormatting.text(scale)))"), "\(id)")
                compared += 1
            }
        }
        #expect(compared == insets.filter { $0["unsupported"] == nil && ($0["ios"] as? Int ?? 0) >= 11 }.count)
    }
}

/// The Playwright descriptors of every device in portrait and both landscapes, applied to headless Chromium
/// as the README's fixture applies them: the page's env(safe-area-inset-*) are the css command's
/// values, innerWidth the descriptor's viewport and devicePixelRatio its scale factor.
@Suite("Export in a browser", .enabled(if: Browser.isAvailable, "headless Chromium is not installed: apt-get install chromium (.ci/run installs it)"))
struct ExportBrowserTests {
    /// Every device of the catalogue, phones and iPads, in portrait and both landscapes.
    static let selection = ["-o", "portrait", "-o", "landscape"]

    /// Through the DevTools protocol alone (`Tests/Tools/safe-area-page.py`).
    @Test func playwrightDescriptorsGiveThePageTheCSSInsets() throws {
        try Self.expectThePageSeesTheAnswers(tool: ["python3", packageRoot.appendingPathComponent("Tests/Tools/safe-area-page.py").path])
    }

    /// Through Playwright itself, when its Python package (which ships Playwright's Node driver)
    /// is installed: newContext takes the whole descriptor, and the README's fixture works.
    @Test(.enabled(if: playwrightDriver != nil, "Playwright is not installed: pip install playwright (its Node driver is used, with /usr/bin/chromium)"))
    func playwrightItselfTakesTheDescriptors() throws {
        let driver = try #require(Self.playwrightDriver)
        let tool = [driver + "/node", packageRoot.appendingPathComponent("Tests/Tools/playwright-fixture.js").path, driver + "/package"]
        try Self.expectThePageSeesTheAnswers(tool: tool, selection: ["-d", "iPhone 17 Pro", "-d", "iPhone X", "-d", "iPhone 8", "-d", "iPhone Air", "-o", "portrait", "-o", "landscape"], pairs: 12)
    }

    /// The driver folder of the Python package `playwright`, if it is installed: in the test
    /// environment `make test` makes (`.build/test-venv`), else in the system's Python.
    static let playwrightDriver: String? = {
        let venv = packageRoot.appendingPathComponent(".build/test-venv/bin/python3").path
        let python = FileManager.default.isExecutableFile(atPath: venv) ? venv : "python3"
        let found = try? shell("'\(python)' -c 'import os, playwright; print(os.path.dirname(playwright.__file__) + \"/driver\")' 2>/dev/null")
        guard let found, found.status == 0 else { return nil }
        let path = found.output.trimmingCharacters(in: .whitespacesAndNewlines)
        return FileManager.default.isExecutableFile(atPath: path + "/node") ? path : nil
    }()

    /// Exports the phones' descriptors, has `tool` apply each and read the page (one JSON line per
    /// descriptor), and compares what the page saw with the css command and the descriptor.
    static func expectThePageSeesTheAnswers(tool: [String], selection: [String] = selection, pairs: Int = 270) throws {
        let export = runCLI(["export", "playwright"] + selection)
        #expect(export.status == 0, "\(export.errors)")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("descriptors.json")
        try export.output.write(to: file, atomically: true, encoding: .utf8)
        let page = try runProcess("/usr/bin/env", tool + [file.path])
        #expect(page.status == 0, "\(page.output)")

        let descriptors = try JSONSerialization.jsonObject(with: Data(export.output.utf8)) as? [String: [String: Any]] ?? [:]
        let css = try JSONSerialization.jsonObject(with: Data(runCLI(["css", "-f", "json"] + selection).output.utf8)) as? [[String: Any]] ?? []
        let seen = page.output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(seen.count == descriptors.count && seen.count == pairs, "\(seen.count) of \(descriptors.count) pages read")
        for line in seen {
            let key = line["key"] as? String ?? ""
            let descriptor = try #require(descriptors[key])
            let tool = try #require(descriptor["safearea"] as? [String: Any])
            let answer = try #require(css.first { $0["device"] as? String == tool["device"] as? String && $0["orientation"] as? String == tool["orientation"] as? String })
            let env = try #require(answer["env"] as? [String: Double])
            for edge in ["top", "left", "bottom", "right"] {
                #expect(line[edge] as? Double == env[edge], "\(key): safe-area-inset-\(edge) \(line[edge] ?? "none"), css \(env[edge] ?? -1)")
            }
            let viewport = try #require(descriptor["viewport"] as? [String: Double])
            #expect(line["innerWidth"] as? Double == viewport["width"] && line["innerHeight"] as? Double == viewport["height"], "\(key): \(line)")
            #expect(line["devicePixelRatio"] as? Double == descriptor["deviceScaleFactor"] as? Double, "\(key): \(line)")
        }
    }
}
