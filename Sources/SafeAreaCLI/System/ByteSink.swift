/// Somewhere bytes can be written: a file descriptor in the real program, memory in tests.
protocol ByteSink: AnyObject {
    /// Writes all of `bytes`; returns false when the reader has gone (a closed pipe).
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool
}

/// Writes to a file descriptor, retrying short writes and interrupted calls.
final class FileDescriptorSink: ByteSink {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        return Platform.writeAll(to: descriptor, start, count: bytes.count)
    }
}

/// Collects everything written, for in-process tests.
final class MemorySink: ByteSink {
    private(set) var bytes: [UInt8] = []
    /// After this many bytes the sink acts like a pipe whose reader has gone.
    var closesAfter: Int?

    init(closesAfter: Int? = nil) {
        self.closesAfter = closesAfter
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if let limit = closesAfter, self.bytes.count + bytes.count > limit {
            self.bytes += bytes.prefix(max(0, limit - self.bytes.count))
            return false
        }
        self.bytes += bytes
        return true
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
