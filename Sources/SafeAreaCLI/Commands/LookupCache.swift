import SafeAreaCore

/// What a run looks up again and again, kept for the run: the device a typed name resolves to,
/// the screen layout of a device for a request (many batch lines and check queries ask about the
/// same screen), a policy hierarchy file read and checked once, and what that hierarchy resolves
/// to on each device, orientation and version. A batch of a million lines names the same
/// few devices and shares one hierarchy file; each would otherwise cost a catalogue search or a
/// file read per line. Bounded: a cache that fills is emptied, so memory stays flat whatever
/// the input.
final class LookupCache {
    static let deviceLimit = 1024
    static let hierarchyLimit = 16
    static let policyLimit = 4096
    static let layoutLimit = 4096

    private var devices: [String: Result<DeviceProfile, DeviceNameProblem>] = [:]
    private var hierarchies: [String: Result<HierarchyFile, UsageError>] = [:]
    private var policies: [PolicyKey: Result<PolicyResolution, ScreenLayoutError>] = [:]
    private var layouts: [LayoutKey: Result<ScreenLayout, ScreenLayoutError>] = [:]

    private struct LayoutKey: Hashable {
        let device: String
        let request: ScreenRequest
    }

    private struct PolicyKey: Hashable {
        let path: String
        let device: String
        let request: PolicyRequest
    }

    /// `device.layout(for: request)`, once per device and request.
    func layout(_ device: DeviceProfile, _ request: ScreenRequest) throws(ScreenLayoutError) -> ScreenLayout {
        let key = LayoutKey(device: device.id, request: request)
        if let known = layouts[key] { return try known.get() }
        if layouts.count >= Self.layoutLimit { layouts.removeAll(keepingCapacity: true) }
        let result = Result { () throws(ScreenLayoutError) in try device.layout(for: request) }
        layouts[key] = result
        return try result.get()
    }

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
        if hierarchies.count >= Self.hierarchyLimit {
            // A file read again may have changed: what was resolved from it goes too.
            hierarchies.removeAll(keepingCapacity: true)
            policies.removeAll(keepingCapacity: true)
        }
        let result = Result(catching: decode)
        hierarchies[path] = result
        return try result.get()
    }

    /// What the hierarchy file at `path` resolves to on `device`: computed once per device,
    /// orientation, version and SDK while the file stays cached (standard input is not).
    func policies(
        of file: HierarchyFile, at path: String, on device: DeviceProfile, request: PolicyRequest
    ) throws(ScreenLayoutError) -> PolicyResolution {
        guard path != "-" else { return try device.policies(of: file.hierarchy, request: request) }
        let key = PolicyKey(path: path, device: device.id, request: request)
        if let known = policies[key] { return try known.get() }
        if policies.count >= Self.policyLimit { policies.removeAll(keepingCapacity: true) }
        let result = Result { () throws(ScreenLayoutError) in try device.policies(of: file.hierarchy, request: request) }
        policies[key] = result
        return try result.get()
    }
}
