/// `--format text`: the summary line, then one line per failure and per skip, device and
/// orientation in aligned columns.
///
/// ```
/// spec.json: 2 devices × 2 orientations × 3 assertions: 7 passed, 3 failed, 2 skipped
/// FAIL  iPhone 8  portrait  checkout insideSafeArea (line 8): reaches past the safe area by 49 pt at the bottom
/// SKIP  iPhone X  portraitUpsideDown  every assertion: iPhone X does not support portraitUpsideDown
/// ```
enum CheckTextReport {
    static func render(_ report: CheckReport, style: TextStyle) -> String {
        var rows: [(tag: String, device: String, orientation: String, what: String)] = []
        for result in report.results where result.status == .failed {
            rows.append(("FAIL", result.deviceName, report.spec.pairName(result), describe(result, in: report.spec)))
        }
        // Devices that do not run a version the spec asks are one line per version, not a line per pair.
        var notRunning: [(version: Int, devices: [String])] = []
        for pair in report.pairs {
            if CheckReport.isSkippedPair(pair), let first = pair.first {
                if case .versionNotRun(let version, _) = first.pairError {
                    if let place = notRunning.firstIndex(where: { $0.version == version }) {
                        if notRunning[place].devices.last != first.deviceName { notRunning[place].devices.append(first.deviceName) }
                    } else {
                        notRunning.append((version, [first.deviceName]))
                    }
                    continue
                }
                rows.append(("SKIP", first.deviceName, report.spec.pairName(first), "every assertion: \(first.message ?? "")"))
                continue
            }
            for result in pair where result.status == .skipped {
                rows.append(("SKIP", result.deviceName, report.spec.pairName(result), describe(result, in: report.spec)))
            }
        }
        for (version, devices) in notRunning {
            let named = devices.prefix(4).joined(separator: ", ") + (devices.count > 4 ? " and \(devices.count - 4) more" : "")
            rows.append(("SKIP", devices.count == 1 ? devices[0] : "\(devices.count) devices", "", "\(devices.count == 1 ? "does" : "do") not run iOS \(version)\(devices.count == 1 ? "" : ": " + named)"))
        }
        let deviceWidth = rows.map { TextTable.width(of: $0.device) }.max() ?? 0
        let orientationWidth = rows.map { TextTable.width(of: $0.orientation) }.max() ?? 0
        var text = style.bold(report.summary) + "\n"
        for row in rows {
            let line = "\(row.tag)  \(pad(row.device, deviceWidth))  \(pad(row.orientation, orientationWidth))  \(row.what)"
            text += (row.tag == "FAIL" ? line : style.dim(line)) + "\n"
        }
        return text
    }

    /// `checkout insideSafeArea (line 8): reaches past ...`.
    static func describe(_ result: CheckResult, in spec: CheckSpec) -> String {
        let assertion = spec.assertions[result.assertion]
        return "\(assertion.title) (line \(assertion.line)): \(result.message ?? "")"
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - TextTable.width(of: text)))
    }
}
