/// Every key a batch line may give, whatever its command, numbered once (a key's number is the
/// same for every command that takes it), with what the typed reader (``LineDecoder``) does
/// with its value, and, for each command, which of its options each key names.
///
/// One table for all commands, so that a line is read in one pass whatever the place of its
/// `command` member: a key's value is read by what the key is, and the command, known at the
/// end, says which keys it takes. A key that means different things to two commands (none does
/// today) is read as it stands and left to each command's own reader.
///
/// A worker's own, made on its first line: its lists are held as plain memory, so that reading
/// them counts no references.
final class LineKeyTable {
    /// The numbers of the keys every line may give.
    static let idKey = 0
    static let commandKey = 1
    /// A command's positional (`policy`'s hierarchy), for the commands that take one.
    static let fileKey = 2

    /// What the reader does with each key's value, by number: a shared option's role, read
    /// typed, or `.other`, kept as it stands for the command's own reader.
    let roles: UnsafeMutablePointer<ScreenLineFields.Role>
    /// Each key's choices as ``ChoiceSpellings`` stores them, end to end (none for a key
    /// without), and where each key's start and end (``choices(_:)``).
    private let choiceBytes: UnsafeMutablePointer<UInt8>
    private let choiceBounds: UnsafeMutablePointer<Int>
    private let index: KeyIndex
    /// Per command (by its place in the ``BatchCommandTable``): each key's option, by number.
    private let commandOptions: [UnsafeMutablePointer<Int16>]
    /// Per command: each key's role to the command, by number (`.other` for its own options).
    private let commandRoles: [UnsafeMutablePointer<ScreenLineFields.Role>]

    /// The table of the commands `specs` lists, in the ``BatchCommandTable``'s order.
    init(specs: [CommandSpec]) {
        var names = ["id", "command", "file"]
        var numbers: [String: Int] = ["id": Self.idKey, "command": Self.commandKey, "file": Self.fileKey]
        var globalRoles: [ScreenLineFields.Role] = [.other, .other, .other]
        var choiceLists: [[String]] = [[], [], []]
        var conflicts = [false, false, false]
        var perCommand: [[(key: Int, option: Int, role: ScreenLineFields.Role)]] = []
        for spec in specs {
            let roles = Self.roles(of: spec)
            var taken: [(key: Int, option: Int, role: ScreenLineFields.Role)] = []
            for (option, spec) in spec.options.enumerated() {
                let key = BatchRequest.camelCase(spec.long)
                if BatchRequest.runWideKeys.contains(key) { continue }
                let number: Int
                if let known = numbers[key] {
                    number = known
                } else {
                    number = names.count
                    numbers[key] = number
                    names.append(key)
                    globalRoles.append(.other)
                    choiceLists.append([])
                    conflicts.append(false)
                }
                // The role of the commands that read the key typed; two commands reading it
                // typed otherwise read it as it stands. A command whose own option it is gets
                // the value as it stands either way.
                if roles[option] != .other, !conflicts[number] {
                    if globalRoles[number] == .other {
                        globalRoles[number] = roles[option]
                        choiceLists[number] = spec.choices
                    } else if globalRoles[number] != roles[option] || choiceLists[number] != spec.choices {
                        globalRoles[number] = .other
                        conflicts[number] = true
                    }
                }
                taken.append((number, option, roles[option]))
            }
            perCommand.append(taken)
        }
        let count = names.count
        roles = .allocate(capacity: count)
        roles.initialize(from: globalRoles, count: count)
        let stored = choiceLists.map { ChoiceSpellings($0).stored }
        choiceBytes = .allocate(capacity: max(1, stored.reduce(0) { $0 + $1.count }))
        choiceBounds = .allocate(capacity: count + 1)
        var end = 0
        choiceBounds[0] = 0
        for (number, bytes) in stored.enumerated() {
            (choiceBytes + end).initialize(from: bytes, count: bytes.count)
            end += bytes.count
            choiceBounds[number + 1] = end
        }
        commandOptions = perCommand.map { taken in
            let options = UnsafeMutablePointer<Int16>.allocate(capacity: names.count)
            options.initialize(repeating: -1, count: names.count)
            for entry in taken { options[entry.key] = Int16(truncatingIfNeeded: entry.option) }
            return options
        }
        commandRoles = perCommand.map { taken in
            let roles = UnsafeMutablePointer<ScreenLineFields.Role>.allocate(capacity: names.count)
            roles.initialize(repeating: .other, count: names.count)
            for entry in taken { roles[entry.key] = entry.role }
            return roles
        }
        index = KeyIndex(names.enumerated().map { (key: Array($1.utf8), value: $0) })
    }

    deinit {
        roles.deallocate()
        choiceBytes.deallocate()
        choiceBounds.deallocate()
        for options in commandOptions { options.deallocate() }
        for roles in commandRoles { roles.deallocate() }
    }

    /// The role of each of a command's options to the typed reader: the shared options' for the
    /// screen commands, the device selection's for `devices` and `policy`, `.other` for the rest.
    static func roles(of spec: CommandSpec) -> [ScreenLineFields.Role] {
        if CommandTable.preparing(named: spec.name) != nil { return ScreenLineFields.Role.roles(of: spec) }
        if spec === DevicesCommand.spec || spec === PolicyCommand.spec { return ScreenLineFields.Role.selectionRoles(of: spec) }
        return spec.options.map { _ in .other }
    }

    /// The choices of key `number`, as ``ChoiceSpellings/place(of:in:)`` reads them.
    @inline(__always) func choices(_ number: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: choiceBytes + choiceBounds[number], count: choiceBounds[number + 1] - choiceBounds[number])
    }

    /// The number of the key whose opening quote is at `cursor`, the cursor moved past the key
    /// (``KeyIndex/value(at:)``).
    @inline(__always) func number(at cursor: inout LineCursor) -> Int? {
        index.value(at: &cursor)
    }

    /// The command at `place`'s option for key `number`; -1 when it takes no such key.
    @inline(__always) func option(_ number: Int, ofCommandAt place: Int) -> Int {
        Int(commandOptions.withUnsafeBufferPointer { $0[place] }[number])
    }

    /// The command at `place`'s role for key `number`.
    @inline(__always) func role(_ number: Int, ofCommandAt place: Int) -> ScreenLineFields.Role {
        commandRoles.withUnsafeBufferPointer { $0[place] }[number]
    }
}
