import SafeAreaCore

/// Every result of a spec's run, in matrix order (device, then orientation, then assertion), and
/// their counts.
struct CheckReport {
    let spec: CheckSpec
    let results: [CheckResult]
    let passed: Int
    let failed: Int
    let skipped: Int
    /// The screen each pair ran against, in ``pairs`` order; `nil` for a pair skipped as a whole.
    let screens: [CheckScreen?]

    init(spec: CheckSpec, results: [CheckResult], screens: [CheckScreen?] = []) {
        self.spec = spec
        self.results = results
        self.screens = screens
        var counts = (passed: 0, failed: 0, skipped: 0)
        for result in results {
            switch result.status {
            case .passed: counts.passed += 1
            case .failed: counts.failed += 1
            case .skipped: counts.skipped += 1
            }
        }
        (passed, failed, skipped) = counts
    }

    /// `3 devices × 2 orientations × 4 assertions: 18 passed, 4 failed, 2 skipped`, and when the
    /// devices lack some pairs `; 1 of 6 device/orientation pairs unsupported`.
    var summary: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        let versions = spec.versions.count > 1 ? "\(count(spec.versions.count, "version")) × " : ""
        return "\(spec.path): \(count(spec.devices.count, "device")) × \(versions)\(count(spec.orientations.count, "orientation")) × "
            + "\(count(spec.assertions.count, "assertion")): \(passed) passed, \(failed) failed, \(skipped) skipped"
            + (unsupportedPairs > 0 ? "; " + PairTally.count(unsupportedPairs, of: spec.pairCount) : "")
    }

    /// The pairs skipped as a whole: the device lacks them.
    var unsupportedPairs: Int { pairs.count { Self.isSkippedPair($0) } }

    /// The results of one device and orientation: runs of `spec.assertions.count`, in order.
    var pairs: [ArraySlice<CheckResult>] {
        let size = max(1, spec.assertions.count)
        return stride(from: 0, to: results.count, by: size).map { results[$0..<min($0 + size, results.count)] }
    }

    /// The whole pair was skipped: every result carries the pair's reason.
    static func isSkippedPair(_ pair: ArraySlice<CheckResult>) -> Bool {
        pair.first?.pairError != nil
    }
}
