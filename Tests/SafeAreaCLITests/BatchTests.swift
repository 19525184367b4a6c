import Foundation
import Testing
@testable import SafeAreaCLI

/// `safearea batch`: JSON Lines in, result lines out, in order, with every error as a line.
@Suite("Batch")
struct BatchTests {

    /// A line longer than 16 MiB is refused as a line of its own, without holding it whole; the
    /// lines around it are answered, in order, with their own numbers.
    @Test func aLineOverTheLimitIsRefusedAndTheRunGoesOn() {
        let asked = #"{"command":"devices","device":"iPhone X","id":"a"}"#
        let long = #"{"command":"devices","device":""# + String(repeating: "x", count: Limits.lineBytes) + #""}"#
        let run = runCLI(["batch"], stdin: asked + "\n" + long + "\n" + asked.replacingOccurrences(of: "\"a\"", with: "\"c\"") + "\n")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(run.status == 1)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix(#"{"line":1,"id":"a","device":"iphone-x""#) == true)
        #expect(lines.dropFirst().first == #"{"line":2,"error":{"code":"limit","message":"a line longer than 16777216 bytes (16 MiB) is not read"}}"#)
        #expect(lines.last?.hasPrefix(#"{"line":3,"id":"c","device":"iphone-x""#) == true)
        #expect(run.errors == "safearea: 1 of 3 lines failed; first at line 2: a line longer than 16777216 bytes (16 MiB) is not read\n")
    }
    private func batch(_ lines: [String], _ options: [String] = []) -> RunResult {
        runCLI(["batch"] + options, stdin: lines.joined(separator: "\n") + "\n")
    }

    private func objects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func answersInInputOrderWithLineNumbersAndIDs() throws {
        let result = batch([
            #"{"id":"first","command":"insets","device":"iPhone X","orientation":["portrait","landscapeLeft"]}"#,
            #"{"command":"scroll","device":"iPhone 7","ios":11,"navigationBar":"standard","tabBar":true,"contentSize":"375x2000","id":2}"#,
            #"{"id":{"nested":[1,"a"]},"command":"devices","device":["iPhone 8","iPhone X"]}"#,
        ])
        #expect(result.status == 0)
        let lines = try objects(result.output)
        #expect(lines.map { $0["line"] as? Int } == [1, 1, 2, 3, 3])
        #expect(lines[0]["id"] as? String == "first" && lines[1]["orientation"] as? String == "landscapeLeft")
        #expect(lines[2]["id"] as? Int == 2)
        #expect((lines[2]["adjustedContentInset"] as? [String: Any])?["top"] as? Int == 64)
        #expect(lines[3]["id"] as? [String: Any] != nil && lines[4]["device"] as? String == "iphone-x")
        // "line" and "id" lead every result, then the command's own fields.
        #expect(result.output.hasPrefix(#"{"line":1,"id":"first","device":"iphone-x","name":"iPhone X""#))
    }

    /// A command named with escapes is the command its decoded name is; an unknown one is named
    /// decoded in the message.
    @Test func anEscapedCommandNameIsDecoded() throws {
        let plain = batch([#"{"command":"insets","device":"iPhone X"}"#])
        let escaped = batch([#"{"command":"\u0069nsets","device":"iPhone X"}"#, #"{"command":"insetz\u00e9"}"#])
        #expect(escaped.status == 1)
        let lines = escaped.output.split(separator: "\n")
        #expect(lines.first.map(String.init) == plain.output.split(separator: "\n").first.map(String.init))
        #expect(lines.last?.contains(#"unknown command 'insetzé'"#) == true)
    }

    @Test func aHiddenNavigationBarIsANavigationChildWithoutABar() throws {
        let result = batch([#"{"command":"scroll","device":"iPhone 7","ios":10,"navigationBar":"hidden","tabBar":true}"#])
        #expect(result.status == 0)
        let line = try #require(try objects(result.output).first)
        #expect(line["adjustedContentInset"] as? [String: Int] == ["top": 20, "left": 0, "bottom": 49, "right": 0])
    }

    /// Results may go to a file: stderr says that, and where, lines failed.
    @Test func failedLinesAreSummarisedOnStandardError() throws {
        let lines = [
            #"{"command":"insets","device":"iPhone X"}"#,
            "",
            #"{"command":"insets","device":"iPhone 99"}"#,
            #"{"command":"scroll","device":"iPhone X","behaviour":"never"}"#,
        ]
        let result = batch(lines)
        #expect(result.status == 1)
        #expect(try objects(result.output).count == 3)
        #expect(result.errors.hasPrefix("safearea: 2 of 3 lines failed; first at line 3: unknown device 'iPhone 99'"))
        #expect(result.errors.filter { $0 == "\n" }.count == 1)
        let clean = batch([lines[0]])
        #expect(clean.status == 0 && clean.errors.isEmpty)
    }

    @Test func expandsAllAndArrays() throws {
        let result = batch([#"{"command":"insets","device":"all","orientation":"all"}"#])
        let devices = runCLI(["devices", "-f", "jsonl"]).output.split(separator: "\n").count
        #expect(try objects(result.output).count == devices * 4)
        #expect(result.status == 0)
    }

    @Test(arguments: [
        ("{\"command\":", ErrorCode.malformedJSON, "malformed JSON at column 12: unexpected end of input, expected a value"),
        ("[1,2]", .notAnObject, "a line must be a JSON object, not an array"),
        ("{\"device\":\"iPhone X\"}", .missingCommand, "a line needs \"command\" (one of collection, css, devices, insets, policy, scroll, table)"),
        ("{\"command\":\"scrol\"}", .unknownCommand, "unknown command 'scrol'; did you mean 'scroll'?"),
        ("{\"command\":\"scroll\",\"behaviour\":\"never\"}", .unknownKey, "unknown key \"behaviour\" for 'scroll'; did you mean 'behavior'?"),
        ("{\"command\":\"scroll\",\"format\":\"csv\"}", .unknownKey, "unknown key \"format\" for 'scroll' (it is set for the whole run, on the batch command line)"),
        ("{\"command\":\"insets\",\"threads\":4}", .unknownKey, "unknown key \"threads\" for 'insets' (it is set for the whole run, on the batch command line)"),
        ("{\"command\":\"insets\",\"failOnUnsupported\":true}", .unknownKey, "unknown key \"failOnUnsupported\" for 'insets' (a batch run's status counts failed lines; its summary counts unsupported pairs)"),
        ("{\"command\":\"devices\",\"failFast\":true}", .unknownKey, "unknown key \"failFast\" for 'devices' (it is set for the whole run, on the batch command line)"),
        ("{\"command\":\"scroll\",\"behavior\":\"sometimes\"}", .invalidValue, "invalid value 'sometimes' for \"behavior\" (expected automatic, scrollableAxes, never, always)"),
        ("{\"command\":\"scroll\",\"contentSize\":{\"width\":1}}", .invalidValue, "\"contentSize\" needs a number \"height\" (width, height)"),
        ("{\"command\":\"scroll\",\"tabBar\":\"yes\"}", .invalidValue, "\"tabBar\" is a flag: true or false, not a string"),
        ("{\"command\":\"scroll\",\"device\":\"iPhone 99\"}", .unknownDevice, "unknown device 'iPhone 99'; did you mean 'iPhone 5s'?; 'safearea devices' lists them"),
        ("{\"command\":\"insets\",\"device\":\"iPhone X\",\"orientation\":\"portraitUpsideDown\"}", .unsupported, "iPhone X does not support portraitUpsideDown"),
        ("{\"command\":\"insets\",\"device\":\"iPhone X\",\"ios\":16,\"window\":\"300,0,100,100\"}", .unsupported, "the window 300, 0, 100, 100 reaches outside iPhone X's screen (0, 0, 375, 812)"),
        ("{\"command\":\"insets\",\"device\":\"iPhone X\",\"split\":\"1/2\"}", .unsupported, "Split View and Slide Over are iPad arrangements; iPhone X is not an iPad (use a window frame instead)"),
        ("{\"command\":\"insets\",\"device\":\"iPhone X\",\"posture\":\"open\"}", .unsupported, "iPhone X does not fold, so it has no posture"),
        ("{\"command\":\"insets\",\"device\":\"iPad Air 2\",\"ios\":12,\"split\":\"1/2\",\"window\":\"0,0,10,10\"}", .invalidValue, "\"window\" gives the window's frame itself; it cannot be combined with \"split\""),
        ("{\"command\":\"insets\",\"device\":\"iPhone X\",\"ios\":16,\"window\":\"0,0,0,10\"}", .invalidValue, "invalid value '0,0,0,10' for \"window\": the window is empty; width and height must be greater than 0"),
        ("{\"command\":\"insets\",\"device\":\"iPhone Duo\",\"sdk\":\"26\"}", .unsupported, "an app built with the iOS 26.0 SDK does not see iPhone Duo's strip: the system runs it letterboxed, inset from the strip (readest/readest#6312; fmidev/weather-app#1481: 'it will not work in fullscreen mode when iPhone Duo is opened') (apps fill the displays from the iOS 27.1 SDK); no source gives the letterboxed window's size or insets"),
        ("{\"command\":\"insets\",\"device\":\"iPhone Duo\",\"posture\":\"folded\"}", .invalidValue, "invalid value 'folded' for \"posture\" (expected closed, open, half)"),
        ("{\"command\":\"insets\",\"devicesFrom\":\"/nonexistent/devices.txt\"}", .file, "cannot open '/nonexistent/devices.txt': no such file or directory"),
        // A selection its filters empty is an error line, not no line at all (issue 54).
        ("{\"command\":\"devices\",\"device\":\"iPhone X\",\"feature\":\"sideStrip\"}", .emptySelection, "no device matches \"feature\" sideStrip (of the one device selected)"),
        ("{\"command\":\"devices\",\"device\":[\"iPhone X\",\"iPhone 8\"],\"runsIos\":26}", .emptySelection, "no device matches \"runsIos\" 26 (of the 2 devices selected)"),
        ("{\"command\":\"devices\",\"family\":\"pad\",\"feature\":\"dynamicIsland\",\"runsIos\":\"27\"}", .emptySelection, "no device matches \"feature\" dynamicIsland and \"runsIos\" 27 (of the 40 devices selected)"),
        // Every value is read before any is checked: a value of the wrong kind is the error,
        // wherever it stands, before a bad choice before it.
        ("{\"command\":\"scroll\",\"behavior\":\"sometimes\",\"tabBar\":\"yes\"}", .invalidValue, "\"tabBar\" is a flag: true or false, not a string"),
        ("{\"command\":\"scroll\",\"behavior\":\"sometimes\",\"orientation\":[\"Portrait\",\"sideways\"]}", .invalidValue, "invalid value 'sometimes' for \"behavior\" (expected automatic, scrollableAxes, never, always)"),
        ("{\"command\":\"scroll\",\"orientation\":[\"Portrait\",\"sideways\"]}", .invalidValue, "invalid value 'sideways' for \"orientation\" (expected portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape, all)"),
    ])
    func everyErrorIsALineWithItsCode(_ line: String, _ code: ErrorCode, _ message: String) throws {
        let result = batch([#"{"command":"devices","device":"iPhone X"}"#, line, #"{"command":"devices","device":"iPhone 8"}"#])
        #expect(result.status == 1)
        let lines = try objects(result.output)
        #expect(lines.count == 3)
        #expect(lines.map { $0["line"] as? Int } == [1, 2, 3])
        let error = try #require(lines[1]["error"] as? [String: Any])
        #expect(error["code"] as? String == code.rawValue)
        #expect(error["message"] as? String == message)
    }

    /// A line's values are checked after all are read, each against the ones before it: the
    /// thousand-and-first value of an option is refused as the command line refuses it.
    @Test func anOptionGivenTooOftenInOneLineIsRefused() throws {
        let devices = Array(repeating: #""iPhone X""#, count: 1001).joined(separator: ",")
        let lines = try objects(batch([#"{"command":"insets","device":["# + devices + "]}"]).output)
        let error = try #require(lines.first?["error"] as? [String: Any])
        // A limit passed, named as one: not an unknown key (issue 54).
        #expect(error["code"] as? String == ErrorCode.limit.rawValue)
        #expect(error["message"] as? String == #"option "device" given more than 1000 times"#)
    }

    /// A `BOOL` option takes a JSON boolean as a flag does, and its word too, under a plain or an
    /// escaped key: the command line's answer (issue 54: "takes BOOL, not a boolean").
    @Test(arguments: [true, false])
    func aBoolOptionTakesABoolean(_ value: Bool) throws {
        let key = "cellLayoutMarginsFollowReadableWidth"
        let expected = runCLI(["table", "-d", "iPad Pro 11-inch (M4)", "--cell-layout-margins-follow-readable-width", "\(value)", "-f", "jsonl"])
        #expect(expected.status == 0)
        for line in [
            #"{"command":"table","device":"iPad Pro 11-inch (M4)","\#(key)":\#(value)}"#,
            #"{"command":"table","device":"iPad Pro 11-inch (M4)","\#(key)":"\#(value)"}"#,
            // An escaped key is the key it decodes to.
            #"{"command":"table","device":"iPad Pro 11-inch (M4)","\u0063ellLayoutMarginsFollowReadableWidth":\#(value)}"#,
        ] {
            let result = batch([line])
            #expect(result.status == 0, "\(line): \(result.output)")
            #expect(result.output == expected.output.replacingOccurrences(of: "{\"device\"", with: "{\"line\":1,\"device\""))
        }
        let refused = try objects(batch([#"{"command":"table","device":"iPhone X","tabBar":true,"rowHeight":true}"#]).output)
        #expect((refused.first?["error"] as? [String: Any])?["message"] as? String == #""rowHeight" takes P, not a boolean"#)
    }

    /// A line's devices are each answered once, in the order first named, however often the
    /// line names them, as on the command line; a list of hundreds of repeats is one answer.
    @Test func aLineNamingADeviceAgainAnswersItOnce() throws {
        let repeated = (0..<900).map { $0 % 3 == 0 ? #""iPhone 8""# : #""iPhone X""# }.joined(separator: ",")
        for line in [
            #"{"command":"insets","device":[\#(repeated)],"orientation":["portrait","portrait"]}"#,
            #"{"command":"insets","device":["iPhone 8","iphone-x","iPhone X","iPhone10,3","iPhone 8"]}"#,
            #"{"command":"insets","device":["iPhone 8","iPhone X","\u0069Phone X","all"],"family":"phone"}"#,
        ] {
            let devices = try objects(batch([line]).output).map { $0["device"] as? String }
            #expect(devices.prefix(2) == ["iphone-8", "iphone-x"], "\(line.prefix(80))")
            #expect(Set(devices).count == devices.count, "\(line.prefix(80))")
        }
    }

    /// CSV writes its header whatever the first line gives: a selection its filters empty is
    /// an error row under a header, not a blank line.
    @Test func aCSVRunOfAnEmptySelectionHasItsHeader() {
        let result = batch([#"{"command":"devices","device":"iPhone X","feature":"sideStrip"}"#], ["--format", "csv"])
        #expect(result.status == 1)
        #expect(result.output == "line,id,error.code,error.message\n1,,empty_selection,\"no device matches \"\"feature\"\" sideStrip (of the one device selected)\"\n")
    }

    /// Issue 12's keys in a batch line reach the same layout as the command line's options.
    @Test func windowAndFoldableKeysAreAnswered() throws {
        let result = batch([
            #"{"command":"insets","device":"iPad Air 2","ios":12,"orientation":"landscapeLeft","split":"1/3","splitSide":"trailing"}"#,
            #"{"command":"insets","device":"iPad Air 2","ios":11,"slideOver":true}"#,
            #"{"command":"insets","device":"iPhone Duo","orientation":"landscapeLeft","posture":"half","sdk":"27.1"}"#,
        ])
        #expect(result.status == 0, "\(result.errors)")
        let lines = try objects(result.output)
        #expect(lines.count == 3)
        #expect((lines[0]["window"] as? [String: Double]) == ["x": 704, "y": 0, "width": 320, "height": 768])
        #expect(lines[0]["windowing"] as? String == "splitView")
        #expect(lines[1]["windowing"] as? String == "slideOver")
        #expect(lines[2]["posture"] as? String == "half")
        let fold = try #require((lines[2]["reservedRegions"] as? [[String: Any]])?.first)
        #expect(fold["name"] as? String == "fold" && fold["kind"] as? String == "division")
    }

    @Test func unicodeIDsEchoAndDeepNestingIsALineError() throws {
        let deep = #"{"command":"devices","id":"# + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}"
        let result = batch([#"{"command":"devices","device":"iPhone X","id":"éé 📱"}"#, deep])
        let lines = try objects(result.output)
        #expect(lines[0]["id"] as? String == "éé 📱")
        let error = try #require(lines[1]["error"] as? [String: Any])
        #expect(error["code"] as? String == "malformed_json")
        #expect(error["message"] as? String == "malformed JSON at column 90: nesting deeper than 64 levels")
    }

    @Test func insetsObjectsMayNameOnlySomeEdges() throws {
        let result = batch([
            #"{"command":"scroll","device":"iPhone X","ios":16,"contentInset":{"top":10}}"#,
            #"{"command":"scroll","device":"iPhone X","ios":16,"contentInset":"10,0,0,0"}"#,
            #"{"command":"scroll","device":"iPhone X","ios":16,"contentInset":{"top":"10"}}"#,
        ])
        let lines = try objects(result.output)
        #expect(lines[0]["contentInset"] as? [String: Int] == ["top": 10, "left": 0, "bottom": 0, "right": 0])
        #expect(result.output.split(separator: "\n")[0].dropFirst(9) == result.output.split(separator: "\n")[1].dropFirst(9))
        #expect((lines[2]["error"] as? [String: Any])?["message"] as? String == "\"contentInset\".top must be a number, not a string")
    }

    @Test func blankLinesAreSkippedAndCounted() throws {
        let result = runCLI(["batch"], stdin: "\n  \n{\"command\":\"devices\",\"device\":\"iPhone X\"}\r\n\n{\"command\":\"devices\",\"device\":\"iPhone 8\"}")
        #expect(try objects(result.output).map { $0["line"] as? Int } == [3, 5])
    }

    @Test func failFastStopsAtTheFirstBadLine() throws {
        let result = batch([#"{"command":"devices","device":"iPhone X"}"#, "oops", #"{"command":"devices","device":"iPhone 8"}"#], ["--fail-fast"])
        #expect(result.status == 1)
        #expect(try objects(result.output).count == 2)
    }

    @Test func aHundredThousandLinesRoundTripWithABadLineInTheMiddle() throws {
        let devices = ["iPhone 16 Pro", "iPhone X", "iPhone 8", "iPad Pro 11-inch (M4)"]
        var lines: [String] = []
        for index in 0..<100_000 {
            if index == 50_000 {
                lines.append(#"{"command":"scroll","device":"iPhone X","contentSize":"wide"}"#)
                continue
            }
            let device = devices[index % devices.count]
            let ios = device == "iPhone 16 Pro" ? 18 : device.hasPrefix("iPad") ? 17 : 16
            lines.append(#"{"id":\#(index),"command":"scroll","device":"\#(device)","ios":\#(ios),"contentSize":"390x\#(index % 4000)"}"#)
        }
        let result = batch(lines)
        #expect(result.status == 1)
        let output = result.output.split(separator: "\n")
        #expect(output.count == 100_000)
        for (index, line) in output.enumerated() {
            if index == 50_000 {
                #expect(line.hasPrefix(#"{"line":50001,"error":{"code":"invalid_value""#))
            } else {
                #expect(line.hasPrefix("{\"line\":\(index + 1),\"id\":\(index),\"device\":"), "line \(index + 1)")
            }
            if index > 50_010 { break }
        }
        #expect(output.last?.hasPrefix(#"{"line":100000,"id":99999,"#) == true)
    }

    /// Lines answered on several threads (`--threads`): the same bytes and the same summary as one
    /// thread, in input order, over several rounds of chunks, a chunk whose output passes its
    /// limit (lines asking every device in every orientation), files named by lines (read once
    /// for all threads), blank and failing lines, JSON Lines and CSV.
    @Test func threadsGiveTheBytesOfOneThread() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let deviceList = directory.appendingPathComponent("devices.txt")
        try "iPhone X\niPhone 8\n".write(to: deviceList, atomically: true, encoding: .utf8)
        let hierarchy = packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/reader.json").path
        let shapes = [
            #"{"command":"scroll","device":["iPhone X","iPhone 16 Pro"],"orientation":"all","contentSize":"390x%d","id":%d}"#,
            #"{"command":"policy","file":"\#(hierarchy)","device":"iPhone 8","ios":16,"id":%d}"#,
            #"{"command":"devices","devicesFrom":"\#(deviceList.path)","id":%d}"#,
            #"{"command":"table","device":"iPhone 8","rowHeight":%d}"#,
            "",
            #"{"command":"scroll","device":"iPhone X","contentSize":"wide","id":%d}"#,
            #"{"command":"insets","device":"all","orientation":"all","id":%d}"#,
        ]
        var lines: [String] = []
        for index in 0..<9_000 {
            // Lines asking for every pair write a few hundred kilobytes each: a dozen in a row
            // pass a chunk's output limit, so that its thread stops and the rest is answered
            // as it is delivered.
            let shape = index % 1_000 == 7 || (3_000..<3_012).contains(index) ? shapes[6] : shapes[index % 6]
            lines.append(shape.replacingOccurrences(of: "%d", with: String(index)))
        }
        let one = batch(lines, ["--threads", "1"])
        #expect(one.status == 1)
        #expect(one.output.split(separator: "\n").count > 9_000)
        for threads in ["2", "3", "8"] {
            let many = batch(lines, ["--threads", threads])
            #expect(many.output == one.output, "--threads \(threads)")
            #expect(many.errors == one.errors && many.status == one.status, "--threads \(threads)")
        }
        // --fail-fast stops at the first failing line (line 6) whatever the threads.
        let stopped = batch(lines, ["--threads", "4", "--fail-fast"])
        #expect(stopped.output == batch(lines, ["--threads", "1", "--fail-fast"]).output)
        #expect(try objects(stopped.output).last?["line"] as? Int == 6)
        // CSV holds one command and one shape.
        let tables = (0..<3_000).map { #"{"command":"table","device":"iPhone 8","rowHeight":\#(40 + $0 % 50)}"# }
        let csv = batch(tables, ["--format", "csv", "--threads", "3"])
        #expect(csv.status == 0 && csv.output == batch(tables, ["--format", "csv", "--threads", "1"]).output)
        #expect(csv.output.split(separator: "\n").count == 3_001)
    }

    /// A chunk's lines are answered grouped by command, not in input order; each line's results
    /// still leave in input order, as if it were the run's only line, on one thread or several,
    /// with a chunk whose heavy lines (every device in every orientation, answered last as
    /// `insets`) pass its output limit after lighter lines behind them were answered.
    @Test func linesAnsweredByCommandLeaveInInputOrder() throws {
        let shapes = [
            #"{"command":"table","device":"iPhone 8","rowHeight":%d}"#,
            #"{"command":"insets","device":"all","orientation":"all","id":%d}"#,
            #"{"command":"scroll","device":"iPhone X","contentSize":"390x%d"}"#,
            #"{"command":"css","device":"iPhone 16 Pro","id":%d}"#,
            #"{"command":"scroll","device":"iPhone X","contentSize":"wide","id":%d}"#,
            #"{"command":"devices","device":"iPad Pro 11-inch (M4)","id":%d}"#,
            #"{"device":"iPhone X","command":"collection","items":%d}"#,
            "",
        ]
        let lines = (0..<300).map { index in
            shapes[index % 9 == 4 ? 1 : index % shapes.count].replacingOccurrences(of: "%d", with: String(index + 40))
        }
        // Each line alone, at its own number: the blank lines before it are counted, not answered.
        let alone = lines.indices.map { batch(Array(repeating: "", count: $0) + [lines[$0]]).output }.joined()
        for threads in ["1", "2", "3"] {
            let run = batch(lines, ["--threads", threads])
            #expect(run.output == alone, "--threads \(threads)")
            #expect(run.status == 1)
        }
        // --fail-fast: up to the first failing line (line 13, a scroll line answered before the
        // insets line before it).
        let stopped = batch(lines, ["--threads", "2", "--fail-fast"])
        let failing = try #require(lines.firstIndex { $0.contains("wide") })
        #expect(stopped.output == lines.indices.prefix(failing + 1).map { batch(Array(repeating: "", count: $0) + [lines[$0]]).output }.joined())
    }

    /// The reading thread's look for lines that may read a file, which are answered only after
    /// the lines before them have left.
    @Test(arguments: [
        (#"{"command":"policy","file":"a.json"}"#, true),
        (#"{"command":"devices","devicesFrom":["x.txt"]}"#, true),
        (#""file""#, true),
        (#"{"id":"file"}"#, true),
        (#"{"command":"insets","profile":"x"}"#, false),
        (#"{"command":"devices","devicesFro":"x"}"#, false),
        (#"{"command":"devices","device":"iPhone X"}"#, false),
        (#""fil""#, false),
        // Several marked bytes in one word: each is tried, the last too.
        (#"{"d":"d","f":"file"}"#, true),
        (#""d"d"d"f"d"f"f"d"devicesFrom""#, true),
        (#""d"d"d"f"d"f"f"d"devicesFro""#, false),
        // A capital F or an f after a quote elsewhere is looked at and passed over.
        (#"{"device":"iPhone F","F":"From","x":"fromSafeArea"}"#, false),
        (#"{"F":"devicesFrom","devicesFrom":["a"]}"#, true),
        ("", false),
    ])
    func linesNamingAFileAreFound(line: String, names: Bool) {
        let bytes = Array(line.utf8)
        #expect(bytes.withUnsafeBufferPointer { BatchRun.mentionsFile($0) } == names)
    }

    /// The look goes sixteen bytes at a time, and a last block ends with the line: each key is
    /// found at every place in a line, across and at the edges of those blocks and in the last
    /// block's overlap with the one before, and a near miss (`"fil"`, an `f` or `d` after no
    /// quote) is found nowhere.
    @Test func linesNamingAFileAreFoundAtEveryPlace() {
        for (key, names) in [(#""file""#, true), (#""devicesFrom""#, true), (#""fil""#, false), (#"xfile""#, false), (#"devicesFrom""#, false)] {
            for before in 0..<40 {
                for after in 0..<10 {
                    let line = Array((String(repeating: "a", count: before) + key + String(repeating: "b", count: after)).utf8)
                    #expect(line.withUnsafeBufferPointer { BatchRun.mentionsFile($0) } == names, "\(before) \(key) \(after)")
                }
            }
        }
    }

    /// The reading thread skips the full read of a line whose every `"file"` and `"devicesFrom"`
    /// is followed by a plain path read before; any doubt sends the line to the full read.
    @Test func aLineNamingOnlyFilesReadBeforeIsToldSoFromItsBytes() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let known = directory.appendingPathComponent("known.json").path
        try "{}".write(toFile: known, atomically: true, encoding: .utf8)
        let files = BatchFiles()
        let context = quietContext()
        files.load(known, context: context)
        let escaped = known.replacingOccurrences(of: "known", with: "kno\\u0077n")
        for (line, onlyRead) in [
            (#"{"command":"policy","file":"\#(known)"}"#, true),
            (#"{"command":"policy","file" :\#t"\#(known)","devicesFrom":"\#(known)"}"#, true),
            (#"{"command":"policy","file":"\#(known)x"}"#, false),
            (#"{"command":"policy","file":"\#(known)","id":{"file":"elsewhere"}}"#, false),
            (#"{"command":"policy","file":"\#(escaped)"}"#, false),
            (#"{"command":"insets","devicesFrom":["\#(known)"]}"#, false),
            (#"{"command":"policy","file":"\#(known)"#, false),
        ] {
            let bytes = Array(line.utf8)
            let told = bytes.withUnsafeBufferPointer { buffer in
                BatchRun.forEachFileKey(in: buffer) { files.isRead(valueAfter: $0, in: buffer) }
            }
            #expect(told == onlyRead, "\(line)")
        }
    }

    @Test(arguments: [
        ("0", "invalid value '0' for '--threads': expected a whole number from 1 to 64"),
        ("65", "invalid value '65' for '--threads': expected a whole number from 1 to 64"),
        ("two", "invalid value 'two' for '--threads': expected a whole number from 1 to 64"),
    ])
    func threadsOutsideTheirRangeAreRefused(value: String, message: String) {
        let result = batch([#"{"command":"devices","device":"iPhone X"}"#], ["--threads", value])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "safearea: \(message)\n")
    }

    /// devices writes its records once, through a sink: JSON Lines (bytes) and JSON (a tree) give
    /// the same records for every device, sources, disputes and absent home indicators included.
    @Test func devicesRecordsAreTheSameInJSONLinesAndJSON() throws {
        let lines = try objects(runCLI(["devices", "--sources", "-f", "jsonl"]).output)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(runCLI(["devices", "--sources", "-f", "json"]).output.utf8)) as? [[String: Any]])
        #expect(lines.count == array.count && lines.count > 80)
        for (line, element) in zip(lines, array) {
            #expect(NSDictionary(dictionary: line).isEqual(to: element), "\(line["device"] ?? "?")")
        }
        #expect(lines.contains { $0["homeIndicator"] is NSNull } && lines.contains { !(($0["disputes"] as? [Any]) ?? []).isEmpty })
    }

    /// One header per CSV file (issue 15): the first result's columns and the error columns; an
    /// error before it waits for it, and a result of another shape is an error row that counts as
    /// a failed line.
    @Test func csvHasOneHeaderFromTheFirstResult() {
        let result = batch([
            #"{"command":"nope"}"#,
            #"{"command":"devices","device":"iPhone X","id":"a"}"#,
            #"{"command":"devices","device":"iPhone 8","id":"b"}"#,
            #"{"command":"scroll","device":"iPhone X","ios":16}"#,
        ], ["--format", "csv"])
        let rows = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(rows[0].hasPrefix("line,id,device,name,family,") && rows[0].hasSuffix(",error.code,error.message"))
        #expect(rows.filter { $0.hasPrefix("line,") }.count == 1)
        #expect(rows[1].hasPrefix("1,,,") && rows[1].hasSuffix(",unknown_command,\"unknown command 'nope'; a line's command is one of collection, css, devices, insets, policy, scroll, table\""))
        #expect(rows[2].hasPrefix("2,a,iphone-x,iPhone X,phone,"))
        #expect(rows[3].hasPrefix("3,b,iphone-8,iPhone 8,phone,"))
        #expect(rows[4].hasPrefix("4,,,") && rows[4].contains(",invalid_value,this result has a column the CSV header lacks ('orientation')"))
        #expect(result.status == 1)
        #expect(result.errors == "safearea: 2 of 4 lines failed; first at line 1: unknown command 'nope'; a line's command is one of collection, css, devices, insets, policy, scroll, table\n")
        let errorsOnly = batch([#"{"command":"nope"}"#], ["--format", "csv"])
        #expect(errorsOnly.output == "line,id,error.code,error.message\n1,,unknown_command,\"unknown command 'nope'; a line's command is one of collection, css, devices, insets, policy, scroll, table\"\n")
    }

    /// A run names more files than it holds (`BatchFiles.limit`): the store empties and fills
    /// again, and each line still reads its own file, in every round.
    @Test func moreFilesThanTheStoreHoldsAreEachReadAsTheirOwn() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = ["reader.json", "reader-forwarding-overlay.json", "reader-night-mode-mask.json"]
        var paths: [String] = []
        for index in 0..<(BatchFiles.limit + 4) {
            let source = packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/\(names[index % names.count])")
            let copy = directory.appendingPathComponent("hierarchy-\(index).json")
            try FileManager.default.copyItem(at: source, to: copy)
            paths.append(copy.path)
        }
        let lines = (paths + paths).map { #"{"command":"policy","file":"\#($0)","device":"iPhone 16 Pro","ios":18}"# }
        let run = batch(lines)
        #expect(run.status == 0)
        let bodies = run.output.split(separator: "\n").map { $0.drop { $0 != "," } }
        #expect(bodies.count == lines.count)
        // Line i reads copy i of the file list, whose hierarchy is the first lines' i-th one.
        let alone = lines.prefix(names.count).map { batch([$0]).output.split(separator: "\n").first?.drop { $0 != "," } }
        let differing = bodies.indices.filter { bodies[$0] != alone[($0 % paths.count) % names.count] }
        #expect(differing.isEmpty, "lines \(differing.map { $0 + 1 })")
        #expect(Set(alone).count == names.count)
    }

    @Test func devicesFromAFile() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = directory.appendingPathComponent("devices.txt")
        try "# phones we ship to\niPhone X\n\n  iPhone 8  \n".write(to: list, atomically: true, encoding: .utf8)
        let direct = runCLI(["insets", "--devices-from", list.path, "-f", "jsonl"])
        #expect(direct.output.split(separator: "\n").count == 2)
        #expect(direct.output.contains("\"device\":\"iphone-8\""))
        let batched = batch([#"{"command":"insets","devicesFrom":"\#(list.path)"}"#])
        #expect(batched.output == direct.output.split(separator: "\n").map { #"{"line":1,"# + $0.dropFirst() }.joined(separator: "\n") + "\n")
        let stdinList = runCLI(["devices", "--devices-from", "-", "-f", "jsonl"], stdin: "iPhone X\n")
        #expect(stdinList.output.split(separator: "\n").count == 1)
        let empty = runCLI(["devices", "--devices-from", "-"], stdin: "# nothing\n\n")
        #expect(empty.errors == "safearea: --devices-from: '-' names no device\n")
    }
}
