import Foundation
import Testing
@testable import SafeAreaCLI

@Suite("Streams, colour and the bundled catalogue")
struct StreamTests {
    @Test func closedPipeEndsQuietly() {
        let result = runCLI(["insets", "--orientation", "all", "--format", "jsonl"], closesAfter: 100)
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
    }

    @Test func colourOnlyOnATerminalWithoutNoColor() {
        #expect(runCLI(["devices"], terminal: true).output.contains("\u{1B}[1m"))
        #expect(!runCLI(["devices"], terminal: true, environment: ["NO_COLOR": "1"]).output.contains("\u{1B}"))
        #expect(!runCLI(["devices"]).output.contains("\u{1B}"))
        #expect(!runCLI(["devices"], terminal: true, environment: ["TERM": "dumb"]).output.contains("\u{1B}"))
    }

    @Test func colourOptionOverridesTheTerminal() {
        #expect(runCLI(["devices", "--color", "always"]).output.contains("\u{1B}[1m"))
        #expect(runCLI(["check", "-", "--color=always"], stdin: "{\"assertions\": []}").status == 2)
        #expect(!runCLI(["devices", "--color", "never"], terminal: true).output.contains("\u{1B}"))
        #expect(runCLI(["devices", "--color", "auto"], terminal: true).output.contains("\u{1B}[1m"))
        #expect(runCLI(["devices", "--color", "sometimes"]).errors
            == "safearea: invalid value 'sometimes' for '--color' (expected auto, always, never)\n")
    }

    @Test func environmentSnapshotReadsTheConsultedVariables() {
        setenv("SAFEAREA_TEST_UNRELATED", "x", 1)
        setenv("NO_COLOR", "1", 1)
        defer {
            unsetenv("SAFEAREA_TEST_UNRELATED")
            unsetenv("NO_COLOR")
        }
        let snapshot = ProcessEnvironment.current()
        #expect(snapshot["NO_COLOR"] == "1")
        #expect(Set(snapshot.keys).isSubset(of: ProcessEnvironment.consulted))
    }

    @Test func versionFlag() {
        #expect(runCLI(["--version"]).output == "safearea 0.1.0\n")
    }

    /// BundledProfiles.swift must be exactly what `make profiles` makes of Profiles/.
    @Test func bundledCatalogueMatchesProfiles() throws {
        let generated = try SwiftEmitter.bundledProfilesSource(directory: packageRoot.appendingPathComponent("Profiles").path).get()
        let committed = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/SafeAreaCore/Catalogue/BundledProfiles.swift"), encoding: .utf8)
        #expect(generated == committed, "run 'make profiles'")
    }

    @Test func csvQuotesByBytesNotCharacters() {
        // "\r\n" and a quote followed by a combining mark are single Characters.
        #expect(CSVWriter.escape("a\r\nb") == "\"a\r\nb\"")
        #expect(CSVWriter.escape("x\"\u{301}y") == "\"x\"\"\u{301}y\"")
        #expect(CSVWriter.escape("plain") == "plain")
    }

    @Test func csvQuotesCellsThatNeedIt() {
        #expect(CSVWriter.escape("iPad Pro (12.9-inch), 6th") == "\"iPad Pro (12.9-inch), 6th\"")
        #expect(CSVWriter.escape("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVWriter.escape("plain") == "plain")
    }
}
