import Testing
import SafeAreaCore
@testable import SafeAreaCLI

@Suite("Argument parser")
struct ParserTests {
    let spec = InsetsCommand.spec

    @Test func everySpellingOfAValue() throws {
        for arguments in [["--device", "iPhone X"], ["--device=iPhone X"], ["-d", "iPhone X"], ["-diPhone X"], ["-d=iPhone X"]] {
            let parsed = try ArgumentParser.parse(arguments, command: spec)
            #expect(Array(parsed.each(CommonOptions.device)).map(\.text) == ["iPhone X"], "\(arguments)")
        }
    }

    @Test func repeatedOptionsKeepEveryValueInOrder() throws {
        let parsed = try ArgumentParser.parse(["-d", "a", "--device", "b", "-o", "portrait", "-o", "landscape"], command: spec)
        #expect(Array(parsed.each(CommonOptions.device)).map(\.text) == ["a", "b"])
        #expect(Array(parsed.each(CommonOptions.orientation)).map(\.text) == ["portrait", "landscape"])
    }

    /// Choice values are matched without regard to case and kept in the table's spelling.
    @Test func choicesIgnoreCase() throws {
        let parsed = try ArgumentParser.parse(["--status-bar", "Hidden", "--navigation-bar=LARGE", "-o", "LandscapeLeft"], command: spec)
        #expect(parsed.single(CommonOptions.statusBar)?.text == "hidden")
        #expect(parsed.single(ScreenContextOptions.navigationBar)?.text == "large")
        #expect(parsed.single(CommonOptions.orientation)?.text == "landscapeLeft")
        #expect(try ArgumentParser.parse(["--status-bar", "system"], command: spec).single(CommonOptions.statusBar)?.text == "system")
    }

    @Test func aValueMayStartWithADash() throws {
        let parsed = try ArgumentParser.parse(["--frame", "-10,0,20,20"], command: spec)
        #expect(parsed.single(CommonOptions.frame)?.text == "-10,0,20,20")
    }

    @Test func doubleDashEndsOptionsAndDashIsPositional() throws {
        let batchLike = CommandSpec(
            name: "t", summary: "", positional: PositionalSpec(name: "FILE", help: "", isRequired: true),
            options: [], details: [], examples: [])
        #expect(try ArgumentParser.parse(["-"], command: batchLike).positionals.map(\.text) == ["-"])
        #expect(try ArgumentParser.parse(["--", "--help"], command: batchLike).positionals.map(\.text) == ["--help"])
        #expect(throws: UsageError("'t' needs a FILE argument")) {
            try ArgumentParser.parse([], command: batchLike)
        }
    }

    @Test func helpWinsOverMissingArguments() throws {
        #expect(try ArgumentParser.parse(["--bogus-later", "--help"].suffix(1), command: spec).wantsHelp)
    }

    /// Values are cut at their separators by bytes when ASCII: the parts must be those a split by
    /// characters gives, empty parts, spaces and a separator joined to a combining mark included.
    @Test(arguments: ["390x2000", "x", "", "xx", " 1 x 2 ", "1x2x3", "390x\u{301}2000", "é x 2", "0,16,8,16", ",,,", "1,2,\r\n3"])
    func valuesAreCutAsCharactersCutThem(_ text: String) {
        for separator: Character in ["x", ","] {
            #expect(ValueParsing.parts(of: text, separator: separator) == text.split(separator: separator, omittingEmptySubsequences: false))
        }
    }

    /// A device named twice, in any spelling, is answered once, in the place first named: by
    /// comparing ids for a few names, through a set for the whole catalogue.
    @Test func aDeviceNamedTwiceIsAnsweredOnce() {
        let few = runCLI(["insets", "-d", "iPhone X", "-d", "iphone-8", "-d", "iphone-x", "-d", "iPhone10,3", "--ios", "16", "-f", "jsonl"])
        #expect(few.status == 0)
        #expect(few.output.split(separator: "\n").map { $0.contains(#""device":"iphone-x""#) } == [true, false])
        let every = runCLI(["devices", "-d", "iphone-8", "-d", "all", "-f", "jsonl"])
        let catalogue = runCLI(["devices", "-f", "jsonl"]).output.split(separator: "\n")
        let lines = every.output.split(separator: "\n")
        #expect(every.status == 0 && lines.count == catalogue.count)
        #expect(lines.first == catalogue.first { $0.contains(#""device":"iphone-8""#) })
    }

    /// Orientations are answered in the order first asked, each once, whatever word named them.
    @Test(arguments: [
        (["-o", "landscapeLeft"], ["landscapeLeft"]),
        (["-o", "landscapeLeft", "-o", "landscapeLeft"], ["landscapeLeft"]),
        (["-o", "landscapeLeft", "-o", "portrait", "-o", "landscapeLeft", "-o", "landscape"], ["landscapeLeft", "portrait", "landscapeRight"]),
        (["-o", "landscape", "-o", "all"], ["landscapeLeft", "landscapeRight", "portrait", "portraitUpsideDown"]),
        ([], ["portrait"]),
    ])
    func orientationsInTheOrderFirstAsked(arguments: [String], expected: [String]) {
        let run = runCLI(["insets", "-d", "iPad Pro 11-inch (M4)", "--ios", "17", "-f", "jsonl"] + arguments)
        #expect(run.status == 0)
        let orientations = run.output.split(separator: "\n").map { line in
            expected.first { line.contains("\"orientation\":\"\($0)\"") } ?? String(line)
        }
        #expect(orientations == expected)
    }

    @Test func suggestions() {
        #expect(Suggestion.nearest(to: "devcie", in: ["device", "family"]) == "device")
        #expect(Suggestion.nearest(to: "zzzzzz", in: ["device", "family"]) == nil)
        #expect(Suggestion.editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    }
}

