import Foundation
import Testing

/// The exact output of `safearea check` in each format. Specs are passed by absolute path and the
/// package root is cut from the output, so that the goldens hold from any checkout.
@Suite("Check golden output")
struct CheckGoldenTests {
    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Fixtures/\(name)").path
    }

    @Test(arguments: [
        // The README's worked example: a failure on each Face ID phone, skipped pairs.
        ("check-checkout.txt", ["check", fixture("checkout.json")]),
        ("check-checkout.json", ["check", fixture("checkout.json"), "--format", "json"]),
        ("check-checkout.xml", ["check", fixture("checkout.json"), "--format", "junit"]),
        ("check-checkout-github.txt", ["check", fixture("checkout.json"), "--format", "github"]),
        ("check-checkout.sarif", ["check", fixture("checkout.json"), "--format", "sarif"]),
        ("check-checkout.html", ["check", fixture("checkout.json"), "--format", "html"]),
        // The spec as written, over every phone.
        ("check-issue.txt", ["check", fixture("check-issue.json")]),
        ("check-issue-github.txt", ["check", fixture("check-issue.json"), "-f", "github"]),
        // A sheet across the iPhone Duo's fold (issue 12); window controls with no sourced frame
        // leave that assertion not evaluable (skipped, not passed).
        ("check-duo.txt", ["check", fixture("duo-reader.json")]),
        ("check-window-controls.txt", ["check", fixture("ipad-window-controls.json")]),
        // "ios" as a list: each version over the matrix, devices not running one folded into a line.
        ("check-versions.txt", ["check", fixture("check-versions.json")]),
        ("check-versions.xml", ["check", fixture("check-versions.json"), "--format", "junit"]),
        ("check-versions-github.txt", ["check", fixture("check-versions.json"), "--format", "github"]),
    ])
    func failingSpec(_ golden: String, _ arguments: [String]) {
        let result = runCLI(arguments)
        #expect(result.status == 1, "stderr: \(result.errors)")
        #expect(result.errors.isEmpty)
        expectGolden(result.output.replacingOccurrences(of: packageRoot.path + "/", with: ""), golden)
    }

    /// A spec's `evidence` and `check --evidence`: a pair whose safe area is below the tier is
    /// skipped, naming the tier and rule; weaker margins are left out, skipping what needs them;
    /// the stronger of the two tiers applies (`--evidence=derived` does not loosen the spec's).
    @Test(arguments: [
        ("check-evidence.txt", ["check", fixture("check-evidence.json")], 0),
        ("check-evidence-measured.txt", ["check", fixture("check-evidence.json"), "--evidence", "measured"], 0),
        ("check-evidence-derived.txt", ["check", fixture("check-evidence.json"), "--evidence=derived"], 0),
    ])
    func evidence(_ golden: String, _ arguments: [String], _ status: Int32) {
        let result = runCLI(arguments)
        #expect(result.status == status, "stderr: \(result.errors)")
        expectGolden(result.output.replacingOccurrences(of: packageRoot.path + "/", with: ""), golden)
    }

    @Test func help() {
        let result = runCLI(["check", "--help"])
        #expect(result.status == 0)
        expectGolden(result.output, "help-check.txt")
    }
}
