/// The tier of one citation, by the origin it names (`shared/evidence.md`, "Tiers, by what the
/// source shows"). A citation is `measured` only when its origin is listed here with the method
/// it wrote down; Apple's pages are `published`; every other table or code is `transcribed`.
/// Several libraries copying one table are one origin: a copy keeps the copy's own tier, since
/// the copy states no method, and the original is listed where it is cited.
public enum SourceTier {
    /// Origins whose prints state the property read and the runtime (checked in
    /// `Profiles/research/evidence-sources.md`), with the method in a few words.
    public static let measuredOrigins: [(origin: String, method: String)] = [
        ("anvu69/liquid_shell", "probe app printing the host view's safeAreaInsets on named iOS 26.5 and 27.0 simulators"),
        ("EchoTechFE/devicekit", "probe app reading UIKit's status bar and safe area on iOS 18.3 and 26.5 simulators"),
        ("amoshydra/", "WKWebView host logging window and web view safeAreaInsets, Xcode 27.0, iOS 18.6 and 27.0 simulators"),
        ("hacknicity", "simulator screenshots measured in points, runtime and SDK stated"),
        ("useyourloaf.com", "simulator prints of safeAreaInsets and guides in the post, runtime stated"),
    ]

    /// Origins that are Apple's own.
    static let publishedMarks = [
        "developer.apple.com", "support.apple.com", "www.apple.com", "Apple Human Interface Guidelines", "Apple Support",
        "Apple Newsroom", "Apple WWDC", "Apple's ", "Apple documentation",
    ]

    /// The tier of `citation`, by the origin it names first (its words before any parenthesis):
    /// a table that credits a measurement in its parenthesis is still a copy.
    public static func of(_ citation: String) -> EvidenceTier {
        let head = origin(of: citation)
        if measuredOrigins.contains(where: { head.contains($0.origin) }) { return .measured }
        if publishedMarks.contains(where: { head.hasPrefix($0) || head.hasPrefix("https://\($0)") }) { return .published }
        return .transcribed
    }

    /// The words of `citation` that name its origin: all before its first ` (`.
    static func origin(of citation: String) -> Substring {
        var index = citation.startIndex
        while index < citation.endIndex {
            let next = citation.index(after: index)
            if citation[index] == " ", next < citation.endIndex, citation[next] == "(" { return citation[..<index] }
            index = next
        }
        return citation[...]
    }

    /// The evidence of a value resting on `citations`: as strong as its strongest citation (a
    /// measurement outranks the tables that agree with it), every citation kept, strongest
    /// first. No citation at all is the catalogue's own reading of its notes: `transcribed`.
    public static func evidence(_ citations: [String]) -> Evidence {
        let cited = citations.filter { !$0.hasPrefix("(none") }
        guard !cited.isEmpty else { return Evidence(tier: .transcribed, sources: ["the profile's notes (no citable source)"]) }
        let ranked = cited.enumerated().map { (tier: of($1), place: $0, citation: $1) }
            .sorted { ($0.tier.rank, $0.place) < ($1.tier.rank, $1.place) }
        return Evidence(tier: ranked[0].tier, sources: ranked.map(\.citation))
    }
}
