/// How one reported value is known: its tier, the sources it rests on and, for a derived value,
/// the rule that made it (contract, "Evidence").
public struct Evidence: Sendable, Hashable {
    public var tier: EvidenceTier
    /// Citations a reader can open and judge, strongest first.
    public var sources: [String]
    /// The sources' short labels (``CitationLabel``), each once, in the sources' order.
    public var labels: [String]
    /// The ``EvidenceRule`` id when `tier` is `derived`.
    public var rule: String?

    public init(tier: EvidenceTier, sources: [String], labels: [String]? = nil, rule: String? = nil) {
        self.tier = tier
        self.sources = sources
        self.labels = labels ?? CitationLabel.labels(sources)
        self.rule = rule
    }

    /// A value computed from this one and `other` keeps the weaker tier of the two
    /// (`shared/evidence.md`: "A value keeps the weakest tier of what it was computed from"),
    /// and every source of both; a rule of either stays named.
    public func combined(with other: Evidence) -> Evidence {
        var sources = self.sources
        for source in other.sources where !sources.contains(source) { sources.append(source) }
        var labels = self.labels
        for label in other.labels where !labels.contains(label) { labels.append(label) }
        return Evidence(tier: max(tier, other.tier), sources: sources, labels: labels, rule: Self.joined(rule, other.rule))
    }

    /// Both rules when each value was derived by its own: `a+b`, each id once.
    static func joined(_ rule: String?, _ other: String?) -> String? {
        guard let rule, let other else { return rule ?? other }
        var ids = rule.split(separator: "+")
        for id in other.split(separator: "+") where !ids.contains(id) { ids.append(id) }
        return ids.joined(separator: "+")
    }

    /// ``combined(with:)`` for `other` whose sources are none of these (one of the core's own
    /// citations, such as the bars research): its sources appended without comparing them to
    /// each of these; only the short labels are kept each once.
    public func adding(_ other: Evidence) -> Evidence {
        var labels = self.labels
        for label in other.labels where !labels.contains(label) { labels.append(label) }
        return Evidence(tier: max(tier, other.tier), sources: sources + other.sources, labels: labels, rule: Self.joined(rule, other.rule))
    }

    /// The same values made by `rule` from this evidence: tier `derived`.
    public func derived(by rule: String) -> Evidence {
        Evidence(tier: .derived, sources: sources, labels: labels, rule: self.rule.map { "\($0)+\(rule)" } ?? rule)
    }
}

/// The evidence of one field group of a result (`safeAreaInsets`, `statusBarFrame`, ...).
public struct FieldEvidence: Sendable, Hashable {
    public var field: String
    public var evidence: Evidence

    public init(field: String, evidence: Evidence) {
        self.field = field
        self.evidence = evidence
    }
}

extension Array where Element == FieldEvidence {
    /// The evidence of `field`, when the result reports it.
    public subscript(field field: String) -> Evidence? {
        first { $0.field == field }?.evidence
    }

}
