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
        ("devices.txt", ["devices"]),
        ("devices-phone.csv", ["devices", "--family", "phone", "--format", "csv"]),
        ("devices-pad.jsonl", ["devices", "--family", "pad", "--format", "jsonl"]),
        ("devices-iphone-x-sources.json", ["devices", "-d", "iPhone X", "--sources", "--format", "json"]),
        ("help.txt", ["--help"]),
        ("help-insets.txt", ["insets", "--help"]),
        ("help-devices.txt", ["devices", "-h"]),
    ])
    func output(_ golden: String, _ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 0, "stderr: \(result.errors)")
        #expect(result.errors.isEmpty)
        expectGolden(result.output, golden)
    }

    @Test func everyPairOfTheCatalogueHasOneLine() throws {
        let result = runCLI(["insets", "--device", "all", "--orientation", "all", "--format", "jsonl"])
        let lines = result.output.split(separator: "\n")
        let devices = runCLI(["devices", "--format", "jsonl"]).output.split(separator: "\n")
        #expect(lines.count == devices.count * 4)
        #expect(lines.contains { $0.contains("\"device\":\"iphone-x\",\"name\":\"iPhone X\",\"orientation\":\"portraitUpsideDown\"") && $0.contains("\"unsupported\"") })
    }
}
