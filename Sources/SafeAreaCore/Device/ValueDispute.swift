/// A profile value that published sources disagree on: the value the catalogue uses, the values
/// others give, where each comes from, and why the one was chosen.
///
/// Disputes are data, kept in the profile beside the values they qualify, so that every result
/// using a disputed value can say so instead of presenting one source's number as settled.
public struct ValueDispute: Sendable, Hashable {
    /// One side of a dispute: a value and the sources that give it.
    public struct Claim: Sendable, Hashable {
        /// The value as the sources state it (`"20"`, `"0/62/21/62"`).
        public var value: String
        /// URLs or publications, each one a reader can open and judge.
        public let sources: [String]
        /// How the claim is known (``SourceTier``), worked out once with the claim: every answer
        /// that carries the dispute reports it.
        public let evidence: Evidence

        /// Creates a claim.
        public init(value: String, sources: [String]) {
            self.value = value
            self.sources = sources
            evidence = SourceTier.evidence(sources)
        }

        /// A claim whose evidence is known already (a value a rule carried keeps its rule).
        public init(value: String, evidence: Evidence) {
            self.value = value
            sources = evidence.sources
            self.evidence = evidence
        }
    }

    /// The disputed field, dotted as in the output: `safeAreaInsets.bottom`.
    public var field: String
    /// The versions the dispute concerns.
    public var ios: IOSVersionRange
    /// The orientations the dispute concerns.
    public var orientations: [Orientation]
    /// The value the catalogue uses.
    public var chosen: Claim
    /// The values other sources give.
    public var competing: [Claim]
    /// Why `chosen` was preferred.
    public var why: String

    /// Creates a dispute.
    public init(field: String, ios: IOSVersionRange, orientations: [Orientation], chosen: Claim, competing: [Claim], why: String) {
        self.field = field
        self.ios = ios
        self.orientations = orientations
        self.chosen = chosen
        self.competing = competing
        self.why = why
    }

    /// True when a result on `ios` in `orientation` uses the disputed value.
    public func applies(ios major: Int, orientation: Orientation) -> Bool {
        ios.contains(major) && orientations.contains(orientation)
    }

    /// One line for a result: the value used, the others, and why.
    public var summary: String {
        // Joined by hand: the standard library's `joined(separator:)` is reached here through
        // its unspecialised generic path, whose witness lookups cost a query's start-up more
        // than the whole result.
        var others = ""
        for index in competing.indices {
            if index > 0 { others += " or " }
            others += competing[index].value
        }
        return "\(field) \(chosen.value) is disputed (other sources: \(others)): \(why)"
    }
}

extension DeviceProfile {
    /// The disputes that qualify a result on `ios` in `orientation`.
    public func disputes(ios major: Int, orientation: Orientation) -> [ValueDispute] {
        disputes.filter { $0.applies(ios: major, orientation: orientation) }
    }
}