/// The option tables are the single source of parsing and help; keep them consistent.
@Suite("Option tables")
struct OptionTableTests {
    @Test func namesAreUniqueAndValuesNamed() {
        for command in CommandTable.specs {
            let longs = command.options.map(\.long)
            #expect(Set(longs).count == longs.count, "\(command.name) repeats a long name")
            let shorts = command.options.compactMap(\.short)
            #expect(Set(shorts).count == shorts.count, "\(command.name) repeats a short name")
            #expect(!shorts.contains("h"), "-h is help")
            for option in command.options {
                #expect(option.choices.isEmpty || option.takesValue, "--\(option.long) has choices but takes no value")
                #expect(option.long.allSatisfy { $0.isLowercase || $0 == "-" }, "--\(option.long) is not kebab-case")
            }
        }
    }

    /// The choices written out in the option tables (for start-up time) are the enums' cases,
    /// in their order.
    @Test func spelledOutChoicesAreTheEnumsCases() {
        #expect(CommonOptions.family.choices == DeviceFamily.allCases.map(\.rawValue))
        #expect(CommonOptions.format.choices == OutputFormat.allCases.map(\.rawValue))
        #expect(CommonOptions.statusBar.choices == StatusBarPreference.allCases.map(\.rawValue))
        #expect(OrientationChoice.names == Orientation.allCases.map(\.rawValue) + ["landscape", "all"])
        #expect(ScreenContextOptions.navigationBar.choices == NavigationBarStyle.allCases.map(\.rawValue))
        #expect(ScreenContextOptions.split.choices == SplitFraction.allCases.map(\.rawValue))
        #expect(ScreenContextOptions.splitSide.choices == SplitSide.allCases.map(\.rawValue))
        #expect(ScreenContextOptions.posture.choices == Posture.allCases.map(\.rawValue))
        #expect(ScreenContextOptions.contentSizeCategory.choices == ContentSizeCategory.allCases.map(\.rawValue))
        // The options read by their choice's place (`ArgumentValue.chosen`).
        #expect(ScrollOptions.behavior.choices == ContentInsetAdjustmentBehavior.allCases.map(\.rawValue))
        #expect(TableCommand.style.choices == TableViewSpec.Style.allCases.map(\.rawValue))
        #expect(CollectionCommand.reference.choices == FlowLayoutSpec.SectionInsetReference.allCases.map(\.rawValue))
        #expect(CSSCommand.viewportFit.choices == ViewportFit.allCases.map(\.rawValue))
    }

    /// A checked choice carries its place among its option's choices, and is read by it as its
    /// text would be.
    @Test func aCheckedChoiceKnowsItsPlace() throws {
        let parsed = try ArgumentParser.parse(["--navigation-bar", "Standard", "-o", "landscapeRight", "--status-bar", "hidden"], command: InsetsCommand.spec)
        let bar = try #require(parsed.single(ScreenContextOptions.navigationBar))
        #expect(bar.choice == 2 && bar.chosen(NavigationBarStyle.self) == .standard)
        #expect(parsed.single(CommonOptions.statusBar)?.chosen(StatusBarPreference.self) == .hidden)
        var expanded: [Orientation] = []
        OrientationChoice.expand(try #require(parsed.single(CommonOptions.orientation))) { expanded.append($0) }
        #expect(expanded == [.landscapeRight])
        // A value not known to be a choice is read by its text.
        #expect(ArgumentValue(text: "large", index: -1).chosen(NavigationBarStyle.self) == .large)
        #expect(ArgumentValue(text: "wide", index: -1).chosen(NavigationBarStyle.self) == nil)
    }

    @Test func helpFitsEightyColumns() {
        let texts = CommandTable.specs.map(HelpFormatter.commandHelp) + [HelpFormatter.programHelp(commands: CommandTable.specs, version: "0")]
        for text in texts {
            for line in text.split(separator: "\n") {
                #expect(line.count <= 80, "too wide: \(line)")
            }
        }
    }

    @Test func readmeShowsTheCurrentHelp() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        // The README shows the commands and exit status; the limits that end the help are listed below it.
        let help = runCLI(["--help"]).output.split(separator: "\n", omittingEmptySubsequences: false)
        let end = try #require(help.firstIndex { $0.hasPrefix("Run 'safearea <command> --help'") })
        let shown = help[...end].joined(separator: "\n")
        #expect(readme.contains("```\n$ safearea --help | head -\(end + 1)\n" + shown + "\n```"), "README's usage block differs from --help")
    }
}

