/// The commands a `batch` line may ask for, with each one's keys: a line's key is looked up by
/// its bytes, with no case conversion per line.
///
/// A table belongs to one thread (each batch worker makes its own), so that no count of its
/// objects is changed by two processors in turn, which moves the count's cache line between
/// them each time. A command's keys are made when a line first asks for it: a run's lines ask
/// for a few commands, and making every command's was two thirds of a one-line run.
final class BatchCommandTable {
    /// The command names, sorted, for messages.
    let names: [String]
    /// The commands with records, by their place in ``index``'s values.
    private let computing: [CommandTable.Computing]
    /// Each command's keys, once a line has asked for it, by place: retained here, released by
    /// `deinit`, and handed out unretained (``command(named:)``).
    private let made: UnsafeMutablePointer<Unmanaged<BatchCommandKeys>?>
    /// The command names, to their places.
    private let index: ByteKeyTable<Int>

    /// Every command with records (``BatchCommand/commands``): what a line or a check query may ask.
    init() {
        computing = Array(BatchCommand.commands.values)
        names = computing.map(\.spec.name).sorted()
        made = .allocate(capacity: computing.count)
        made.initialize(repeating: nil, count: computing.count)
        var index = ByteKeyTable<Int>()
        for (place, command) in computing.enumerated() {
            Array(command.spec.name.utf8).withUnsafeBufferPointer { index.insert(place, for: $0) }
        }
        self.index = index
    }

    deinit {
        for place in 0..<computing.count { made[place]?.release() }
        made.deinitialize(count: computing.count)
        made.deallocate()
    }

    /// The keys of the command a name names, unretained: they live as long as the table, and a
    /// line's reading and answering, which hold them for the line, would otherwise retain and
    /// release them several times a line (``BatchRequest/command``).
    func command(named name: UnsafeBufferPointer<UInt8>) -> Unmanaged<BatchCommandKeys>? {
        index.existing(name).map(command(at:))
    }

    /// The keys of the command at `place`, unretained, made on first use.
    private func command(at place: Int) -> Unmanaged<BatchCommandKeys> {
        if let keys = made[place] { return keys }
        let keys = Unmanaged.passRetained(BatchCommandKeys(computing[place].spec, compute: computing[place].compute))
        made[place] = keys
        return keys
    }
}

/// One command's line keys: each option's long name in camelCase (`contentSize` for
/// `--content-size`), except the options the batch command line sets for the whole run.
final class BatchCommandKeys {
    let spec: CommandSpec
    /// How the command computes its records.
    let compute: CommandTable.Compute
    /// The key of each option, by its index in `spec.options`.
    let keys: [String]
    /// Every key a line of this command may use, for suggestions.
    let known: [String]
    /// The index of `--devices-from`, whose `-` a line may not give; -1 when the command has none.
    let devicesFrom: Int
    /// The name bits of `--wide` and `--columns` (``ParsedArguments/mayHave(anyOf:)``) when the
    /// command takes them, which a line may contradict; 0 when it does not. A line that gives
    /// neither is told so by one test of its bits, not by looking each option up (two lazy
    /// globals and two copies of the arguments a line).
    let tableViewBits: UInt64
    /// Each option's choices as bytes, by its index (``LineScanner/plainChoice(_:among:)``):
    /// made here, for a batch run, not with every option a command line makes.
    let spellings: [ChoiceSpellings]
    /// Each option of the spec, unretained: the spec holds them. A line's reader looks at the
    /// options it gives, and each look retained the option and released it, on a count that
    /// every thread changes (the options are constants of their commands).
    private let unretainedOptions: [Unmanaged<OptionSpec>]
    /// The line keys, to their options' indexes.
    private let index: ByteKeyTable<Int>

    init(_ spec: CommandSpec, compute: @escaping CommandTable.Compute) {
        self.spec = spec
        self.compute = compute
        let keys = spec.options.map { BatchRequest.camelCase($0.long) }
        var index = ByteKeyTable<Int>()
        for (option, key) in keys.enumerated() where !BatchRequest.runWideKeys.contains(key) {
            Array(key.utf8).withUnsafeBufferPointer { index.insert(option, for: $0) }
        }
        self.index = index
        self.keys = keys
        unretainedOptions = spec.options.map { Unmanaged.passUnretained($0) }
        spellings = spec.options.map { ChoiceSpellings($0.choices) }
        devicesFrom = spec.options.firstIndex { $0.long == "devices-from" } ?? -1
        tableViewBits = TableView.isTaken(by: spec) ? OptionSpec.bits(of: TableView.options) : 0
        known = keys.filter { !BatchRequest.runWideKeys.contains($0) } + ["command", "id"] + (spec.positional == nil ? [] : ["file"])
    }

    /// `body` of the option at `index` in `spec.options`, not retained for it.
    @inline(__always) func withOption<Value, Failure: Error>(_ index: Int, _ body: (OptionSpec) throws(Failure) -> Value) throws(Failure) -> Value {
        try unretainedOptions[index].withInstance(body)
    }

    /// The index in `spec.options` of the option a key names.
    @inline(__always) func option(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        index.existing(key)
    }
}
