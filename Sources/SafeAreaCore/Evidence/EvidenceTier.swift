/// How a value is known, strongest first (the project's evidence model, `shared/evidence.md`):
/// a print whose method is written down outranks Apple's word, which outranks a third party's
/// table, which outranks a value this project computed by one of its rules (``EvidenceRule``).
public enum EvidenceTier: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A simulator or device print whose method is written down (who read which property, on
    /// which runtime).
    case measured
    /// Apple's documentation, Human Interface Guidelines or WWDC material.
    case published
    /// A third party's table or code that states no method.
    case transcribed
    /// Computed by a named rule of this project from values of the other tiers.
    case derived

    /// Its rank, 0 for the strongest.
    var rank: Int {
        switch self {
        case .measured: 0
        case .published: 1
        case .transcribed: 2
        case .derived: 3
        }
    }

    /// True when `lhs` is stronger than `rhs`.
    public static func < (lhs: EvidenceTier, rhs: EvidenceTier) -> Bool { lhs.rank < rhs.rank }

    /// True when a value of this tier is accepted where `weakest` is the weakest tier accepted.
    public func isAccepted(atLeast weakest: EvidenceTier) -> Bool { rank <= weakest.rank }
}
