/// Reads a source in chunks and hands out its lines one at a time, so that memory stays flat
/// whatever the input's length and the first answer can leave before the input ends.
struct LineReader {
    private let source: ByteSource
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var finished = false
    /// The longest line handed out; a longer one's bytes are dropped as they are read.
    private let longestLine: Int
    private(set) var lineNumber = 0
    /// The room the reader holds: at most about twice `longestLine`, whatever a line's length.
    var room: Int { buffer.count }

    init(source: ByteSource, chunkSize: Int = 256 * 1024, longestLine: Int = Limits.lineBytes) {
        self.source = source
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
        self.longestLine = longestLine
    }

    /// Calls `body` with each line (without its `\n` or `\r\n`) and its 1-based number, until the
    /// input ends or `body` returns false; a line longer than `longestLine` bytes comes as nil,
    /// held in memory no more than that. `beforeBlocking` runs before every read, so that output
    /// waiting for the next input is flushed first. Returns false on a read error.
    mutating func forEachLine(
        beforeBlocking: () -> Void, _ body: (UnsafeBufferPointer<UInt8>?, Int) -> Bool
    ) -> Bool {
        // In a line already longer than `longestLine`: its bytes are dropped up to its end.
        var skipping = false
        while true {
            // Hand out every complete line already buffered.
            while let newline = buffer.withUnsafeBufferPointer({ bytes -> Int? in
                guard start < end, let base = bytes.baseAddress else { return nil }
                return Platform.offset(of: 0x0A, in: base + start, count: end - start).map { start + $0 }
            }) {
                lineNumber += 1
                let keepGoing = handOut(to: newline, skipped: skipping, body)
                skipping = false
                start = newline + 1
                if !keepGoing { return true }
            }
            if end - start > longestLine + 1 { skipping = true }
            if skipping { start = end }
            if finished {
                if skipping || start < end {
                    lineNumber += 1
                    _ = handOut(to: end, skipped: skipping, body)
                    start = end
                }
                return true
            }
            // Move the partial line to the front, growing the buffer for a line longer than it.
            if start > 0 {
                buffer.withUnsafeMutableBufferPointer { bytes in
                    guard let base = bytes.baseAddress else { return }
                    Platform.moveBytes(to: base, from: base + start, count: end - start)
                }
                end -= start
                start = 0
            }
            if end == buffer.count { buffer += [UInt8](repeating: 0, count: buffer.count) }
            beforeBlocking()
            let count = buffer.withUnsafeMutableBytes { bytes in
                source.read(into: UnsafeMutableRawBufferPointer(rebasing: bytes[end...]))
            }
            if count < 0 { return false }
            if count == 0 { finished = true } else { end += count }
        }
    }

    /// `body` of the line from `start` to `lineEnd` (less a `\r` before it), or of nil when the
    /// line was `skipped` or is longer than `longestLine`.
    @inline(__always) private func handOut(
        to lineEnd: Int, skipped: Bool, _ body: (UnsafeBufferPointer<UInt8>?, Int) -> Bool
    ) -> Bool {
        buffer.withUnsafeBufferPointer { bytes in
            var last = lineEnd
            if last > start, bytes[last - 1] == 0x0D { last -= 1 }
            return body(skipped || last - start > longestLine ? nil : UnsafeBufferPointer(rebasing: bytes[start..<last]), lineNumber)
        }
    }
}
