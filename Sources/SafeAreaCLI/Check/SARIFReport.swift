/// `--format sarif`: a SARIF 2.1.0 log (OASIS Static Analysis Results Interchange Format), which
/// GitHub Code Scanning and other CI systems read. One rule per assertion kind; one result per
/// failure (`error`) and per skip (`note`), each located at its assertion's line in the spec.
/// Passing results are left out, as analysers leave out code that has no finding.
enum SARIFReport {
    /// Each assertion kind a spec can hold, with the description its rule carries.
    static let rules: [(id: String, description: String)] = [
        ("insideSafeArea", "The element lies inside the safe area (safeAreaLayoutGuide)."),
        ("insideLayoutMargins", "The element lies inside the layout margins (layoutMarginsGuide)."),
        ("minSize", "The element is at least the given size."),
        ("clearOf", "The element does not overlap the named screen regions."),
        ("query", "A value safearea computes equals, or is at least or at most, the expected value."),
    ]

    static func render(_ report: CheckReport) -> String {
        let spec = report.spec
        var results: [OutputValue] = []
        for result in report.results where result.status != .passed {
            let assertion = spec.assertions[result.assertion]
            let ruleIndex = rules.firstIndex { $0.id == assertion.kindName } ?? 0
            var fields = [
                OutputField("ruleId", .string(assertion.kindName)),
                OutputField("ruleIndex", .number(Double(ruleIndex))),
                OutputField("level", .string(result.status == .failed ? "error" : "note")),
                OutputField("message", .object([OutputField("text", .string(
                    "\(assertion.title) \(result.status == .failed ? "fails" : "skipped") on \(result.deviceName) "
                        + "\(spec.pairName(result)): \(result.message ?? "")"))])),
            ]
            // A spec read from standard input has no file for a location to name.
            if !spec.isStandardInput {
                fields.append(OutputField("locations", .array([.object([
                    OutputField("physicalLocation", .object([
                        OutputField("artifactLocation", .object([OutputField("uri", .string(spec.path))])),
                        OutputField("region", .object([OutputField("startLine", .number(Double(assertion.line)))])),
                    ])),
                ])])))
            }
            results.append(.object(fields))
        }
        let driver = OutputValue.object([
            OutputField("name", .string("safearea")),
            OutputField("version", .string(SafeAreaCommandLine.version)),
            OutputField("rules", .array(rules.map { rule in
                .object([
                    OutputField("id", .string(rule.id)),
                    OutputField("shortDescription", .object([OutputField("text", .string(rule.description))])),
                ])
            })),
        ])
        let log = OutputValue.object([
            OutputField("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            OutputField("version", .string("2.1.0")),
            OutputField("runs", .array([.object([
                OutputField("tool", .object([OutputField("driver", driver)])),
                OutputField("results", .array(results)),
            ])])),
        ])
        var text = ""
        JSONWriter.writePretty(log, to: &text)
        return text + "\n"
    }
}
