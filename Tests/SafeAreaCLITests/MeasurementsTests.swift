import Foundation
import Testing

/// `--measurements FILE` and `safearea probe`: the user's prints override the catalogue, visibly,
/// and every bad file is one located message with exit status 2.
@Suite("Measurements")
struct MeasurementsTests {
    /// Converted from two published simulator probes (each entry's `method` cites its source).
    static let fixture = packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/measurements-published-probes.json").path

    /// The output with the checkout's own path left out, so that the goldens hold on any machine.
    private static func run(_ arguments: [String]) -> RunResult {
        let result = runCLI(arguments)
        let root = packageRoot.path + "/"
        return RunResult(
            status: result.status, output: result.output.replacingOccurrences(of: root, with: ""),
            errors: result.errors.replacingOccurrences(of: root, with: ""))
    }

    @Test(arguments: [
        ("insets-measurements.txt", ["insets", "-d", "iPhone 17 Pro", "-o", "all", "--ios", "26", "--measurements", fixture]),
        ("insets-measurements.json", ["insets", "-d", "iPhone 17 Pro", "-o", "landscape", "--ios", "26", "--measurements", fixture, "-f", "json"]),
        ("insets-measurements-ios27.txt", ["insets", "-d", "iPhone 17 Pro", "--ios", "27", "--measurements", fixture, "--measurements", fixture]),
        ("probe.swift", ["probe"]),
    ])
    func output(_ golden: String, _ arguments: [String]) {
        let result = Self.run(arguments)
        #expect(result.status == 0, "stderr: \(result.errors)")
        expectGolden(result.golden, golden)
    }

    @Test func theProbeIsSwiftThatParses() throws {
        try #require(isInstalled("swiftc"))
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("SafeAreaProbe.swift")
        let result = runCLI(["probe", "--output", file.path])
        #expect(result.status == 0 && result.output.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == runCLI(["probe"]).output)
        let parsed = try shell("swiftc -parse '\(file.path)'")
        #expect(parsed.status == 0, "\(parsed.output)")
    }

    @Test func aBatchLineCannotNameItsOwnFile() {
        let line = #"{"command": "insets", "measurements": "m.json"}"#
        let result = runCLI(["batch", "--measurements", Self.fixture], stdin: line + "\n")
        #expect(result.status == 1)
        #expect(result.output.contains("unknown key \\\"measurements\\\" for 'insets' (it is set for the whole run, on the batch command line)"))
    }

    static let entry = #""device": "iPhone 17 Pro", "ios": "27.0", "orientation": "portrait""#
    static let insets = #""safeAreaInsets": {"top": 62, "left": 0, "bottom": 34, "right": 0}"#

