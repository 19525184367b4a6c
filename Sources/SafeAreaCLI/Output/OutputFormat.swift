/// The `--format` choices.
enum OutputFormat: String, Sendable, CaseIterable {
    /// An aligned table for people.
    case text
    /// One JSON array of every result.
    case json
    /// One JSON object per line.
    case jsonl
    /// A header row, then one row per result.
    case csv
}

extension OutputFormat {
    /// `--format`, text when not given.
    static func read(_ arguments: ParsedArguments) -> OutputFormat {
        arguments.single(CommonOptions.format).flatMap { OutputFormat(rawValue: $0.text) } ?? .text
    }
}
