import SafeAreaCore

/// A value given on the command line or in a `batch` line, with the option it belongs to and its
/// place in argv.
struct ArgumentValue: Sendable, Equatable {
    /// The text given; empty for a value given as numbers.
    private let givenText: String
    /// The numbers given as JSON numbers, and what separates them in the command line's
    /// spelling; no numbers for a value given as text. Fields rather than an enum of the two
    /// forms: an enum with two payloads was copied through the runtime's value witness, about a
    /// hundred instructions, wherever a value was read (2% of a batch line). A static string, so
    /// that copying a value retains nothing but its text.
    private let givenNumbers: ArgumentNumbers
    private let separator: StaticString
    /// Index in the arguments after the program name, for messages and tests; -1 when the value
    /// did not come from argv.
    let index: Int
    /// The value's place among its option's choices, when it is known to be one of them in the
    /// table's spelling (checked, or read as such from a batch line); else -1. A reader may
    /// turn it into its enum by place (`OrientationChoice.expand`)
    /// rather than compare the text with every case's name. By a `switch` of the reader's own,
    /// not a generic table: the runtime builds a generic type on its first use, which one query
    /// would pay for at start-up.
    let choice: Int

    init(text: String, index: Int, choice: Int = -1) {
        givenText = text
        givenNumbers = ArgumentNumbers(0, count: 0)
        separator = ""
        self.index = index
        self.choice = choice
    }

    /// A value that arrived as JSON numbers (`"rowHeight": 44`, `"contentSize": {"width": 402,
    /// "height": 2000}`): read without parsing text again, and spelled as the command line's
    /// text (`402x2000`) only when a message or a choice needs it.
    init(numbers: ArgumentNumbers, separator: StaticString, index: Int) {
        givenText = ""
        givenNumbers = numbers
        self.separator = separator
        self.index = index
        choice = -1
    }

    /// The value as the command line would have been given it.
    var text: String {
        guard givenNumbers.count > 0 else { return givenText }
        var text = NumberFormatting.text(givenNumbers[0])
        for index in 1..<givenNumbers.count {
            text += separator.description
            text += NumberFormatting.text(givenNumbers[index])
        }
        return text
    }

    /// The numbers of a value given as JSON numbers, in the order `text` writes them.
    var numbers: ArgumentNumbers? {
        givenNumbers.count > 0 ? givenNumbers : nil
    }

    static func == (lhs: ArgumentValue, rhs: ArgumentValue) -> Bool {
        lhs.index == rhs.index && lhs.text == rhs.text
    }
}

extension ArgumentValue {
    /// The case of `Choice` this value names: by its place among the option's choices when it
    /// is known to be one, for an option whose choices are `Choice`'s cases in order (a test
    /// holds each such option to it), else by its text. A generic function, specialized where
    /// it is called, rather than a table of a generic type the runtime would build at start-up.
    @inline(__always) func chosen<Choice: CaseIterable & RawRepresentable>(
        _ type: Choice.Type
    ) -> Choice? where Choice.RawValue == String, Choice.AllCases == [Choice] {
        Self.chosen(at: choice, Choice.self) ?? Choice(rawValue: text)
    }

    /// The case at `place` among `Choice`'s cases, for an option whose choices are those cases
    /// in order; nil for -1.
    @inline(__always) static func chosen<Choice: CaseIterable>(at place: Int, _ type: Choice.Type) -> Choice? where Choice.AllCases == [Choice] {
        guard place >= 0 else { return nil }
        let cases = Choice.allCases
        return place < cases.count ? cases[place] : nil
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
        get {
            switch index {
            case 0: values.0
            case 1: values.1
            case 2: values.2
            default: values.3
            }
        }
        set {
            switch index {
            case 0: values.0 = newValue
            case 1: values.1 = newValue
            case 2: values.2 = newValue
            default: values.3 = newValue
            }
        }
    }

    static func == (lhs: ArgumentNumbers, rhs: ArgumentNumbers) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }
}

/// One bit of a word per name, chosen by its length and last byte: names with different bits
/// differ, so a set of names as a word tells most names apart without comparing any (the options
/// a batch line gives, the keys of its objects).
enum NameBits {
    @inline(__always) static func bit(length: Int, last: UInt8) -> UInt64 {
        1 << UInt64((length &* 5 &+ Int(last)) & 63)
    }
}

/// The command line after tokenising: which command, which options with which raw values.
struct ParsedArguments: Sendable {
    /// Unowned and unchecked: every command's spec is a constant of its command, alive as long
    /// as the program. A batch worker reads each line into these arguments, and holding the
    /// spec of each line's command cost every line that asked another command than the line
    /// before a retain and a release, on a count that every thread changes.
    unowned(unsafe) private(set) var command: CommandSpec
    /// Each option given, in the order first given: its name, how often it was given and where
    /// its last value is. A short list rather than a dictionary: a command has a few dozen
    /// options, a line gives a handful, and the same literal names compare in one step.
    private var entries: [Entry] = []
    /// Every value in the order given; one array for all options, so that a batch line
    /// allocates once however many options it gives.
    private var values: [ArgumentValue] = []
    /// The entry of each value. Apart from the values, so that looking for an option's values
    /// reads these numbers and copies only the values it returns.
    private var owners: [Int] = []
    var positionals: [ArgumentValue] = []
    var wantsHelp = false

