import Foundation
import Testing
@testable import SafeAreaCLI

/// The completion scripts and the manual page, loaded by the programs that read them.
@Suite("Shell completions and manual")
struct ShellTests {
    /// Writes `text` to a new temporary file and returns its path.
    private func temporary(_ text: String, name: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-\(UUID().uuidString)-\(name)")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// What bash's completion function offers after `words`, the last being the word typed.
    private func bashCompletes(_ words: [String]) throws -> [String] {
        let script = try temporary(runCLI(["completions", "bash"]).output, name: "safearea.bash")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let result = try shell(
            "bash -c 'source \"$0\"; COMP_WORDS=(\(quoted.replacingOccurrences(of: "'", with: "'\\''"))); COMP_CWORD=\(words.count - 1); _safearea; printf \"%s\\n\" \"${COMPREPLY[@]}\"' '\(script)'")
        #expect(result.status == 0, "\(result.output)")
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test func bashCompletesCommandsOptionsChoicesAndDevices() throws {
        #expect(try bashCompletes(["safearea", "ins"]) == ["insets"])
        #expect(try bashCompletes(["safearea", "mc"]) == ["mcp"])
        #expect(try bashCompletes(["safearea", "mcp", "--p"]) == ["--profiles"])
        #expect(try bashCompletes(["safearea", "insets", "--orientation", "land"]) == ["landscapeLeft", "landscapeRight", "landscape"])
        #expect(try bashCompletes(["safearea", "insets", "--pos"]) == ["--posture"])
        #expect(try bashCompletes(["safearea", "scroll", "-d", "iphone-16-pro"]) == ["iphone-16-pro", "iphone-16-pro-max"])
        #expect(try bashCompletes(["safearea", "completions", "--h"]) == ["--help"])
        #expect(try bashCompletes(["safearea", "completions", "z"]) == ["zsh"])
        #expect(try bashCompletes(["safearea", "export", "s"]) == ["snapshot-testing", "storybook"])
        #expect(try bashCompletes(["safearea", "export", "--ou"]) == ["--output"])
        let script = try temporary(runCLI(["completions", "bash"]).output, name: "registered.bash")
        defer { try? FileManager.default.removeItem(atPath: script) }
        let registered = try shell("bash -c 'source \"$0\"; complete -p safearea' '\(script)'")
        #expect(registered.output == "complete -o default -F _safearea safearea\n")
    }

    @Test func zshAndFishScriptsNameEveryCommand() throws {
        for shellName in ["zsh", "fish"] {
            let script = runCLI(["completions", shellName]).output
            for command in CommandTable.names {
                #expect(script.contains(command), "\(shellName): \(command)")
            }
            // Parsed by the shell itself where it is installed (not on every CI image).
            if isInstalled(shellName) {
                let path = try temporary(script, name: "completion.\(shellName)")
                defer { try? FileManager.default.removeItem(atPath: path) }
                let checked = try shell("\(shellName) -n '\(path)'")
                #expect(checked.status == 0, "\(shellName) -n: \(checked.output)")
            }
        }
        #expect(runCLI(["completions", "fish"]).output.contains("-l posture -r -f -a 'closed open half'"))
        #expect(runCLI(["completions", "fish"]).output.contains("from export' -a 'playwright snapshot-testing storybook json'"))
    }

    @Test func unknownShellIsAUsageError() {
        let result = runCLI(["completions", "powershell"])
        #expect(result.status == 2)
        #expect(result.errors == "safearea: unknown shell 'powershell' (expected bash, zsh, fish)\n")
    }

    @Test func theManualRendersWithEveryCommandAndOption() throws {
        let page = runCLI(["man"]).output
        #expect(page.hasPrefix(".TH SAFEAREA 1 \"November 2026\" \"safearea 0.1.0\""))
        for command in CommandTable.names {
            #expect(page.contains(".SS \(command)\n"), "\(command)")
        }
        guard isInstalled("man"), isInstalled("groff") else {
            Issue.record("man and groff are needed to render the page (Debian packages man-db and groff)")
            return
        }
        let path = try temporary(page, name: "safearea.1")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rendered = try shell("MANWIDTH=100 man -l '\(path)' 2>&1 | col -b")
        #expect(rendered.output.contains("SAFEAREA(1)"))
        #expect(rendered.output.contains("--posture POSTURE"))
        let warnings = try shell("groff -man -Tutf8 -ww -z '\(path)'")
        #expect(warnings.output.isEmpty, "\(warnings.output)")
    }
}
