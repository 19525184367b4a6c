import SafeAreaCore

/// A citation's short label for a record's `evidence` (`safearea explain` prints citations
/// whole): a repository's `owner/name` (with `#N` for an issue or pull request), a page's host
/// and first path segment, or a publication's words before its first parenthesis or comma.
enum SourceLabel {
    static let limit = 72

    /// The short labels of `citations`, each once, in their order.
    static func labels(_ citations: [String]) -> [String] {
        var labels: [String] = []
        for citation in citations {
            let label = short(citation)
            if !labels.contains(label) { labels.append(label) }
        }
        return labels
    }

    static func short(_ citation: String) -> String {
        if let url = firstURL(in: citation), citation.hasPrefix("http") { return label(url) }
        if let colon = citation.firstIndex(of: ":"), case let owner = citation[..<colon], owner.contains("/"), !owner.contains(" ") {
            return String(owner)
        }
        let end = citation.firstIndex { $0 == "(" || $0 == "," } ?? citation.endIndex
        var words = citation[..<end]
        while words.last == " " { words = words.dropLast() }
        return words.count <= limit ? String(words) : String(words.prefix(limit - 1)) + "…"
    }

    private static func firstURL(in text: String) -> Substring? {
        var rest = Substring(text)
        while let colon = rest.firstIndex(of: ":") {
            let after = rest[rest.index(after: colon)...]
            if after.hasPrefix("//") { return after.dropFirst(2).prefix { $0 != " " && $0 != ")" && $0 != "," } }
            rest = after
        }
        return nil
    }

    private static func label(_ url: Substring) -> String {
        let parts = url.split(separator: "/", omittingEmptySubsequences: true)
        guard let host = parts.first else { return String(url) }
        if host == "github.com", parts.count >= 3 {
            let repository = "\(parts[1])/\(parts[2])"
            if parts.count >= 5, parts[3] == "issues" || parts[3] == "pull" { return "\(repository)#\(parts[4])" }
            return repository
        }
        if host == "gist.github.com", parts.count >= 2 { return "gist \(parts[1])" }
        let path = parts.dropFirst().prefix(2).joined(separator: "/")
        let text = path.isEmpty ? String(host) : "\(host)/\(path)"
        return text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}

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
