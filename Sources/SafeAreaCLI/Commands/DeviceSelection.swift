import SafeAreaCore

/// The device × orientation pairs a command answers, in the order asked.
struct DeviceSelection: Sendable {
    var devices: [DeviceProfile]
    var orientations: Orientations
    /// True when exactly one device and one orientation were asked for: a pair UIKit does not have
    /// is then an input error rather than a marked row.
    var isSinglePair: Bool { devices.count == 1 && orientations.count == 1 }

    /// Reads `--device`, `--family` and `--orientation`. With no `--device`, every device of the
    /// catalogue (of `--family`, when given) is selected; with no `--orientation`, portrait. A
    /// batch line that gave them as its bytes has them read already, by these rules
    /// (``ParsedArguments/deviceSelection``).
    static func read(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) -> DeviceSelection {
        if let read = arguments.deviceSelection { return read }
        let catalogue = context.catalogue
        let family = arguments.single(CommonOptions.family)?.chosen(DeviceFamily.self)
        // The files are read before any name is looked up, so that a file that cannot be read
        // is the error whatever the names.
        var fromFiles: [ArgumentValue] = []
        for file in arguments.each(CommonOptions.devicesFrom) {
            fromFiles += try names(in: file, context: context)
        }
        var devices = Builder(family: family)
        func select(_ name: ArgumentValue) throws(UsageError) {
            var text = name.text
            if text.withUTF8(Self.namesAll) { return devices.selectAll(of: catalogue) }
            // By its bytes, as a batch line's name is looked up: no hash of the string per name.
            let found = text.withUTF8 { bytes in
                Result { () throws(DeviceNameProblem) in try context.lookups.device(spelled: bytes, in: catalogue) }
            }
            switch found {
            case .success(let one): try devices.select(one)
            case .failure(let problem): throw UsageError(problem.message, code: .unknownDevice)
            }
        }
        for name in arguments.each(CommonOptions.device) { try select(name) }
        for name in fromFiles { try select(name) }
        var orientations = Orientations()
        for value in arguments.each(CommonOptions.orientation) {
            OrientationChoice.expand(value) { orientations.add($0) }
        }
        return DeviceSelection(devices: devices.selected(of: catalogue), orientations: orientations.isEmpty ? Orientations(.portrait) : orientations)
    }
}

extension DeviceSelection {
    /// True when a name is `all` in any case: every device. By its bytes, as a batch line
    /// gives it: a name of three bytes that lowercases to `all` is ASCII.
    static func namesAll(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count == 3 && name[0] | 0x20 == UInt8(ascii: "a") && name[1] | 0x20 == UInt8(ascii: "l") && name[2] | 0x20 == UInt8(ascii: "l")
    }

    /// The devices asked for, gathered name by name in the order given, whatever the names
    /// come from (the command line's text, a batch line's bytes): one set of rules for both.
    struct Builder {
        let family: DeviceFamily?
        private var devices: [DeviceProfile] = []
        private var named = 0

        init(family: DeviceFamily?) {
            self.family = family
        }

        /// `all`: every device of the catalogue, of `family` when given.
        mutating func selectAll(of catalogue: DeviceCatalogue) {
            named += 1
            devices += catalogue.profiles.filter { family == nil || $0.family == family }
        }

        /// The device one name resolved to, as a list of one (``LookupCache/device(_:in:)``);
        /// a device not of `family` is an error.
        mutating func select(_ one: [DeviceProfile]) throws(UsageError) {
            named += 1
            if let family, let profile = one.first, profile.family != family {
                throw UsageError("device '\(profile.name)' is not a \(family.rawValue) (--family \(family.rawValue))")
            }
            // A line naming one device takes the list of one as it is, allocating nothing.
            if devices.isEmpty { devices = one } else { devices += one }
        }

        /// The devices, each once, in the order first named; every device (of `family`) when
        /// none was named.
        mutating func selected(of catalogue: DeviceCatalogue) -> [DeviceProfile] {
            if named == 0 { selectAll(of: catalogue) }
            return named > 1 ? DeviceSelection.unique(devices) : devices
        }
    }

