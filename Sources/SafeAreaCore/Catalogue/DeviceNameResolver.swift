/// What a typed device name matches in a catalogue.
public enum DeviceMatch: Sendable {
    /// Exactly one device fits.
    case one(DeviceProfile)
    /// Several fit equally well; the name must say which.
    case several([DeviceProfile])
    /// None fits; the devices that share the most words with the name, best first (possibly none).
    case none(nearest: [DeviceProfile])
}

extension DeviceCatalogue {
    /// The device a user means by `typed`, understanding how people name Apple devices: the exact
    /// marketing name, id or model identifier first (``profile(named:)``), then by words, so that
    /// `+` reads as Plus, generations may be written `3`, `3rd`, `3rd gen` or `(3rd generation)`,
    /// sizes come with or without `-inch`, chips (`M2`, `A17 Pro`) name a model, and `iPhone`,
    /// `iPad` or `iPod touch` may be left out (`15 Pro`, `SE 3`, `mini 6`).
    ///
    /// A name fits a device when each of its words stands for a word of the device's, no two for
    /// the same one (``WordClaim``). Of the devices that fit, one whose every other word is only
    /// the family (`iPhone`) wins (`15 Pro` is the iPhone 15 Pro, not the Pro Max); otherwise
    /// several fitting devices are returned as such, never one picked silently (`iPhone SE` fits
    /// all three generations).
    public func match(_ typed: String) -> DeviceMatch {
        if let profile = profile(named: typed) { return .one(profile) }
        let query = TypedWords(typed)
        guard !query.isEmpty else { return .none(nearest: []) }
        var fitting: [(profile: DeviceProfile, extra: Int)] = []
        var sharing: [(profile: DeviceProfile, shared: Int)] = []
        for profile in profiles {
            let claim = WordClaim(query, by: DeviceNameWords.of(profile.name))
            if claim.claimed == query.total {
                fitting.append((profile, claim.extra))
            } else if claim.shared > 0 {
                sharing.append((profile, claim.shared))
            }
        }
        let exact = fitting.filter { $0.extra == 0 }.map(\.profile)
        if exact.count == 1 { return .one(exact[0]) }
        if exact.count > 1 { return .several(exact) }
        if fitting.count == 1 { return .one(fitting[0].profile) }
        if !fitting.isEmpty { return .several(fitting.map(\.profile)) }
        // Stable sort: ties keep catalogue order.
        let nearest = sharing.enumerated()
            .sorted { ($0.element.shared, -$0.offset) > ($1.element.shared, -$1.offset) }
            .prefix(3).map(\.element.profile)
        return .none(nearest: Array(nearest))
    }
}
