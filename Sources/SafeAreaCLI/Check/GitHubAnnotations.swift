/// `--format github`: workflow commands that GitHub Actions turns into annotations on the spec
/// file. GitHub shows only the first ten errors of a step, so each failing assertion gets one
/// `::error` at its line, listing every pair it fails on, rather than one per pair; skips are
/// `::notice`s, an assertion's own at its line and whole pairs at the matrix key that asked for
/// them (`orientations`, `ios`, `context`). The summary line comes first, as plain log text.
enum GitHubAnnotations {
    static func render(_ report: CheckReport) -> String {
        let spec = report.spec
        var text = report.summary + "\n"
        let pairCount = spec.pairCount
        var failures = [[CheckResult]](repeating: [], count: spec.assertions.count)
        var skips = [[CheckResult]](repeating: [], count: spec.assertions.count)
        var pairSkips: [Int: [CheckResult]] = [:]
        for pair in report.pairs {
            if CheckReport.isSkippedPair(pair), let first = pair.first, let error = first.pairError {
                pairSkips[spec.line(for: error), default: []].append(first)
                continue
            }
            for result in pair {
                switch result.status {
                case .failed: failures[result.assertion].append(result)
                case .skipped: skips[result.assertion].append(result)
                case .passed: break
                }
            }
        }
        for assertion in spec.assertions where !failures[assertion.index].isEmpty {
            let failed = failures[assertion.index]
            text += command(
                "error", spec: spec, line: assertion.line,
                title: "\(assertion.title) fails on \(failed.count) of \(pairCount) device × orientation pairs",
                lines: failed.map { "\($0.deviceName) \(spec.pairName($0)): \($0.message ?? "")" })
        }
        for assertion in spec.assertions where !skips[assertion.index].isEmpty {
            let skipped = skips[assertion.index]
            text += command(
                "notice", spec: spec, line: assertion.line,
                title: "\(assertion.title) skipped on \(skipped.count) of \(pairCount) device × orientation pairs",
                lines: skipped.map { "\($0.deviceName) \(spec.pairName($0)): \($0.message ?? "")" })
        }
        for (line, skipped) in pairSkips.sorted(by: { $0.key < $1.key }) {
            text += command(
                "notice", spec: spec, line: line,
                title: "every assertion skipped on \(skipped.count) of \(pairCount) device × orientation pairs",
                lines: skipped.map { "\($0.deviceName) \(spec.pairName($0)): \($0.message ?? "")" })
        }
        return text
    }

    /// `::error file=spec.json,line=8,title=...::first%0Asecond`.
    private static func command(_ name: String, spec: CheckSpec, line: Int, title: String, lines: [String]) -> String {
        var properties: [String] = []
        if !spec.isStandardInput {
            properties += ["file=\(property(spec.path))", "line=\(line)"]
        }
        properties.append("title=\(property(title))")
        return "::\(name) \(properties.joined(separator: ","))::\(data(lines.joined(separator: "\n")))\n"
    }

    /// A command's message: `%`, CR and LF escaped as the runner's toolkit escapes them.
    static func data(_ text: String) -> String {
        escape(text, also: [])
    }

    /// A property value: as a message, and `:` and `,` too.
    static func property(_ text: String) -> String {
        escape(text, also: [":", ","])
    }

    /// Scalar by scalar, so that a CR LF pair (one `Character`) is escaped as two.
    private static func escape(_ text: String, also: [Unicode.Scalar]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where also.contains(scalar): result += "%3A"
            case "," where also.contains(scalar): result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