/// The text views (issue 15): 80 columns by default for one device with no bars, every column
/// with --wide, exactly the named fields with --columns.
@Suite("Text views")
struct TextViewTests {
    @Test(arguments: [
        ["insets", "-d", "iPhone 16 Pro", "-o", "landscapeLeft"],
        ["scroll", "-d", "iPhone 16 Pro", "-o", "landscapeLeft", "--content-size", "402x2000"],
        ["collection", "-d", "iPhone 16 Pro", "-o", "landscapeLeft", "--item-size", "100x100", "--items", "9"],
        ["table", "-d", "iPhone 16 Pro", "-o", "landscapeLeft"],
        ["css", "-d", "iPhone 16 Pro", "-o", "landscapeLeft"],
        ["devices", "-d", "iPhone 16 Pro"],
        ["policy", "-d", "iPhone X", "-"],
    ])
    func defaultViewFitsEightyColumns(_ arguments: [String]) {
        let stdin = #"{"windows": [{"name": "main", "root": "a"}], "viewControllers": {"a": {}}}"#
        let result = runCLI(arguments, stdin: stdin)
        #expect(result.status == 0, "\(result.errors)")
        let table = result.output.split(separator: "\n").prefix(2)
        #expect(!table.isEmpty)
        for line in table { #expect(line.count <= 80, "\(arguments[0]): \(line)") }
    }

    /// The top-level keys of one JSON object, in order.
    private func topLevelKeys(_ json: String) -> [String] {
        guard let value = try? JSONReader.parse(json), case .object(let members) = value.kind else { return [] }
        return members.map(\.key)
    }

    /// Every command's `--wide` has a column for each field of its JSON, but those text shows
    /// otherwise (``TextTable/notColumns``).
    @Test(arguments: [["scroll"], ["collection"], ["table"], ["insets", "--navigation-bar", "standard"]])
    func wideHasEveryField(_ command: [String]) {
        let arguments = command + ["-d", "iPhone 17 Pro", "-o", "landscapeLeft"]
        let header = runCLI(arguments + ["--wide"]).output.prefix { $0 != "\n" }.split(separator: " ").map(String.init)
        let keys = topLevelKeys(runCLI(arguments + ["-f", "jsonl"]).output)
        #expect(keys.count > 10)
        for key in keys where !TextTable.notColumns.contains(key) { #expect(header.contains(key), "\(command[0]) --wide lacks \(key)") }
    }

    @Test func wideShowsEveryColumnAndColumnsPicksFields() {
        let wide = runCLI(["insets", "-d", "iPhone X", "--ios", "16", "--wide"]).output
        let header = wide.prefix { $0 != "\n" }.split(separator: " ").map(String.init)
        // Every field of the JSON is a column, but those text shows otherwise: the id (the name
        // is shown), the size classes as one column, the guides before iOS 11 in safeAreaInsets,
        // and notes, disputes and evidence as the lines under the table.
        let json = runCLI(["insets", "-d", "iPhone X", "--ios", "16", "-f", "jsonl"]).output
        let shownOtherwise: Set = ["device", "horizontalSizeClass", "verticalSizeClass", "topLayoutGuide", "bottomLayoutGuide", "notes", "disputes", "evidence"]
        let keys = topLevelKeys(json)
        #expect(keys.count > 20)
        for key in keys where !shownOtherwise.contains(key) { #expect(header.contains(key), "--wide lacks \(key)") }
        #expect(header.contains("sizeClasses"))
        #expect(wide.contains("16, 44, 343, 734 *"), "the readable content guide, derived")
        let picked = runCLI(["insets", "-d", "iPhone X", "--ios", "16", "--columns", "name, safeAreaInsets.top,statusBarHidden"]).output
        #expect(picked == "name      safeAreaInsets.top  statusBarHidden\niPhone X  44                  false\n")
    }

    @Test(arguments: [
        (["insets", "--columns", "safeAreaInset"], "safearea: unknown column 'safeAreaInset' (the fields of the JSON output); did you mean 'safeAreaInsets'?"),
        (["insets", "--columns", ","], "safearea: --columns names no field; give field names such as name,safeAreaInsets"),
        (["insets", "--columns", "name", "--wide"], "safearea: --columns picks the columns itself; it cannot be combined with --wide"),
    ])
    func badViewsAreUsageErrors(_ arguments: [String], _ message: String) {
        let result = runCLI(arguments)
        #expect(result.status == 2)
        #expect(result.errors == message + "\n")
    }
}
