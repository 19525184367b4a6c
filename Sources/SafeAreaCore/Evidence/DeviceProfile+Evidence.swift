/// Which profile's values, on which version, answer a device's full-screen safe area, and the
/// rules that carried them there (``EvidenceRule``).
struct SafeAreaAnswer {
    var profile: DeviceProfile
    var version: Int
    var rules: [String]

    /// The rules' chain as evidence names it (`same-panel-sibling+ios-major-carry-forward`); nil
    /// for the profile's own values.
    var rule: String? {
        // By hand: the generic `joined` here resolved its metadata at run time, an eighth of one query.
        guard var chain = rules.first else { return nil }
        for rule in rules.dropFirst() { chain += "+" + rule }
        return chain
    }
}

extension DeviceProfile {
    /// The evidence of one of the profile's fields: its citations, ranked (``SourceTier``).
    public func evidence(of field: String) -> Evidence {
        sources.first { $0.field == field }?.evidence ?? SourceTier.noCitation
    }

    /// The evidence of `field` in `orientation`: a profile may cite one orientation's values
    /// apart (`safeAreaInsets.landscape`, `safeAreaInsets.portrait`) where they rest on other
    /// sources than the rest, so that a print of one does not lend its tier to the other.
    public func evidence(of field: String, in orientation: Orientation) -> Evidence {
        // Compared in place: building the oriented name would allocate on every layout.
        let suffix = orientation.isLandscape ? ".landscape" : ".portrait"
        let oriented = sources.first { $0.field.utf8.count == field.utf8.count + suffix.utf8.count && $0.field.hasPrefix(field) && $0.field.hasSuffix(suffix) }
        return (oriented ?? sources.first { $0.field == field })?.evidence ?? SourceTier.noCitation
    }

    /// The profile and version whose values answer `version` in `orientation`: the profile's
    /// own when a source gives them; else the previous major's (``EvidenceRule/carryForward``)
    /// from iOS 26 on; else a same-panel sibling's (``EvidenceRule/samePanelSibling``). Nil when
    /// no rule reaches a value. A rule never replaces a value the profile states.
    func safeAreaAnswer(_ orientation: Orientation, version: Int) -> SafeAreaAnswer? {
        if hasInsets(orientation, version) { return SafeAreaAnswer(profile: self, version: version, rules: []) }
        if let previous = Self.carriedFrom(version), ios.contains(version), hasInsets(orientation, previous) {
            return SafeAreaAnswer(profile: self, version: previous, rules: [EvidenceRule.carryForward.id])
        }
        if ios.contains(version), let sibling = SamePanelSibling.sibling(of: self), var answer = sibling.safeAreaAnswer(orientation, version: version) {
            answer.rules.insert(EvidenceRule.samePanelSibling.id, at: 0)
            return answer
        }
        return nil
    }

    /// True when a source gives the insets of `orientation` on `version`.
    func hasInsets(_ orientation: Orientation, _ version: Int) -> Bool {
        safeAreaInsets.contains { $0.ios.contains(version) && $0.insets[orientation] != nil }
    }

    /// The major whose values ``EvidenceRule/carryForward`` carries to `version`: the released
    /// major before it, when both are of the Liquid Glass design (iOS 26 on).
    package static func carriedFrom(_ version: Int) -> Int? {
        guard let place = IOSVersion.released.firstIndex(of: version), place > 0 else { return nil }
        let previous = IOSVersion.released[place - 1]
        return previous >= BarDesign.firstLiquidGlassVersion ? previous : nil
    }

    /// True when some orientation of `version` has an answer (``safeAreaAnswer(_:version:)``).
    func hasAnswer(ios version: Int) -> Bool {
        hasSafeAreaSpec(ios: version) || orientations.contains { safeAreaAnswer($0, version: version) != nil }
    }
}

