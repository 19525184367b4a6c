import SafeAreaCore

/// Runs every assertion of a spec on every device × orientation pair of its matrix.
enum CheckRunner {
    /// The report; throws for a mistake in the spec that only running finds (a query's field
    /// that its command does not give), and, as every command does, when the matrix is one pair
    /// and the device lacks it.
    static func run(_ spec: CheckSpec, context: CommandContext) throws(UsageError) -> CheckReport {
        var results: [CheckResult] = []
        results.reserveCapacity(spec.pairCount * spec.assertions.count)
        let isSinglePair = spec.pairCount == 1
        var screens: [CheckScreen?] = []
        // Each query's options, read on its first pair and asked of the others.
        var prepared: [PreparedScreenCommand?] = Array(repeating: nil, count: spec.assertions.count)
        for (device, ios) in spec.devices.flatMap({ device in spec.versions.map { (device, $0) } }) {
            for orientation in spec.orientations {
                let screen: CheckScreen
                do {
                    screen = try device.checkScreen(for: spec.screen.request(orientation, ios: ios))
                } catch {
                    let reason = error.reason(device: device.name)
                    if isSinglePair { throw UsageError(reason, code: .unsupported) }
                    screens.append(nil)
                    for assertion in spec.assertions {
                        results.append(CheckResult(
                            deviceID: device.id, deviceName: device.name, orientation: orientation,
                            ios: ios ?? device.newestSourcedVersion, assertion: assertion.index, status: .skipped,
                            message: reason, pairError: error))
                    }
                    continue
                }
                screens.append(screen)
                for (position, assertion) in spec.assertions.enumerated() {
                    var result = CheckResult(
                        deviceID: device.id, deviceName: device.name, orientation: orientation, ios: screen.layout.ios,
                        assertion: assertion.index, status: .passed)
                    switch assertion.kind {
                    case .layout(let index, let layoutAssertion):
                        evaluate(layoutAssertion, spec.elements[index], on: screen, into: &result)
                    case .query(let query):
                        do {
                            if prepared[position] == nil { prepared[position] = try query.prepare(on: device, context: context) }
                            let outcome = try query.evaluate(
                                device, orientation, ios: screen.layout.ios, prepared: prepared[position], context: context)
                            evaluate(outcome, query, into: &result)
                        } catch {
                            throw error.error
                        }
                    }
                    results.append(result)
                }
            }
        }
        return CheckReport(spec: spec, results: results, screens: screens)
    }

    private static func evaluate(_ assertion: LayoutAssertion, _ element: LayoutElement, on screen: CheckScreen, into result: inout CheckResult) {
        if case .placed(let frame) = screen.place(element) {
            result.details.append(OutputField("frame", .rect(frame)))
        }
        switch assertion.evaluate(element, on: screen) {
        case .passed:
            result.status = .passed
        case .notEvaluable(let why):
            result.status = .skipped
            result.message = why
        case .failed(let findings):
            result.status = .failed
            result.message = findings.map(\.message).joined(separator: "; ")
            result.findings = findings
            var overlaps: [OutputValue] = []
            for finding in findings {
                switch finding {
                case .outside(_, let by):
                    result.details.append(OutputField("outside", .insets(by)))
                case .overlaps(let region, let overlap):
                    overlaps.append(.object([OutputField("region", .string(region.rawValue)), OutputField("overlap", .rect(overlap))]))
                case .tooSmall, .unsatisfiable:
                    break
                }
            }
            if !overlaps.isEmpty { result.details.append(OutputField("overlaps", .array(overlaps))) }
        }
    }

    private static func evaluate(_ outcome: QueryAssertion.Outcome, _ query: QueryAssertion, into result: inout CheckResult) {
        // Room for the value too: one allocation per pair, not a second when it is appended.
        result.details.reserveCapacity(3)
        result.details.append(OutputField("command", .string(query.commandName)))
        result.details.append(OutputField("field", .string(query.field)))
        switch outcome {
        case .passed(let value):
            result.status = .passed
            result.details.append(OutputField("value", value))
        case .failed(let value, let message):
            result.status = .failed
            result.message = message
            result.details.append(OutputField("value", value))
        case .skipped(let why):
            result.status = .skipped
            result.message = why
        }
    }
}
