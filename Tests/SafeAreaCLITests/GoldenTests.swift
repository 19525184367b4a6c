import Testing

/// The exact output of each command in each format, on the bundled catalogue.
@Suite("Golden output")
struct GoldenTests {
    @Test(arguments: [
        ("insets-iphone-16-pro-all.txt", ["insets", "-d", "iPhone 16 Pro", "-o", "all"]),
        ("insets-iphone-x-landscape.json", ["insets", "--device=iphone-x", "--orientation", "landscape", "--format=json"]),
        ("insets-pads-landscape.csv", ["insets", "--family", "pad", "-o", "landscapeLeft", "--ios", "18", "-f", "csv"]),
        ("insets-frame-hidden.jsonl", ["insets", "-d", "iPhone 8", "-d", "iPhone X", "--status-bar", "hidden", "--frame", "0,0,375,100", "-f", "jsonl"]),
        ("insets-all-all.jsonl", ["insets", "--device", "all", "--orientation", "all", "--format", "jsonl"]),
        ("insets-all-all.txt", ["insets", "--device", "all", "--orientation", "all"]),
        ("explain-iphone-18-pro-landscape.txt", ["explain", "-d", "iPhone 18 Pro", "-o", "landscapeLeft"]),
        ("explain-ipad-air-m3-safe-area.json", ["explain", "-d", "iPad Air 11-inch (M3)", "--ios", "27", "safeAreaInsets", "-f", "json"]),
        ("explain-rules.txt", ["explain", "--rules"]),
        ("explain-readable-xxxl.txt", ["explain", "-d", "iPad Air 2", "-o", "landscape", "--ios", "9", "--content-size-category", "extraExtraExtraLarge", "readableContentGuide"]),
        ("explain-readable-extra-small.txt", ["explain", "-d", "iPhone 17 Pro Max", "-o", "all", "--content-size-category", "extraSmall", "readableContentGuide"]),
        ("insets-evidence-transcribed.txt", ["insets", "-d", "iPhone 17 Pro", "-d", "iPhone 18 Pro", "-o", "all", "--evidence", "transcribed"]),
        ("insets-bars.txt", ["insets", "-d", "iPhone 8", "-d", "iPhone X", "-d", "iPhone 14 Pro Max", "-o", "portrait", "-o", "landscapeLeft", "--ios", "16", "--navigation-bar", "standard", "--tab-bar"]),
        ("insets-bars-ios26.json", ["insets", "-d", "iPhone 17", "-d", "iPad Air 11-inch (M4)", "--ios", "26", "--navigation-bar", "large", "--tab-bar", "-f", "json"]),
        ("insets-opaque-toolbar.csv", ["insets", "-d", "iPhone 8", "-d", "iPhone X", "-d", "iPad (9th generation)", "-o", "all", "--navigation-bar", "standard", "--toolbar", "--opaque-bars", "--additional-insets", "0,0,10,0", "-f", "csv"]),
        ("insets-layout-guides.txt", ["insets", "-d", "iPhone 5s", "-d", "iPhone 7", "-d", "iPad Air 2", "-o", "portrait", "-o", "landscapeLeft", "--ios", "10", "--navigation-bar", "standard", "--tab-bar"]),
        ("insets-subview-margins.json", ["insets", "-d", "iPhone 16 Pro", "-o", "landscapeLeft", "--ios", "18", "--frame", "0,300,874,102", "--preserves-superview-layout-margins", "-f", "json"]),
        ("insets-window.txt", ["insets", "-d", "iPhone X", "-o", "portrait", "-o", "landscapeLeft", "--ios", "16", "--window", "0,100,375,300", "--navigation-bar", "standard"]),
        ("insets-window.json", ["insets", "-d", "iPhone X", "--ios", "16", "--window", "0,100,375,712", "-f", "json"]),
        ("insets-window.jsonl", ["insets", "-d", "iPad Pro 11-inch (M4)", "-o", "landscapeLeft", "--ios", "18", "--window", "100,0,600,834", "--navigation-bar", "standard", "-f", "jsonl"]),
        ("insets-window.csv", ["insets", "-d", "iPhone 16 Pro", "-o", "landscapeLeft", "--ios", "18", "--window", "0,0,437,402", "-f", "csv"]),
        ("scroll-window.txt", ["scroll", "-d", "iPhone X", "--ios", "16", "--window", "0,100,375,712", "--content-size", "375x2000"]),
        ("css-window.jsonl", ["css", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "16", "--window", "0,0,406,375", "-f", "jsonl"]),
        ("table-window.json", ["table", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "16", "--window", "406,0,406,375", "-f", "json"]),
        ("collection-window.csv", ["collection", "-d", "iPhone X", "--ios", "16", "--window", "0,412,375,400", "--item-size", "100x100", "--items", "6", "-f", "csv"]),
        ("scroll-seed.txt", ["scroll", "-d", "iPhone 7", "-d", "iPhone X", "-o", "portrait", "-o", "landscapeLeft", "--ios", "11", "--navigation-bar", "standard", "--tab-bar", "--content-size", "375x2000", "--content-inset", "10,10,10,10"]),
        ("scroll-hidden-navigation-bar.txt", ["scroll", "-d", "iPhone 6", "-d", "iPhone 7", "--ios", "10", "--navigation-bar", "hidden", "--tab-bar"]),
        ("scroll-behaviors.jsonl", ["scroll", "-d", "iPhone 16 Pro", "-o", "landscapeLeft", "--ios", "18", "--behavior", "always", "--content-size", "874x300", "--scroll-frame", "0,0,874,200", "-f", "jsonl"]),
        ("table-landscape.json", ["table", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "12", "-f", "json"]),
        ("table-styles.csv", ["table", "-d", "iPhone 8", "-d", "iPad Pro 11-inch (M4)", "-d", "iPhone 17", "-o", "all", "--style", "insetGrouped", "--navigation-bar", "standard", "-f", "csv"]),
        ("collection-landscape.txt", ["collection", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "12", "--reference", "fromSafeArea", "--item-size", "100x100", "--items", "14"]),
        ("collection-frames.json", ["collection", "-d", "iPhone 8", "--ios", "12", "--item-size", "100x100", "--items", "7", "--header-size", "0x40", "--frames", "-f", "json"]),
        ("collection-sections.jsonl", ["collection", "-d", "iPad (A16)", "-o", "all", "--reference", "fromLayoutMargins", "--items", "4", "--items", "9", "--scroll-direction", "horizontal", "-f", "jsonl"]),
        ("collection-mixed.csv", ["collection", "-d", "iPhone 16 Pro", "-o", "portrait", "-o", "landscapeLeft", "--ios", "18", "--item-size", "200x50", "--item-size", "100x30", "--items", "5", "--behavior", "always", "-f", "csv"]),
        ("insets-split.txt", ["insets", "-d", "iPad Air 2", "-d", "iPad Pro (12.9-inch) (2nd generation)", "-o", "landscapeLeft", "--ios", "12", "--split", "1/2"]),
        ("insets-split.json", ["insets", "-d", "iPad Pro (11-inch) (2nd generation)", "-o", "landscapeLeft", "--ios", "14", "--split", "1/3", "--split-side", "trailing", "-f", "json"]),
        ("insets-slide-over.jsonl", ["insets", "-d", "iPad Air 2", "--ios", "11", "--slide-over", "-f", "jsonl"]),
        ("insets-split.csv", ["insets", "-d", "iPad (9th generation)", "-o", "portrait", "--ios", "15", "--split", "2/3", "-f", "csv"]),
        ("insets-duo.txt", ["insets", "-d", "iPhone Duo", "-o", "all", "--posture", "half"]),
        ("insets-duo-closed.json", ["insets", "-d", "iPhone Duo", "--posture", "closed", "--sdk", "27.1", "-f", "json"]),
        ("insets-duo.jsonl", ["insets", "-d", "iPhone Duo", "-o", "landscapeLeft", "--posture", "half", "-f", "jsonl"]),
        ("insets-duo.csv", ["insets", "-d", "iPhone Duo", "-o", "portrait", "--posture", "open", "--ios", "27.1", "-f", "csv"]),
        ("insets-ipad-window-controls.txt", ["insets", "-d", "iPad Pro 11-inch (M4)", "-o", "landscapeLeft", "--ios", "26", "--window", "100,100,700,600"]),
        ("insets-requires-full-screen.txt", ["insets", "-d", "iPad Pro 13-inch (M4)", "-o", "landscapeLeft", "--ios", "26", "--requires-full-screen"]),
        ("scroll-duo.json", ["scroll", "-d", "iPhone Duo", "-o", "landscapeLeft", "--posture", "half", "--content-size", "867x2000", "-f", "json"]),
        ("css-duo.txt", ["css", "-d", "iPhone Duo", "--posture", "closed"]),
        // A foldable's stylesheet names its posture; its default table shows the posture.
        ("css-duo-half.css", ["css", "-d", "iPhone Duo", "--posture", "half", "-o", "landscapeLeft", "-f", "css"]),
        ("insets-duo-open.txt", ["insets", "-d", "iPhone Duo", "-d", "iPhone 17 Pro"]),
        ("devices-iphone-x-sources.txt", ["devices", "-d", "iPhone X", "--sources"]),
        ("insets-status-bar-overridden.txt", ["insets", "-d", "iPhone 16 Pro", "-o", "landscapeLeft", "--ios", "18", "--status-bar", "visible"]),
        ("devices-filtered.txt", ["devices", "--feature", "dynamicIsland", "--runs-ios", "18"]),
        ("devices.txt", ["devices"]),
        ("devices-phone.csv", ["devices", "--family", "phone", "--format", "csv"]),
        ("devices-pad.jsonl", ["devices", "--family", "pad", "--format", "jsonl"]),
        ("devices-iphone-x-sources.json", ["devices", "-d", "iPhone X", "--sources", "--format", "json"]),
        ("devices-iphone-16-pro-sources.json", ["devices", "-d", "iPhone 16 Pro", "--sources", "--format", "json"]),
        ("devices-iphone-x-sources.csv", ["devices", "-d", "iPhone X", "--sources", "--format", "csv"]),
        ("insets-disputed.txt", ["insets", "-d", "iPhone 16", "-d", "iPhone 16 Pro", "-d", "iPhone 17", "-o", "landscape", "--ios", "26"]),
        ("insets-runs-ios.txt", ["insets", "--runs-ios", "7", "-o", "portrait", "-o", "portraitUpsideDown", "--ios", "7"]),
        ("policy-runs-ios.txt", ["policy", CheckGoldenTests.fixture("player.json"), "-d", "all", "--runs-ios", "16", "--family", "pad", "--ios", "16"]),
        ("help.txt", ["--help"]),
        ("help-insets.txt", ["insets", "--help"]),
        ("help-devices.txt", ["devices", "-h"]),
    ])
    func output(_ golden: String, _ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 0, "stderr: \(result.errors)")
        expectGolden(result.golden, golden)
    }

    /// Runs with pairs the devices lack (contract, "Exit status"), with their status and stderr:
    /// some unsupported is 0 and one line counting them (1 with --fail-on-unsupported); none
    /// answered is 2 with the first reason; batch and check keep their status and say the count.
    @Test(arguments: [
        ("unsupported-insets-some.txt", ["insets", "-d", "iPhone 16 Pro", "-o", "all"], "", 0),
        ("unsupported-insets-none.jsonl", ["insets", "-d", "iPhone X", "-d", "iPhone 16 Pro", "-o", "portraitUpsideDown", "-f", "jsonl"], "", 2),
        ("unsupported-scroll-fail.txt", ["scroll", "-d", "iPhone 8", "-d", "iPhone X", "-o", "portraitUpsideDown", "--fail-on-unsupported"], "", 1),
        ("unsupported-collection-some.csv", ["collection", "-d", "iPhone X", "-o", "portrait", "-o", "portraitUpsideDown", "--ios", "16", "--items", "2", "-f", "csv"], "", 0),
        ("unsupported-table-some.json", ["table", "-d", "iPhone 8", "-d", "iPhone 17", "--ios", "16", "-f", "json"], "", 0),
        ("unsupported-css-none.css", ["css", "-d", "iPhone 17", "-d", "iPhone 16 Pro", "--ios", "11", "-f", "css"], "", 2),
        ("unsupported-policy-fail.txt", ["policy", CheckGoldenTests.fixture("player.json"), "-d", "iPhone X", "-o", "portrait", "-o", "portraitUpsideDown", "--fail-on-unsupported"], "", 1),
        ("unsupported-explain-some.txt", ["explain", "-d", "iPhone X", "-o", "portraitUpsideDown", "-o", "landscapeLeft", "--ios", "16", "safeAreaInsets"], "", 0),
        ("unsupported-batch.jsonl", ["batch"], """
            {"command": "insets", "device": ["iPhone X", "iPhone 8"], "orientation": "portraitUpsideDown", "ios": 16}
            {"command": "css", "device": "iPhone 17", "orientation": ["portrait", "portraitUpsideDown"]}

            """, 0),
        ("unsupported-check.txt", ["check", CheckGoldenTests.fixture("checkout.json")], "", 1),
    ])
    func unsupportedPairs(_ golden: String, _ arguments: [String], _ stdin: String, _ status: Int32) {
        let result = runCLI(arguments, stdin: stdin)
        #expect(result.status == status, "stderr: \(result.errors)")
        expectGolden("exit \(result.status)\n" + result.golden.replacingOccurrences(of: packageRoot.path + "/", with: ""), golden)
    }

    /// `--runs-ios` on a command that selects devices: none left is `empty_selection`, in batch too.
    @Test func runsIOSLeavingNoDeviceIsAnError() {
        let result = runCLI(["scroll", "-d", "iPhone X", "--runs-ios", "7"])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: no device matches --runs-ios 7 (of the one device selected)\n")
        let batch = runCLI(["batch"], stdin: #"{"command":"css","device":"iPhone X","runsIos":7}"# + "\n")
        #expect(batch.output.hasPrefix(#"{"line":1,"error":{"code":"empty_selection""#))
        let kept = runCLI(["batch"], stdin: #"{"command":"table","device":["iPhone X","iPhone 5s"],"runsIos":10,"ios":10}"# + "\n")
        #expect(kept.output.split(separator: "\n").count == 1 && kept.output.contains(#""device":"iphone-5s""#))
    }

    @Test func anItemTooWideWarnsOnStandardErrorInText() {
        let result = runCLI(["collection", "-d", "iPhone 8", "--ios", "12", "--item-size", "400x100", "--items", "2"])
        #expect(result.status == 0)
        #expect(result.errors == """
            safearea: warning: iPhone 8 portrait: The behavior of the UICollectionViewFlowLayout is not defined because:
            safearea: warning: iPhone 8 portrait: the item width must be less than the width of the UICollectionView minus the section insets left and right values, minus the content insets left and right values.

            """)
        let json = runCLI(["collection", "-d", "iPhone 8", "--ios", "12", "--item-size", "400x100", "--items", "2", "-f", "jsonl"])
        #expect(json.errors.isEmpty)
        #expect(json.output.contains("\"warnings\":[\"The behavior of the UICollectionViewFlowLayout is not defined because:\""))
    }

    /// The text notes mark exactly the fields the JSON lists as single-source, for every device.
    @Test func singleSourceMarksAgreeAcrossFormats() throws {
        let text = runCLI(["devices", "--sources"]).output
        let records = runCLI(["devices", "--sources", "--format", "jsonl"]).output.split(separator: "\n")
        #expect(records.count == runCLI(["devices"]).output.split(separator: "\n").count - 1)
        var marked = 0
        for line in text.split(separator: "\n") where line.contains(" (single source): ") {
            marked += 1
        }
        let listed = records.map { record in
            record.split(separator: "\"singleSource\":[").dropFirst().first.map { rest in
                rest.prefix { $0 != "]" }.split(separator: ",").count
            } ?? -1
        }
        #expect(!listed.contains(-1), "a record without singleSource")
        #expect(marked == listed.reduce(0, +))
        #expect(marked > 0)
    }

    @Test func everyPairOfTheCatalogueHasOneLine() throws {
        let result = runCLI(["insets", "--device", "all", "--orientation", "all", "--format", "jsonl"])
        let lines = result.output.split(separator: "\n")
        let devices = runCLI(["devices", "--format", "jsonl"]).output.split(separator: "\n")
        #expect(lines.count == devices.count * 4)
        #expect(lines.contains { $0.contains("\"device\":\"iphone-x\",\"name\":\"iPhone X\",\"orientation\":\"portraitUpsideDown\"") && $0.contains("\"unsupported\"") })
    }
}
