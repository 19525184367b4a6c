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
}

/// Data handed from a reading thread to the test.
private final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func set(_ value: Data) { lock.withLock { data = value } }
    func get() -> Data { lock.withLock { data } }
}
