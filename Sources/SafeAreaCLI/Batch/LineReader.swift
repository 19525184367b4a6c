/// Reads a source in chunks and hands out its lines one at a time, so that memory stays flat
/// whatever the input's length and the first answer can leave before the input ends.
struct LineReader {
    private let source: ByteSource
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var finished = false
    private(set) var lineNumber = 0

    init(source: ByteSource, chunkSize: Int = 256 * 1024) {
        self.source = source
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
    }

    /// Calls `body` with each line (without its `\n` or `\r\n`) and its 1-based number, until the
    /// input ends or `body` returns false. `beforeBlocking` runs before every read, so that output
    /// waiting for the next input is flushed first. Returns false on a read error.
    mutating func forEachLine(
        beforeBlocking: () -> Void, _ body: (UnsafeBufferPointer<UInt8>, Int) -> Bool
    ) -> Bool {
        while true {
            // Hand out every complete line already buffered.
            while let newline = buffer.withUnsafeBufferPointer({ bytes -> Int? in
                guard start < end else { return nil }
                let base = bytes.baseAddress! + start
                return Platform.offset(of: 0x0A, in: base, count: end - start).map { start + $0 }
            }) {
                lineNumber += 1
                let keepGoing = buffer.withUnsafeBufferPointer { bytes in
                    var lineEnd = newline
                    if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                    return body(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), lineNumber)
                }
                start = newline + 1
                if !keepGoing { return true }
            }
            if finished {
                if start < end {
                    lineNumber += 1
                    _ = buffer.withUnsafeBufferPointer { bytes in
                        var lineEnd = end
                        if bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
                        return body(UnsafeBufferPointer(rebasing: bytes[start..<lineEnd]), lineNumber)
                    }
                    start = end
                }
                return true
            }
            // Move the partial line to the front, growing the buffer for a line longer than it.
            if start > 0 {
                buffer.withUnsafeMutableBufferPointer { bytes in
                    Platform.moveBytes(to: bytes.baseAddress!, from: bytes.baseAddress! + start, count: end - start)
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
}