    /// The device names a `--devices-from` file lists: one a line, surrounding spaces trimmed,
    /// blank lines and lines starting with `#` skipped. An empty list is an error, not "all".
    static func names(in file: ArgumentValue, context: CommandContext) throws(UsageError) -> [ArgumentValue] {
        let bytes = try context.read(file.text)
        var names: [ArgumentValue] = []
        for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
            let name = Substring(decoding: line, as: UTF8.self).trimmingSpaces()
            let trimmed = name.hasSuffix("\r") ? name.dropLast().trimmingSpaces() : name
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            names.append(ArgumentValue(text: String(trimmed), index: file.index))
        }
        if names.isEmpty {
            throw UsageError("--devices-from: '\(file.text)' names no device")
        }
        return names
    }

    /// The first of each id, in order: `-d all -d iphone-x` lists the iPhone X once.
    fileprivate static func unique(_ devices: [DeviceProfile]) -> [DeviceProfile] {
        // A batch line names two or three devices: comparing ids costs less than hashing them
        // into a set. The whole catalogue (`-d all -d iphone-x`) goes through one.
        guard devices.count > 16 else {
            // Most lists name each device once, and are kept as they are.
            let repeats = devices.indices.contains { later in devices[..<later].contains { $0.id == devices[later].id } }
            if !repeats { return devices }
            var kept: [DeviceProfile] = []
            kept.reserveCapacity(devices.count)
            for device in devices where !kept.contains(where: { $0.id == device.id }) { kept.append(device) }
            return kept
        }
        var seen: Set<String> = []
        return devices.filter { seen.insert($0.id).inserted }
    }

    /// The one device `typed` names (``DeviceCatalogue/match(_:)``), or the sentence saying why
    /// none: several fit (each listed), or none (the nearest by words, else by spelling). It
    /// throws rather than returning a `Result`, a generic type the runtime would build on the
    /// first use of every query.
    static func profile(named typed: String, in catalogue: DeviceCatalogue) throws(DeviceNameProblem) -> DeviceProfile {
        switch catalogue.match(typed) {
        case .one(let profile):
            return profile
        case .several(let profiles):
            let listed = profiles.prefix(12).map(\.name).joined(separator: ", ") + (profiles.count > 12 ? ", …" : "")
            throw DeviceNameProblem(
                message: "'\(typed)' matches \(profiles.count) devices: \(listed); name one")
        case .none(let nearest):
            // A near spelling is a typo ('iPhone 16 Prp'); failing that, the devices sharing the
            // most words ('iPhone 15 Pro 256GB').
            var hint = suggestion(for: typed, in: catalogue)
            if hint.isEmpty, let only = nearest.first {
                hint = nearest.count == 1
                    ? "; did you mean '\(only.name)'?"
                    : "; did you mean one of " + nearest.map { "'\($0.name)'" }.joined(separator: ", ") + "?"
            }
            throw DeviceNameProblem(message: "unknown device '\(typed)'" + hint + "; 'safearea devices' lists them")
        }
    }

    /// `; did you mean '<marketing name>'?` for the device whose name, id or model identifier is
    /// nearest to what was typed; ties go to the earlier device in catalogue order.
    static func suggestion(for typed: String, in catalogue: DeviceCatalogue) -> String {
        let keys = catalogue.profiles.flatMap { profile in
            DeviceCatalogue.lookupKeys(of: profile).map { (key: $0, name: profile.name) }
        }
        guard let key = Suggestion.nearest(to: DeviceCatalogue.normalized(typed), in: keys.map(\.key)),
              let match = keys.first(where: { $0.key == key })
        else { return "" }
        return "; did you mean '\(match.name)'?"
    }
}

/// Why a typed device name names no single device, as one sentence.
struct DeviceNameProblem: Error {
    let message: String
}
