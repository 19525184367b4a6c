import Foundation
import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// `batch` promises to answer each line exactly as the same command line would. Thousands of
/// generated lines, run once as one batch and once each as a command line, hold the two to the
/// same answers, errors and codes, whatever batch does inside.
@Suite("BatchEquivalence")
struct BatchEquivalenceTests {
    /// Fixed, so that a failure names lines that the next run writes again.
    static let seed: UInt64 = 0x5AFE_A12E_0013
    static let lineCount = 5_200

    @Test func everyLineIsAnsweredAsItsCommandLineWouldAnswerIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let deviceList = directory.appendingPathComponent("devices.txt")
        try "# a team's test matrix\niPhone X\n\niphone-16-pro\n".write(to: deviceList, atomically: true, encoding: .utf8)

        var generator = LineGenerator(
            seed: Self.seed, devices: try catalogue(),
            policyFile: packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/reader.json").path,
            deviceList: deviceList.path, missingFile: directory.appendingPathComponent("absent.txt").path)
        let lines = (0..<Self.lineCount).map { _ in generator.line() }

        // Three threads: the answers must not depend on which thread answered a line.
        let batch = runCLI(["batch", "--threads", "3"], stdin: lines.map(\.text).joined(separator: "\n") + "\n")
        var failures: [String] = []
        let results = resultsByLine(batch.output, count: lines.count, failures: &failures)

        var tally: [String: Int] = [:]
        for (index, line) in lines.enumerated() {
            let number = index + 1
            let outcome = compare(line, number: number, results: results[index])
            if let problem = outcome.problem { failures.append("line \(number): \(line.text)\n  \(problem)") }
            tally[outcome.kind, default: 0] += 1
        }

        // The generator must keep reaching every command, option and error code, or the
        // comparison above proves less than it seems to.
        for (name, command) in CommandTable.computing {
            #expect(generator.commandsAnswered.contains(name), "no line ran '\(name)'")
            for option in command.spec.options where !LineGenerator.refusedKeys.contains(option.long) {
                #expect(generator.keysWritten.contains("\(name).\(option.long)"), "no line gave '\(name)' the option '--\(option.long)'")
            }
        }
        for code in ErrorCode.allCases {
            #expect(tally["error \(code.rawValue)", default: 0] > 0, "no line ended in '\(code.rawValue)'")
        }
        #expect(tally["answer", default: 0] >= lines.count / 3, "\(tally)")

