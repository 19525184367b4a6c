import SafeAreaCore

/// Reads a batch line in one pass from its bytes into the question its command answers: each
/// member's key is numbered by one table of every command's keys (``LineKeyTable``), and its
/// value read by what the key is, straight into its type, for any order of the members and every
/// form the contract accepts (strings or objects for sizes, insets and rects, arrays, `"all"`).
/// The shared options go to ``ScreenLineFields``; a command's own options into its parsed
/// options, as the command line's values are, which its reader reads. No tree, no list of
/// scanned members, no argument text for a value given typed.
///
/// It refuses nothing itself: a line it does not take whole (a JSON error, an unknown or
/// repeated key, a value of another kind or spelling, an escaped name, an unknown device, a
/// rule broken) is read by the general reader (``LineScanner``, ``BatchRequest``), which
/// answers it or words its error, so that every message stays in one place. What it takes,
/// it reads by the general reader's rules, and the two give the same answers (a test holds
/// them to it on thousands of random lines).
///
/// A worker's own, with its scratch and its key table.
final class LineDecoder {
    /// A member whose value its command may read as it stands (``RawMember/start``): kept for
    /// the end of the line, when the command is known.
    private struct RawMember {
        var key: Int
        var start: Int
        var kind: JSONType
    }

    /// The most members a line read here may have; a line with more is left to the general reader.
    private static let memberLimit = 64

    private let scratch = LineScratch()
    /// The line's shared options, read in place: a local of five hundred bytes was set up on
    /// every line's stack and copied into the calls that read it.
    private var fields = ScreenLineFields()
    private let raws: UnsafeMutablePointer<RawMember>
    private var rawCount = 0
    /// Made on the first line, from every command's options; retained here, released by
    /// `deinit`, and read unretained: a strong local was a retain and a release a line.
    private var table: Unmanaged<LineKeyTable>?

    init() {
        raws = .allocate(capacity: Self.memberLimit)
    }

    deinit {
        raws.deallocate()
        table?.release()
    }

    /// The line's request, its options read into `arguments` (and its shared options into their
    /// query); nil when the general reader must read the line.
    func read(
        _ line: UnsafeBufferPointer<UInt8>, commands: BatchCommandTable, context: CommandContext, into arguments: inout ParsedArguments
    ) -> BatchRequest? {
        guard let base = line.baseAddress else { return nil }
        let held = table ?? makeTable(commands)
        return held._withUnsafeGuaranteedRef { table in read(line, base: base, table: table, commands: commands, context: context, into: &arguments) }
    }

    /// ``read(_:commands:context:into:)`` with the line's bytes and the key table at hand.
    private func read(
        _ line: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>, table: LineKeyTable, commands: BatchCommandTable, context: CommandContext,
        into arguments: inout ParsedArguments
    ) -> BatchRequest? {
        var cursor = LineCursor(base, count: line.count)
        guard cursor.skipSpaceAndTake(UInt8(ascii: "{")) else { return nil }
        scratch.reset()
        rawCount = 0
        fields = ScreenLineFields()
        var seen: (UInt64, UInt64) = (0, 0)
        var idRange: Range<Int>?
        var command: Unmanaged<BatchCommandKeys>?
        if cursor.byte == UInt8(ascii: "}") {
            cursor.index += 1
        } else {
            while true {
                guard cursor.byte == 0x22, let key = table.number(at: &cursor) else { return nil }
                // Each key once: a repeated key is the general reader's error.
                let bit: UInt64 = 1 << UInt64(key & 63)
                if key < 64 {
                    guard seen.0 & bit == 0 else { return nil }
                    seen.0 |= bit
                } else {
                    guard seen.1 & bit == 0 else { return nil }
                    seen.1 |= bit
                }
                guard cursor.skipSpaceAndTake(UInt8(ascii: ":")) else { return nil }
                let start = cursor.index
                switch key {
                case LineKeyTable.idKey:
                    guard Self.skipAny(&cursor) else { return nil }
                    idRange = start..<cursor.index
                case LineKeyTable.commandKey:
                    guard let name = cursor.plainString(), let keys = commands.command(named: cursor.bytes(name)) else { return nil }
                    command = keys
                default:
                    let role = table.roles[key]
                    guard role != .general, rawCount < Self.memberLimit else { return nil }
                    (raws + rawCount).initialize(to: RawMember(key: key, start: start, kind: Self.kind(startingWith: cursor.byte)))
                    rawCount += 1
                    if role == .other {
                        guard Self.skipAny(&cursor) else { return nil }
                    } else {
                        guard fields.take(role, from: &cursor, choices: table.choices(key), scratch: scratch) else { return nil }
                    }
                }
                if cursor.skipSpaceAndTake(UInt8(ascii: ",")) { continue }
                guard cursor.byte == UInt8(ascii: "}") else { return nil }
                cursor.index += 1
                break
            }
        }
        cursor.skipSpace()
        guard cursor.isAtEnd, let command else { return nil }
        return command._withUnsafeGuaranteedRef { keys in
            finish(keys, line: cursor, idRange: idRange, table: table, context: context, into: &arguments)
        }
    }

