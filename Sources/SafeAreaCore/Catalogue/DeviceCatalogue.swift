/// A set of device profiles and the ways users name them.
public struct DeviceCatalogue: Sendable {
    /// A bundled profile is built only when asked for: a one-device query then runs one small
    /// generated function instead of ninety, and touches that many fewer pages of the binary.
    /// The bundled catalogue holds no array at all: building one per start-up (and its element
    /// type, which the runtime makes on first use) cost a query more than the lookup it serves.
    private enum Storage: Sendable {
        case bundled
        case loaded([DeviceProfile])
    }

    /// The bundled catalogue's keys are a generated `switch`: no hashing and no table to build.
    private enum KeyIndex: Sendable {
        case bundled
        case table([String: Int])

        func position(of key: String) -> Int? {
            switch self {
            case .bundled: BundledProfiles.position(ofKey: key)
            case .table(let table): table[key]
            }
        }
    }

    private var storage: Storage
    private var keyIndex: KeyIndex

    /// The profiles, in catalogue order (family, then release date, then name, then id).
    public var profiles: [DeviceProfile] {
        switch storage {
        case .bundled: (0..<BundledProfiles.count).map(BundledProfiles.profile(at:))
        case .loaded(let profiles): profiles
        }
    }

    /// The number of profiles.
    public var count: Int {
        switch storage {
        case .bundled: BundledProfiles.count
        case .loaded(let profiles): profiles.count
        }
    }

    /// The profile at `position` in catalogue order.
    private func profile(at position: Int) -> DeviceProfile {
        switch storage {
        case .bundled: BundledProfiles.profile(at: position)
        case .loaded(let profiles): profiles[position]
        }
    }

    /// Creates a catalogue; a later profile replaces an earlier one with the same `id`.
    public init(_ profiles: [DeviceProfile]) {
        self.storage = .loaded([])
        self.keyIndex = .table([:])
        merge(profiles)
    }

    private init(storage: Storage, keyIndex: KeyIndex) {
        self.storage = storage
        self.keyIndex = keyIndex
    }

    /// The catalogue compiled into the library from `Profiles/*.json`. Its order and key index
    /// were computed by the profile compiler, so start-up neither sorts nor normalizes.
    public static let bundled = DeviceCatalogue(storage: .bundled, keyIndex: .bundled)

    /// Adds profiles, replacing any with the same `id`, and keeps catalogue order.
    public mutating func merge(_ additions: [DeviceProfile]) {
        guard !additions.isEmpty else { return }
        var merged = profiles
        var positionByID: [String: Int] = [:]
        for (index, profile) in merged.enumerated() { positionByID[profile.id] = index }
        for profile in additions {
            if let index = positionByID[profile.id] {
                merged[index] = profile
            } else {
                positionByID[profile.id] = merged.count
                merged.append(profile)
            }
        }
        // Sorting indices rather than profiles: a profile is a large value and moving it costs
        // a retain per stored array and string.
        let order = merged.indices.sorted { Self.catalogueOrder(merged[$0], merged[$1]) }
        let ordered = order.map { merged[$0] }
        storage = .loaded(ordered)
        keyIndex = .table(Self.keyIndex(of: ordered))
    }

    /// The profile a user means by `name`: its marketing name, profile id or a model identifier,
    /// ignoring case, spaces and punctuation (`iPhone 16 Pro`, `iphone-16-pro`, `iPhone17,1`).
    public func profile(named name: String) -> DeviceProfile? {
        keyIndex.position(of: Self.normalized(name)).map(profile(at:))
    }

    /// Every spelling a profile can be found by, normalized.
    public static func lookupKeys(of profile: DeviceProfile) -> [String] {
        [normalized(profile.id), normalized(profile.name)] + profile.modelIdentifiers.map(normalized)
    }

    /// Maps each lookup key to the position of the first profile (in `profiles` order) that has it.
    package static func keyIndex(of profiles: [DeviceProfile]) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, profile) in profiles.enumerated() {
            for key in lookupKeys(of: profile) where index[key] == nil {
                index[key] = position
            }
        }
        return index
    }

    /// ASCII letters lower-cased and digits, nothing else, so that spelling variants meet. A model
    /// identifier keeps its comma, so `iPhone17,1` never collides with a name such as `iPhone 171`.
    /// Device names are ASCII; anything else is dropped rather than case-folded. `+` reads as
    /// "plus" (`iPhone 8+` is the iPhone 8 Plus, not the iPhone 8): dropping it silently named
    /// the smaller phone (issue 15).
    public static func normalized(_ name: String) -> String {
        var key: [UInt8] = []
        key.reserveCapacity(name.utf8.count)
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ","):
                key.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                key.append(byte + (UInt8(ascii: "a") - UInt8(ascii: "A")))
            case UInt8(ascii: "+"):
                key += "plus".utf8
            default:
                continue
            }
        }
        return String(decoding: key, as: UTF8.self)
    }

    private static func catalogueOrder(_ a: DeviceProfile, _ b: DeviceProfile) -> Bool {
        if a.family != b.family { return a.family == .phone }
        if a.released != b.released { return a.released < b.released }
        if a.name != b.name { return a.name < b.name }
        return a.id < b.id
    }
}
