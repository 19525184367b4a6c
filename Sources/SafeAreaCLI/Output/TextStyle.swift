/// Terminal styling for text output: by default on only when standard output is a terminal,
/// `NO_COLOR` is unset or empty (no-color.org) and `TERM` is not `dumb`; `--color always|never`
/// decides instead.
struct TextStyle: Sendable {
    let enabled: Bool

    init(enabled: Bool) {
        self.enabled = enabled
    }

    /// The default style for an output that is, or is not, a terminal, given the values of
    /// `NO_COLOR` and `TERM` (``ProcessEnvironment/consulted``).
    init(outputIsTerminal: Bool, noColor: String?, term: String?) {
        enabled = outputIsTerminal && (noColor ?? "").isEmpty && term != "dumb"
    }

    /// The style `--color` asks for: `always` and `never` override what the terminal suggests.
    func choosing(_ when: String?) -> TextStyle {
        switch when {
        case "always": TextStyle(enabled: true)
        case "never": TextStyle(enabled: false)
        default: self
        }
    }

    func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { enabled ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