    /// The rest of ``read(_:commands:context:into:)`` once the whole line is read and its command
    /// known: the command's own options into `arguments`, their checks, and the shared options.
    private func finish(
        _ keys: BatchCommandKeys, line: LineCursor, idRange: Range<Int>?, table: LineKeyTable,
        context: CommandContext, into arguments: inout ParsedArguments
    ) -> BatchRequest? {
        arguments.reset(for: keys.spec)
        var file: String?
        for raw in UnsafeBufferPointer(start: raws, count: rawCount) {
            let option = table.option(raw.key, ofCommandAt: keys.place)
            guard option >= 0 else {
                // The command's positional, given as "file": a path, not standard input.
                guard raw.key == LineKeyTable.fileKey, keys.spec.positional != nil, raw.kind == .string else { return nil }
                var cursor = line
                cursor.index = raw.start
                guard let body = cursor.plainString(), case let path = String(decoding: cursor.bytes(body), as: UTF8.self), !path.namesStandardInput
                else { return nil }
                file = path
                continue
            }
            let role = table.role(raw.key, ofCommandAt: keys.place)
            if role == .other {
                guard take(raw, option: option, of: keys, in: line, into: &arguments) else { return nil }
            } else if role != table.roles[raw.key] {
                // Read as it stands, for the commands that read it otherwise (none today).
                return nil
            }
        }
        do {
            try arguments.checkAdded()
            if let file { arguments.positionals.append(ArgumentValue(text: file, index: -1)) }
            if file != nil || keys.spec.positional != nil { try ArgumentParser.checkPositionals(arguments, command: keys.spec) }
            // `--wide` and `--columns` shape only the text format, but a line that contradicts
            // itself with them is refused as the command line refuses it.
            if arguments.mayHave(anyOf: keys.tableViewBits), arguments.has(TableView.wideOption) || arguments.has(TableView.columnsOption) {
                _ = try TableView.read(arguments)
            }
        } catch {
            return nil
        }
        if keys.selectsDevicesOnly {
            guard let selection = fields.selection(in: line, scratch: scratch, context: context) else { return nil }
            arguments.deviceSelection = selection
            arguments.selectionNamesDevices = fields.namesDevices
        } else {
            guard fields.query(in: line, scratch: scratch, context: context, into: &arguments.spareScreenQuery) else { return nil }
            arguments.hasScreenQuery = true
        }
        return BatchRequest(command: keys, idRange: idRange)
    }

    /// A command's own option's value, as it stands, into `arguments`: the values the general
    /// reader would add (``BatchRequest/values(of:option:spellings:key:in:into:)``), added
    /// unchecked, to be checked with the others.
    private func take(_ raw: RawMember, option index: Int, of keys: BatchCommandKeys, in line: LineCursor, into arguments: inout ParsedArguments) -> Bool {
        var cursor = line
        cursor.index = raw.start
        let spellings = keys.spellings[index]
        return keys.withOption(index) { option in
            if !option.takesValue {
                switch raw.kind {
                case .bool:
                    if cursor.boolean() == true { arguments.add(unchecked: ArgumentValue(text: "", index: -1), for: option) }
                    return true
                case .null: return true
                default: return false
                }
            }
            switch raw.kind {
            case .null:
                return true
            case .array:
                guard option.repeatable else { return false }
                return ScreenLineFields.eachElement(&cursor) { Self.add(&$0, option: option, spellings: spellings, into: &arguments) } >= 0
            default:
                return Self.add(&cursor, option: option, spellings: spellings, into: &arguments)
            }
        }
    }

    /// One value of `option` at `cursor`: one of its choices as the table spells it, or the
    /// value as the command line would give it (a string, a number, or the numbers of an object).
    private static func add(_ cursor: inout LineCursor, option: OptionSpec, spellings: ChoiceSpellings, into arguments: inout ParsedArguments) -> Bool {
        switch cursor.byte {
        case 0x22:
            guard let string = cursor.string() else { return false }
            if !option.choices.isEmpty, let choice = spellings.place(of: cursor.bytes(string.body)) {
                arguments.add(unchecked: ArgumentValue(text: option.choices[choice], index: -1, choice: choice), for: option, isChoice: true)
                return true
            }
            guard let text = cursor.text(string.body, isVerbatim: string.isVerbatim) else { return false }
            arguments.add(unchecked: ArgumentValue(text: text, index: -1), for: option)
        case UInt8(ascii: "{"):
            guard let shape = LineQuantity.Shape(valueName: option.valueName), let numbers = LineQuantity.members(&cursor, shape) else { return false }
            arguments.add(unchecked: ArgumentValue(numbers: numbers, separator: shape.textSeparator, index: -1), for: option)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            guard let number = cursor.number() else { return false }
            arguments.add(unchecked: ArgumentValue(numbers: ArgumentNumbers(number, count: 1), separator: "", index: -1), for: option)
        case UInt8(ascii: "t"), UInt8(ascii: "f"):
            // A `BOOL` option's word given as a boolean (``OptionSpec/choice(forBoolean:)``).
            guard let given = cursor.boolean(), let choice = option.choice(forBoolean: given) else { return false }
            arguments.add(unchecked: ArgumentValue(text: option.choices[choice], index: -1, choice: choice), for: option, isChoice: true)
        default:
            return false
        }
        return true
    }

    /// Past any value: scalars read here, containers checked by `JSONReader`.
    private static func skipAny(_ cursor: inout LineCursor) -> Bool {
        switch cursor.byte {
        case 0x22: return cursor.string() != nil
        case UInt8(ascii: "{"), UInt8(ascii: "["): return cursor.skipValue(depth: 1)
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): return cursor.literal() != nil
        default: return cursor.number() != nil
        }
    }

    /// The kind of the value whose first byte is `byte` (a number for any byte no other starts with).
    @inline(__always) private static func kind(startingWith byte: UInt8) -> JSONType {
        switch byte {
        case 0x22: .string
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "t"), UInt8(ascii: "f"): .bool
        case UInt8(ascii: "n"): .null
        default: .number
        }
    }

    private func makeTable(_ commands: BatchCommandTable) -> Unmanaged<LineKeyTable> {
        let made = Unmanaged.passRetained(LineKeyTable(specs: commands.specs))
        table = made
        return made
    }
}
