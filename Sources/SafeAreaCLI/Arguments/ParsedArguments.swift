/// A value given on the command line, with the option it belongs to and its place in argv.
struct ArgumentValue: Sendable, Equatable {
    let text: String
    /// Index in the arguments after the program name, for messages and tests.
    let index: Int
}

/// The command line after tokenising: which command, which options with which raw values.
/// Turning the strings into typed requests is the next step (``RequestReader``).
struct ParsedArguments: Sendable {
    let command: CommandSpec
    /// Every option's values in command-line order, by long name. A dictionary, so that adding and
    /// looking up stay constant-time however often an option repeats (40,000 `--tab-bar` once
    /// took a minute through a list).
    private var values: [String: [ArgumentValue]] = [:]
    var positionals: [ArgumentValue] = []
    var wantsHelp = false

    init(command: CommandSpec) {
        self.command = command
    }

    mutating func add(_ value: ArgumentValue, for long: String) {
        values[long, default: []].append(value)
    }

    func has(_ long: String) -> Bool { values[long] != nil }

    /// The values of `long`, in the order given.
    func all(_ long: String) -> [ArgumentValue] { values[long] ?? [] }

    /// How many times `long` was given.
    func count(_ long: String) -> Int { values[long]?.count ?? 0 }

    /// The single value of a non-repeatable option.
    func single(_ long: String) -> ArgumentValue? { values[long]?.last }
}
