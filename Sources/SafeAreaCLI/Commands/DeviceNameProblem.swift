import SafeAreaCore

extension DeviceSelection {
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
            // Another maker's phone or tablet has no near Apple name worth suggesting.
            // Only the first word is read: a name may be megabytes of words.
            if otherMakers.contains(typed.drop { !$0.isLetter }.prefix { $0.isLetter }.lowercased()) {
                throw DeviceNameProblem(message: "unknown device '\(typed)': the catalogue holds Apple's iPhone, iPod touch and iPad; 'safearea devices' lists them")
            }
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

    /// The first words of other platforms' device names (`Pixel 9`, `Galaxy S24`), lowercased.
    static let otherMakers: Set<String> = [
        "pixel", "galaxy", "samsung", "nexus", "oneplus", "xiaomi", "redmi", "poco", "huawei", "honor", "oppo", "vivo",
        "realme", "motorola", "moto", "nokia", "sony", "xperia", "lg", "htc", "asus", "zenfone", "lenovo", "surface",
        "android", "kindle", "fire", "nothing",
    ]

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
