/// The models ``EvidenceRule/samePanelSibling`` pairs: each new model with the earlier one whose
/// screen size, scale and screen feature it shares, and whose own measurement agrees
/// (``EvidenceRule/samePanelSibling``'s support).
public enum SamePanelSibling {
    /// New model id, then the model whose values it takes.
    public static let pairs: [(model: String, sibling: String)] = [
        ("iphone-18-pro", "iphone-17-pro"),
        ("iphone-18-pro-max", "iphone-17-pro-max"),
    ]

    /// The sibling of `profile` in the bundled catalogue, found by its id (the catalogue's index,
    /// not a walk that would build every profile).
    static func sibling(of profile: DeviceProfile) -> DeviceProfile? {
        guard let pair = pairs.first(where: { $0.model == profile.id }),
              let sibling = DeviceCatalogue.bundled.profile(named: pair.sibling), sibling.id == pair.sibling,
              sibling.screen == profile.screen, sibling.feature == profile.feature, sibling.family == profile.family
        else { return nil }
        return sibling
    }
}
