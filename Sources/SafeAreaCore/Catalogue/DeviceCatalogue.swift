/// A set of device profiles and the ways users name them.
public struct DeviceCatalogue: Sendable {
    /// The profiles, in catalogue order (family, then release date, then name).
    public private(set) var profiles: [DeviceProfile]
    private var indexByKey: [String: Int]

    /// Creates a catalogue; a later profile replaces an earlier one with the same `id`.
    public init(_ profiles: [DeviceProfile]) {
        self.profiles = []
        self.indexByKey = [:]
        merge(profiles)
    }

    /// The catalogue compiled into the library from `Profiles/*.json`.
    public static let bundled = DeviceCatalogue(BundledProfiles.all)

    /// Adds profiles, replacing any with the same `id`, and keeps catalogue order.
    public mutating func merge(_ additions: [DeviceProfile]) {
        var byID: [String: DeviceProfile] = [:]
        for profile in profiles { byID[profile.id] = profile }
        for profile in additions { byID[profile.id] = profile }
        profiles = byID.values.sorted(by: Self.catalogueOrder)
        indexByKey = [:]
        for (index, profile) in profiles.enumerated() {
            for key in Self.lookupKeys(of: profile) where indexByKey[key] == nil {
                indexByKey[key] = index
            }
        }
    }

    /// The profile a user means by `name`: its marketing name, profile id or a model identifier,
    /// ignoring case, spaces and punctuation (`iPhone 16 Pro`, `iphone-16-pro`, `iPhone17,1`).
    public func profile(named name: String) -> DeviceProfile? {
        indexByKey[Self.normalized(name)].map { profiles[$0] }
    }

    /// Every spelling a profile can be found by, normalized.
    public static func lookupKeys(of profile: DeviceProfile) -> [String] {
        [normalized(profile.id), normalized(profile.name)] + profile.modelIdentifiers.map(normalized)
    }

    /// Lower-cased letters and digits only, so that spelling variants meet. A model identifier
    /// keeps its comma, so `iPhone17,1` never collides with a name such as `iPhone 171`.
    public static func normalized(_ name: String) -> String {
        var key = ""
        key.reserveCapacity(name.utf8.count)
        for scalar in name.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "," {
                key.unicodeScalars.append(scalar)
            }
        }
        return key
    }

    private static func catalogueOrder(_ a: DeviceProfile, _ b: DeviceProfile) -> Bool {
        if a.family != b.family { return a.family == .phone }
        if a.released != b.released { return a.released < b.released }
        return a.name < b.name
    }
}
