import SafeAreaCore

/// What a run looks up again and again and keeps for the run: the device a typed name resolves
/// to (a fuzzy search of the catalogue, with suggestions for a name that fits none) and a policy
/// hierarchy file read and checked once. A batch of a million lines names the same few devices
/// and shares one hierarchy file; each would otherwise cost a catalogue search or a file read
/// per line. Screens are laid out afresh for every pair: laying one out costs about what
/// looking it up did, on inputs that ask few screens twice as on those that ask many.
///
/// A command line that asks one question (`insets -d 'iPhone 16 Pro'`) remembers nothing.
final class LookupCache {
    /// False when nothing will be asked twice.
    let remembers: Bool

    init(remembering: Bool = true) {
        remembers = remembering
    }

    /// The most entries a table keeps before it is emptied, so that memory stays flat whatever
    /// the input's names.
    static let deviceLimit = 1024
    static let hierarchyLimit = 16
    /// The longest spelling kept by its bytes: a batch line may be megabytes long.
    static let spellingLimit = 256

    private var devices: [String: Result<[DeviceProfile], DeviceNameProblem>] = [:]
    /// Made on first use, by the name's bytes as spelled.
    private var devicesBySpelling: ByteKeyTable<[DeviceProfile]>?
    private var hierarchies: [String: Result<HierarchyFile, UsageError>] = [:]

    /// ``DeviceSelection/profile(named:in:)``, once per spelling, as a list of that one device.
    func device(_ typed: String, in catalogue: DeviceCatalogue) throws(DeviceNameProblem) -> [DeviceProfile] {
        guard remembers else { return [try DeviceSelection.profile(named: typed, in: catalogue)] }
        if let known = devices[typed] { return try known.get() }
        let found = Result { () throws(DeviceNameProblem) in [try DeviceSelection.profile(named: typed, in: catalogue)] }
        if typed.utf8.count <= Self.spellingLimit {
            if devices.count >= Self.deviceLimit { devices.removeAll(keepingCapacity: true) }
            devices[typed] = found
        }
        return try found.get()
    }

    /// ``device(_:in:)`` for a name's bytes as it is spelled, without a string made of them once
    /// the spelling has been seen.
    func device(spelled typed: UnsafeBufferPointer<UInt8>, in catalogue: DeviceCatalogue) throws(DeviceNameProblem) -> [DeviceProfile] {
        if let known = devicesBySpelling?.existing(typed) { return known }
        let one = try device(String(decoding: typed, as: UTF8.self), in: catalogue)
        if remembers, typed.count <= Self.spellingLimit {
            if devicesBySpelling == nil || devicesBySpelling?.count ?? 0 >= Self.deviceLimit { devicesBySpelling = ByteKeyTable() }
            devicesBySpelling?.insert(one, for: typed)
        }
        return one
    }

    /// The hierarchy file at `path`, read and decoded the first time it is asked for. Standard
    /// input is read each time: it cannot be read twice. A refusal is kept as the file is.
    func hierarchy(_ path: String, context: CommandContext) throws(UsageError) -> HierarchyFile {
        if let known = hierarchies[path] { return try known.get() }
        let file = Result { () throws(UsageError) in
            try HierarchyDecoder.decode(try context.read(path), path: path.pathInMessages, catalogue: context.catalogue)
        }
        if remembers, !path.namesStandardInput {
            if hierarchies.count >= Self.hierarchyLimit { hierarchies.removeAll(keepingCapacity: true) }
            hierarchies[path] = file
        }
        return try file.get()
    }
}
