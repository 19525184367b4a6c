/// A value given on the command line or in a `batch` line, with the option it belongs to and its
/// place in argv.
struct ArgumentValue: Sendable, Equatable {
    let text: String
    /// Index in the arguments after the program name, for messages and tests; -1 when the value
    /// did not come from argv.
    let index: Int
    /// The numbers of a value that arrived as JSON numbers (`"rowHeight": 44`, `"contentSize":
    /// {"width": 402, "height": 2000}`), in the order `text` writes them: read without parsing
    /// `text` again. `text` is still what the command line would have been given, for messages.
    let numbers: ArgumentNumbers?

    init(text: String, index: Int, numbers: ArgumentNumbers? = nil) {
        self.text = text
        self.index = index
        self.numbers = numbers
    }
}

/// Up to four numbers, without an array's allocation.
struct ArgumentNumbers: Sendable, Equatable {
    var values: (Double, Double, Double, Double)
    var count: Int

    init(_ a: Double, _ b: Double = 0, _ c: Double = 0, _ d: Double = 0, count: Int) {
        values = (a, b, c, d)
        self.count = count
    }

    subscript(index: Int) -> Double {
        switch index {
        case 0: values.0
        case 1: values.1
        case 2: values.2
        default: values.3
        }
    }

    static func == (lhs: ArgumentNumbers, rhs: ArgumentNumbers) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }
}

/// The command line after tokenising: which command, which options with which raw values.
struct ParsedArguments: Sendable {
    let command: CommandSpec
    /// Every option given, in the order first given, with its values in order. A short list
    /// rather than a dictionary: a command has a few dozen options, lines give a handful, and
    /// the same literal names compare in one step; values of one option append in constant time
    /// however often it repeats.
    private var entries: [(long: String, values: [ArgumentValue])] = []
    var positionals: [ArgumentValue] = []
    var wantsHelp = false

    init(command: CommandSpec) {
        self.command = command
    }

    private func slot(_ long: String) -> Int? {
        entries.firstIndex { $0.long == long }
    }

    mutating func add(_ value: ArgumentValue, for long: String) {
        if let slot = slot(long) {
            entries[slot].values.append(value)
        } else {
            entries.append((long, [value]))
        }
    }

    /// Adds a value after the checks every source of options shares (argv, batch lines, check
    /// specs): repetitions are bounded, a single-valued option keeps one value, and a choice is
    /// one of the option's, matched case-insensitively and kept in the table's spelling.
    mutating func add(checked given: ArgumentValue, for spec: OptionSpec) throws(UsageError) {
        var value = given
        let earlier = slot(spec.long).map { entries[$0].values } ?? []
        if earlier.count >= Limits.optionRepetitions {
            throw UsageError("option '--\(spec.long)' given more than \(Limits.optionRepetitions) times", code: .unknownKey)
        }
        if !spec.repeatable, let first = earlier.first, spec.takesValue, first.text != value.text {
            throw UsageError("option '--\(spec.long)' given twice ('\(first.text)' and '\(value.text)'); it takes one value", code: .unknownKey)
        }
        if !spec.choices.isEmpty, !spec.choices.contains(value.text) {
            let lowered = value.text.lowercased()
            guard let canonical = spec.choices.first(where: { $0.lowercased() == lowered }) else {
                throw UsageError(
                    "invalid value '\(value.text)' for '--\(spec.long)' (expected \(spec.choices.joined(separator: ", ")))"
                        + Suggestion.clause(for: value.text, in: spec.choices))
            }
            value = ArgumentValue(text: canonical, index: value.index)
        }
        add(value, for: spec.long)
    }

    func has(_ long: String) -> Bool { slot(long) != nil }

    /// The values of `long`, in the order given.
    func all(_ long: String) -> [ArgumentValue] { slot(long).map { entries[$0].values } ?? [] }

    /// How many times `long` was given.
    func count(_ long: String) -> Int { slot(long).map { entries[$0].values.count } ?? 0 }

    /// The single value of a non-repeatable option.
    func single(_ long: String) -> ArgumentValue? { slot(long).flatMap { entries[$0].values.last } }
}
