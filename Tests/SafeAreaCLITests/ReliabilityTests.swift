import Foundation
import Testing
@testable import SafeAreaCLI

/// The reproducers of issue 14: each once trapped, wrote invalid JSON, lost answers, took
/// unbounded time or memory, or failed silently. Each now gives a clear error or a correct answer.
@Suite("Reliability")
struct ReliabilityTests {
    // MARK: - Numbers are finite and in range where they enter

    @Test(arguments: [
        // Traps (exit 132): Int of infinity or NaN in FlowSectionLayout.
        (["collection", "-d", "iPhone X", "--item-size", "0x0", "--interitem-spacing", "0"],
         "invalid value '0x0' for '--item-size': UIKit refuses an item with a zero width or height (\"negative or zero sizes are not supported in the flow layout\")"),
        (["collection", "-d", "iPhone X", "--item-size", "0x100"],
         "invalid value '0x100' for '--item-size': UIKit refuses an item with a zero width or height (\"negative or zero sizes are not supported in the flow layout\")"),
        (["collection", "-d", "iPhone X", "--section-inset", "0,1e21,0,0"],
         "invalid value '0,1e21,0,0' for '--section-inset': '1e21' is out of range (points run from -100000 to 100000)"),
        (["scroll", "-d", "iPhone X", "--scroll-frame", "0,0,1e308,100"],
         "invalid value '0,0,1e308,100' for '--scroll-frame': '1e308' is out of range (points run from -100000 to 100000)"),
        // Invalid JSON (`"x":inf`).
        (["insets", "-d", "iPhone X", "--additional-insets", "1e308,1e308,1e308,1e308", "-f", "jsonl"],
         "invalid value '1e308,1e308,1e308,1e308' for '--additional-insets': '1e308' is out of range (points run from -100000 to 100000)"),
        (["collection", "-d", "iPhone X", "--item-size", "1e308x1e308"],
         "invalid value '1e308x1e308' for '--item-size': '1e308' is out of range (points run from -100000 to 100000)"),
        (["collection", "-d", "iPhone X", "--line-spacing", "1e308"],
         "invalid value '1e308' for '--line-spacing': '1e308' is out of range (points run from -100000 to 100000)"),
        // An underflow is refused like an overflow.
        (["collection", "-d", "iPhone X", "--line-spacing", "1e-400"],
         "invalid value '1e-400' for '--line-spacing': '1e-400' is out of range (points run from -100000 to 100000)"),
        (["insets", "-d", "iPhone X", "--frame", "0,0,1e400,10"],
         "invalid value '0,0,1e400,10' for '--frame': '1e400' is out of range (points run from -100000 to 100000)"),
        (["scroll", "-d", "iPhone X", "--content-size", "100001x10"],
         "invalid value '100001x10' for '--content-size': '100001' is out of range (points run from -100000 to 100000)"),
        // Memory amplification: items are bounded in total, frames held in memory too.
        (["collection", "-d", "iPhone X", "--items", "60000", "--items", "60000"],
         "invalid value for '--items': 120000 items in all, more than the limit of 100000"),
        (["collection", "-d", "all", "-o", "all", "--items", "100000", "--frames"],
         "--frames would list 36000000 item frames, more than the limit of 1000000 outside JSON Lines; ask fewer devices or orientations, or use --format jsonl, which streams them"),
        // Quadratic parsing of repeated flags: a bound, reached in linear time.
        (["insets", "-d", "iPhone X"] + Array(repeating: "--tab-bar", count: 40_000),
         "option '--tab-bar' given more than 1000 times"),
    ])
    func refusedClearly(_ arguments: [String], _ message: String) {
        let result = runCLI(arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errors == "safearea: \(message)\n")
    }

