/// How one reported value is known: its tier, the sources it rests on and, for a derived value,
/// the rule that made it (contract, "Evidence").
public struct Evidence: Sendable, Hashable {
    public var tier: EvidenceTier
    /// The ``EvidenceRule`` id when `tier` is `derived`.
    public var rule: String?
    /// The citation lists the value rests on, in the order they were combined. Kept as shared
    /// lists rather than merged, since every result combines the same few profile and research
    /// lists: combining then costs one small array, and the lists are merged only when read.
    private var parts: [CitationList]

    public init(tier: EvidenceTier, sources: [String], labels: [String]? = nil, rule: String? = nil) {
        self.tier = tier
        self.rule = rule
        self.parts = [CitationList(sources: sources, labels: labels ?? CitationLabel.labels(sources))]
    }

    /// Citations a reader can open and judge, strongest first, each once.
    public var sources: [String] {
        if parts.count == 1 { return parts[0].sources }
        var sources: [String] = []
        for part in parts {
            for source in part.sources where !sources.contains(source) { sources.append(source) }
        }
        return sources
    }

    /// The sources' short labels (``CitationLabel``), each once, in the sources' order.
    public var labels: [String] {
        if parts.count == 1 { return parts[0].labels }
        var labels: [String] = []
        forEachLabel { labels.append($0) }
        return labels
    }

    /// Calls `body` with each of ``labels`` in turn, without gathering them.
    public func forEachLabel(_ body: (String) -> Void) {
        for label in parts[0].labels { body(label) }
        for place in parts.indices.dropFirst() {
            for label in parts[place].labels where !parts[..<place].contains(where: { $0.holds(label) }) { body(label) }
        }
    }

    /// A value computed from this one and `other` keeps the weaker tier of the two
    /// (`shared/evidence.md`: "A value keeps the weakest tier of what it was computed from"),
    /// and every source of both, each once; a rule of either stays named.
    public func combined(with other: Evidence) -> Evidence {
        var result = self
        result.tier = max(tier, other.tier)
        result.rule = Self.joined(rule, other.rule)
        for part in other.parts where !parts.contains(where: { $0 === part }) { result.parts.append(part) }
        return result
    }

    /// Both rules when each value was derived by its own: `a+b`, each id once.
    static func joined(_ rule: String?, _ other: String?) -> String? {
        guard let rule, let other else { return rule ?? other }
        // By hand, as in ``CitationLabel``: an unspecialised `joined` costs a query its metadata.
        var ids = rule.split(separator: "+")
        var result = rule
        for id in other.split(separator: "+") where !ids.contains(id) {
            ids.append(id)
            result += "+" + id
        }
        return result
    }

    /// The same values made by `rule` from this evidence: tier `derived`.
    public func derived(by rule: String) -> Evidence {
        var result = self
        result.tier = .derived
        result.rule = self.rule.map { "\($0)+\(rule)" } ?? rule
        return result
    }

    public static func == (left: Evidence, right: Evidence) -> Bool {
        left.tier == right.tier && left.rule == right.rule && left.sources == right.sources && left.labels == right.labels
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tier)
        hasher.combine(rule)
        hasher.combine(sources)
    }
}

/// One list of citations with their labels, shared by every evidence that rests on it.
private final class CitationList: Sendable {
    let sources: [String]
    let labels: [String]

    init(sources: [String], labels: [String]) {
        self.sources = sources
        self.labels = labels
    }

    /// True when `label` is one of ``labels``; lengths are compared first, as labels of
    /// different lists rarely share one.
    func holds(_ label: String) -> Bool {
        let length = label.utf8.count
        return labels.contains { $0.utf8.count == length && $0 == label }
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
