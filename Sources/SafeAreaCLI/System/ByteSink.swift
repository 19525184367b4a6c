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
        guard var pointer = bytes.baseAddress else { return true }
        var remaining = bytes.count
        while remaining > 0 {
            let written = systemWrite(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            pointer += written
            remaining -= written
        }
        return true
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

private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.write(descriptor, pointer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, pointer, count)
    #else
    Glibc.write(descriptor, pointer, count)
    #endif
}
