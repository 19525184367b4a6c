import Testing
@testable import SafeAreaCLI

/// Batch input is read a line at a time; a line longer than the limit comes as nil, whatever the
/// reads it spans, and the lines after it come as they are.
@Suite("Line reader")
struct LineReaderTests {
    /// A source that gives at most `step` bytes a read, so that lines cross reads.
    private final class TrickleSource: ByteSource {
        private let bytes: [UInt8]
        private let step: Int
        private var position = 0
        var mayBlock: Bool { false }

        init(_ text: String, step: Int) {
            bytes = Array(text.utf8)
            self.step = step
        }

        func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            let count = min(step, buffer.count, bytes.count - position)
            guard count > 0 else { return 0 }
            for offset in 0..<count { buffer[offset] = bytes[position + offset] }
            position += count
            return count
        }
    }

    /// The lines read, a too long one as `nil`, each with its number.
    private static func lines(_ text: String, step: Int, longest: Int = 8) -> [String?] {
        var reader = LineReader(source: TrickleSource(text, step: step), chunkSize: 4, longestLine: longest)
        var lines: [String?] = []
        var numbers: [Int] = []
        _ = reader.forEachLine(beforeBlocking: {}) { line, number in
            lines.append(line.map { String(decoding: $0, as: UTF8.self) })
            numbers.append(number)
            return true
        }
        #expect(numbers == Array(1..<numbers.count + 1))
        return lines
    }

    @Test(arguments: [1, 3, 7, 64])
    func linesOverTheLimitComeAsNil(step: Int) {
        #expect(Self.lines("abc\n12345678\n123456789\nxyz", step: step) == ["abc", "12345678", nil, "xyz"])
        #expect(Self.lines("12345678\r\n123456789\r\nok\r\n", step: step) == ["12345678", nil, "ok"])
        #expect(Self.lines(String(repeating: "x", count: 100) + "\nnext\n", step: step) == [nil, "next"])
        #expect(Self.lines("first\n" + String(repeating: "y", count: 50), step: step) == ["first", nil])
        #expect(Self.lines("\n\n12345678", step: step) == ["", "", "12345678"])
    }

    /// A line far over the limit is dropped as it is read: the reader's room stays near the limit.
    @Test func aLongLineIsNotHeld() {
        var reader = LineReader(source: TrickleSource(String(repeating: "z", count: 10_000) + "\nend\n", step: 5), chunkSize: 4, longestLine: 8)
        var seen: [String?] = []
        _ = reader.forEachLine(beforeBlocking: {}) { line, _ in
            seen.append(line.map { String(decoding: $0, as: UTF8.self) })
            return true
        }
        #expect(seen == [nil, "end"])
        #expect(reader.room <= 32)
    }

    @Test func aLineTheReaderStopsAtEndsTheReading() {
        var reader = LineReader(source: TrickleSource("a\nbbbbbbbbbbbb\nc\n", step: 2), chunkSize: 4, longestLine: 8)
        var seen: [String?] = []
        _ = reader.forEachLine(beforeBlocking: {}) { line, _ in
            seen.append(line.map { String(decoding: $0, as: UTF8.self) })
            return line != nil
        }
        #expect(seen == ["a", nil])
    }
}
