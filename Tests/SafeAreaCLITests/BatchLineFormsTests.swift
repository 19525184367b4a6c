import Testing
@testable import SafeAreaCLI

/// What a batch line answers in every form the contract accepts: members in any order and
/// spacing, escaped names and ids, sizes, insets and rects as strings and as objects (insets
/// naming only some edges), single values and arrays of devices and orientations, `"all"`,
/// flags, null, every command; and every bad value, with its message.
@Suite("Batch line forms")
struct BatchLineFormsTests {
    /// `Fixtures/batch-line-forms.jsonl`, answered in order on one thread: each line's results or
    /// its error, exactly. Its lines that share an item-size list, a device list or an object's
    /// spelling follow one another, so that what a worker keeps from one line (its lookups) is
    /// seen not to leak into the next.
    @Test func everyFormAnswersAsRecorded() {
        let fixture = packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/batch-line-forms.jsonl").path
        let run = runCLI(["batch", "--threads", "1", fixture])
        #expect(run.status == 1)
        expectGolden(run.golden, "batch-line-forms.jsonl")
    }

    private static let hierarchy = "Tests/SafeAreaCLITests/Fixtures/reader.json"

    /// Lines that select many devices (`"all"`, a family, none named): each answers what its
    /// command line answers, record for record.
    @Test(arguments: [
        (#"{"command":"insets","device":"all","family":"pad","orientation":"all"}"#, ["insets", "-d", "all", "--family", "pad", "-o", "all"]),
        (#"{"command":"insets","device":"ALL","family":"pad"}"#, ["insets", "-d", "ALL", "--family", "pad"]),
        (#"{"command":"insets","device":"all","orientation":"portrait"}"#, ["insets", "-d", "all", "-o", "portrait"]),
        (#"{"command":"insets","device":["iPhone 8","all"],"orientation":"all"}"#, ["insets", "-d", "iPhone 8", "-d", "all", "-o", "all"]),
        (#"{"command":"insets","device":["iPhone 8","all"]}"#, ["insets", "-d", "iPhone 8", "-d", "all"]),
        (#"{"command":"insets","device":[]}"#, ["insets"]),
        (#"{"command":"devices"}"#, ["devices"]),
        (#"{"command":"devices","family":"pad"}"#, ["devices", "--family", "pad"]),
        (#"{"command":"devices","family":"Pad"}"#, ["devices", "--family", "Pad"]),
        (#"{"command":"devices","family":"phone","feature":"notch","sources":true}"#, ["devices", "--family", "phone", "--feature", "notch", "--sources"]),
        (
            #"{"command":"devices","device":"all","family":"phone","feature":"notch","sources":true}"#,
            ["devices", "-d", "all", "--family", "phone", "--feature", "notch", "--sources"]
        ),
        (
            #"{"command":"policy","file":"\#(hierarchy)","family":"pad","orientation":["portrait","landscapeLeft"]}"#,
            ["policy", hierarchy, "--family", "pad", "-o", "portrait", "-o", "landscapeLeft"]
        ),
        (
            #"{"command":"policy","file":"\#(hierarchy)","device":["iphone-8","all"],"orientation":"all"}"#,
            ["policy", hierarchy, "-d", "iphone-8", "-d", "all", "-o", "all"]
        ),
    ])
    func aLineOfManyDevicesAnswersAsItsCommandLine(_ line: String, _ arguments: [String]) {
        let cli = runCLI(arguments + ["--format", "jsonl"])
        #expect(cli.status == 0 || cli.status == 2, "\(cli.errors)")
        #expect(!cli.output.isEmpty)
        let batch = runCLI(["batch"], stdin: line + "\n")
        let expected = cli.output.split(separator: "\n").map { #"{"line":1,"# + $0.dropFirst() }
        #expect(batch.output.split(separator: "\n").map(String.init) == expected, "\(line)")
    }
}