    /// Every number a command reads, at the extremes, on every command and option that takes one:
    /// an answer whose JSON is valid and finite, or one clear error. None traps.
    @Test func everyNumericOptionAtTheExtremes() throws {
        let extremes = ["1e308", "-1e308", "1e-400", "1e400", "4.9e-324", "100000", "-100000", "99999.5", "0", "1e-300"]
        var runs = 0
        for (name, command) in CommandTable.computing.sorted(by: { $0.key < $1.key }) where name != "policy" {
            for option in command.spec.options {
                guard let valueName = option.valueName, option.choices.isEmpty,
                      !["NAME", "FILE", "DIR"].contains(valueName) else { continue }
                for number in extremes {
                    let value = switch valueName {
                    case "WxH": "\(number)x\(number)"
                    case "T,L,B,R", "X,Y,W,H": [String](repeating: number, count: 4).joined(separator: ",")
                    default: number
                    }
                    // --items 100000 on one pair is allowed and costly; one device, one orientation.
                    let arguments = [name, "--device", "iPhone X", "--orientation", "portrait", "--\(option.long)", value, "--format", "jsonl"]
                    let result = runCLI(arguments)
                    runs += 1
                    #expect([0, 2].contains(result.status), "\(arguments): \(result.errors)")
                    for line in result.output.split(separator: "\n") {
                        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8))
                        #expect(object != nil, "\(arguments) wrote invalid JSON: \(line.prefix(200))")
                    }
                    #expect(!result.output.contains(":inf") && !result.output.contains(":nan") && !result.output.contains(":-inf"))
                    if result.status == 2 {
                        #expect(result.errors.hasPrefix("safearea: ") && result.errors.filter { $0 == "\n" }.count == 1, "\(result.errors)")
                    }
                }
            }
        }
        #expect(runs > 100, "the option table offered only \(runs) runs")
    }

    /// Whatever the core computed, no writer sees a non-finite number: the answer is refused.
    @Test func aNonFiniteAnswerIsRefusedBeforeAnyWriter() {
        let compute: CommandTable.Compute = { _, _ in
            CommandOutput(
                records: [.object([OutputField("frame", .rect(.init(x: 0, y: .infinity, width: 1, height: 1)))])],
                table: TextTable(columns: [], identityColumns: 0))
        }
        let context = quietContext()
        #expect(throws: UsageError("the answer's 'frame.y' is not a finite number; no output is written for values this large")) {
            _ = try CommandTable.checked(compute)(ParsedArguments(command: InsetsCommand.spec), context)
        }
        #expect(OutputValue.array([.number(1), .object([OutputField("a", .number(.nan))])]).nonFinitePath() == "1.a")
        #expect(OutputValue.array([.number(1), .number(-2.5)]).nonFinitePath() == nil)
    }

    /// Profiles with a width of 1e300 or a scale of 1e308 once trapped; profiles hold lengths of
    /// at most 100,000 points and a scale from 1 to 4.
    @Test(arguments: [
        ("\"width\": 375", "\"width\": 1e300", "screen.width: out of range (at most 100000 points), found 1e+300"),
        ("\"scale\": 3", "\"scale\": 1e308", "screen.scale: out of range (at most 100000 points), found 1e+308"),
        ("\"scale\": 3", "\"scale\": 5", "screen.scale: must be from 1 to 4"),
        ("\"scale\": 3", "\"scale\": 1e-400", "malformed JSON: number 1e-400 is out of range"),
    ])
    func profileNumbersAreBounded(_ original: String, _ replacement: String, _ message: String) throws {
        try expectEditedIPhoneXProfileRefused(original, replacement, message, arguments: ["insets", "-d", "iPhone X"])
    }

    // MARK: - Batch: no line ends the run, no answer is lost

    /// A line that once trapped the process now gives its error line between the answers around it.
    @Test func aLineThatTrappedGivesItsErrorAndTheRunGoesOn() throws {
        let input = [
            #"{"command":"insets","device":"iPhone X","id":"before"}"#,
            #"{"command":"collection","device":"iPhone X","itemSize":"0x0","interitemSpacing":0,"id":"trap"}"#,
            #"{"command":"collection","device":"iPhone X","sectionInset":"0,1e21,0,0"}"#,
            #"{"command":"insets","device":"iPhone X","devicesFrom":"/dev/zero"}"#,
            #"{"command":"collection","device":"iPhone X","items":[100000,100000]}"#,
            #"{"command":"insets","device":"iPhone 8","id":"after"}"#,
        ].joined(separator: "\n") + "\n"
        let result = runCLI(["batch"], stdin: input)
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 6)
        #expect(lines[0].hasPrefix(#"{"line":1,"id":"before","device":"iphone-x""#))
        #expect(lines[1].hasPrefix(#"{"line":2,"id":"trap","error":{"code":"invalid_value","message":"invalid value '0x0' for \"itemSize\": UIKit refuses"#))
        #expect(lines[2] == #"{"line":3,"error":{"code":"invalid_value","message":"invalid value '0,1e21,0,0' for \"sectionInset\": '1e21' is out of range (points run from -100000 to 100000)"}}"#)
        #expect(lines[3] == #"{"line":4,"error":{"code":"file","message":"cannot read '/dev/zero': it is larger than 16 MiB"}}"#)
        #expect(lines[4] == #"{"line":5,"error":{"code":"invalid_value","message":"invalid value for \"items\": 200000 items in all, more than the limit of 100000"}}"#)
        #expect(lines[5].hasPrefix(#"{"line":6,"id":"after","device":"iphone-8""#))
    }

    /// A check query that trapped is an error naming the query, not a crash.
    @Test func aCheckQueryThatTrappedIsAnError() throws {
        let spec = """
            {"devices": ["iPhone X"], "orientations": ["portrait"],
             "assertions": [{"query": {"command": "collection", "itemSize": "0x0", "interitemSpacing": 0}, "field": "contentSize.height", "atLeast": 0}]}
            """
        let result = runCLI(["check", "-"], stdin: spec)
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("safearea: <stdin>:"))
        #expect(result.errors.contains("UIKit refuses an item with a zero width or height"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
    }

    /// Ids are echoed byte for byte, numbers included; a BOM is skipped; `1e-400` is refused.
    @Test func idsAreEchoedAsWrittenAndABOMIsSkipped() {
        let input = "\u{FEFF}" + #"{"command":"devices","device":"iPhone X","id":123456789012345678}"# + "\n"
            + #"{"command":"devices","device":"iPhone X","id":[1.50,"\u00e9",{"a":-0}]}"# + "\n"
            + #"{"command":"table","device":"iPhone X","rowHeight":1e-400,"id":7}"# + "\n"
        let result = runCLI(["batch"], stdin: input)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix(#"{"line":1,"id":123456789012345678,"device":"iphone-x""#))
        #expect(lines[1].hasPrefix(#"{"line":2,"id":[1.50,"\u00e9",{"a":-0}],"device":"iphone-x""#))
        #expect(lines[2] == #"{"line":3,"error":{"code":"malformed_json","message":"malformed JSON at column 52: number 1e-400 is out of range"}}"#)
        #expect(result.status == 1)
    }

    /// A read error ends the run with exit 2 and one message, after every answer already made.
    @Test func aReadErrorExitsTwoAfterTheAnswersSoFar() {
        final class FailingSource: ByteSource {
            var sent = false
            var mayBlock: Bool { true }
            func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
                guard !sent else {
                    errno = EIO
                    return -1
                }
                sent = true
                let line = Array(#"{"command":"insets","device":"iPhone X"}"#.utf8) + [0x0A]
                buffer.copyBytes(from: line)
                return line.count
            }
        }
        let output = MemorySink()
        let errors = MemorySink()
        let status = SafeAreaCommandLine.run(arguments: ["batch"], output: output, errors: errors, standardInput: FailingSource())
        #expect(status == 2)
        #expect(output.text.hasPrefix(#"{"line":1,"device":"iphone-x""#))
        #expect(errors.text == "safearea: cannot read '-': input/output error\n")
    }

    /// Messages that echo input spell control characters out: one line, no terminal escapes.
    @Test func controlCharactersInEchoedInputAreEscaped() {
        let result = runCLI(["insets", "-d", "iPhone\u{1B}[31m\nX\u{7}"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("safearea: unknown device 'iPhone\\u{1B}[31m\\nX\\u{7}'"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
        #expect(!result.errors.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    // MARK: - Bounded time

    /// A device named 10,000 dashes never finished rewording; 300 KB names took seconds to suggest for.
    @Test(arguments: [String(repeating: "-", count: 10_000), String(repeating: "x", count: 300_000)])
    func longNamesAreAnsweredQuickly(_ name: String) throws {
        let line = "{\"command\":\"insets\",\"device\":\"\(name)\"}\n"
        // How long these take is measured by `make bench` (Tests/Benchmarks/reliability.sh).
        let output = runCLI(["batch"], stdin: line).output
        #expect(output.hasPrefix(#"{"line":1,"error":{"code":"unknown_device","message":"unknown device '"#))
        #expect(!output.contains("did you mean"))
    }

    @Test func rewordingIsLinearAndKeepsItsMeaning() {
        #expect(BatchWriter.batchWording("invalid value 'x' for '--content-size': bad") == "invalid value 'x' for \"contentSize\": bad")
        #expect(BatchWriter.batchWording("give --separator-inset T,L,B,R") == "give \"separatorInset\" T,L,B,R")
        #expect(BatchWriter.batchWording("a --- b -- c") == "a --- b -- c")
        let dashes = String(repeating: "-", count: 200_000)
        #expect(BatchWriter.batchWording(dashes) == dashes)
        // Read as bytes: names beside longer scalars, at either end, and a name's trailing dash.
        #expect(BatchWriter.batchWording("'é' for '--item-size' ✓") == "'é' for \"itemSize\" ✓")
        #expect(BatchWriter.batchWording("--frames") == "\"frames\"")
        // Run-wide options are given on the batch command line and keep their spelling there.
        #expect(BatchWriter.batchWording("--measurements reads it; --profiles-x") == "--measurements reads it; \"profilesX\"")
        #expect(BatchWriter.batchWording("é--x-'") == "é\"x\"-'")
        #expect(BatchWriter.batchWording("a -") == "a -")
        let plain = "iPhone 18 Pro does not support portraitUpsideDown"
        #expect(BatchWriter.batchWording(plain) == plain)
    }

    /// A control character at any place of text of any length is spelled out; text without one
    /// is kept as it is.
    @Test func controlCharactersAreSeenAtEveryPlace() {
        for length in 0...19 {
            let plain = String(repeating: "é", count: length / 2) + String(repeating: "a", count: length % 2)
            #expect(plain.escapingControlCharacters == plain, "\(length) plain bytes")
            for place in 0...plain.unicodeScalars.count {
                for (control, spelled) in [("\u{1}", "\\u{1}"), ("\u{1F}", "\\u{1F}"), ("\u{7F}", "\\u{7F}"), ("\u{85}", "\\u{85}"), ("\n", "\\n")] {
                    var scalars = Array(plain.unicodeScalars)
                    scalars.insert(contentsOf: control.unicodeScalars, at: place)
                    let text = String(String.UnicodeScalarView(scalars))
                    let expected = String(String.UnicodeScalarView(scalars[..<place])) + spelled + String(String.UnicodeScalarView(scalars[(place + 1)...]))
                    #expect(text.escapingControlCharacters == expected, "\(control.unicodeScalars.first!.value) at \(place) of \(length)")
                }
            }
        }
        let spaced = "a\u{A0}b"
        #expect(String.mayStartControlCharacter(0xC2), "0xC2 starts NBSP too: looked at closer")
        #expect(spaced.escapingControlCharacters == spaced)
    }

    /// A message shows control characters escaped, whatever their encoding's length, and only them.
    @Test(arguments: [
        ("tab\there", "tab\\there"), ("a\u{85}b", "a\\u{85}b"), ("\u{9F}", "\\u{9F}"), ("\u{7F}", "\\u{7F}"),
        ("¢ é ✓ \u{A0}", "¢ é ✓ \u{A0}"), ("plain", "plain"),
    ])
    func messagesEscapeControlCharactersOnly(_ message: String, _ shown: String) {
        #expect(UsageError(message).message == shown)
    }

    /// Hierarchies: a chain of presentations 10,000 long (once a stack overflow at 14,000), a
    /// container of 9,999 children and a 10,000-deep containment chain, each resolved quickly;
    /// beyond the limits a clear error.
    @Test(arguments: ["chain", "children", "deep", "tooMany", "tooManyWindows", "cycle"])
    func largeHierarchiesAreLinear(_ shape: String) throws {
        let count = 10_000
        var controllers: [String] = []
        var windows = #"[{"name": "main", "root": "c0"}]"#
        switch shape {
        case "chain":
            for i in 0..<count {
                controllers.append(i < count - 1
                    ? #""c\#(i)": {"presents": "c\#(i + 1)", "modalPresentationStyle": "fullScreen"}"#
                    : #""c\#(i)": {"modalPresentationStyle": "fullScreen", "prefersStatusBarHidden": true}"#)
            }
        case "children":
            controllers.append(#""c0": {"children": [\#((1..<count).map { "\"c\($0)\"" }.joined(separator: ","))]}"#)
            for i in 1..<count { controllers.append(#""c\#(i)": {"prefersStatusBarHidden": true}"#) }
        case "deep":
            for i in 0..<count { controllers.append(i < count - 1 ? #""c\#(i)": {"children": ["c\#(i + 1)"]}"# : #""c\#(i)": {}"#) }
        case "tooMany":
            for i in 0...count { controllers.append(#""c\#(i)": {}"#) }
        case "tooManyWindows":
            controllers.append(#""c0": {}"#)
            windows = "[" + (0...1000).map { #"{"name": "w\#($0)", "root": "c0"}"# }.joined(separator: ",") + "]"
        default:
            // A presentation cycle of 9,999 controllers beside the root: c9999 presents c1.
            controllers.append(#""c0": {}"#)
            for i in 1..<count { controllers.append(#""c\#(i)": {"presents": "c\#(i == count - 1 ? 1 : i + 1)"}"#) }
        }
        let text = #"{"device": "iPhone X", "windows": \#(windows), "viewControllers": {\#(controllers.joined(separator: ",\n"))}}"#
        let run = runCLI(["policy", "-", "-f", "jsonl"], stdin: text)
        switch shape {
        case "chain":
            #expect(run.status == 0)
            let decided = run.output.contains(#""statusBarHidden":true,"statusBarDecidedBy":"c9999""#)
            #expect(decided, "the end of the chain decides")
        case "children", "deep":
            #expect(run.status == 0, "\(run.errors)")
        case "tooMany":
            #expect(run.errors.hasSuffix("viewControllers: 10001 controllers, more than the limit of 10000\n"))
        case "tooManyWindows":
            #expect(run.errors.hasSuffix("windows: 1001 entries, more than the limit of 1000\n"))
        default:
            #expect(run.status == 2)
            let located = run.errors.contains("viewControllers.c9999.presents: cycle: c1 → c2 → c3")
            #expect(located, "the cycle is named")
        }
    }

    /// `check` answers 1,000 copies of one assertion (each one's line found by a binary search, not
    /// a rescan of the spec) and refuses 1,001.
    @Test func manyAssertionsAreBounded() {
        let assertion = #"{"query": {"command": "insets"}, "field": "safeAreaInsets.top", "equals": 44}"#
        func spec(_ count: Int) -> String {
            #"{"devices": ["iPhone X"], "orientations": ["portrait"], "assertions": ["# + Array(repeating: assertion, count: count).joined(separator: ",") + "]}"
        }
        let result = runCLI(["check", "-", "--format", "json"], stdin: spec(1_000))
        #expect(result.status == 0, "\(result.errors)")
        let refused = runCLI(["check", "-"], stdin: spec(1_001))
        #expect(refused.status == 2)
        #expect(refused.errors.hasSuffix("assertions: 1001 entries, more than the limit of 1000\n"))
    }

    // MARK: - Bounded reads

    @Test(arguments: [
        ["policy", "/dev/zero"], ["check", "/dev/zero"], ["insets", "--devices-from", "/dev/zero"],
    ])
    func endlessFilesAreAnError(_ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 2)
        #expect(result.errors == "safearea: cannot read '/dev/zero': it is larger than 16 MiB\n")
    }

    @Test func anEndlessProfileIsAnError() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("zero.json"), withDestinationURL: URL(fileURLWithPath: "/dev/zero"))
        let result = runCLI(["insets", "--profiles", directory.path])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: cannot read '\(directory.path)/zero.json': it is larger than 16 MiB\n")
    }

    // MARK: - Streaming and write errors

    /// JSON Lines leave as each pair is computed: a reader that stops after 100 bytes stops the run.
    @Test func framesStreamAndStopWithTheReader() {
        let result = runCLI(["collection", "-d", "all", "-o", "all", "--items", "100000", "--frames", "-f", "jsonl"], closesAfter: 100)
        #expect(result.status == 0)
        #expect(result.output.count == 100)
        #expect(result.errors == "")
    }

    /// A failed write (a full disk, a closed descriptor) is one line on stderr and exit 2; a
    /// reader that has gone ends quietly.
    @Test func writeErrorsAreReported() {
        let output = MemorySink(closesAfter: 10, failure: "no space left on device")
        let errors = MemorySink()
        let status = SafeAreaCommandLine.run(arguments: ["insets", "-d", "all"], output: output, errors: errors)
        #expect(status == 2)
        #expect(errors.text == "safearea: cannot write the output: no space left on device\n")
        let batchOutput = MemorySink(closesAfter: 0, failure: "input/output error")
        let batchErrors = MemorySink()
        let batchStatus = SafeAreaCommandLine.run(
            arguments: ["batch"], output: batchOutput, errors: batchErrors,
            standardInput: MemorySource(Array(#"{"command":"devices"}"#.utf8)))
        #expect(batchStatus == 2)
        #expect(batchErrors.text == "safearea: cannot write the output: input/output error\n")
        let piped = runCLI(["insets", "-d", "all"], closesAfter: 10)
        #expect(piped.status == 0 && piped.errors == "")
    }
}
