/// Buffered text output to a ``ByteSink``. A closed pipe is remembered so that the command can stop
/// early and quietly (`safearea devices | head -1`).
final class OutputChannel {
    private let sink: ByteSink
    private var buffer: [UInt8] = []
    private let flushThreshold: Int
    /// True once the reader has gone or a write failed; later writes are dropped.
    private(set) var isClosed = false
    /// Why a write failed, when it failed for another reason than a closed pipe.
    private(set) var failure: String?

    init(sink: ByteSink, flushThreshold: Int = 64 * 1024) {
        self.sink = sink
        self.flushThreshold = flushThreshold
        buffer.reserveCapacity(flushThreshold)
    }

    func write(_ text: String) {
        guard !isClosed else { return }
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= flushThreshold { flush() }
    }

    /// Appends bytes that are already text, straight from a buffer.
    func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !isClosed, !bytes.isEmpty else { return }
        if buffer.isEmpty, bytes.count >= flushThreshold {
            record(sink.write(UnsafeRawBufferPointer(bytes)))
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count >= flushThreshold { flush() }
    }

    /// Appends the places of `bytes` in their order: straight to the sink, in one gathering
    /// write, when they are as much as a flush; else into the buffer.
    func write(_ segments: OutputSegments, of bytes: UnsafeBufferPointer<UInt8>) {
        guard !isClosed, segments.byteCount > 0, let base = bytes.baseAddress else { return }
        if buffer.isEmpty, segments.byteCount >= flushThreshold {
            record(sink.write(segments.ranges, of: UnsafeRawPointer(base)))
            return
        }
        for range in segments.ranges {
            buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
        }
        if buffer.count >= flushThreshold { flush() }
    }

    func flush() {
        guard !isClosed, !buffer.isEmpty else { return }
        let outcome = buffer.withUnsafeBytes { sink.write($0) }
        buffer.removeAll(keepingCapacity: true)
        record(outcome)
    }

    private func record(_ outcome: WriteOutcome) {
        switch outcome {
        case .written: break
        case .readerGone: isClosed = true
        case .failed(let reason):
            isClosed = true
            failure = reason
        }
    }
}
