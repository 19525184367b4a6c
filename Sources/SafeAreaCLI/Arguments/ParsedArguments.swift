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
    /// Every option given, in command-line order; a flag has an empty text. A list, not a
    /// dictionary: a command line holds a handful of options.
    private(set) var options: [(long: String, value: ArgumentValue)] = []
    var positionals: [ArgumentValue] = []
    var wantsHelp = false

    init(command: CommandSpec) {
        self.command = command
    }

    mutating func add(_ value: ArgumentValue, for long: String) {
        options.append((long, value))
    }

    func has(_ long: String) -> Bool { options.contains { $0.long == long } }

    /// The values of `long`, in the order given.
    func all(_ long: String) -> [ArgumentValue] { options.filter { $0.long == long }.map(\.value) }

    /// The single value of a non-repeatable option.
    func single(_ long: String) -> ArgumentValue? { options.last { $0.long == long }?.value }
}
