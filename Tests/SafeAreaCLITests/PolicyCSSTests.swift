import Foundation
import SafeAreaCore
import Testing

/// `policy` and `css`: golden output in every format, and every bad input.
@Suite("Policy and CSS commands")
struct PolicyCSSTests {
    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/\(name)").path
    }

    @Test func aStylesheetRunSaysWhichPairsHaveNone() {
        let result = runCLI(["css", "-d", "iPhone X", "-d", "iPhone 17", "-o", "landscapeLeft", "--ios", "11", "--format", "css"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("/* iPhone X landscapeLeft, iOS 11:"))
        #expect(!result.output.contains("iPhone 17"))
        #expect(result.errors == "safearea: 1 of 2 device/orientation pairs unsupported; first: iPhone 17 runs iOS 26–27, not iOS 11\n")
    }

    @Test(arguments: [
        // The issue's seed: the dimming overlay takes every decision; the text says so on stderr.
        ("policy-reader-overlay.txt", ["policy", fixture("reader.json"), "-o", "portrait", "-o", "landscapeLeft"]),
        // The fix: the overlay's root forwards to the main window's root.
        ("policy-overlay-forwarding.json", ["policy", fixture("reader-forwarding-overlay.json"), "-f", "json"]),
        ("policy-overlay-forwarding.txt", ["policy", fixture("reader-forwarding-overlay.json"), "-d", "iPhone 8", "-d", "iPhone X"]),
        // The seed article's own fix (lingyuncxb.com, QQ Reader): the mask returns the main
        // window's navigation controller's top controller, nested in another window.
        ("policy-night-mode-mask.txt", ["policy", fixture("reader-night-mode-mask.json")]),
        // The pre-iOS 11 status-bar rule against the iOS 11 one, on a home-button and a notched phone.
        ("policy-player-sdk10.csv", ["policy", fixture("player.json"), "-d", "iPhone 8", "-d", "iPhone X", "-o", "all", "--sdk", "10", "-f", "csv"]),
        ("policy-player.jsonl", ["policy", fixture("player.json"), "-o", "portrait", "-o", "landscape", "-f", "jsonl"]),
        // env() on a notched phone in both orientations under each viewport-fit.
        // Only the stylesheet: constant() for the iOS 11 pair alone; custom properties to inject.
        ("css-stylesheet.css", ["css", "-d", "iPhone X", "-o", "landscapeLeft", "--ios", "11", "--format", "css"]),
        ("css-custom-properties.css", ["css", "-d", "iPhone 17", "-o", "portrait", "-o", "landscapeLeft", "--custom-properties", "-f", "css"]),
        ("css-iphone-x-cover.txt", ["css", "-d", "iPhone X", "-o", "portrait", "-o", "landscapeLeft", "--ios", "16"]),
        ("css-iphone-x-auto.json", ["css", "-d", "iPhone X", "-o", "portrait", "-o", "landscapeLeft", "--ios", "16", "--viewport-fit", "auto", "-f", "json"]),
        ("css-iphone-x-contain.jsonl", ["css", "-d", "iPhone X", "-o", "all", "--ios", "16", "--viewport-fit", "contain", "-f", "jsonl"]),
        ("css-phones.csv", ["css", "-d", "iPhone 8", "-d", "iPhone 16 Pro", "-o", "portrait", "-o", "landscapeLeft", "--status-bar", "hidden", "-f", "csv"]),
        ("help-policy.txt", ["policy", "--help"]),
        ("help-css.txt", ["css", "--help"]),
    ])
    func output(_ golden: String, _ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 0, "stderr: \(result.errors)")
        expectGolden(result.golden, golden)
    }

    /// Each record's snippet is its pair's comment and the body of its fit and version, whichever
    /// came before it in the run (the JSON writer keeps the last body it escaped).
    @Test func everySnippetHasItsOwnBody() throws {
        let asked: [(fit: ViewportFit, ios: Int)] = [(.cover, 16), (.cover, 11), (.auto, 16), (.cover, 16), (.contain, 11), (.cover, 11)]
        let lines = asked.map { #"{"command":"css","device":"iPhone X","viewportFit":"\#($0.fit.rawValue)","ios":\#($0.ios)}"# }
        let result = runCLI(["batch"], stdin: lines.joined(separator: "\n") + "\n")
        #expect(result.status == 0)
        let records = result.output.split(separator: "\n").map(String.init)
        try #require(records.count == asked.count)
        for (record, question) in zip(records, asked) {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(record.utf8)) as? [String: Any])
            let css = try #require(object["css"] as? String)
            let env = try #require(object["env"] as? [String: Double])
            let values = EdgeInsets(top: env["top"] ?? -1, left: env["left"] ?? -1, bottom: env["bottom"] ?? -1, right: env["right"] ?? -1)
            let label = "iPhone X portrait, iOS \(question.ios)"
            #expect(css == CSSSnippet.text(viewportFit: question.fit, label: label, values: values, ios: question.ios))
        }
    }

    /// A snippet's comment is written into JSON a piece at a time, escaped as it goes: a device
    /// name with a quote, a backslash, a tab and non-ASCII letters, and values with fractions,
    /// give the same string in JSON Lines (and batch) as the tree's JSON and the core's text.
    @Test func aSnippetCommentIsEscapedAsTheTreeEscapesIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = "Phone \"Q\" \\ Tab\tÉté 📱"
        var text = try String(contentsOf: packageRoot.appendingPathComponent("Profiles/iphone-16-pro.json"), encoding: .utf8)
        text = text.replacingOccurrences(of: "\"name\": \"iPhone 16 Pro\"", with: "\"name\": \"Phone \\\"Q\\\" \\\\ Tab\\tÉté 📱\"")
        try text.write(to: directory.appendingPathComponent("iphone-16-pro.json"), atomically: true, encoding: .utf8)
        let arguments = ["css", "--profiles", directory.path, "-d", "iphone-16-pro", "-o", "all", "--status-bar", "hidden"]
        let tree = runCLI(arguments + ["-f", "json"])
        let lines = runCLI(arguments + ["-f", "jsonl"])
        let batch = runCLI(["batch", "--profiles", directory.path], stdin: #"{"command":"css","device":"iphone-16-pro","orientation":"all","statusBar":"hidden"}"# + "\n")
        #expect(tree.status == 0 && lines.status == 0 && batch.status == 0, "\(tree.errors)\(lines.errors)\(batch.errors)")
        let treeRecords = try #require(try JSONSerialization.jsonObject(with: Data(tree.output.utf8)) as? [[String: Any]])
        let treeSnippets = treeRecords.compactMap { $0["css"] as? String }
        #expect(treeSnippets.count == 3, "portrait, landscapeLeft and landscapeRight (upside down is refused)")
        for output in [lines.output, batch.output] {
            let snippets = try output.split(separator: "\n").compactMap { line in
                try (JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["css"] as? String
            }
            #expect(snippets == treeSnippets)
        }
        for (record, snippet) in zip(treeRecords.filter { $0["css"] != nil }, treeSnippets) {
            let env = try #require(record["env"] as? [String: Double])
            let orientation = try #require((record["orientation"] as? String).flatMap(Orientation.init(rawValue:)))
            let comment = CSSSnippet.Comment(
                device: name, orientation: orientation, ios: try #require(record["ios"] as? Int),
                values: EdgeInsets(top: env["top"] ?? -1, left: env["left"] ?? -1, bottom: env["bottom"] ?? -1, right: env["right"] ?? -1))
            #expect(snippet.hasPrefix(comment.text))
            #expect(snippet.hasPrefix("/* \(name) \(orientation.rawValue), iOS "))
        }
    }

    @Test func standardInputReadsLikeAFile() throws {
        let text = try String(contentsOfFile: Self.fixture("reader.json"), encoding: .utf8)
        let piped = runCLI(["policy", "-", "-f", "jsonl"], stdin: text)
        let named = runCLI(["policy", Self.fixture("reader.json"), "-f", "jsonl"])
        #expect(piped.status == 0)
        #expect(piped.output == named.output)
        #expect(piped.output.contains("\"window\":\"night\",\"homeIndicatorAutoHidden\":false,\"homeIndicatorDecidedBy\":\"mask\""))
    }

    @Test func theCommandLineOverridesTheFile() {
        let result = runCLI(["policy", Self.fixture("reader.json"), "-d", "iPhone 16 Pro", "--ios", "18", "-f", "jsonl"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("{\"device\":\"iphone-16-pro\",\"name\":\"iPhone 16 Pro\",\"orientation\":\"portrait\",\"ios\":18,\"sdk\":11,"))
    }

    /// Each bad hierarchy is one located line, `<stdin>:line:column: field: message`, exit 2.
    @Test(arguments: [
        ("{\"windows\": [\n  {\"name\": \"main\",, \"root\": \"root\"}]}",
         "<stdin>:2:19: malformed JSON: unexpected ',', expected a key in double quotes"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}],\n \"viewControllers\": {\"root\": {\"prefersHomeIndicatorHidden\": true}}}",
         "<stdin>:2:31: unknown key \"prefersHomeIndicatorHidden\" in viewControllers.root; did you mean 'prefersHomeIndicatorAutoHidden'?"),
        ("{\"device\": \"iPhone X\", \"windws\": []}",
         "<stdin>:1:24: unknown key \"windws\"; did you mean 'windows'?"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"rot\"}], \"viewControllers\": {\"root\": {}}}",
         "<stdin>:1:61: windows[0].root: unknown view controller \"rot\"; did you mean 'root'?"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}],\n \"viewControllers\": {\"root\": {\"children\": [\"shelf\", \"readr\"]}, \"shelf\": {}, \"reader\": {}}}",
         "<stdin>:2:53: viewControllers.root.children[1]: unknown view controller \"readr\"; did you mean 'reader'?"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}],\n \"viewControllers\": {\"root\": {}, \"a\": {\"children\": [\"b\"]}, \"b\": {\"children\": [\"a\"]}}}",
         "<stdin>:2:79: viewControllers.b.children[0]: cycle: a → b → a"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\"}], \"viewControllers\": {\"root\": {}}}",
         "<stdin>:1:36: windows[0]: missing key \"root\""),
        ("{\"device\": \"iPhone X\", \"windows\": [], \"viewControllers\": {}}",
         "<stdin>:1:35: windows: needs at least one window"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}]}",
         "<stdin>:1:1: missing key \"viewControllers\""),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}],\n \"viewControllers\": {\"root\": {\"children\": [\"a\"], \"childForStatusBarHidden\": \"root\"}, \"a\": {}}}",
         "<stdin>:2:77: viewControllers.root.childForStatusBarHidden: forwarding cycle: root → root"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}, {\"name\": \"o\", \"root\": \"mask\"}],\n \"viewControllers\": {\"root\": {\"childForStatusBarHidden\": \"mask\"}, \"mask\": {\"childForStatusBarHidden\": \"root\"}}}",
         "<stdin>:2:103: viewControllers.mask.childForStatusBarHidden: forwarding cycle: root → mask → root"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\", \"level\": \"high\"}], \"viewControllers\": {\"root\": {}}}",
         "<stdin>:1:78: windows[0].level: expected a number, found a string"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\", \"hidden\": 1}], \"viewControllers\": {\"root\": {}}}",
         "<stdin>:1:79: windows[0].hidden: expected true or false, found a number"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}],\n \"viewControllers\": {\"root\": {\"preferredScreenEdgesDeferringSystemGestures\": [\"botom\"]}}}",
         "<stdin>:2:79: viewControllers.root.preferredScreenEdgesDeferringSystemGestures[0]: unknown edge \"botom\" (expected top, left, bottom, right, all); did you mean 'bottom'?"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}],\n \"viewControllers\": {\"root\": {\"kind\": \"tabbar\"}}}",
         "<stdin>:2:39: viewControllers.root.kind: unknown value \"tabbar\" (expected plain, navigation, tabBar); did you mean 'tabBar'?"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}],\n \"viewControllers\": {\"root\": {\"presents\": \"modal\"}, \"modal\": {\"modalPresentationStyle\": \"sheet\"}}}",
         "<stdin>:2:89: viewControllers.modal.modalPresentationStyle: unknown value \"sheet\" (expected fullScreen, overFullScreen, pageSheet, formSheet, currentContext, overCurrentContext, popover, automatic)"),
        ("{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}], \"viewControllers\": []}",
         "<stdin>:1:90: viewControllers: expected an object of view controllers by name, found an array"),
        ("{\"device\": \"iPhone Y\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}], \"viewControllers\": {\"root\": {}}}",
         "<stdin>:1:12: device: unknown device 'iPhone Y'; did you mean 'iPhone 6'?; 'safearea devices' lists them"),
        ("{\"device\": \"iPhone X\", \"ios\": 20, \"windows\": [{\"name\": \"main\", \"root\": \"root\"}], \"viewControllers\": {\"root\": {}}}",
         "<stdin>:1:31: ios: there is no iOS 20 (released: 7–18, 26–27)"),
        ("{\"device\": \"iPhone X\", \"sdk\": 11.5, \"windows\": [{\"name\": \"main\", \"root\": \"root\"}], \"viewControllers\": {\"root\": {}}}",
         "<stdin>:1:31: sdk: expected a major version such as 11 or 26, found 11.5"),
        ("{\"windows\": [{\"name\": \"main\", \"root\": \"root\"}], \"viewControllers\": {\"root\": {}}}",
         "<stdin> names no \"device\"; give one there or with --device"),
        ("[]", "<stdin>:1:1: hierarchy: expected an object, found an array"),
    ])
    func badHierarchy(_ text: String, _ message: String) {
        let result = runCLI(["policy", "-"], stdin: text)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "safearea: \(message)\n")
    }

    static let minimal = "{\"device\": \"iPhone X\", \"windows\": [{\"name\": \"main\", \"root\": \"root\"}], \"viewControllers\": {\"root\": {}}}"

    @Test(arguments: [
        (["policy"], "safearea: 'policy' needs a HIERARCHY argument: a JSON file of windows and view controllers ('-' reads standard input)"),
        (["policy", "/nonexistent/safearea.json"], "safearea: cannot open '/nonexistent/safearea.json': no such file or directory"),
        (["policy", "-", "a.json"], "safearea: unexpected argument 'a.json' for 'policy': it takes one HIERARCHY"),
        (["policy", "-", "-o", "portraitUpsideDown"], "safearea: iPhone X does not support portraitUpsideDown"),
        (["policy", "-", "--ios", "10"], "safearea: iPhone X runs iOS 11–16, not iOS 10"),
        (["policy", "-", "--sdk", "20"], "safearea: invalid value '20' for '--sdk': there is no iOS 20 (released: 7–18, 26–27); did you mean '18'?"),
        (["policy", "-", "--status-bar", "hidden"], "safearea: unknown option '--status-bar' for 'policy'"),
        (["css", "--viewport-fit", "covr"], "safearea: invalid value 'covr' for '--viewport-fit' (expected auto, contain, cover); did you mean 'cover'?"),
        (["css", "--viewport-fit"], "safearea: option '--viewport-fit' needs a value (FIT): one of auto, contain, cover"),
        (["css", "-d", "iPhone 7", "--ios", "10"], "safearea: env(safe-area-inset-*) arrived with the safe area in iOS 11, not iOS 10"),
        (["css", "-d", "iPhone X", "-o", "portraitUpsideDown"], "safearea: iPhone X does not support portraitUpsideDown"),
        (["css", "--navigation-bar", "standard"], "safearea: unknown option '--navigation-bar' for 'css'"),
        (["css", "page.html"], "safearea: unexpected argument 'page.html' for 'css'"),
    ])
    func badOptions(_ arguments: [String], _ message: String) {
        let result = runCLI(arguments, stdin: Self.minimal)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == message + "\n")
    }
}
