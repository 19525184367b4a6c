import Testing
@testable import SafeAreaCLI

/// "Did you mean": by spelling, else by words abbreviated in order; other makers' devices are
/// told what the catalogue holds rather than offered an Apple name.
@Suite("Suggestions")
struct SuggestionTests {
    static let insetsOptions = InsetsCommand.spec.options.map(\.long) + ["help"]

    @Test(arguments: [
        ("devcie", "device"),
        ("navbar", "navigation-bar"),
        ("navigationbar", "navigation-bar"),
        ("statusbar", "status-bar"),
        ("tabbar", "tab-bar"),
        ("failonunsupported", "fail-on-unsupported"),
        ("runsios", "runs-ios"),
        ("orientaton", "orientation"),
        ("bar", nil),
        ("zzzzzz", nil),
    ] as [(String, String?)])
    func options(_ typed: String, _ expected: String?) {
        let found = Suggestion.nearest(to: typed, in: Self.insetsOptions) ?? Suggestion.abbreviated(typed, in: Self.insetsOptions)
        #expect(found == expected)
    }

    @Test(arguments: [
        ("nb", ["navigation-bar"], nil),
        ("navb", ["navigation-bar"], "navigation-bar"),
        ("stbar", ["status-bar", "split-bar"], "status-bar"),
        ("sbar", ["status-bar", "split-bar"], nil),
        ("navbarx", ["navigation-bar"], nil),
    ] as [(String, [String], String?)])
    func abbreviations(_ typed: String, _ candidates: [String], _ expected: String?) {
        #expect(Suggestion.abbreviated(typed, in: candidates) == expected)
    }

    @Test(arguments: [
        (["insets", "--navbar", "standard"], "safearea: unknown option '--navbar' for 'insets'; did you mean '--navigation-bar'?\n"),
        (["insets", "-d", "Pixel 9"], "safearea: unknown device 'Pixel 9': the catalogue holds Apple's iPhone, iPod touch and iPad; 'safearea devices' lists them\n"),
        (["css", "-d", "Galaxy S24"], "safearea: unknown device 'Galaxy S24': the catalogue holds Apple's iPhone, iPod touch and iPad; 'safearea devices' lists them\n"),
        (["insets", "-d", "iPhone 16 Prp"], "safearea: unknown device 'iPhone 16 Prp'; did you mean 'iPhone 16 Pro'?; 'safearea devices' lists them\n"),
    ])
    func messages(_ arguments: [String], _ expected: String) {
        let result = runCLI(arguments)
        #expect(result.status == 2)
        #expect(result.errors == expected)
    }

    @Test func anUnknownBatchCommandListsTheCommands() {
        let result = runCLI(["batch"], stdin: #"{"command":"draw"}"# + "\n")
        #expect(result.output == #"{"line":1,"error":{"code":"unknown_command","message":"unknown command 'draw'; a line's command is one of collection, css, devices, insets, policy, scroll, table"}}"# + "\n")
    }
}

/// The shells complete file names where a command or option takes a file.
@Suite("Completions of files")
struct FileCompletionTests {
    @Test func bashCompletesFilesAndDirectories() {
        let bash = runCLI(["completions", "bash"]).output
        #expect(bash.contains(#""check --profiles") COMPREPLY=($(compgen -d -- "$cur")); return ;;"#))
        #expect(bash.contains(#""insets --measurements") COMPREPLY=($(compgen -f -- "$cur")); return ;;"#))
        #expect(bash.contains(#"check) if [[ "$cur" == -* ]]; then"#))
        #expect(bash.contains(#"else COMPREPLY=($(compgen -f -- "$cur")); fi ;;"#))
        #expect(runCLI(["man"]).output.contains(".SH SEE ALSO\n"))
    }

    /// fish completes files wherever a completion does not say `-f`: a FILE value and a
    /// command's argument; a DIR value completes directories only.
    @Test func fishCompletesFilesAndDirectories() {
        let fish = runCLI(["completions", "fish"]).output.split(separator: "\n")
        #expect(fish.contains { $0.hasPrefix("complete -c safearea -n '__fish_seen_subcommand_from check' -l profiles -r -f -a '(__fish_complete_directories)'") })
        let measurements = fish.first { $0.hasPrefix("complete -c safearea -n '__fish_seen_subcommand_from insets' -l measurements -r") }
        #expect(measurements?.contains(" -f ") == false)
        #expect(!fish.contains { $0.contains("__fish_seen_subcommand_from check") && $0.contains(" -f ") && !$0.contains(" -l ") })
    }
}
