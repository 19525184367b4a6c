/// A citation's short label, as results' `evidence` gives it (`safearea explain` gives citations
/// whole): a repository's `owner/name` (with `#N` for an issue or pull request), a page's host
/// and first path segment, or a publication's words before its first parenthesis or comma.
public enum CitationLabel {
    public static let limit = 72

    /// The short labels of `citations`, each once, in their order.
    public static func labels(_ citations: [String]) -> [String] {
        var labels: [String] = []
        for citation in citations {
            let label = short(citation)
            if !labels.contains(label) { labels.append(label) }
        }
        return labels
    }

    public static func short(_ citation: String) -> String {
        let bytes = Array(citation.utf8)
        if bytes.starts(with: Array("http".utf8)), let scheme = find(Array("://".utf8), in: bytes) {
            let end = bytes[(scheme + 3)...].firstIndex { $0 == 0x20 || $0 == 0x29 || $0 == 0x2C } ?? bytes.endIndex
            return label(bytes[(scheme + 3)..<end])
        }
        if let colon = bytes.firstIndex(of: 0x3A), bytes[..<colon].contains(0x2F), !bytes[..<colon].contains(0x20) {
            return String(decoding: bytes[..<colon], as: UTF8.self)
        }
        var end = bytes.firstIndex { $0 == 0x28 || $0 == 0x2C } ?? bytes.endIndex
        while end > 0, bytes[end - 1] == 0x20 { end -= 1 }
        return clipped(String(decoding: bytes[..<end], as: UTF8.self))
    }

    /// Where `needle` first stands in `bytes`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) { return start }
        return nil
    }

    /// `text` cut to ``limit`` bytes at a character boundary, with an ellipsis when cut.
    private static func clipped(_ text: String) -> String {
        guard text.utf8.count > limit else { return text }
        var end = text.utf8.index(text.utf8.startIndex, offsetBy: limit - 1)
        while end > text.startIndex, !text.unicodeScalars.indices.contains(end) { end = text.utf8.index(before: end) }
        return String(text[..<end]) + "…"
    }

    /// A URL's label (its bytes after the scheme), from its host and path.
    private static func label<Bytes: Collection<UInt8>>(_ url: Bytes) -> String {
        let parts = url.split(separator: 0x2F, omittingEmptySubsequences: true).map { String(decoding: $0, as: UTF8.self) }
        guard let host = parts.first else { return String(decoding: url, as: UTF8.self) }
        if host == "github.com", parts.count >= 3 {
            let repository = "\(parts[1])/\(parts[2])"
            if parts.count >= 5, parts[3] == "issues" || parts[3] == "pull" { return "\(repository)#\(parts[4])" }
            return repository
        }
        if host == "gist.github.com", parts.count >= 2 { return "gist \(parts[1])" }
        // Put together by hand: `joined` over a slice of substrings is not specialised, and its
        // first call in a process resolves generic metadata at run time (a fifth of one query).
        var path = ""
        for part in parts.dropFirst().prefix(2) { path += (path.isEmpty ? "" : "/") + part }
        return clipped(path.isEmpty ? host : "\(host)/\(path)")
    }
}

