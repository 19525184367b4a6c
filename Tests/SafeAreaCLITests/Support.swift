import Foundation
import Testing
@testable import SafeAreaCLI

/// The package root, found from this file's path so tests run from any directory.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The outcome of one in-process run of the program.
struct RunResult {
    let status: Int32
    let output: String
    let errors: String
}

/// Runs the CLI in-process with memory streams, as the real binary would run it.
func runCLI(_ arguments: [String], stdin: String = "", terminal: Bool = false, environment: [String: String] = [:], closesAfter: Int? = nil) -> RunResult {
    let output = MemorySink(closesAfter: closesAfter)
    let errors = MemorySink()
    let status = SafeAreaCommandLine.run(
        arguments: arguments, output: output, errors: errors, outputIsTerminal: terminal,
        environment: environment, standardInput: MemorySource(Array(stdin.utf8)))
    return RunResult(status: status, output: output.text, errors: errors.text)
}

extension RunResult {
    /// What a golden holds: the output, then what went to stderr, if anything, after
    /// `--- stderr` (the line counting unsupported pairs).
    var golden: String { output + (errors.isEmpty ? "" : "--- stderr\n" + errors) }
}

/// A context that writes nowhere and reads nothing, on the bundled catalogue: for calling a
/// command's or a reader's code directly.
func quietContext() -> CommandContext {
    CommandContext(
        catalogue: .bundled, output: OutputChannel(sink: MemorySink()), errors: OutputChannel(sink: MemorySink()),
        style: TextStyle(enabled: false), standardInput: MemorySource([]))
}

/// Compares `actual` with `Goldens/<name>`. With `RECORD_GOLDENS=1` the file is rewritten and the
/// test fails, so that recording can never pass silently.
func expectGolden(_ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let url = packageRoot.appendingPathComponent("Tests/SafeAreaCLITests/Goldens/\(name)")
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
        try? actual.write(to: url, atomically: true, encoding: .utf8)
        Issue.record("recorded \(name); run again without RECORD_GOLDENS", sourceLocation: sourceLocation)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("missing golden \(name); record it with RECORD_GOLDENS=1", sourceLocation: sourceLocation)
        return
    }
    #expect(actual == expected, "golden \(name) differs", sourceLocation: sourceLocation)
}

/// A fresh temporary directory, removed by the caller.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("safearea-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Runs `arguments` with `--profiles` naming a copy of the bundled iPhone X profile in which
/// `original` became `replacement`, and expects one located complaint ending in `message`.
func expectEditedIPhoneXProfileRefused(
    _ original: String, _ replacement: String, _ message: String, arguments: [String],
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let pristine = try String(contentsOf: packageRoot.appendingPathComponent("Profiles/iphone-x.json"), encoding: .utf8)
    let text = pristine.replacingOccurrences(of: original, with: replacement)
    #expect(text != pristine, "the fixture no longer contains \(original)", sourceLocation: sourceLocation)
    try text.write(to: directory.appendingPathComponent("iphone-x.json"), atomically: true, encoding: .utf8)
    let result = runCLI(arguments + ["--profiles", directory.path])
    #expect(result.status == 2, sourceLocation: sourceLocation)
    #expect(result.errors.hasPrefix("safearea: \(directory.path)/iphone-x.json:"), sourceLocation: sourceLocation)
    #expect(result.errors.hasSuffix(": \(message)\n"), "\(result.errors)", sourceLocation: sourceLocation)
}

/// Runs `executable` with `arguments` (in `directory` when given) and returns its status and its
/// standard output and error together.
func runProcess(_ executable: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// Runs `command` with `/bin/sh -c` in the temporary directory; standard output and error
/// together.
func shell(_ command: String) throws -> (status: Int32, output: String) {
    try runProcess("/bin/sh", ["-c", command], in: FileManager.default.temporaryDirectory)
}

/// True when `program` is on the PATH.
func isInstalled(_ program: String) -> Bool {
    (try? shell("command -v \(program) >/dev/null 2>&1"))?.status == 0
}
