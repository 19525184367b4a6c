/// One command-line option: the single entry that parsing, `--help` and suggestions all read.
/// A class of constants: options are read per batch line, and a struct of this many strings was
/// copied, a retain of each, wherever one was bound.
final class OptionSpec: Sendable {
    /// Long name without dashes: `device` for `--device`.
    let long: String
    /// Short alias without the dash: `d` for `-d`.
    let short: Character?
    /// Placeholder shown in help (`NAME`); nil for a flag that takes no value.
    let valueName: String?
    /// The accepted values, when the set is closed; used for validation and suggestions.
    let choices: [String]
    /// True when the option may be given more than once, each value kept.
    let repeatable: Bool
    /// One line of help, without the option's name.
    let help: String
    /// The option's bit among the names a `ParsedArguments` holds (``ParsedArguments/nameBit(_:)``).
    let nameBit: UInt64

    init(
        _ long: String, short: Character? = nil, value valueName: String? = nil, choices: [String] = [],
        repeatable: Bool = false, help: String
    ) {
        self.long = long
        self.short = short
        self.valueName = valueName
        self.choices = choices
        self.repeatable = repeatable
        self.help = help
        nameBit = ParsedArguments.nameBit(long)
    }

    var takesValue: Bool { valueName != nil }

    /// The place among ``choices`` of the word a JSON boolean stands for, when the option takes a
    /// `BOOL` (`true` or `false`): a batch line or a check query gives it `true` as it gives a
    /// flag, and the word too. Nil for every other option.
    func choice(forBoolean value: Bool) -> Int? {
        valueName == "BOOL" ? choices.firstIndex(of: value ? "true" : "false") : nil
    }

    /// The bits of `options`' names together, for ``ParsedArguments/mayHave(anyOf:)``.
    static func bits(of options: [OptionSpec]) -> UInt64 {
        var bits: UInt64 = 0
        for option in options { bits |= option.nameBit }
        return bits
    }

    /// `-d, --device NAME`, as the help's left column shows it.
    var synopsis: String {
        let names = (short.map { "-\($0), " } ?? "    ") + "--" + long
        return valueName.map { names + " " + $0 } ?? names
    }
}

/// The positional argument a command takes, such as the input file of `batch`.
struct PositionalSpec: Sendable {
    let name: String
    let help: String
    let isRequired: Bool
    /// The words it may be, which completions offer in place of file names; empty for a file.
    var choices: [String] = []
}

/// A command: its options, positional argument and help text. A class of constants, as
/// ``OptionSpec`` is: every parsed command line and batch line holds its command's.
final class CommandSpec: Sendable {
    let name: String
    /// One line shown in the command list and at the top of the command's help.
    let summary: String
    let positional: PositionalSpec?
    let options: [OptionSpec]
    /// Paragraphs shown after the options in `--help`.
    let details: [String]
    /// Example invocations shown last in `--help`.
    let examples: [String]

    init(name: String, summary: String, positional: PositionalSpec?, options: [OptionSpec], details: [String], examples: [String]) {
        self.name = name
        self.summary = summary
        self.positional = positional
        self.options = options
        self.details = details
        self.examples = examples
    }

    func option(named long: String) -> OptionSpec? { options.first { $0.long.isSameWord(as: long) } }
    func option(short: Character) -> OptionSpec? { options.first { $0.short == short } }
}

extension String {
    /// `self == other`, lengths compared first. Option names and choices are looked up for every
    /// batch line, mostly against names that differ, and an `==` of two different strings takes
    /// the standard library's slow path (about 4% of a batch line went to it). Unlike `==`, two
    /// canonically equivalent spellings of different lengths differ: the names are ASCII.
    @inline(__always) func isSameWord(as other: String) -> Bool {
        utf8.count == other.utf8.count && self == other
    }
}
