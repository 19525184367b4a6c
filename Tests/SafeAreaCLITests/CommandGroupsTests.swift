import Foundation
import Testing
@testable import SafeAreaCLI

/// The order a batch chunk's lines are answered in (``CommandGroups``), and the gathering write
/// that puts their results back in input order.
@Suite("Command groups")
struct CommandGroupsTests {
    private func group(_ line: String) -> Int {
        Array(line.utf8).withUnsafeBufferPointer { CommandGroups.group(of: $0) }
    }

    /// Every batch command has a group of its own, never 0, however its key is spaced.
    @Test func eachCommandHasAGroupOfItsOwn() {
        let commands = ["insets", "scroll", "table", "collection", "css", "devices", "policy"]
        let groups = commands.map { group(#"{"command":"\#($0)","device":"iPhone X"}"#) }
        #expect(groups == [15, 1, 2, 10, 13, 11, 3])
        #expect(group(#"{ "command" : "scroll" }"#) == 1)
        #expect(group(#"{"id":7,"command":"table"}"#) == 2)
    }

    /// The words the glance compares a line's start with are those of `{"command":"`.
    @Test func theLeadingWordsAreTheKeysText() {
        let text = Array(#"{"command":""#.utf8)
        let words = text.withUnsafeBufferPointer { ($0.baseAddress.map { ByteWords.load($0) }, $0.baseAddress.map { ByteWords.load($0 + 4) }) }
        #expect(words.0 == CommandGroups.leadingWords.0 && words.1 == CommandGroups.leadingWords.1)
    }

    /// A line whose command is not found by the glance falls in group 0: it is still answered.
    @Test(arguments: [
        "", "{}", #"{"command":1}"#, #"{"command""#, #"{"command":"s"#, "{\"device\":\"" + String(repeating: "x", count: 64) + "\",\"command\":\"css\"}",
        #"{"commands":"css"}"#,
    ])
    func aLineWithoutACommandAtHandIsGroupZero(line: String) {
        #expect(group(line) == 0)
    }

    /// Lines are answered group by group, in input order within each.
    @Test func arrangeGroupsAndKeepsInputOrderWithin() {
        let texts = [
            #"{"command":"insets"}"#, #"{"command":"scroll"}"#, "oops", #"{"command":"insets"}"#, #"{"command":"scroll"}"#,
            #"{"command":"table"}"#,
        ]
        var input: [UInt8] = []
        var lines: [BatchChunk.Line] = []
        for (number, text) in texts.enumerated() {
            lines.append(BatchChunk.Line(start: input.count, count: text.utf8.count, number: number + 1))
            input += text.utf8
        }
        lines.append(BatchChunk.Line(start: input.count, count: 0, number: 7, isTooLong: true))
        var order = Array(repeating: 99, count: lines.count)
        input.withUnsafeBufferPointer { bytes in order.withUnsafeMutableBufferPointer { CommandGroups.arrange(lines, input: bytes, into: $0) } }
        #expect(order == [2, 6, 1, 4, 5, 0, 3])
    }

    /// Many ranges (more than one `writev` takes) reach a file whole and in order.
    @Test func rangesAreWrittenInOrderPastOneCallsLimit() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out").path
        let bytes = (0..<10_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        // Every third byte left out, the others in ranges of one or two, backwards in pairs.
        var ranges: [Range<Int>] = []
        var expected: [UInt8] = []
        for start in stride(from: 0, through: bytes.count - 6, by: 6) {
            for range in [start + 3..<start + 5, start..<start + 1] {
                ranges.append(range)
                expected += bytes[range]
            }
        }
        #expect(ranges.count > Platform.gatheredRanges)
        let descriptor = Platform.openForWriting(path)
        #expect(descriptor >= 0)
        let outcome = bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return WriteOutcome.failed("no bytes") }
            return Platform.writeAll(to: descriptor, ranges, of: base)
        }
        Platform.closeDescriptor(descriptor)
        #expect(outcome == .written)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(expected))
    }

    /// A short write leaves the gathering write's place inside a range, or past several.
    @Test(arguments: [
        (0, 0, 0, 0, 0), (2, 0, 0, 0, 2), (3, 0, 0, 1, 0), (4, 0, 0, 1, 1), (6, 0, 1, 1, 4), (8, 0, 0, 2, 0), (9, 0, 0, 3, 0),
        (1, 2, 0, 3, 0), (2, 1, 3, 2, 0),
    ])
    func aShortWriteMovesThePlace(written: Int, next: Int, skipped: Int, nextAfter: Int, skippedAfter: Int) {
        // Ranges of 3, 5 and 1 bytes.
        let ranges = [0..<3, 5..<10, 12..<13]
        var place = (next, skipped)
        Platform.advance(past: written, in: ranges, next: &place.0, skipped: &place.1)
        #expect(place.0 == nextAfter && place.1 == skippedAfter)
    }
}
