import Foundation
import Testing

/// A few runs of the built binary itself: another working directory, standard input, exit codes
/// and a reader that goes away.
@Suite("Built binary")
struct BinaryTests {
    /// The binary built beside the test bundle, wherever `--build-path` put it (a sanitizer build
    /// has its own directory), else the default build directories.
    private var binary: URL? {
        let testBundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates: [URL] = []
        var directory = testBundle.deletingLastPathComponent()
        // The bundle is `<bin>/safeareaPackageTests.xctest`, possibly inside `Contents/MacOS`.
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("safearea"))
            directory = directory.deletingLastPathComponent()
        }
        candidates += [".build/debug/safearea", ".build/release/safearea"].map { packageRoot.appendingPathComponent($0) }
        return candidates.first { candidate in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory) && !isDirectory.boolValue
                && FileManager.default.isExecutableFile(atPath: candidate.path)
        }
    }

    @Test func runsFromAnotherDirectoryAndEndsQuietlyOnAClosedPipe() throws {
        let binary = try #require(binary, "build the safearea product first")
        let piped = try shell("'\(binary.path)' insets -d all -o all -f jsonl | head -1; echo \"status ${PIPESTATUS:-0}\"")
        #expect(piped.output.hasPrefix("{\"device\":"))
        #expect(!piped.output.contains("safearea:"))
        let failing = try shell("'\(binary.path)' insets -d nope 2>&1; echo \"exit $?\"")
        #expect(failing.output.hasSuffix("exit 2\n"))
    }

    /// The first answer leaves while the input is still open: a pipeline can feed batch one line
    /// at a time and read each answer back.
    @Test func batchAnswersBeforeItsInputEnds() throws {
        let binary = try #require(binary, "build the safearea product first")
        let process = Process()
        process.executableURL = binary
        process.arguments = ["batch"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        input.fileHandleForWriting.write(Data(#"{"command":"devices","device":"iPhone X","id":1}"#.utf8 + [0x0A]))
        let answered = DispatchSemaphore(value: 0)
        let received = LockedData()
        DispatchQueue.global().async {
            received.set(output.fileHandleForReading.availableData)
            answered.signal()
        }
        #expect(answered.wait(timeout: .now() + 10) == .success, "no answer while the input was open")
        #expect(String(decoding: received.get(), as: UTF8.self).hasPrefix(#"{"line":1,"id":1,"device":"iphone-x""#))
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    /// A chunk's lines answered by command leave through one gathering write in input order: the
    /// binary writing to a file gives the bytes of the in-process run.
    @Test func batchWritesItsChunksInInputOrder() throws {
        let binary = try #require(binary, "build the safearea product first")
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let shapes = [
            #"{"command":"table","device":"iPhone 8","rowHeight":%d}"#,
            #"{"command":"scroll","device":"iPhone X","contentSize":"390x%d"}"#,
            #"{"command":"css","device":"iPhone 16 Pro","id":%d}"#,
            #"{"command":"insets","device":"iPhone 8","orientation":"all","id":%d}"#,
            #"{"command":"scroll","device":"iPhone X","contentSize":"wide","id":%d}"#,
        ]
        let text = (0..<2_000).map { shapes[$0 % 3 == 0 ? 3 : $0 % shapes.count].replacingOccurrences(of: "%d", with: String($0 + 40)) }
            .joined(separator: "\n") + "\n"
        let input = directory.appendingPathComponent("lines.jsonl")
        try text.write(to: input, atomically: true, encoding: .utf8)
        let output = directory.appendingPathComponent("answers.jsonl")
        let run = try shell("'\(binary.path)' batch --threads 2 '\(input.path)' > '\(output.path)' 2>/dev/null; echo \"exit $?\"")
        #expect(run.output == "exit 1\n")
        let written = try String(contentsOf: output, encoding: .utf8)
        #expect(written.utf8.count > 200_000)
        #expect(written == runCLI(["batch", "--threads", "1"], stdin: text).output)
    }

    /// A full disk and a closed descriptor lose answers: one line on stderr, exit 2. A closed pipe
    /// (the reader has gone) stays quiet.
    @Test func writeErrorsAreReportedByTheBinary() throws {
        let binary = try #require(binary, "build the safearea product first")
        let full = try shell("'\(binary.path)' insets -d all > /dev/full; echo \"exit $?\"")
        #expect(full.output == "safearea: cannot write the output: no space left on device\nexit 2\n")
        let closed = try shell("'\(binary.path)' insets -d all >&-; echo \"exit $?\"")
        #expect(closed.output == "safearea: cannot write the output: bad file descriptor\nexit 2\n")
        let batch = try shell("echo '{\"command\":\"devices\"}' | '\(binary.path)' batch > /dev/full; echo \"exit $?\"")
        #expect(batch.output == "safearea: cannot write the output: no space left on device\nexit 2\n")
        let streamed = try shell("'\(binary.path)' collection -d all -o all --items 100000 --frames -f jsonl | head -c100 | wc -c; echo \"exit $?\"")
        #expect(streamed.output == "100\nexit 0\n")
    }
}

/// Data handed from a reading thread to the test.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}
