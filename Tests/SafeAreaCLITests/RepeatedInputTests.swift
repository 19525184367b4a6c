import Foundation
import Testing
@testable import SafeAreaCLI

/// The reproducers of issue 54: input inside the documented limits that repeated itself held
/// memory or took time in proportion to its repeats, and inputs read by one rule in one place and
/// another elsewhere. Each device and orientation is now held once, each name resolved once, each
/// file and directory read once, and every file follows one rule for byte-order marks, blank
/// lines and booleans. The sizes here are the reproducers' scaled down; `make bench`
/// (Tests/Benchmarks/reliability.sh) times the full ones on the release binary.
@Suite("Repeated input")
struct RepeatedInputTests {
    private func write(_ text: String, named name: String, in directory: URL) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private static let byteOrderMark = "\u{FEFF}"

    // MARK: - Each device and orientation once, in the order first named

    /// 2.2 GiB for 1.8 million lines naming one device: every name was kept as a value and every
    /// device as a profile until the end. Duplicates were, and are, answered once.
    @Test func aDeviceListRepeatingOneNameSelectsItOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write(String(repeating: "iPhone X\n", count: 200_000) + "iPhone 8\niphone-x\n", named: "devices.txt", in: directory)
        let result = runCLI(["insets", "--devices-from", path, "-d", "iPhone 8", "-f", "jsonl"])
        #expect(result.status == 0, "\(result.errors)")
        let devices = result.output.split(separator: "\n").map { $0.split(separator: "\"")[3] }
        #expect(devices == ["iphone-8", "iphone-x"])
    }

    /// The same file (or standard input) named twice is read once: a second read selected
    /// nothing new, and standard input had nothing left, so `-` twice "named no device".
    @Test func aDeviceFileNamedTwiceIsReadOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = try write("iPhone 8\niPhone X\n", named: "devices.txt", in: directory)
        let files = Array(repeating: ["--devices-from", path], count: 1_000).flatMap { $0 }
        let result = runCLI(["insets"] + files + ["-f", "jsonl"])
        #expect(result.status == 0 && result.output.split(separator: "\n").count == 2, "\(result.errors)")
        let input = runCLI(["insets", "--devices-from", "-", "--devices-from", "-", "-f", "jsonl"], stdin: "iPhone X\n")
        #expect(input.status == 0 && input.output.split(separator: "\n").count == 1, "\(input.errors)")
    }

    /// What a selection remembers of the spellings it took is bounded, whatever the input.
    @Test func theSpellingsSeenAreBounded() {
        var seen = SpellingsSeen()
        seen.insert(String(repeating: "x", count: SpellingsSeen.longestKept + 1))
        #expect(!seen.contains(String(repeating: "x", count: SpellingsSeen.longestKept + 1)))
        for index in 0..<SpellingsSeen.limit { seen.insert("name \(index)") }
        #expect(seen.contains("name 0") && seen.contains("name \(SpellingsSeen.limit - 1)"))
        seen.insert("one more")
        #expect(seen.contains("one more") && !seen.contains("name 0"))
    }

    /// A name is refused after every file is read: a file that cannot be read is the error
    /// whatever the names, as before names were selected as they were read.
    @Test func anUnreadableFileIsTheErrorBeforeAnUnknownName() {
        let result = runCLI(["insets", "-d", "iPhone 99", "--devices-from", "/nonexistent/devices.txt"])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: cannot open '/nonexistent/devices.txt': no such file or directory\n")
    }

    /// 1.5 GiB for a check spec listing one device 1.2 million times: each name was resolved,
    /// each element's path recorded and each device kept.
    @Test func aSpecRepeatingOneDeviceChecksItOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = Array(repeating: #""iPhone X""#, count: 200_000).joined(separator: ",")
        let orientations = Array(repeating: #""portrait""#, count: 50_000).joined(separator: ",")
        let spec = #"{"devices": ["iPhone 8", \#(names), "all"], "family": "phone", "orientations": [\#(orientations)], "#
            + #""elements": [{"name": "e", "relativeTo": "safeArea", "left": 0, "right": 0, "top": 0, "height": 10}], "#
            + #""assertions": [{"element": "e", "insideSafeArea": true}]}"#
        let result = runCLI(["check", try write(spec, named: "spec.json", in: directory), "-f", "json"])
        #expect(result.status == 0, "\(result.errors)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let pairs = try #require(report["results"] as? [[String: Any]]).map { $0["device"] as? String }
        let phones = runCLI(["devices", "--family", "phone", "-f", "jsonl"]).output.split(separator: "\n").count
        #expect(pairs.count == phones)
        #expect(pairs.prefix(2) == ["iphone-8", "iphone-x"])
    }

    /// A name in a spec's long list is still located when it is wrong.
    @Test func aBadNameDeepInASpecIsLocated() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let names = Array(repeating: #""iPhone X""#, count: 1_000).joined(separator: ",")
        let spec = #"{"devices": [\#(names), 5], "assertions": [{"element": "e", "insideSafeArea": true}]}"#
        let path = try write(spec, named: "spec.json", in: directory)
        let result = runCLI(["check", path])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: \(path):1:\(15 + 11 * 1_000): devices[1000]: expected a string, found a number\n")
    }

    // MARK: - Work bounded by the input

    /// 21 s for `--profiles DIR` given 1,000 times: the directory was read and the catalogue
    /// rebuilt each time.
    @Test func aProfileDirectoryGivenOftenIsReadOnce() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundled = packageRoot.appendingPathComponent("Profiles")
        for name in try FileManager.default.contentsOfDirectory(atPath: bundled.path) where name.hasSuffix(".json") {
            try FileManager.default.copyItem(at: bundled.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let given = (0..<1_000).flatMap { ["--profiles", $0 % 2 == 0 ? directory.path : directory.path + "/"] }
        let start = ContinuousClock.now
        let result = runCLI(["devices", "-d", "iPhone X", "-f", "jsonl"] + given)
        #expect(result.status == 0, "\(result.errors)")
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    /// A directory given again counts from where it was last given, as reading it there again
    /// would: its profile replaces the one of a directory given between.
    @Test func aDirectoryGivenAgainWinsFromItsLastPlace() throws {
        let first = try temporaryDirectory(), second = try temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let profile = try String(contentsOf: packageRoot.appendingPathComponent("Profiles/iphone-x.json"), encoding: .utf8)
        _ = try write(profile.replacingOccurrences(of: "\"name\": \"iPhone X\"", with: "\"name\": \"iPhone X (first)\""), named: "iphone-x.json", in: first)
        _ = try write(profile.replacingOccurrences(of: "\"name\": \"iPhone X\"", with: "\"name\": \"iPhone X (second)\""), named: "iphone-x.json", in: second)
        for (order, name) in [([first, second, first], "first"), ([second, first, second], "second"), ([first, second], "second")] {
            let result = runCLI(["devices", "-d", "iphone-x", "-f", "jsonl"] + order.flatMap { ["--profiles", $0.path] })
            #expect(result.output.contains("\"name\":\"iPhone X (\(name))\""), "\(order.map(\.lastPathComponent)): \(result.output.prefix(80))")
        }
    }

    /// The profiles a run loads are bounded, and so the pairs its selection holds.
    @Test func moreProfilesThanTheLimitAreRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for index in 0...Limits.loadedProfiles { _ = try write("{}", named: "p\(index).json", in: directory) }
        let result = runCLI(["devices", "--profiles", directory.path])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: --profiles: '\(directory.path)' would load more than 1000 profiles in all (1001 here)\n")
    }

    /// 15 s for a 4 MB name of many short words in batch: each word was compared with every word
    /// of every device. The name is refused, and its repeats match nothing.
    @Test(arguments: [String(repeating: "x ", count: 500_000), String(repeating: "iPhone 16 Pro ", count: 70_000)])
    func aNameOfManyWordsIsRefusedQuickly(_ name: String) {
        let start = ContinuousClock.now
        let result = runCLI(["batch"], stdin: "{\"command\":\"insets\",\"device\":\"\(name)\"}\n")
        #expect(result.output.hasPrefix(#"{"line":1,"error":{"code":"unknown_device","message":"unknown device '"#))
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    // MARK: - One rule for every input

    /// A byte-order mark was accepted by batch and `--devices-from` only; a tab-only line in
    /// `--devices-from` was a name, though a line of spaces was blank.
    @Test func aDeviceFileTakesAByteOrderMarkAndTabsAsBlank() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for text in [Self.byteOrderMark + "# phones\n\t\n \t \r\n\tiPhone X\t\r\n", Self.byteOrderMark + "iPhone X", "\t\niPhone X\n\t"] {
            let path = try write(text, named: "devices.txt", in: directory)
            let result = runCLI(["insets", "--devices-from", path, "-f", "jsonl"])
            #expect(result.status == 0, "\(text.debugDescription): \(result.errors)")
            #expect(result.output.split(separator: "\n").count == 1)
        }
        let blank = try write(Self.byteOrderMark + "\t\n \n#\n", named: "blank.txt", in: directory)
        #expect(runCLI(["insets", "--devices-from", blank]).errors == "safearea: --devices-from: '\(blank)' names no device\n")
    }

    @Test func aHierarchyASpecAndAProfileTakeAByteOrderMark() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let hierarchy = try String(contentsOf: packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/player.json"), encoding: .utf8)
        let policy = try write(Self.byteOrderMark + hierarchy, named: "player.json", in: directory)
        let plainPolicy = runCLI(["policy", packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/player.json").path, "-f", "jsonl"])
        let markedPolicy = runCLI(["policy", policy, "-f", "jsonl"])
        #expect(markedPolicy.status == 0, "\(markedPolicy.errors)")
        #expect(markedPolicy.output == plainPolicy.output)

        let spec = try String(contentsOf: packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/checkout.json"), encoding: .utf8)
        let checked = runCLI(["check", try write(Self.byteOrderMark + spec, named: "checkout.json", in: directory), "-f", "json"])
        #expect(checked.status == runCLI(["check", packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/checkout.json").path]).status)
        #expect(checked.output.hasPrefix("{"), "\(checked.errors)")
        // Lines and columns count from after the mark.
        let located = runCLI(["check", try write(Self.byteOrderMark + #"{"assertion": []}"#, named: "bad.json", in: directory)])
        #expect(located.errors.hasPrefix("safearea: \(directory.path)/bad.json:1:2: unknown key \"assertion\""), "\(located.errors)")

        let profiles = directory.appendingPathComponent("profiles")
        try FileManager.default.createDirectory(at: profiles, withIntermediateDirectories: true)
        let profile = try String(contentsOf: packageRoot.appendingPathComponent("Profiles/iphone-x.json"), encoding: .utf8)
        _ = try write(Self.byteOrderMark + profile, named: "iphone-x.json", in: profiles)
        let loaded = runCLI(["devices", "-d", "iPhone X", "--profiles", profiles.path, "-f", "jsonl"])
        #expect(loaded.status == 0, "\(loaded.errors)")
        #expect(loaded.output == runCLI(["devices", "-d", "iPhone X", "-f", "jsonl"]).output)
    }

    /// Blank is one rule: a batch line of tabs and spaces is skipped, as a `--devices-from` line.
    @Test func blankIsOneRule() {
        for line in ["\t", " \t ", "\t\r", ""] {
            #expect(InputText.isBlank(Array(line.utf8).filter { $0 != 0x0D }), "\(line.debugDescription)")
            #expect(Array(line.utf8).withUnsafeBufferPointer { InputText.trimmed($0[...]).isEmpty })
        }
        #expect(!InputText.isBlank(Array(" x ".utf8)))
    }
}