    @Test(arguments: [
        (#"{"measurements": ["#, "1:19: malformed JSON: unexpected end of input, expected a value"),
        (#"{"measurement": []}"#, "1:2: unknown key \"measurement\"; did you mean 'measurements'?"),
        (#"{"measurements": []}"#, "1:18: measurements: the list is empty"),
        (#"{"measurements": {}}"#, "1:18: measurements: expected an array, found an object"),
        ("{\"measurements\": [\n {\(entry), \"statusbar\": \"hidden\", \(insets)}]}", "2:72: unknown key \"statusbar\" in measurements[0]; did you mean 'statusBar'?"),
        (#"{"measurements": [{"device": "iPhone 17 Prp", "ios": "27.0", "orientation": "portrait", "# + insets + "}]}",
         "1:30: measurements[0].device: unknown device 'iPhone 17 Prp'; did you mean 'iPhone 17 Pro'?; 'safearea devices' lists them"),
        (#"{"measurements": [{"device": "iPhone 17 Pro", "ios": "27.0", "orientation": "landscape", "# + insets + "}]}",
         "1:77: measurements[0].orientation: unknown value \"landscape\" (expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight)"),
        (#"{"measurements": [{"device": "iPhone X", "ios": "17.0", "orientation": "portrait", "# + insets + "}]}",
         "1:49: measurements[0].ios: iPhone X does not run iOS 17 (it runs 11–16)"),
        (#"{"measurements": [{"device": "iPhone 17 Pro", "ios": "21", "orientation": "portrait", "# + insets + "}]}",
         "1:54: measurements[0].ios: there is no iOS 21 (released: 7–18, 26–27); did you mean '18'?"),
        ("{\"measurements\": [{\(entry), \"safeAreaInsets\": {\"top\": 62, \"left\": -1, \"bottom\": 34, \"right\": 0}}]}",
         "1:127: measurements[0].safeAreaInsets.left: must not be negative, found -1"),
        ("{\"measurements\": [{\(entry), \"safeAreaInsets\": {\"top\": 1e999, \"left\": 0, \"bottom\": 34, \"right\": 0}}]}",
         "1:115: malformed JSON: number 1e999 is out of range"),
        ("{\"measurements\": [{\(entry), \"safeAreaInsets\": {\"top\": 500, \"left\": 0, \"bottom\": 400, \"right\": 0}}]}",
         "1:107: measurements[0].safeAreaInsets: leaves nothing of the 402×874 screen"),
        ("{\"measurements\": [{\(entry), \(insets), \"readableContentGuide\": {\"x\": 0, \"y\": 0, \"width\": 403, \"height\": 10}}]}",
         "1:181: measurements[0].readableContentGuide: reaches outside the 402×874 screen in portrait"),
        ("{\"measurements\": [{\(entry), \(insets), \"readableContentGuide\": {\"x\": 0, \"y\": 0, \"width\": 403}}]}",
         "1:181: measurements[0].readableContentGuide: missing key \"height\""),
        ("{\"measurements\": [{\(entry)}]}", "1:19: measurements[0]: missing key \"safeAreaInsets\""),
        ("{\"measurements\": [{\(entry), \"statusBar\": \"shown\", \(insets)}]}",
         "1:102: measurements[0].statusBar: unknown value \"shown\" (expected visible, hidden)"),
        ("{\"measurements\": [{\(entry), \(insets)},\n {\(entry), \"statusBar\": \"visible\", \(insets)}]}",
         "2:2: measurements[1]: a second print of iPhone 17 Pro, iOS 27, portrait, status bar shown (the first is iOS 27.0 in m.json)"),
    ])
    func badFilesAreRefusedWhereTheyAreWrong(_ text: String, _ message: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("m.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = runCLI(["insets", "-d", "iPhone 17 Pro", "--measurements", file.path])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "safearea: \(file.path):\(message.replacingOccurrences(of: "in m.json", with: "in \(file.path)"))\n")
    }

    @Test(arguments: [["batch"], ["check", "-"], ["insets", "--devices-from", "-"]])
    func standardInputIsReadByOneReaderOnly(_ arguments: [String]) throws {
        let text = try String(contentsOfFile: Self.fixture, encoding: .utf8)
        let result = runCLI(arguments + ["--measurements", "-"], stdin: text)
        #expect(result.status == 2)
        #expect(result.errors == "safearea: --measurements -: standard input is read by '\(arguments[0])' itself; give the measurements as a file\n")
        let alone = runCLI(["insets", "-d", "iPhone 17 Pro", "--ios", "27", "--measurements", "-", "-f", "json"], stdin: text)
        #expect(alone.status == 0)
        #expect(alone.output.contains("\"local: <stdin>\""))
    }

    @Test func aMissingFileAndTooManyEntriesAreRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("none.json").path
        let result = runCLI(["insets", "--measurements", missing])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: cannot open '\(missing)': no such file or directory\n")
        let file = directory.appendingPathComponent("many.json")
        let entries = Array(repeating: "{\(Self.entry), \(Self.insets)}", count: 1001).joined(separator: ",")
        try "{\"measurements\": [\(entries)]}".write(to: file, atomically: true, encoding: .utf8)
        let many = runCLI(["insets", "--measurements", file.path])
        #expect(many.status == 2)
        #expect(many.errors == "safearea: \(file.path):1:18: measurements: 1001 entries, more than the limit of 1000\n")
    }
}
