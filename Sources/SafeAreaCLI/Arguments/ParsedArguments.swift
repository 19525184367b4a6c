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
    /// Raw values per long option name, in the order given; flags map to an empty text.
    var values: [String: [ArgumentValue]] = [:]
    var positionals: [ArgumentValue] = []
    var wantsHelp = false

    init(command: CommandSpec) {
        self.command = command
    }

    func has(_ long: String) -> Bool { values[long] != nil }

    func all(_ long: String) -> [ArgumentValue] { values[long] ?? [] }

    /// The single value of a non-repeatable option.
    func single(_ long: String) -> ArgumentValue? { values[long]?.last }
}
