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

    /// The process's own NO_COLOR and TERM decide the default style on a terminal, and nothing
    /// decides it elsewhere. (Serialized: it sets the process's environment.)
    @Test func theProcessEnvironmentDecidesTheStyleOnATerminal() {
        let saved = ProcessEnvironment.consulted.map { (name: $0, value: getenv($0).map { String(cString: $0) }) }
        defer {
            for variable in saved {
                if let value = variable.value { setenv(variable.name, value, 1) } else { unsetenv(variable.name) }
            }
        }
        unsetenv("NO_COLOR")
        setenv("TERM", "xterm-256color", 1)
        #expect(ProcessEnvironment.style(outputIsTerminal: true).enabled)
        #expect(!ProcessEnvironment.style(outputIsTerminal: false).enabled)
        setenv("NO_COLOR", "", 1)
        #expect(ProcessEnvironment.style(outputIsTerminal: true).enabled, "an empty NO_COLOR is unset")
        setenv("NO_COLOR", "1", 1)
        #expect(!ProcessEnvironment.style(outputIsTerminal: true).enabled)
        unsetenv("NO_COLOR")
        setenv("TERM", "dumb", 1)
        #expect(!ProcessEnvironment.style(outputIsTerminal: true).enabled)
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
