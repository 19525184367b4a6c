import SafeAreaCore

extension EvidenceTier {
    /// The tier's name as JSON writes it.
    var literal: StaticString {
        switch self {
        case .measured: "measured"
        case .published: "published"
        case .transcribed: "transcribed"
        case .derived: "derived"
        }
    }
}
