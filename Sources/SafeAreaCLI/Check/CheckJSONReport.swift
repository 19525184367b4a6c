/// `--format json`: one object with the counts and every result, passed ones included.
enum CheckJSONReport {
    static func render(_ report: CheckReport) -> String {
        let spec = report.spec
        let value = OutputValue.object([
            OutputField("spec", .string(spec.path)),
            OutputField("pairs", .number(Double(spec.pairCount))),
            OutputField("assertions", .number(Double(spec.assertions.count))),
            OutputField("passed", .number(Double(report.passed))),
            OutputField("failed", .number(Double(report.failed))),
            OutputField("skipped", .number(Double(report.skipped))),
            OutputField("results", .array(report.results.map { record($0, in: spec) })),
        ])
        var text = ""
        JSONWriter.writePretty(value, to: &text)
        return text + "\n"
    }

    /// One result: the pair, the assertion (index, line, element, kind), the status, the message
    /// (`null` when it passed), then what was measured.
    static func record(_ result: CheckResult, in spec: CheckSpec) -> OutputValue {
        let assertion = spec.assertions[result.assertion]
        return .object(ResultRecord.identity(id: result.deviceID, name: result.deviceName, orientation: result.orientation, ios: result.ios) + [
            OutputField("assertion", .number(Double(assertion.index))),
            OutputField("line", .number(Double(assertion.line))),
            OutputField("element", assertion.elementName(in: spec).map(OutputValue.string) ?? .null),
            OutputField("kind", .string(assertion.kindName)),
            OutputField("status", .string(result.status.rawValue)),
            OutputField("message", result.message.map(OutputValue.string) ?? .null),
        ] + result.details)
    }
}
