import SafeAreaCore

/// What a run looks up again and again, kept for the run: the device a typed name resolves to,
/// and a policy hierarchy file read and checked once. A batch of a million lines names the same
/// few devices and shares one hierarchy file; each would otherwise cost a catalogue search or a
/// file read per line. Bounded: a cache that fills is emptied, so memory stays flat whatever
/// the input.
final class LookupCache {
    static let deviceLimit = 1024
    static let hierarchyLimit = 16

    private var devices: [String: Result<DeviceProfile, DeviceNameProblem>] = [:]
    private var hierarchies: [String: Result<HierarchyFile, UsageError>] = [:]

    /// ``DeviceSelection/resolve(_:in:)``, once per spelling.
    func device(_ typed: String, in catalogue: DeviceCatalogue) -> Result<DeviceProfile, DeviceNameProblem> {
        if let known = devices[typed] { return known }
        if devices.count >= Self.deviceLimit { devices.removeAll(keepingCapacity: true) }
        let found = DeviceSelection.resolve(typed, in: catalogue)
        devices[typed] = found
        return found
    }

    /// The hierarchy file at `path`, read and decoded the first time it is asked for. Standard
    /// input is read each time: it cannot be read twice.
    func hierarchy(_ path: String, context: CommandContext) throws(UsageError) -> HierarchyFile {
        let decode = { () throws(UsageError) -> HierarchyFile in
            try HierarchyDecoder.decode(try context.read(path), path: path == "-" ? "<stdin>" : path, catalogue: context.catalogue)
        }
        if path == "-" { return try decode() }
        if let known = hierarchies[path] { return try known.get() }
        if hierarchies.count >= Self.hierarchyLimit { hierarchies.removeAll(keepingCapacity: true) }
        let result = Result(catching: decode)
        hierarchies[path] = result
        return try result.get()
    }
}
