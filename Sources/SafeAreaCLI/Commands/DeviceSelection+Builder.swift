import SafeAreaCore

extension DeviceSelection {
    /// The devices asked for, gathered name by name in the order given (``DeviceSelection/read(_:context:)``).
    /// Each device is held once, from the name that first selected it, as it is selected: the
    /// list never grows past the catalogue.
    struct Builder {
        let family: DeviceFamily?
        private var devices: [DeviceProfile] = []
        private var named = 0
        /// The ids of ``devices``, made once it holds more than ``comparedInPlace``: a batch
        /// line names two or three devices, whose ids cost less to compare than to hash.
        private var ids: Set<String>?
        private static let comparedInPlace = 16

        init(family: DeviceFamily?) {
            self.family = family
        }

        /// `all`: every device of the catalogue, of `family` when given.
        mutating func selectAll(of catalogue: DeviceCatalogue) {
            named += 1
            let every = catalogue.profiles.filter { family == nil || $0.family == family }
            if devices.isEmpty {
                devices = every
                return
            }
            for profile in every { add(profile) }
        }

        /// The device one name resolved to, as a list of one (``LookupCache/device(_:in:)``);
        /// a device not of `family` is an error.
        mutating func select(_ one: [DeviceProfile]) throws(UsageError) {
            named += 1
            if let family, let profile = one.first, profile.family != family {
                throw UsageError("device '\(profile.name)' is not a \(family.rawValue) (--family \(family.rawValue))")
            }
            // A line naming one device takes the list of one as it is, allocating nothing.
            if devices.isEmpty { devices = one } else if let profile = one.first { add(profile) }
        }

        /// The devices, each once, in the order first named; every device (of `family`) when
        /// none was named.
        mutating func selected(of catalogue: DeviceCatalogue) -> [DeviceProfile] {
            if named == 0 { selectAll(of: catalogue) }
            return devices
        }

        private mutating func add(_ profile: DeviceProfile) {
            guard !holds(profile.id) else { return }
            devices.append(profile)
            ids?.insert(profile.id)
        }

        private mutating func holds(_ id: String) -> Bool {
            if let ids { return ids.contains(id) }
            guard devices.count > Self.comparedInPlace else { return devices.contains { $0.id == id } }
            let made = Set(devices.map(\.id))
            ids = made
            return made.contains(id)
        }
    }
}