    // Named structs rather than tuples: a tuple type's metadata is built at run time, on the
    // first use of each shape, which every query's start-up would pay for.
    private struct Entry {
        /// The option. Unowned and unchecked: the command's spec, which `command` holds, keeps it,
        /// and an entry that retained it (and its name) cost every value added and every line
        /// emptied a reference count each.
        unowned(unsafe) let spec: OptionSpec
        var count: Int
        var last: Int
        /// True when its values are checked later, all at once (``add(unchecked:for:isChoice:)``).
        var checksLater = false
        /// How many of its values ``checkAdded()`` has checked, and the last of them.
        var checked = 0
        var lastChecked = 0
        /// True when its first value was added as one of the option's choices, spelled as the
        /// table spells it (``add(unchecked:for:isChoice:)``).
        var firstIsChoice = false

        /// True when its values need none of ``checkAdded()``'s checks: the one value of an
        /// option without choices, or that is one of its choices (the repetitions and the second
        /// value it would be checked against are the others'). Most of a batch line's values
        /// are such.
        var passesEveryCheck: Bool { count == 1 && (spec.choices.isEmpty || firstIsChoice) }
    }

    init(command: CommandSpec) {
        self.command = command
    }

    /// Empty again, for `command`, keeping the room of the values held: a batch thread reads every
    /// line into one, rather than allocating and freeing its arrays per line.
    mutating func reset(for command: CommandSpec) {
        self.command = command
        entries.emptyKeepingRoom()
        values.emptyKeepingRoom()
        owners.emptyKeepingRoom()
        positionals.emptyKeepingRoom()
        wantsHelp = false
        givenNames = 0
    }

    /// One bit per option given, chosen by its name's length and last byte. A command's readers
    /// ask for every option it has and a line gives a few, so most lookups miss, and this rejects
    /// most misses without comparing a name (the comparisons were 4% of a batch line). The last
    /// byte tells apart names of one length (`tab-bar`, `toolbar`; `device`, `family`).
    private var givenNames: UInt64 = 0

    @inline(__always) static func nameBit(_ long: String) -> UInt64 {
        let last = long.utf8.withContiguousStorageIfAvailable { $0.last ?? 0 } ?? long.utf8.last ?? 0
        return NameBits.bit(length: long.utf8.count, last: last)
    }

    /// ``slot(_:)`` for an option's spec, whose bit was worked out once, when it was made: the
    /// commands' readers ask for every option they have, a few dozen per batch line, and
    /// working out the bit of each name asked was most of a lookup.
    private func slot(_ option: OptionSpec) -> Int? {
        guard givenNames & option.nameBit != 0 else { return nil }
        // The spec the value was added for is most often the one asked with: a pointer
        // comparison finds it. A reader may ask with another spec of the same name, so the
        // names decide when no spec is the one.
        return entries.firstIndex { $0.spec === option } ?? slot(option.long, bit: option.nameBit)
    }

    @inline(__always) private func slot(_ long: String, bit: UInt64) -> Int? {
        guard givenNames & bit != 0 else { return nil }
        return entries.firstIndex { $0.spec.long.isSameWord(as: long) }
    }

    /// Adds a value to the command's option named `long`; an option the command does not have
    /// is never read, and is not kept.
    mutating func add(_ value: ArgumentValue, for long: String) {
        guard let spec = command.option(named: long) else { return }
        add(value, for: spec, at: slot(spec))
    }

    /// Adds a value to the entry `slot` already found for `spec`, or to a new one. The value is
    /// taken, not copied: a batch line's values are made to be added, and a copy retained each
    /// one's text to release it at once.
    private mutating func add(
        _ value: consuming ArgumentValue, for spec: OptionSpec, at slot: Int?, checksLater: Bool = false, isChoice: Bool = false
    ) {
        let entry: Int
        if let slot {
            entry = slot
            entries[slot].count += 1
            entries[slot].last = values.count
        } else {
            entry = entries.count
            entries.append(Entry(spec: spec, count: 1, last: values.count, checksLater: checksLater, firstIsChoice: isChoice))
            givenNames |= spec.nameBit
        }
        values.append(value)
        owners.append(entry)
    }

    /// Adds a value after the checks every source of options shares (argv, check specs).
    mutating func add(checked value: ArgumentValue, for spec: OptionSpec) throws(UsageError) {
        let slot = slot(spec)
        let checked = try Self.check(
            value, for: spec, given: slot.map { entries[$0].count } ?? 0, previous: slot.map { values[entries[$0].last] })
        add(checked ?? value, for: spec, at: slot)
    }

