/// The tier of one citation, by the origin it names (`shared/evidence.md`, "Tiers, by what the
/// source shows"). A citation is `measured` only when its origin is listed here with the method
/// it wrote down; Apple's pages are `published`; every other table or code is `transcribed`.
/// Several libraries copying one table are one origin: a copy keeps the copy's own tier, since
/// the copy states no method, and the original is listed where it is cited.
public enum SourceTier {
    /// Origins whose prints state the property read and the runtime (checked in
    /// `Profiles/research/evidence-sources.md`), as the citations begin: a repository's
    /// `owner/name` or a page's address.
    public static let measuredOrigins = [
        "anvu69/liquid_shell", "https://github.com/anvu69/liquid_shell",
        "EchoTechFE/devicekit", "https://github.com/EchoTechFE/devicekit",
        "amoshydra/", "https://github.com/amoshydra/",
        "https://hacknicity.medium.com", "https://medium.com/@hacknicity",
        "https://useyourloaf.com",
        "kartikkp/Doodle-fun", "KyleMit/Splotch",
        // The user's own file (`--measurements`), whose entries each write down their method.
        "local: ",
        "Vercantez/openuikit", "jonatansoderberg/Maui.Spine", "code-payments/code-ios-app#640",
        "GetStream/stream-chat-react-native@",
    ]

    /// How Apple's own pages and publications are cited.
    static let publishedOrigins = [
        "https://developer.apple.com", "https://support.apple.com", "https://www.apple.com", "Apple Human Interface Guidelines",
        "Apple Support", "Apple Newsroom", "Apple WWDC", "Apple's ", "Apple documentation",
    ]

    /// The tier of `citation`, by the origin it begins with: a table that credits a measurement
    /// further on (in its parenthesis) is still a copy.
    public static func of(_ citation: String) -> EvidenceTier {
        let head = citation.utf8
        if measuredOrigins.contains(where: { head.starts(with: $0.utf8) }) { return .measured }
        if publishedOrigins.contains(where: { head.starts(with: $0.utf8) }) { return .published }
        return .transcribed
    }

    /// The evidence of a value resting on `citations`: as strong as its strongest citation (a
    /// measurement outranks the tables that agree with it), every citation kept, strongest
    /// first. No citation at all is the catalogue's own reading of its notes: `transcribed`.
    public static func evidence(_ citations: [String]) -> Evidence {
        SourceList(field: "", references: citations).evidence
    }

    /// `references` ranked strongest first (their order kept within a tier), by `tiers`, with
    /// their `labels` each once.
    static func ranked(_ references: [String], tiers: [EvidenceTier], labels: [String]) -> Evidence {
        var ranked: [(tier: EvidenceTier, place: Int)] = []
        for place in references.indices where !references[place].hasPrefix("(none") {
            ranked.append((tiers[place], place))
        }
        guard !ranked.isEmpty else { return noCitation }
        ranked.sort { ($0.tier.rank, $0.place) < ($1.tier.rank, $1.place) }
        var distinct: [String] = []
        for entry in ranked where !distinct.contains(labels[entry.place]) { distinct.append(labels[entry.place]) }
        return Evidence(tier: ranked[0].tier, sources: ranked.map { references[$0.place] }, labels: distinct)
    }

    /// A value whose profile cites nothing for it rests on the profile's notes.
    static let noCitation = Evidence(tier: .transcribed, sources: ["the profile's notes (no citable source)"], labels: ["the profile's notes"])
}