        if !failures.isEmpty {
            let report = directory.deletingLastPathComponent().appendingPathComponent("batch-equivalence-failures.txt")
            try? failures.joined(separator: "\n\n").write(to: report, atomically: true, encoding: .utf8)
            Issue.record("\(failures.count) lines differ (all in \(report.path)); the first:\n\(failures.prefix(5).joined(separator: "\n\n"))")
        }
        // The mix is the test's reach: printed so that a change to the generator shows in the log.
        print("batch equivalence: \(lines.count) lines, " + tally.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", "))
    }

    /// `--columns` and `--wide` shape the text format only: a contradiction between them is
    /// refused by batch as by the command line, and a field name is checked only where a table
    /// shows it (found by this test: batch answered what the command line refused).
    @Test(arguments: [
        (#"{"command":"devices","device":"iPhone X","columns":"nosuchfield"}"#, ["devices", "--device", "iPhone X", "--columns", "nosuchfield"], false),
        (#"{"command":"devices","device":"iPhone X","columns":","}"#, ["devices", "--device", "iPhone X", "--columns", ","], true),
        (#"{"command":"insets","device":"iPhone X","columns":"name","wide":true}"#, ["insets", "--device", "iPhone X", "--columns", "name", "--wide"], true),
    ])
    func columnsAreCheckedAlikeByBatch(_ line: String, _ arguments: [String], _ refused: Bool) {
        let cli = runCLI(arguments + ["--format", "jsonl"])
        #expect(cli.status == (refused ? 2 : 0))
        let batch = runCLI(["batch"], stdin: line + "\n")
        #expect(batch.output.contains(#""error":{"#) == refused, "\(batch.output.prefix(120))")
        if !refused { #expect(runCLI(arguments).status == 2, "the text format still checks the names") }
    }

    /// `"contentSizeCategory"` reaches the layout as `--content-size-category` does, and a bad
    /// value is refused with the command line's words.
    @Test func theTextSizeIsReadAlikeByBatch() {
        let cli = runCLI([
            "insets", "--device", "iPad Air 2", "--orientation", "landscapeLeft", "--ios", "9",
            "--content-size-category", "accessibilityMedium", "--format", "jsonl",
        ])
        #expect(cli.status == 0)
        #expect(cli.output.contains(#""readableContentGuide":{"x":20,"y":0,"width":984,"height":768}"#))
        let line = #"{"command":"insets","device":"iPad Air 2","orientation":"landscapeLeft","ios":9,"contentSizeCategory":"accessibilityMedium"}"#
        let batch = runCLI(["batch"], stdin: line + "\n")
        #expect(batch.output == #"{"line":1,"# + cli.output.dropFirst())
        let bad = runCLI(["batch"], stdin: #"{"command":"insets","contentSizeCategory":"huge"}"# + "\n")
        #expect(bad.output.hasPrefix(#"{"line":1,"error":{"code":"invalid_value","message":"invalid value 'huge' for \"contentSizeCategory\" (expected extraSmall, "#))
    }

    /// `"devicesFrom": ["-"]` would read standard input, which is the batch's own input, and
    /// take the lines after it for device names (found by this test); it is refused like the
    /// plain string, and every later line is answered.
    @Test func devicesFromStandardInputInAnArray() {
        let lines = [#"{"command":"devices","devicesFrom":["-"]}"#]
            + (2...8_000).map { #"{"command":"devices","device":"iPhone X","id":\#($0)}"# }
        let batch = runCLI(["batch"], stdin: lines.joined(separator: "\n") + "\n")
        let results = batch.output.split(separator: "\n")
        #expect(results.count == lines.count)
        #expect(results.first?.hasPrefix(#"{"line":1,"error":{"code":"invalid_value""#) == true)
    }

    /// What a line's results say, against what its command line says.
    private func compare(_ line: GeneratedLine, number: Int, results: [String]) -> (kind: String, problem: String?) {
        let prefix = "{\"line\":\(number)" + (line.idText.map { ",\"id\":" + $0 } ?? "") + ","
        for result in results where !result.hasPrefix(prefix) {
            return ("mismatch", "a result does not start with \(prefix): \(result)")
        }
        let bodies = results.map { "{" + $0.dropFirst(prefix.count) }
        switch line.expectation {
        case .blank:
            return ("blank", results.isEmpty ? nil : "a blank line was answered: \(results)")
        case .batchError(let code):
            guard bodies.count == 1, let error = errorMember(bodies[0]) else {
                return ("error \(code)", "expected one error line (\(code)), got \(results)")
            }
            return ("error \(code)", error.code == code ? nil : "expected code \(code), got \(error.code): \(error.message)")
        case .commandLine(let arguments):
            let cli = runCLI(arguments)
            // A run whose pairs are all unsupported prints their rows and exits 2; a batch line
            // answers the same rows.
            if cli.status == 0 || (cli.status == 2 && !cli.output.isEmpty) {
                let expected = cli.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
                if bodies == expected { return ("answer", nil) }
                return ("answer", "\(arguments) answers\n  \(expected.joined(separator: "\n  "))\n  batch answers\n  \(results.joined(separator: "\n  "))")
            }
            let cliMessage = cli.errors.split(separator: "\n").last.map { String($0.dropFirst("safearea: ".count)) } ?? ""
            // The command line prints no code: the same command run in-process through the
            // command table throws the error that carries it.
            guard let thrown = failureInProcess(arguments), thrown.message == cliMessage else {
                return ("mismatch", "\(arguments) failed with '\(cliMessage)' but not in-process the same way")
            }
            let kind = "error \(thrown.code.rawValue)"
            guard bodies.count == 1, let error = errorMember(bodies[0]) else {
                return (kind, "\(arguments) fails: \(cliMessage)\n  batch answers \(results)")
            }
            let wording = BatchWriter.batchWording(cliMessage)
            if error.message == wording, error.code == thrown.code.rawValue { return (kind, nil) }
            return (kind, "\(arguments) fails (\(thrown.code.rawValue)): \(wording)\n  batch fails (\(error.code)): \(error.message)")
        }
    }

    private func errorMember(_ body: String) -> (code: String, message: String)? {
        guard let object = try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any], object.count == 1,
              let error = object["error"] as? [String: Any], let code = error["code"] as? String,
              let message = error["message"] as? String
        else { return nil }
        return (code, message)
    }

    /// The command line's run, repeated through the command table as `SafeAreaCommandLine` runs
    /// it, for the error's code.
    private func failureInProcess(_ arguments: [String]) -> UsageError? {
        guard let entry = CommandTable.entry(named: arguments[0]) else { return nil }
        let context = quietContext()
        do {
            let parsed = try ArgumentParser.parse(Array(arguments.dropFirst()), command: entry.spec)
            if entry.spec.option(named: "wide") != nil { context.tableView = try TableView.read(parsed) }
            _ = try entry.run(parsed, context)
            return nil
        } catch {
            return error
        }
    }

    /// The batch's output lines, grouped by the input line they answer; lines must come in input
    /// order, each number within the input.
    private func resultsByLine(_ output: String, count: Int, failures: inout [String]) -> [[String]] {
        var groups = Array(repeating: [String](), count: count)
        var previous = 0
        for text in output.split(separator: "\n") {
            let marker = "{\"line\":"
            let digits = text.dropFirst(marker.count).prefix { $0.isNumber }
            guard text.hasPrefix(marker), let number = Int(digits), (1...count).contains(number) else {
                failures.append("a result names no input line: \(text)")
                continue
            }
            if number < previous { failures.append("line \(number) answered after line \(previous): out of order") }
            previous = number
            groups[number - 1].append(String(text))
        }
        return groups
    }

    /// The bundled devices, as `devices` lists them.
    private func catalogue() throws -> [Device] {
        let listing = runCLI(["devices", "--format", "jsonl"])
        return try listing.output.split(separator: "\n").map { text in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let runs = try #require(object["runs"] as? [String: Int])
            return Device(
                id: try #require(object["device"] as? String), name: try #require(object["name"] as? String),
                models: object["modelIdentifiers"] as? [String] ?? [],
                versions: try #require(runs["first"])...(try #require(runs["last"])), family: try #require(object["family"] as? String))
        }
    }
}

struct Device {
    let id: String
    let name: String
    let models: [String]
    let versions: ClosedRange<Int>
    let family: String
}

/// One input line and what it must come to.
struct GeneratedLine {
    enum Expectation {
        /// Skipped, but counted.
        case blank
        /// Answered as `safearea ARGUMENTS` answers.
        case commandLine([String])
        /// No command line says the same: only the batch error's code is known.
        case batchError(String)
    }

    let text: String
    /// The `id` as written, which every result line must repeat byte for byte.
    let idText: String?
    let expectation: Expectation
}

/// SplitMix64: small, fast, and the same sequence on every platform.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    mutating func chance(_ probability: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < probability }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Writes batch lines from the command specs, so that a new option is covered without editing
/// this file, and says for each what the command line makes of it.
struct LineGenerator {
    /// Keys the batch refuses: the run as a whole sets them.
    static let refusedKeys: Set<String> = ["format", "profiles", "measurements", "color", "fail-on-unsupported"]

    private enum Meaning {
        case words([String])
        case positional(String)
        /// The member has no command-line spelling; the batch refuses it with this code.
        case batchOnly(String)
    }

    private struct Member {
        let key: String
        let json: String
        let meaning: Meaning
    }

    private static let partners = [
        ("split-side", "split"), ("opaque-bars", "tab-bar"), ("preserves-superview-layout-margins", "frame"),
        ("separator-inset-reference", "separator-inset"),
    ]

    private var random: SplitMix64
    private let devices: [Device]
    private let policyFile: String
    private let deviceList: String
    private let missingFile: String
    /// Lines that ask for every device cost a hundred times more; a few are enough.
    private var wideSelections = 0
    private(set) var keysWritten: Set<String> = []
    private(set) var commandsAnswered: Set<String> = []
    private let commands = CommandTable.computing.keys.sorted()

    init(seed: UInt64, devices: [Device], policyFile: String, deviceList: String, missingFile: String) {
        random = SplitMix64(seed: seed)
        self.devices = devices
        self.policyFile = policyFile
        self.deviceList = deviceList
        self.missingFile = missingFile
    }

    mutating func line() -> GeneratedLine {
        if random.chance(0.004) { return GeneratedLine(text: random.pick(["", "  ", "\t"]), idText: nil, expectation: .blank) }
        let roll = random.below(1000)
        switch roll {
        case 0..<30: return malformed()
        case 30..<40: return notAnObject()
        case 40..<50: return missingCommand()
        case 50..<55: return commandNotAString()
        case 55..<65: return unknownCommand()
        case 65..<100: return withUnknownKey()
        case 100..<160: return withWrongType()
        default: return answerable()
        }
    }

    // MARK: Lines

    private mutating func answerable() -> GeneratedLine {
        let name = random.pick(commands)
        let members = validMembers(for: name)
        commandsAnswered.insert(name)
        return finish(name, members)
    }

    /// Assembles a line; its expectation follows from its members.
    private mutating func finish(_ name: String, _ members: [Member], commandJSON: String? = nil) -> GeneratedLine {
        var all = members
        let command = Member(key: "command", json: commandJSON ?? quoted(name), meaning: .words([]))
        all.insert(command, at: random.chance(0.8) ? 0 : random.below(all.count + 1))
        let id = idText()
        if let id { all.insert(Member(key: "id", json: id, meaning: .words([])), at: random.below(all.count + 1)) }
        let text = object(all.map { ($0.key, $0.json) })
        for member in members {
            if case .batchOnly(let code) = member.meaning { return GeneratedLine(text: text, idText: id, expectation: .batchError(code)) }
        }
        var words = [name]
        var positional: [String] = []
        for member in members {
            switch member.meaning {
            case .words(let more): words += more
            case .positional(let path): positional = ["--", path]
            case .batchOnly: break
            }
        }
        return GeneratedLine(text: text, idText: id, expectation: .commandLine(words + ["--format", "jsonl"] + positional))
    }

    private mutating func malformed() -> GeneratedLine {
        let name = random.pick(commands)
        // The options of a line that never runs do not count as covered.
        let covered = keysWritten
        let valid = finish(name, validMembers(for: name)).text
        keysWritten = covered
        let text: String
        switch random.below(9) {
        case 0, 1:
            // Any cut before the closing brace leaves an object unclosed.
            let characters = Array(valid)
            let open = characters.firstIndex(of: "{")!
            let close = characters.lastIndex(of: "}")!
            text = String(characters[...(open + random.below(close - open))])
        case 2: text = #"{"command":"insets","device":"iPhone X","ios":1e999}"#
        case 3: text = #"{"command":"scroll","device":"iPhone 16 Pro","rowHeight":-1e999,"contentSize":"402x2000"}"#
        case 4: text = #"{"command":"scroll","device":"iPhone X","contentSize":"402x2000","contentSize":{"width":402,"height":2000}}"#
        case 5: text = #"{"command":"insets","device":"iPhone X",}"#
        case 6: text = "{'command':'insets','device':'iPhone X'}"
        case 7: text = #"{"command":"devices","device":"iPhone X"} {"command":"devices"}"#
        default: text = #"{"command":"table","device":"iPhone 8","rowHeight":NaN}"#
        }
        return GeneratedLine(text: text, idText: nil, expectation: .batchError("malformed_json"))
    }

    private mutating func notAnObject() -> GeneratedLine {
        let text = random.pick([#"[1,2]"#, #""insets""#, "42", "null", "true", #"[{"command":"insets","device":"iPhone X"}]"#])
        return GeneratedLine(text: text, idText: nil, expectation: .batchError("not_an_object"))
    }

    private mutating func missingCommand() -> GeneratedLine {
        let id = idText()
        var members = [("device", quoted(random.pick(devices).name))]
        if let id { members.insert(("id", id), at: random.below(2)) }
        if random.chance(0.3) { members.append(("Command", quoted("insets"))) }
        return GeneratedLine(text: object(members), idText: id, expectation: .batchError("missing_command"))
    }

    private mutating func commandNotAString() -> GeneratedLine {
        let name = random.pick(commands)
        let json = random.pick(["5", "[\"\(name)\"]", "{\"name\":\"\(name)\"}", "true", "null"])
        return finish(name, validMembers(for: name), commandJSON: json).retyped(.batchError("invalid_value"))
    }

    private mutating func unknownCommand() -> GeneratedLine {
        let name = random.pick(["scrol", "Insets", "INSETS", "batch", "check", "draw", "completions", "man", "", "safe area", "insets "])
        var members = [Member(key: "device", json: quoted(random.pick(devices).name), meaning: .words([]))]
        if random.chance(0.3) { members.append(Member(key: "tabBar", json: "true", meaning: .words([]))) }
        return finish(name, members, commandJSON: quoted(name)).retyped(.batchError("unknown_command"))
    }

    private mutating func withUnknownKey() -> GeneratedLine {
        let name = random.pick(commands)
        let spec = CommandTable.computing[name]!.spec
        var members = validMembers(for: name)
        let known = Set(spec.options.filter { !Self.refusedKeys.contains($0.long) }.map { camelCase($0.long) } + ["command", "id"] + (spec.positional == nil ? [] : ["file"]))
        var key: String
        var json = quoted("x")
        switch random.below(6) {
        case 0:
            key = random.pick(Array(Self.refusedKeys.sorted()))
            json = quoted(random.pick(["jsonl", "csv", "/tmp", "never"]))
        case 1:
            key = random.pick(["behaviour", "colour", "devices", "help", "version", "Command", "ID", "file"])
        default:
            // A near miss of a real key: a letter dropped or doubled, the command line's
            // spelling, snake case, a capital.
            let option = random.pick(spec.options)
            let real = camelCase(option.long)
            switch random.below(5) {
            case 0: key = String(real.dropLast())
            case 1: key = real + String(real.last!)
            case 2: key = option.long.contains("-") ? option.long : real.uppercased()
            case 3: key = option.long.replacingOccurrences(of: "-", with: "_") + "_"
            default: key = real.prefix(1).uppercased() + real.dropFirst()
            }
            json = value(for: option, name: name).json
        }
        if known.contains(key) { key += "Z" }
        members.removeAll { $0.key == key }
        members.insert(Member(key: key, json: json, meaning: .batchOnly("unknown_key")), at: random.below(members.count + 1))
        return finish(name, members)
    }

    private mutating func withWrongType() -> GeneratedLine {
        let name = random.pick(commands)
        let spec = CommandTable.computing[name]!.spec
        var members = validMembers(for: name)
        let bad: Member
        if spec.positional != nil, random.chance(0.15) {
            bad = Member(key: "file", json: random.pick(["5", "\"-\"", "[\"reader.json\"]", "true", "{}"]), meaning: .batchOnly("invalid_value"))
        } else if random.chance(0.05), let option = spec.option(named: "devices-from") {
            bad = Member(key: camelCase(option.long), json: random.pick(["\"-\"", "[\"-\"]"]), meaning: .batchOnly("invalid_value"))
        } else {
            let option = random.pick(spec.options.filter { !Self.refusedKeys.contains($0.long) })
            bad = wrongType(for: option)
        }
        keysWritten.insert("\(name).\(kebab(bad.key))")
        members.removeAll { $0.key == bad.key }
        members.insert(bad, at: random.below(members.count + 1))
        return finish(name, members)
    }

    /// A value whose JSON type the option cannot take.
    private mutating func wrongType(for option: OptionSpec) -> Member {
        let key = camelCase(option.long)
        func refused(_ json: String, _ code: String = "invalid_value") -> Member { Member(key: key, json: json, meaning: .batchOnly(code)) }
        guard option.takesValue else { return refused(random.pick(["\"yes\"", "1", "[true]", "{}", "\"true\""])) }
        if let shape = shape(of: option), random.chance(0.6) {
            switch random.below(3) {
            // Insets may leave edges out; a size or rect may not.
            case 0 where option.valueName != "T,L,B,R":
                let missing = random.pick(shape)
                return refused("{" + shape.filter { $0 != missing }.map { "\"\($0)\":10" }.joined(separator: ",") + "}")
            case 1:
                return refused("{" + shape.map { "\"\($0)\":\"10\"" }.joined(separator: ",") + "}")
            default:
                return refused("{" + shape.map { "\"\($0)\":1" }.joined(separator: ",") + ",\"depth\":1}", "unknown_key")
            }
        }
        var forms = ["true", "false", "[[\"a\"]]", "[true]", "[null]"]
        if shape(of: option) == nil { forms += ["{\"a\":1}", "{}"] }
        // Even an empty array: only a repeatable option takes one.
        if !option.repeatable { forms += ["[\"a\"]", "[1, 2]", "[]"] }
        return refused(random.pick(forms))
    }

    // MARK: Members

    /// Members for `name` that the batch reads as the command line would (the values may still be
    /// wrong, as a command line's may).
    private mutating func validMembers(for name: String) -> [Member] {
        let spec = CommandTable.computing[name]!.spec
        let options = spec.options.filter { !Self.refusedKeys.contains($0.long) }
        if name == "scroll", random.chance(0.2) { return fastScrollMembers() }
        var members: [Member] = []
        var single: Device?
        if let device = spec.option(named: "device") {
            let (member, chosen) = deviceMember(device, name: name)
            if let member { members.append(member) }
            single = chosen
        }
        let rate = min(0.3, 3.0 / Double(options.count))
        for option in options where option.long != "device" && random.chance(rate) {
            members.append(member(for: option, name: name, device: single))
        }
        // An option that only qualifies another mostly comes with it, so that more lines are
        // answered rather than refused for the missing partner.
        for (dependent, partner) in Self.partners where members.contains(where: { $0.key == camelCase(dependent) }) {
            if let option = spec.option(named: partner), !members.contains(where: { $0.key == camelCase(partner) }), random.chance(0.8) {
                members.append(member(for: option, name: name, device: single))
            }
        }
        if spec.positional != nil {
            // Without the file the command line's own complaint applies.
            if random.chance(0.97) {
                let path = random.chance(0.9) ? policyFile : missingFile
                members.append(Member(key: "file", json: quoted(path, escapes: random.chance(0.2)), meaning: .positional(path)))
            }
        }
        random.shuffle(&members)
        return members
    }

    /// The commonest line, in the plain form batch may answer without a JSON tree.
    private mutating func fastScrollMembers() -> [Member] {
        let device = random.pick(devices)
        let spelling = random.pick([device.name, device.id, device.models.first ?? device.id, device.name.lowercased()])
        var members = [Member(key: "device", json: quoted(spelling), meaning: .words(["--device", spelling]))]
        func add(_ key: String, _ json: String, _ words: [String]) {
            members.append(Member(key: key, json: json, meaning: .words(words)))
            keysWritten.insert("scroll.\(kebab(key))")
        }
        keysWritten.insert("scroll.device")
        if random.chance(0.6) {
            let orientation = random.pick(["portrait", "landscapeLeft", "landscapeRight", "portraitUpsideDown"])
            add("orientation", quoted(orientation), ["--orientation", orientation])
        }
        if random.chance(0.5) {
            let ios = random.chance(0.9) ? random.pick(Array(device.versions)) : random.pick([10, 12, 26, 27])
            add("ios", String(ios), ["--ios", String(ios)])
        }
        if random.chance(0.6) {
            let behavior = random.pick(["automatic", "scrollableAxes", "never", "always"])
            add("behavior", quoted(behavior), ["--behavior", behavior])
        }
        if random.chance(0.4) {
            let bar = random.pick(["none", "standard", "large"])
            add("navigationBar", quoted(bar), ["--navigation-bar", bar])
        }
        if random.chance(0.3) {
            let status = random.pick(["visible", "hidden"])
            add("statusBar", quoted(status), ["--status-bar", status])
        }
        for (key, long) in [("tabBar", "tab-bar"), ("toolbar", "toolbar"), ("alwaysBounceVertical", "always-bounce-vertical"),
                            ("alwaysBounceHorizontal", "always-bounce-horizontal"), ("noAutomaticallyAdjusts", "no-automatically-adjusts")]
        where random.chance(0.2) {
            let on = random.chance(0.7)
            add(key, on ? "true" : "false", on ? ["--\(long)"] : [])
        }
        if random.chance(0.7) {
            let size = "\(random.pick(["320", "402", "1024", "390.5", "0"]))x\(random.pick(["2000", "800", "100000", "12.25", "100001"]))"
            add("contentSize", quoted(size), ["--content-size", size])
        }
        if random.chance(0.3) {
            let inset = (0..<4).map { _ in random.pick(["0", "10", "44", "2.5"]) }.joined(separator: ",")
            add("contentInset", quoted(inset), ["--content-inset", inset])
        }
        random.shuffle(&members)
        return members
    }

    /// The device member, or none (every device: rare, as it is slow), and the one device it
    /// names when it names one.
    private mutating func deviceMember(_ option: OptionSpec, name: String) -> (Member?, Device?) {
        keysWritten.insert("\(name).device")
        let wide = wideSelections < 12 && random.chance(0.004)
        if wide || (name == "devices" && random.chance(0.15)) {
            wideSelections += name == "devices" ? 0 : 1
            if random.chance(0.5) { return (nil, nil) }
            let all = random.pick(["all", "ALL", "All"])
            return (Member(key: "device", json: quoted(all), meaning: .words(["--device", all])), nil)
        }
        if random.chance(0.05) {
            let unknown = random.pick(["iPhone 99", "iPhone 16 Prp", "iPad Pro", "iphone-17-pro-maxx", "iPhone99,9", "", " ", "iPhone  X", "-d"])
            return (Member(key: "device", json: quoted(unknown, escapes: random.chance(0.3)), meaning: .words(["--device", unknown])), nil)
        }
        if random.chance(0.12) {
            // Now and then a long list, its devices repeated, or one past the limit of an
            // option's values (issue 54: `limit`, not `unknown_key`).
            let count = random.chance(0.05) ? random.pick([40, Limits.optionRepetitions + 1]) : 1 + random.below(3)
            let few = Array(devices.prefix(4))
            let chosen = (0..<count).map { _ in spelling(of: random.pick(count > 3 ? few : devices)) }
            return (Member(key: "device", json: "[" + chosen.map { quoted($0, escapes: random.chance(0.1)) }.joined(separator: ",") + "]",
                           meaning: .words(chosen.flatMap { ["--device", $0] })), nil)
        }
        let device = random.pick(devices)
        let text = spelling(of: device)
        return (Member(key: "device", json: quoted(text, escapes: random.chance(0.1)), meaning: .words(["--device", text])), device)
    }

    /// The four ways people name a device.
    private mutating func spelling(of device: Device) -> String {
        switch random.below(5) {
        case 0: device.name
        case 1: device.id
        case 2: device.models.isEmpty ? device.id : random.pick(device.models)
        case 3: device.name.lowercased()
        default: device.name.uppercased()
        }
    }

    private mutating func member(for option: OptionSpec, name: String, device: Device?) -> Member {
        keysWritten.insert("\(name).\(option.long)")
        let key = camelCase(option.long)
        guard option.takesValue else {
            let json = random.pick(["true", "true", "true", "false", "null"])
            return Member(key: key, json: json, meaning: .words(json == "true" ? ["--" + option.long] : []))
        }
        if random.chance(0.03) { return Member(key: key, json: "null", meaning: .words([])) }
        if option.repeatable, random.chance(0.3) {
            let values = (0..<random.below(4)).map { _ in value(for: option, name: name, device: device) }
            return Member(key: key, json: "[" + values.map(\.json).joined(separator: ", ") + "]",
                          meaning: .words(values.flatMap { ["--" + option.long, $0.text] }))
        }
        let one = value(for: option, name: name, device: device)
        return Member(key: key, json: one.json, meaning: .words(["--" + option.long, one.text]))
    }

    /// One value for `option`: its JSON and the command-line word it stands for.
    private mutating func value(for option: OptionSpec, name: String, device: Device? = nil) -> (json: String, text: String) {
        if option.long == "family", let device, random.chance(0.8) { return (quoted(device.family), device.family) }
        if !option.choices.isEmpty {
            if random.chance(0.05) {
                let wrong = random.pick(["sometimes", String(option.choices[0].dropLast()), "", "3"])
                return wrong == "3" ? ("3", "3") : (quoted(wrong), wrong)
            }
            var choice = random.pick(option.choices)
            switch random.below(8) {
            case 0: choice = choice.lowercased()
            case 1: choice = choice.uppercased()
            case 2: choice = choice.prefix(1).uppercased() + choice.dropFirst()
            default: break
            }
            return (quoted(choice, escapes: random.chance(0.05)), choice)
        }
        if let shape = shape(of: option) { return shaped(option, shape) }
        switch option.valueName {
        case "NAME":
            let text = spelling(of: random.pick(devices))
            return (quoted(text), text)
        case "FILE":
            let path = random.chance(0.95) ? deviceList : missingFile
            return (quoted(path), path)
        case "VERSION":
            if random.chance(0.1) {
                let bad = random.pick(["abc", "17.5", "0", "-1", "99", "1e3", "iOS 18", "26.0.1", "27.1", "6"])
                return (quoted(bad), bad)
            }
            var version = device.map { random.pick(Array($0.versions)) } ?? (7 + random.below(22))
            if option.long == "sdk", random.chance(0.3) { version = random.pick([11, 18, 26, 27]) }
            if random.chance(0.5) { return (numberLiteral(Double(version)), String(version)) }
            let text = random.pick(["\(version)", "\(version).0", "iOS \(version)"])
            return (quoted(text), text)
        case "P", "N":
            let values: [Double] = option.valueName == "N"
                ? [0, 1, 3, 12, 40, 2.5, -1, 100_000, 1e7]
                : [0, 8, 10, 44, 12.5, 0.25, 88.125, -4, 100_000, 1e6, 1e300]
            let number = random.pick(values)
            if random.chance(0.7) { return (numberLiteral(number), spelled(number)) }
            let text = random.pick([spelled(number), numberLiteral(number), "\(spelled(number)) pt", "+\(spelled(number))"])
            return (quoted(text), text)
        case "LIST":
            // JSON Lines ignore the names; only an empty list is refused.
            let text = random.pick(["name", "device,name", "device , ios", "nosuchfield", ","])
            return (quoted(text), text)
        default:
            let text = random.pick(["x", "1", "a b"])
            return (quoted(text), text)
        }
    }

    /// The members of the object form of a size, insets or rect.
    private func shape(of option: OptionSpec) -> [String]? {
        switch option.valueName {
        case "WxH": ["width", "height"]
        case "T,L,B,R": ["top", "left", "bottom", "right"]
        case "X,Y,W,H": ["x", "y", "width", "height"]
        default: nil
        }
    }

    /// A size, insets or rect, as text or as an object; insets may leave out edges, which count 0.
    private mutating func shaped(_ option: OptionSpec, _ shape: [String]) -> (json: String, text: String) {
        let pool: [Double] = random.chance(0.9)
            ? [0, 0, 10, 20, 44, 100, 320, 375, 402, 768, 2000, 12.5, 0.5, 33.25]
            : [-10, 100_000, 100_001, 1e6, 1e300, -0.5]
        let numbers = shape.map { _ in random.pick(pool) }
        let separator = option.valueName == "WxH" ? "x" : ","
        if random.chance(0.5) {
            let text = numbers.map { random.chance(0.8) ? spelled($0) : numberLiteral($0) }.joined(separator: separator)
            return (quoted(text), text)
        }
        let partial = option.valueName == "T,L,B,R"
        var written: [(String, String)] = []
        var text: [String] = []
        for (member, number) in zip(shape, numbers) {
            if partial, random.chance(0.4) {
                text.append("0")
                continue
            }
            written.append((member, numberLiteral(number)))
            text.append(spelled(number))
        }
        random.shuffle(&written)
        return ("{" + written.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}", text.joined(separator: separator))
    }

    // MARK: JSON text

    /// Ids of every JSON type, written as the batch must echo them.
    private mutating func idText() -> String? {
        guard random.chance(0.65) else { return nil }
        return random.pick([
            "\"q-\(random.below(100_000))\"", String(random.below(1_000_000)), "123456789012345678", "-7", "1.50", "1e2", "0",
            "\"ü-😀\"", #""\u00fc-\ud83d\ude00""#, #"{"a":[1]}"#, #"{ "a" : [ 1, "x" ], "b": null }"#, "null", "true", "\"\"",
            #""a\"b\\c""#, "[]", #""tab\there""#, #""iPhone\u0020X""#,
        ])
    }

    private mutating func object(_ members: [(String, String)]) -> String {
        let colon = random.chance(0.2) ? ": " : ":"
        let comma = random.chance(0.2) ? ", " : ","
        let body = members.map { key, json in
            // Now and then a key written with an escape, which names the same key.
            let name = key.count > 3 && random.chance(0.01) ? "\\u00" + String(key.unicodeScalars.first!.value, radix: 16) + key.dropFirst() : key
            return "\"\(name)\"\(colon)\(json)"
        }
        let outside = random.chance(0.03) ? " " : ""
        return outside + "{" + body.joined(separator: comma) + "}" + outside
    }

    /// `text` as a JSON string, sometimes with needless escapes that mean the same characters.
    private mutating func quoted(_ text: String, escapes: Bool = false) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            case "/" where escapes: result += "\\/"
            case _ where escapes && random.chance(0.3):
                // Characters past the first plane are written as a surrogate pair.
                for unit in String(scalar).utf16 { result += String(format: "\\u%04X", unit) }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `number` written in one of the ways JSON allows.
    private mutating func numberLiteral(_ number: Double) -> String {
        let plain = spelled(number)
        guard number == number.rounded(), abs(number) < 1e15 else { return plain }
        return random.pick([plain, plain, plain + ".0", plain + "e0", plain + "E+0", number == 0 ? "0.000" : plain + ".00"])
    }

    /// How the batch writes a JSON number on its command line: whole numbers without a
    /// fraction, others in Swift's shortest round-tripping spelling.
    private func spelled(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return number == 0 ? "0" : String(Int64(number)) }
        return "\(number)"
    }

    private func camelCase(_ long: String) -> String {
        let parts = long.split(separator: "-")
        return parts.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
    }

    private func kebab(_ key: String) -> String {
        key.reduce(into: "") { result, character in
            result += character.isUppercase ? "-" + character.lowercased() : String(character)
        }
    }
}

extension SplitMix64 {
    /// Fisher-Yates, from this generator so that the order reproduces.
    mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for index in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(index, below(index + 1))
        }
    }
}

extension GeneratedLine {
    func retyped(_ expectation: Expectation) -> GeneratedLine {
        GeneratedLine(text: text, idText: idText, expectation: expectation)
    }
}