    /// Adds a value whose checks come later, all at once (``checkAdded()``): a batch line's
    /// values are all read, and a value of the wrong kind anywhere is its error, before any is
    /// checked. Added where it stays, the value is not copied again to be checked. `isChoice`
    /// says that the value is one of `spec`'s choices, in the table's own spelling: the one
    /// value of an option has nothing else to be checked for.
    mutating func add(unchecked value: consuming ArgumentValue, for spec: OptionSpec, isChoice: Bool = false) {
        add(value, for: spec, at: slot(spec), checksLater: true, isChoice: isChoice)
    }

    /// The checks of ``add(checked:for:)`` on the values added unchecked, in the order added,
    /// each against the values of its option before it, as if each had been added checked.
    mutating func checkAdded() throws(UsageError) {
        // Most lines have nothing to check: the entries say so without a value being read
        // (reading each value copied it, a reference count each).
        guard entries.contains(where: { $0.checksLater && !$0.passesEveryCheck }) else { return }
        for index in values.indices {
            let entry = owners[index]
            guard entries[entry].checksLater, !entries[entry].passesEveryCheck else { continue }
            let spec = entries[entry].spec
            let checked = entries[entry].checked
            let value = try Self.check(
                values[index], for: spec, given: checked, previous: checked > 0 ? values[entries[entry].lastChecked] : nil)
            if let value { values[index] = value }
            entries[entry].checked = checked + 1
            entries[entry].lastChecked = index
        }
    }

    /// The checks every source of options shares, on a value of `spec` given after `given`
    /// others, the last of them `previous`: repetitions are bounded, a single-valued option keeps
    /// one value, and a choice is one of the option's, matched case-insensitively. The value to
    /// keep in its place when it differs (a choice in the table's spelling, with its place among
    /// the choices), else nil.
    private static func check(
        _ value: ArgumentValue, for spec: OptionSpec, given: Int, previous: ArgumentValue?
    ) throws(UsageError) -> ArgumentValue? {
        if given >= Limits.optionRepetitions {
            throw UsageError("option '--\(spec.long)' given more than \(Limits.optionRepetitions) times", code: .limit)
        }
        if !spec.repeatable, spec.takesValue, let previous, previous.text != value.text {
            throw UsageError("option '--\(spec.long)' given twice ('\(previous.text)' and '\(value.text)'); it takes one value", code: .unknownKey)
        }
        guard !spec.choices.isEmpty, value.choice < 0 else { return nil }
        let text = value.text
        if let exact = spec.choices.firstIndex(where: { $0.isSameWord(as: text) }) {
            return ArgumentValue(text: spec.choices[exact], index: value.index, choice: exact)
        }
        let lowered = text.lowercased()
        guard let canonical = spec.choices.firstIndex(where: { $0.lowercased() == lowered }) else {
            throw UsageError(
                "invalid value '\(text)' for '--\(spec.long)' (expected \(spec.choices.joined(separator: ", ")))"
                    + Suggestion.clause(for: text, in: spec.choices))
        }
        return ArgumentValue(text: spec.choices[canonical], index: value.index, choice: canonical)
    }

    /// The values of one option, in the order given.
    struct Values: Sequence {
        fileprivate let values: [ArgumentValue]
        fileprivate let owners: [Int]
        fileprivate let entry: Int

        func makeIterator() -> Iterator { Iterator(values: values, owners: owners, entry: entry) }

        struct Iterator: IteratorProtocol {
            fileprivate let values: [ArgumentValue]
            fileprivate let owners: [Int]
            fileprivate let entry: Int
            private var index = 0

            fileprivate init(values: [ArgumentValue], owners: [Int], entry: Int) {
                self.values = values
                self.owners = owners
                self.entry = entry
            }

            mutating func next() -> ArgumentValue? {
                guard entry >= 0 else { return nil }
                while index < owners.count {
                    defer { index += 1 }
                    if owners[index] == entry { return values[index] }
                }
                return nil
            }
        }
    }

    // Options are asked for by their spec, never by name: the spec's bit is worked out once,
    // and the entry it was added for is found by identity.

    func has(_ option: OptionSpec) -> Bool { slot(option) != nil }

    /// False when none of the options whose bits `names` holds (``OptionSpec/bits(of:)``) was
    /// given; true when one may have been. A reader skips a group of options rarely given (the
    /// window and multitasking ones) on one test rather than asking for each.
    func mayHave(anyOf names: UInt64) -> Bool { givenNames & names != 0 }

    /// The values of `option`, in the order given, read where they are rather than gathered into
    /// an array of their own (a batch line's devices and orientations).
    func each(_ option: OptionSpec) -> Values {
        Values(values: values, owners: owners, entry: slot(option) ?? -1)
    }

    /// How many times `option` was given.
    func count(_ option: OptionSpec) -> Int { slot(option).map { entries[$0].count } ?? 0 }

    /// The value of a non-repeatable option (the last given).
    func single(_ option: OptionSpec) -> ArgumentValue? { slot(option).map { values[entries[$0].last] } }
}
