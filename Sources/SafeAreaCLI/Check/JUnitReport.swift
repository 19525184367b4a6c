/// `--format junit`: JUnit XML as CI systems read it (Jenkins, GitLab, GitHub test reporters):
/// one `testsuite` per device, one `testcase` per device × orientation × assertion, a `failure`
/// with the message for each failed one and a `skipped` with the reason for each skipped one.
enum JUnitReport {
    static func render(_ report: CheckReport) -> String {
        let spec = report.spec
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(attribute("safearea check " + spec.path))\" tests=\"\(report.results.count)\" "
            + "failures=\"\(report.failed)\" errors=\"0\" skipped=\"\(report.skipped)\">\n"
        var start = 0
        while start < report.results.count {
            let device = report.results[start].deviceID
            var end = start
            while end < report.results.count, report.results[end].deviceID == device { end += 1 }
            let suite = report.results[start..<end]
            let failures = suite.filter { $0.status == .failed }.count
            let skipped = suite.filter { $0.status == .skipped }.count
            text += "  <testsuite name=\"\(attribute(report.results[start].deviceName))\" tests=\"\(suite.count)\" "
                + "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            for result in suite { text += testcase(result, in: spec) }
            text += "  </testsuite>\n"
            start = end
        }
        return text + "</testsuites>\n"
    }

    private static func testcase(_ result: CheckResult, in spec: CheckSpec) -> String {
        let assertion = spec.assertions[result.assertion]
        let name = "\(spec.pairName(result)): assertions[\(assertion.index)] \(assertion.title)"
        var text = "    <testcase classname=\"\(attribute(result.deviceID))\" name=\"\(attribute(name))\""
        if !spec.isStandardInput { text += " file=\"\(attribute(spec.path))\" line=\"\(assertion.line)\"" }
        switch result.status {
        case .passed:
            return text + "/>\n"
        case .failed:
            let message = result.message ?? ""
            let body = "\(result.deviceName) \(result.orientation.rawValue)\(result.ios.map { ", iOS \($0)" } ?? ""): "
                + "\(assertion.title): \(message)\n\(spec.path):\(assertion.line)"
            return text + ">\n      <failure message=\"\(attribute(message))\" type=\"\(attribute(assertion.kindName))\">"
                + "\(content(body))</failure>\n    </testcase>\n"
        case .skipped:
            return text + ">\n      <skipped message=\"\(attribute(result.message ?? ""))\"/>\n    </testcase>\n"
        }
    }

    /// Text for an attribute value in double quotes: markup characters as entities, and tabs
    /// and line breaks as character references so that a parser keeps them.
    static func attribute(_ text: String) -> String {
        escape(text) { scalar in
            switch scalar {
            case "\"": "&quot;"
            case "'": "&apos;"
            case "\n": "&#10;"
            case "\r": "&#13;"
            case "\t": "&#9;"
            default: nil
            }
        }
    }

    /// Text for element content.
    static func content(_ text: String) -> String {
        escape(text) { scalar in scalar == "\r" ? "&#13;" : nil }
    }

    /// `&`, `<` and `>` as entities, `extra` for the context's own characters, and every scalar
    /// XML 1.0 cannot hold (control characters other than tab and line breaks, U+FFFE, U+FFFF)
    /// as U+FFFD, so that the document stays well-formed whatever a name in the spec contains.
    private static func escape(_ text: String, _ extra: (Unicode.Scalar) -> String?) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = extra(scalar) {
                result += replacement
                continue
            }
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
