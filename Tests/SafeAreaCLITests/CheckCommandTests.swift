import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SafeAreaCLI

/// `safearea check`: each assertion kind passing and failing, every format (the JUnit parsed back
/// as XML), invalid specs with their located messages, and pairs the devices lack.
@Suite("Check command")
struct CheckCommandTests {
    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/\(name)").path
    }

    /// A spec on one or two pairs, every assertion kind, through standard input.
    private func run(_ spec: String, _ arguments: [String] = []) -> RunResult {
        runCLI(["check", "-"] + arguments, stdin: spec)
    }

    /// The results of `--format json`, as Foundation reads them.
    private func results(_ output: String) throws -> (counts: [String: Any], results: [[String: Any]]) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return (object, try #require(object["results"] as? [[String: Any]]))
    }

    // MARK: - A check must check something

    /// Every pair the device lacks: nothing is evaluated, and a CI job must not pass on that.
    @Test func aRunThatEvaluatesNothingFails() {
        let spec = #"{"devices": ["iPhone X", "iPhone 16 Pro"], "orientations": ["portraitUpsideDown", "portraitUpsideDown"], "#
            + #""elements": [{"name": "b", "relativeTo": "safeArea", "left": 0, "top": 0, "width": 10, "height": 10}], "#
            + #""assertions": [{"element": "b", "insideSafeArea": true}]}"#
        let result = run(spec)
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("<stdin>: 2 devices × 1 orientation × 1 assertion: 0 passed, 0 failed, 2 skipped; 2 of 2 device/orientation pairs unsupported\n"))
        #expect(runCLI(["check", "-", "--format", "json"], stdin: spec).status == 1)
        #expect(result.errors == "safearea: <stdin>: no assertion was evaluated: all 2 skipped, so the check proves nothing\n")
    }

    @Test func failOnSkipFailsARunThatOtherwisePasses() {
        let spec = #"{"devices": ["iPhone X"], "orientations": ["portrait", "portraitUpsideDown"], "#
            + #""elements": [{"name": "b", "relativeTo": "safeArea", "left": 0, "top": 0, "width": 10, "height": 10}], "#
            + #""assertions": [{"element": "b", "insideSafeArea": true}]}"#
        let plain = run(spec)
        #expect(plain.status == 0 && plain.errors.isEmpty)
        let strict = run(spec, ["--fail-on-skip"])
        #expect(strict.status == 1)
        #expect(strict.errors == "safearea: <stdin>: 1 assertion was skipped (--fail-on-skip)\n")
    }

    /// SARIF 2.1.0, read back: the driver, one rule per kind, each finding with its rule, level,
    /// message and the spec's line.
    @Test func sarifReadsBackAsALogWithRulesAndLocatedResults() throws {
        let path = Self.fixture("checkout.json")
        let result = runCLI(["check", path, "--format", "sarif"])
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "safearea")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ["insideSafeArea", "insideLayoutMargins", "minSize", "clearOf", "query"])
        let results = try #require(run["results"] as? [[String: Any]])
        // The text report's 6 failures and 8 skips, and nothing that passed.
        #expect(results.filter { $0["level"] as? String == "error" }.count == 6)
        #expect(results.filter { $0["level"] as? String == "note" }.count == 8)
        for finding in results {
            let ruleIndex = try #require(finding["ruleIndex"] as? Int)
            #expect(rules[ruleIndex]["id"] as? String == finding["ruleId"] as? String)
            #expect(((finding["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let location = try #require((finding["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == path)
            let line = try #require((location["region"] as? [String: Any])?["startLine"] as? Int)
            #expect([10, 11, 12, 13].contains(line))
        }
        let buy = results.first { ($0["message"] as? [String: Any])?["text"] as? String == "buy clearOf fails on iPhone X portrait: overlaps the home indicator by 343 × 18 pt" }
        #expect(buy?["ruleId"] as? String == "clearOf")
    }

    // MARK: - The issue's example

    /// The spec exactly as the issue writes it.
    @Test func theIssuesExampleRunsAsWritten() throws {
        let result = runCLI(["check", Self.fixture("check-issue.json")])
        #expect(result.status == 1)
        #expect(result.errors.isEmpty)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines[0].hasSuffix("check-issue.json: 50 devices × 3 orientations × 4 assertions: \(Self.issueCounts)"))
        // iPhone 16 Pro on iOS 18: the tab bar (49) and the home indicator (34) take the bottom 83.
        #expect(lines.contains { $0.hasPrefix("FAIL  iPhone 16 Pro ") && $0.contains(" portrait ")
            && $0.hasSuffix("checkout insideSafeArea (line 9): reaches past the safe area by 83 pt at the bottom") })
        #expect(lines.contains { $0.hasPrefix("FAIL  iPhone 16 Pro ") && $0.contains(" portrait ")
            && $0.hasSuffix("avatar minSize (line 10): is 40 × 40 pt, smaller than the minimum 44 × 44 pt") })
        // In landscape the compact navigation bar is 32 points: the query fails there.
        #expect(lines.contains { $0.hasPrefix("FAIL  iPhone 16 Pro ") && $0.contains(" landscapeLeft ")
            && $0.hasSuffix("scroll adjustedContentInset.top atLeast 44 (line 12): adjustedContentInset.top is 32, expected at least 44") })
        // Phones that do not run iOS 18 are skipped, in one line saying why (pair by pair in JSON).
        #expect(lines.contains { $0.hasPrefix("SKIP  21 devices ") && $0.hasSuffix("do not run iOS 18: iPhone 5s, iPhone 6, iPhone 6 Plus, iPod touch (6th generation) and 17 more") })
        #expect(!lines.contains { $0.hasPrefix("SKIP  iPhone X ") })

        let json = runCLI(["check", Self.fixture("check-issue.json"), "--format", "json"])
        let (counts, results) = try results(json.output)
        #expect(results.count == 50 * 3 * 4)
        for status in ["passed", "failed", "skipped"] {
            #expect(counts[status] as? Int == results.filter { $0["status"] as? String == status }.count)
        }
    }

    static let issueCounts = "140 passed, 208 failed, 252 skipped; 63 of 150 device/orientation pairs unsupported"

    // MARK: - Each assertion kind

    static let everyKind = """
        {
          "devices": ["iPhone X"], "ios": 16,
          "context": {"navigationBar": "standard", "tabBar": true},
          "elements": [
            {"name": "checkout", "relativeTo": "screen", "left": 16, "right": 16, "bottom": 0, "height": 50},
            {"name": "list", "relativeTo": "safeArea", "left": 0, "right": 0, "top": 0, "bottom": 0},
            {"name": "label", "relativeTo": "layoutMargins", "left": 0, "right": 0, "top": 8, "height": 20},
            {"name": "banner", "relativeTo": "screen", "left": 0, "right": 0, "top": 0, "height": 100},
            {"name": "avatar", "relativeTo": "safeArea", "top": 8, "left": 8, "width": 40, "height": 40}
          ],
          "assertions": [
            {"element": "list", "insideSafeArea": true},
            {"element": "checkout", "insideSafeArea": true},
            {"element": "label", "insideLayoutMargins": true},
            {"element": "banner", "insideLayoutMargins": true},
            {"element": "avatar", "minSize": {"width": 40, "height": 40}},
            {"element": "avatar", "minSize": {"height": 44}},
            {"element": "avatar", "clearOf": ["sensorHousing", "statusBar", "navigationBar", "tabBar", "homeIndicator"]},
            {"element": "banner", "clearOf": ["sensorHousing", "statusBar", "navigationBar"]},
            {"query": {"command": "scroll", "contentSize": "375x2000"}, "field": "adjustedContentInset.top", "equals": 88},
            {"query": {"command": "scroll", "contentSize": "375x2000"}, "field": "adjustedContentInset.bottom", "atMost": 34},
            {"query": {"command": "insets"}, "field": "barDesign", "equals": "classic"},
            {"query": {"command": "insets", "navigationBar": "none"}, "field": "safeAreaInsets", "equals": {"top": 44, "left": 0, "bottom": 83, "right": 0}},
            {"query": {"command": "scroll", "contentSize": "375x2000"}, "field": "scrollableAxes", "equals": ["vertical"]},
            {"query": {"command": "collection", "items": 7}, "field": "sections.0.itemsPerLine", "atLeast": 6, "atMost": 6}
          ]
        }
        """

    /// The context's text size reaches every query, whose own key overrides it.
    @Test func theContextsTextSizeSetsTheReadableGuide() throws {
        let spec = """
            {"devices": ["iPad Air 2"], "orientations": ["landscapeLeft"], "ios": 9,
             "context": {"contentSizeCategory": "extraExtraExtraLarge"},
             "assertions": [
               {"query": {"command": "insets"}, "field": "readableContentGuide.width", "equals": 912},
               {"query": {"command": "insets", "contentSizeCategory": "large"}, "field": "readableContentGuide", "equals": {"x": 176, "y": 0, "width": 672, "height": 768}}
             ]}
            """
        let result = run(spec, ["--format", "json"])
        #expect(result.status == 0, "stderr: \(result.errors)")
        #expect(try results(result.output).counts["passed"] as? Int == 2)
    }

    @Test func eachAssertionKindPassesAndFails() throws {
        let result = run(Self.everyKind, ["--format", "json"])
        #expect(result.status == 1, "stderr: \(result.errors)")
        let (counts, results) = try results(result.output)
        #expect(counts["passed"] as? Int == 9)
        #expect(counts["failed"] as? Int == 5)
        #expect(counts["skipped"] as? Int == 0)
        let outcome = results.map { "\($0["kind"]!) \($0["status"]!): \($0["message"] as? String ?? "-")" }
        #expect(outcome == [
            "insideSafeArea passed: -",
            "insideSafeArea failed: reaches past the safe area by 83 pt at the bottom",
            "insideLayoutMargins passed: -",
            "insideLayoutMargins failed: reaches past the layout margins by 88 pt at the top, 16 pt at the left and 16 pt at the right",
            "minSize passed: -",
            "minSize failed: is 40 pt tall, shorter than the minimum 44 pt",
            "clearOf passed: -",
            "clearOf failed: overlaps the sensor housing by 208.33 × 30 pt; overlaps the status bar by 375 × 44 pt; overlaps the navigation bar by 375 × 44 pt",
            "query passed: -",
            "query failed: adjustedContentInset.bottom is 83, expected at most 34",
            "query passed: -",
            // The query's own navigationBar overrides the context's: 44 at the top, not 88.
            "query passed: -",
            "query passed: -",
            "query passed: -",
        ])
        // What each result measured: the element's frame, the overlaps, the query's value.
        #expect(results[1]["frame"] as? [String: Double] == ["x": 16, "y": 762, "width": 343, "height": 50])
        #expect(results[1]["outside"] as? [String: Double] == ["top": 0, "left": 0, "bottom": 83, "right": 0])
        let overlaps = try #require(results[7]["overlaps"] as? [[String: Any]])
        #expect(overlaps.map { $0["region"] as? String } == ["sensorHousing", "statusBar", "navigationBar"])
        #expect(results[9]["value"] as? Double == 83)
        #expect(results[0]["line"] as? Int == 12)
    }

    @Test func everyAssertionHoldingExitsZero() {
        let spec = """
            {"devices": ["iPhone 8", "iPhone X"], "orientations": ["portrait", "landscapeLeft"],
             "elements": [{"name": "list", "relativeTo": "safeArea", "left": 0, "right": 0, "top": 0, "bottom": 0}],
             "assertions": [{"element": "list", "clearOf": ["sensorHousing", "statusBar", "homeIndicator"]},
                            {"query": {"command": "devices"}, "field": "family", "equals": "phone"}]}
            """
        let result = run(spec)
        #expect(result.status == 0)
        #expect(result.output == "<stdin>: 2 devices × 2 orientations × 2 assertions: 8 passed, 0 failed, 0 skipped\n")
    }

    /// A query's options are read once and asked of each pair: every pair's value is the one the
    /// command line gives for that device, orientation and version, with the spec's context.
    @Test func aQueryReadOnceAnswersEachPairAsTheCommandLineDoes() throws {
        let queries: [(command: String, options: String, arguments: [String], field: String)] = [
            ("scroll", #""contentSize": "390x500""#, ["--content-size", "390x500"], "adjustedContentInset.top"),
            ("table", #""rowHeight": 60, "style": "insetGrouped""#, ["--row-height", "60", "--style", "insetGrouped"], "cellContentViewFrame.width"),
            ("insets", #""additionalInsets": {"left": 8}"#, ["--additional-insets", "0,8,0,0"], "layoutMargins.left"),
            ("css", #""viewportFit": "auto""#, ["--viewport-fit", "auto"], "env.bottom"),
            ("collection", #""items": 9, "reference": "fromSafeArea""#, ["--items", "9", "--reference", "fromSafeArea"], "sections.0.itemsPerLine"),
        ]
        let assertions = queries.map { #"{"query": {"command": "\#($0.command)", \#($0.options)}, "field": "\#($0.field)", "atLeast": -10000}"# }
        let spec = #"{"devices": ["iPhone 8", "iPhone X", "iPhone 16 Pro", "iPad Pro 11-inch (M4)"], "orientations": "all", "#
            + #""context": {"navigationBar": "large", "tabBar": true}, "assertions": [\#(assertions.joined(separator: ", "))]}"#
        let result = run(spec, ["--format", "json"])
        let (_, results) = try results(result.output)
        #expect(results.count == 4 * 4 * queries.count, "\(result.errors)")
        var compared = 0
        for pair in results where pair["status"] as? String != "skipped" {
            let query = queries[try #require(pair["assertion"] as? Int)]
            let device = try #require(pair["device"] as? String), orientation = try #require(pair["orientation"] as? String)
            let ios = try #require(pair["ios"] as? Int)
            // The context reaches the commands that have its options (css has no bars).
            let bars = query.command == "css" ? [] : ["--navigation-bar", "large", "--tab-bar"]
            let line = runCLI([query.command, "-d", device, "-o", orientation, "--ios", String(ios), "-f", "jsonl"] + bars + query.arguments)
            #expect(line.status == 0, "\(line.errors)")
            let record = try #require(try JSONSerialization.jsonObject(with: Data(line.output.utf8)) as? [String: Any])
            var value: Any? = record
            for part in query.field.split(separator: ".") {
                if let index = Int(part) { value = (value as? [Any])?[index] } else { value = (value as? [String: Any])?[String(part)] }
            }
            #expect(pair["value"] as? Double == value as? Double, "\(query.command) \(query.field) on \(device) \(orientation)")
            compared += 1
        }
        #expect(compared >= 30, "most pairs answer")
    }

    @Test func aQueryValueThatIsNullOnAPairIsSkipped() throws {
        // Before iOS 11 there is no safeAreaInsets: the insets command gives null.
        let spec = """
            {"devices": ["iPhone 7"], "ios": 10, "orientations": ["portrait", "landscapeLeft"],
             "assertions": [{"query": {"command": "insets"}, "field": "safeAreaInsets.top", "atLeast": 0}]}
            """
        let result = run(spec)
        // Nothing was evaluated, so the check fails rather than pass on nothing.
        #expect(result.status == 1)
        #expect(result.errors == "safearea: <stdin>: no assertion was evaluated: all 2 skipped, so the check proves nothing\n")
        #expect(result.output == """
            <stdin>: 1 device × 2 orientations × 1 assertion: 0 passed, 0 failed, 2 skipped
            SKIP  iPhone 7  portrait       insets safeAreaInsets.top atLeast 0 (line 2): insets gives no safeAreaInsets.top here (null)
            SKIP  iPhone 7  landscapeLeft  insets safeAreaInsets.top atLeast 0 (line 2): insets gives no safeAreaInsets.top here (null)

            """)
    }

    /// The context's window reaches the queries: inside a window below the status bar the top
    /// inset is 0 and the result says it is in a window.
    @Test func aContextWindowReachesEveryQuery() {
        let spec = """
            {"devices": ["iPhone X"], "ios": 16, "context": {"window": {"x": 0, "y": 100, "width": 375, "height": 712}},
             "assertions": [{"query": {"command": "insets"}, "field": "safeAreaInsets.top", "equals": 0},
                            {"query": {"command": "insets"}, "field": "windowing", "equals": "window"}]}
            """
        let result = run(spec)
        #expect(result.status == 0)
        #expect(result.output == "<stdin>: 1 device × 1 orientation × 2 assertions: 2 passed, 0 failed, 0 skipped\n")
    }

    /// Split View, the SDK and UIRequiresFullScreen in a spec's context reach every query.
    @Test func aContextSplitAndSDKReachEveryQuery() {
        let spec = """
            {"devices": ["iPad Air 2"], "ios": 12, "orientations": ["landscapeLeft"],
             "context": {"split": "2/3", "splitSide": "trailing", "sdk": 12},
             "assertions": [{"query": {"command": "insets"}, "field": "window.x", "equals": 330},
                            {"query": {"command": "insets"}, "field": "horizontalSizeClass", "equals": "regular"}]}
            """
        let result = run(spec)
        #expect(result.output == "<stdin>: 1 device × 1 orientation × 2 assertions: 2 passed, 0 failed, 0 skipped\n", "\(result.errors)")
        let refused = run("""
            {"devices": ["iPhone Duo"], "orientations": ["portrait", "landscapeLeft"], "context": {"sdk": "26.4"},
             "assertions": [{"query": {"command": "insets"}, "field": "safeAreaInsets.right", "equals": 84}]}
            """)
        #expect(refused.output.contains("SKIP  iPhone Duo  portrait       every assertion: an app built with the iOS 26.4 SDK does not see iPhone Duo's strip"))
    }

    @Test(arguments: [
        (#"{"split": "1/2", "slideOver": true}"#, "split and slideOver are two different arrangements; give one"),
        (#"{"window": {"x": 0, "y": 0, "width": 10, "height": 10}, "split": "1/2"}"#, "cannot be combined with split or slideOver"),
        (#"{"splitSide": "trailing"}"#, "context.splitSide: places the split app; give split"),
        (#"{"window": {"x": 0, "y": 0, "width": 10}}"#, "context.window: needs \"height\""),
    ])
    func contradictoryWindowContextsAreInputErrors(_ context: String, _ message: String) {
        let result = run("""
            {"devices": "iPhone X", "context": \(context),
             "assertions": [{"query": {"command": "insets"}, "field": "safeAreaInsets.top", "atLeast": 0}]}
            """)
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
    }

    // MARK: - Pairs the devices lack

    static let upsideDown = """
        {
          "devices": ["iPhone 8", "iPhone X"], "orientations": "all", "ios": 16,
          "elements": [{"name": "list", "relativeTo": "safeArea", "left": 0, "right": 0, "top": 0, "bottom": 0}],
          "assertions": [
            {"element": "list", "insideSafeArea": true},
            {"element": "list", "clearOf": ["homeIndicator"]}
          ]
        }
        """

    /// Upside-down portrait on a Face ID iPhone is skipped in every format, saying why, and is no
    /// failure.
    @Test func unsupportedOrientationsAreSkippedInEveryFormat() throws {
        let text = run(Self.upsideDown)
        #expect(text.status == 0)
        #expect(text.output == """
            <stdin>: 2 devices × 4 orientations × 2 assertions: 14 passed, 0 failed, 2 skipped; 1 of 8 device/orientation pairs unsupported
            SKIP  iPhone X  portraitUpsideDown  every assertion: iPhone X does not support portraitUpsideDown

            """)
        let (_, results) = try results(run(Self.upsideDown, ["-f", "json"]).output)
        let skipped = results.filter { $0["status"] as? String == "skipped" }
        #expect(skipped.count == 2)
        #expect(skipped.allSatisfy { $0["device"] as? String == "iphone-x" && $0["orientation"] as? String == "portraitUpsideDown"
            && $0["message"] as? String == "iPhone X does not support portraitUpsideDown" })
        let junit = run(Self.upsideDown, ["-f", "junit"]).output
        #expect(junit.components(separatedBy: "<skipped message=\"iPhone X does not support portraitUpsideDown\"/>").count == 3)
        // Annotated at the "orientations" key, which asked for it.
        let github = run(Self.upsideDown, ["-f", "github"]).output
        #expect(github.hasSuffix("::notice title=every assertion skipped on 1 of 8 device × orientation pairs::iPhone X portraitUpsideDown: iPhone X does not support portraitUpsideDown\n"))
        let named = runCLI(["check", Self.fixture("checkout.json"), "-f", "github"]).output
        #expect(named.contains("::notice file=\(Self.fixture("checkout.json")),line=3,title=every assertion skipped on 2 of 9"))
    }

    /// A `devices` query whose filters leave out the pair's device is skipped on that pair, as
    /// before filters that select nothing became an error of their own (`empty_selection`).
    @Test func aDevicesQueryFilteringOutThePairIsSkipped() {
        let result = run(#"{"devices": ["iPhone X", "iPhone 16 Pro"], "assertions": [{"query": {"command": "devices", "feature": "notch"}, "field": "feature", "equals": "notch"}]}"#)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == """
            <stdin>: 2 devices × 1 orientation × 1 assertion: 1 passed, 0 failed, 1 skipped
            SKIP  iPhone 16 Pro  portrait  devices feature equals "notch" (line 1): devices gives no result here

            """)
    }

    @Test func aSpecOfOnePairTheDeviceLacksIsAnInputError() {
        let result = run("""
            {"devices": "iPhone X", "orientations": "portraitUpsideDown",
             "assertions": [{"query": {"command": "insets"}, "field": "safeAreaInsets.top", "atLeast": 0}]}
            """)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "safearea: iPhone X does not support portraitUpsideDown\n")
    }

    // MARK: - Formats

    /// The JUnit report is well-formed XML with one testcase per device × orientation × assertion.
    @Test func junitParsesBackAsXML() throws {
        let result = runCLI(["check", Self.fixture("checkout.json"), "--format", "junit"])
        #expect(result.status == 1)
        let document = try XMLDocument(xmlString: result.output)
        let root = try #require(document.rootElement())
        #expect(root.name == "testsuites")
        let cases = try document.nodes(forXPath: "//testcase")
        #expect(cases.count == 3 * 3 * 4)
        #expect(root.attribute(forName: "tests")?.stringValue == "36")
        let failures = try document.nodes(forXPath: "//testcase/failure")
        let skipped = try document.nodes(forXPath: "//testcase/skipped")
        #expect(root.attribute(forName: "failures")?.stringValue == String(failures.count))
        #expect(root.attribute(forName: "skipped")?.stringValue == String(skipped.count))
        #expect(try document.nodes(forXPath: "//testsuite").count == 3)
        let first = try #require(failures.first as? XMLElement)
        #expect(first.attribute(forName: "message")?.stringValue == "adjustedContentInset.top is 32, expected at least 44")
        let parent = try #require(first.parent as? XMLElement)
        #expect(parent.attribute(forName: "classname")?.stringValue == "iphone-8")
        #expect(parent.attribute(forName: "name")?.stringValue == "landscapeLeft: assertions[3] scroll adjustedContentInset.top atLeast 44")
        #expect(parent.attribute(forName: "line")?.stringValue == "13")
    }

    /// Names from the spec may hold anything: the report escapes markup and drops what XML cannot
    /// hold, and the parser gives the name back.
    @Test func junitEscapesWhatTheSpecNames() throws {
        let spec = #"""
            {"devices": ["iPhone X"], "ios": 16,
             "elements": [{"name": "<b>\"Buy\" & 'go'\u0001\nnow</b>", "relativeTo": "screen", "left": 0, "right": 0, "bottom": 0, "height": 50}],
             "assertions": [{"element": "<b>\"Buy\" & 'go'\u0001\nnow</b>", "clearOf": ["homeIndicator"]}]}
            """#
        let result = run(spec, ["--format", "junit"])
        #expect(result.status == 1)
        let document = try XMLDocument(xmlString: result.output)
        let testcase = try #require(try document.nodes(forXPath: "//testcase").first as? XMLElement)
        #expect(testcase.attribute(forName: "name")?.stringValue == "portrait: assertions[0] <b>\"Buy\" & 'go'\u{FFFD}\nnow</b> clearOf")
        #expect(testcase.attribute(forName: "file") == nil)
        let failure = try #require(try document.nodes(forXPath: "//failure").first)
        #expect(failure.stringValue?.contains("<b>\"Buy\" & 'go'\u{FFFD}\nnow</b> clearOf: overlaps the home indicator by 375 × 34 pt") == true)
    }

    /// Each failing assertion is one `::error` at its own line of the spec, every failing pair in
    /// its message.
    @Test func githubAnnotationsPointAtTheAssertionsLines() throws {
        let path = Self.fixture("checkout.json")
        let result = runCLI(["check", path, "--format", "github"])
        #expect(result.status == 1)
        let specLines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let errors = result.output.split(separator: "\n").filter { $0.hasPrefix("::error ") }
        #expect(errors.count == 2)
        for error in errors {
            let properties = error.dropFirst("::error ".count).prefix { $0 != ":" }
            #expect(properties.hasPrefix("file=\(path),line="))
            let line = try #require(Int(properties.split(separator: ",")[1].dropFirst("line=".count)))
            let title = properties.split(separator: ",")[2].dropFirst("title=".count)
            // "buy clearOf ..." points at the line of {"element": "buy", "clearOf": ...}.
            let words = title.split(separator: " ")
            if words[0] == "scroll" {
                #expect(specLines[line - 1].contains("\"query\""))
            } else {
                #expect(specLines[line - 1].contains("\"element\": \"\(words[0])\", \"\(words[1])\""))
            }
        }
        #expect(result.output.contains("::error file=\(path),line=10,title=buy clearOf fails on 4 of 9 device × orientation pairs::iPhone X portrait: overlaps the home indicator by 343 × 18 pt%0AiPhone X landscapeLeft: overlaps the home indicator by 780 × 5 pt%0AiPhone 16 Pro portrait: overlaps the home indicator by 370 × 18 pt%0AiPhone 16 Pro landscapeLeft: overlaps the home indicator by 842 × 4 pt\n"))
    }

    @Test func githubEscapesMessagesAndProperties() {
        #expect(GitHubAnnotations.data("50% off\r\nnow") == "50%25 off%0D%0Anow")
        #expect(GitHubAnnotations.property("a: b, c") == "a%3A b%2C c")
    }

    // MARK: - Invalid specs

    /// Each mistake is one located line, `<stdin>:line:column: JSON path: message`, exit 2, and
    /// nothing on standard output.
    @Test(arguments: [
        ("{\"devices\": \"all\", \"assertions\": [",
         "safearea: <stdin>:1:35: malformed JSON: unexpected end of input, expected a value"),
        ("{\"devises\": \"all\", \"assertions\": []}",
         "safearea: <stdin>:1:2: unknown key \"devises\"; did you mean 'devices'?"),
        ("{\"assertions\": []}",
         "safearea: <stdin>:1:16: assertions: needs at least one assertion"),
        ("{\"ios\": [], \"assertions\": []}",
         "safearea: <stdin>:1:9: ios: names no version (leave it out for each device's newest)"),
        ("{\"ios\": [26, \"x\"], \"assertions\": []}",
         "safearea: <stdin>:1:14: ios[1]: expected a number, found a string"),
        ("{\"ios\": [3], \"assertions\": []}",
         "safearea: <stdin>:1:10: ios[0]: iOS 3 predates the catalogue, which starts at iOS 7"),
        ("{\"devices\": \"iPhone 8\", \"runsIos\": 27, \"assertions\": []}",
         "safearea: <stdin>:1:36: runsIos: no device of the selection runs iOS 27"),
        ("{\"assertions\": {}}",
         "safearea: <stdin>:1:16: assertions: expected an array, found an object"),
        ("[]",
         "safearea: <stdin>:1:1: spec: expected an object, found an array"),
        ("{\"devices\": [], \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:13: devices: names no device (\"all\" is every device)"),
        ("{\"devices\": [\"iPhone 16 Prp\"], \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:14: devices[0]: unknown device 'iPhone 16 Prp'; did you mean 'iPhone 16 Pro'?; 'safearea devices' lists them"),
        ("{\"family\": \"phone\", \"devices\": [\"iPhone X\", \"iPad Air\"], \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:45: devices[1]: device 'iPad Air' is not a phone (\"family\": \"phone\")"),
        ("{\"orientations\": [\"portrait\", \"landscpe\"], \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:31: orientations[1]: unknown orientation \"landscpe\" (expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all); did you mean 'landscape'?"),
        ("{\"ios\": 20, \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:9: ios: there is no iOS 20 (released: 7–18, 26–27)"),
        ("{\"context\": {\"opaqueBars\": true}, \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:28: context.opaqueBars: needs a bar to be opaque: navigationBar standard or large, tabBar or toolbar"),
        ("{\"context\": {\"navigationBar\": \"largest\"}, \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:31: context.navigationBar: unknown value \"largest\" (expected none, hidden, standard, large); did you mean 'large'?"),
        ("{\"context\": {\"contentSizeCategory\": \"larger\"}, \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:37: context.contentSizeCategory: unknown value \"larger\" (expected extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge); did you mean 'large'?"),
        ("{\"context\": {\"tabBar\": \"yes\"}, \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:24: context.tabBar: expected true or false, found a string"),
        ("{\"context\": {\"additionalInsets\": {\"top\": -1}}, \"assertions\": [{\"query\": {\"command\": \"devices\"}, \"field\": \"name\", \"equals\": \"x\"}]}",
         "safearea: <stdin>:1:42: context.additionalInsets.top: must not be negative, found -1"),
        ("{\"elements\": [{\"name\": \"a\", \"relativeTo\": \"screen\", \"left\": 0, \"right\": 0, \"width\": 10, \"top\": 0, \"height\": 10}], \"assertions\": [{\"element\": \"a\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:15: elements[0]: left, right and width all given; pin two of them (Auto Layout would break one)"),
        ("{\"elements\": [{\"name\": \"a\", \"relativeTo\": \"screen\", \"left\": 0, \"top\": 0, \"height\": 10}], \"assertions\": [{\"element\": \"a\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:15: elements[0]: pin two of left, right and width (found only left)"),
        ("{\"elements\": [{\"name\": \"a\", \"relativeTo\": \"screen\", \"left\": 0, \"width\": -10, \"top\": 0, \"height\": 10}], \"assertions\": [{\"element\": \"a\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:73: elements[0].width: must not be negative, found -10"),
        ("{\"elements\": [{\"name\": \"a\", \"relativeTo\": \"safearea\", \"left\": 0, \"width\": 10, \"top\": 0, \"height\": 10}], \"assertions\": [{\"element\": \"a\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:43: elements[0].relativeTo: unknown value \"safearea\" (expected screen, safeArea, layoutMargins); did you mean 'safeArea'?"),
        ("{\"elements\": [{\"name\": \"a\", \"left\": 0, \"width\": 10, \"top\": 0, \"height\": 10}], \"assertions\": [{\"element\": \"a\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:15: elements[0]: missing key \"relativeTo\""),
        ("{\"elements\": [{\"name\": \"a\", \"relativeTo\": \"screen\", \"left\": 0, \"width\": 10, \"top\": 0, \"height\": 10, \"colour\": \"red\"}], \"assertions\": [{\"element\": \"a\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:101: unknown key \"colour\" in elements[0]"),
        ("{\"elements\": [{\"name\": \"a\", \"relativeTo\": \"screen\", \"left\": 0, \"width\": 10, \"top\": 0, \"height\": 10}, {\"name\": \"a\", \"relativeTo\": \"screen\", \"left\": 0, \"width\": 10, \"top\": 0, \"height\": 10}], \"assertions\": [{\"element\": \"a\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:111: elements[1].name: a second element named \"a\""),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatr\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:137: assertions[0].element: unknown element \"avatr\" (elements: avatar); did you mean 'avatar'?"),
        ("{\"assertions\": [{\"element\": \"avatar\", \"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:29: assertions[0].element: unknown element \"avatar\" (the spec has no \"elements\")"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"insideSafeArea\": false}]}",
         "safearea: <stdin>:1:165: assertions[0].insideSafeArea: expected true (leave the assertion out rather than assert false)"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"insideSafeArea\": true, \"minSize\": {\"width\": 44}}]}",
         "safearea: <stdin>:1:182: assertions[0]: one assertion per object; found insideSafeArea and minSize"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\"}]}",
         "safearea: <stdin>:1:125: assertions[0]: nothing to assert: give one of insideSafeArea, insideLayoutMargins, minSize, clearOf, or a query"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"insideSafeArea\": true}]}",
         "safearea: <stdin>:1:125: assertions[0]: missing key \"element\""),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"minSize\": {}}]}",
         "safearea: <stdin>:1:158: assertions[0].minSize: give width, height or both"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"minSize\": {\"width\": 44, \"depth\": 1}}]}",
         "safearea: <stdin>:1:172: unknown key \"depth\" in assertions[0].minSize"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"clearOf\": []}]}",
         "safearea: <stdin>:1:158: assertions[0].clearOf: name at least one region (sensorHousing, statusBar, navigationBar, tabBar, toolbar, homeIndicator, fold, windowControls)"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"clearOf\": [\"homeIndicatr\"]}]}",
         "safearea: <stdin>:1:159: assertions[0].clearOf[0]: unknown region \"homeIndicatr\" (expected sensorHousing, statusBar, navigationBar, tabBar, toolbar, homeIndicator, fold, windowControls); did you mean 'homeIndicator'?"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"clearOf\": [\"notch\"]}]}",
         "safearea: <stdin>:1:159: assertions[0].clearOf[0]: unknown region \"notch\" (expected sensorHousing, statusBar, navigationBar, tabBar, toolbar, homeIndicator, fold, windowControls)"),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"insideSafeArea\": true, \"atLeast\": 3}]}",
         "safearea: <stdin>:1:182: assertions[0].atLeast: belongs to a query assertion, which has \"query\""),
        ("{\"elements\": [{\"name\": \"avatar\", \"relativeTo\": \"safeArea\", \"left\": 8, \"top\": 8, \"width\": 40, \"height\": 40}], \"assertions\": [{\"element\": \"avatar\", \"insidesafeArea\": true}]}",
         "safearea: <stdin>:1:147: unknown key \"insidesafeArea\" in assertions[0]; did you mean 'insideSafeArea'?"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"element\": \"avatar\", \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:61: assertions[0].element: a query assertion names no element"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"field\": \"x\", \"atLeast\": 1, \"minSize\": {\"width\": 1}}]}",
         "safearea: <stdin>:1:89: assertions[0].minSize: a query assertion compares with equals, atLeast or atMost"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scrol\"}, \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:39: assertions[0].query.command: unknown command \"scrol\" (expected collection, css, devices, insets, policy, scroll, table); did you mean 'scroll'?"),
        ("{\"assertions\": [{\"query\": {\"behavior\": \"always\"}, \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:27: assertions[0].query: missing key \"command\" (one of collection, css, devices, insets, policy, scroll, table)"),
        ("{\"assertions\": [{\"query\": \"scroll\", \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:27: assertions[0].query: expected an object with \"command\" and that command's options, found a string"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\", \"orientation\": \"all\"}, \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:49: assertions[0].query.orientation: the spec's matrix sets it for every pair (devices, family, orientations, ios); remove it"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\", \"format\": \"json\"}, \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:49: assertions[0].query.format: has no use in a check query"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\", \"behaviour\": \"always\"}, \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:49: assertions[0].query: unknown key \"behaviour\" for 'scroll'; did you mean 'behavior'?"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\", \"behavior\": \"sometimes\"}, \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:61: assertions[0].query.behavior: invalid value 'sometimes' for '--behavior' (expected automatic, scrollableAxes, never, always)"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\", \"tabBar\": \"yes\"}, \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:59: assertions[0].query.tabBar: \"tabBar\" is a flag: true or false, not a string"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"atLeast\": 1}]}",
         "safearea: <stdin>:1:17: assertions[0]: missing key \"field\""),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"field\": \"\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:59: assertions[0].field: name a field, such as adjustedContentInset.top"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"field\": \"x\"}]}",
         "safearea: <stdin>:1:17: assertions[0]: a query needs equals, atLeast or atMost"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"field\": \"x\", \"equals\": 1, \"atMost\": 3}]}",
         "safearea: <stdin>:1:87: assertions[0]: equals takes no atLeast or atMost"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"field\": \"x\", \"atLeast\": 4, \"atMost\": 3}]}",
         "safearea: <stdin>:1:88: assertions[0].atMost: 3 is below atLeast 4"),
        ("{\"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"field\": \"x\", \"atLeast\": \"44\"}]}",
         "safearea: <stdin>:1:75: assertions[0].atLeast: expected a number, found a string"),
        ("{\"devices\": [\"iPhone X\"], \"assertions\": [{\"query\": {\"command\": \"scroll\", \"contentSize\": \"390\"}, \"field\": \"x\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:89: assertions[0].query.contentSize: invalid value '390' for '--content-size': expected WIDTHxHEIGHT such as 390x2000"),
        ("{\"devices\": [\"iPhone X\"], \"assertions\": [{\"query\": {\"command\": \"scroll\"},\n  \"field\": \"adjustedContentInset.topp\", \"atLeast\": 1}]}",
         "safearea: <stdin>:2:12: assertions[0].field: scroll gives no \"adjustedContentInset.topp\"; did you mean 'adjustedContentInset.top'?"),
        ("{\"devices\": [\"iPhone X\"], \"assertions\": [{\"query\": {\"command\": \"scroll\"}, \"field\": \"adjustedContentInset\", \"atLeast\": 1}]}",
         "safearea: <stdin>:1:84: assertions[0].field: atLeast and atMost compare numbers, but scroll's adjustedContentInset is {\"top\":0,\"left\":0,\"bottom\":0,\"right\":0}"),
    ])
    func invalidSpec(_ spec: String, _ message: String) {
        let result = run(spec)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == message + "\n")
    }

    /// `runsIos` keeps the devices that run that version, as `--runs-ios` does.
    @Test func runsIOSSelectsTheDevicesThatRunTheVersion() {
        let spec = #"{"devices": "all", "runsIos": 27, "ios": 27, "elements": [{"name": "x", "relativeTo": "safeArea", "top": 0, "left": 0, "width": 10, "height": 10}], "assertions": [{"element": "x", "insideSafeArea": true}]}"#
        let devices = runCLI(["devices", "--runs-ios", "27", "--format", "jsonl"]).output.split(separator: "\n").count
        let result = run(spec)
        #expect(result.status == 0, "stderr: \(result.errors)")
        #expect(result.output.hasPrefix("<stdin>: \(devices) devices × 1 orientation × 1 assertion: "))
        #expect(!result.output.contains("not run iOS"))
    }

    @Test func aMissingFileAndAMissingArgumentAreUsageErrors() {
        let missing = runCLI(["check", "/nonexistent/spec.json"])
        #expect(missing.status == 2)
        #expect(missing.errors.hasPrefix("safearea: "))
        #expect(missing.errors.contains("/nonexistent/spec.json"))
        let none = runCLI(["check"])
        #expect(none.status == 2)
        #expect(none.errors == "safearea: 'check' needs a SPEC argument: a JSON layout spec ('-' reads standard input)\n")
        let format = runCLI(["check", "-", "--format", "csv"])
        #expect(format.errors == "safearea: invalid value 'csv' for '--format' (expected text, json, junit, github, sarif, html)\n")
    }
}
