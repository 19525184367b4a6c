import Foundation
import Testing

/// A few runs of the built binary itself: another working directory, standard input, exit codes
/// and a reader that goes away.
@Suite("Built binary")
struct BinaryTests {
    private var binary: URL? {
        let candidates = [".build/debug/safearea", ".build/release/safearea"].map { packageRoot.appendingPathComponent($0) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    private func shell(_ command: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func runsFromAnotherDirectoryAndEndsQuietlyOnAClosedPipe() throws {
        let binary = try #require(binary, "build the safearea product first")
        let piped = try shell("'\(binary.path)' insets -d all -o all -f jsonl | head -1; echo \"status ${PIPESTATUS:-0}\"")
        #expect(piped.output.hasPrefix("{\"device\":"))
        #expect(!piped.output.contains("safearea:"))
        let failing = try shell("'\(binary.path)' insets -d nope 2>&1; echo \"exit $?\"")
        #expect(failing.output.hasSuffix("exit 2\n"))
    }
}
