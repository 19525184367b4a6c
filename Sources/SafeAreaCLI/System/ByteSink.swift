/// What became of a write.
enum WriteOutcome: Equatable {
    case written
    /// The reader has gone (EPIPE): the program ends quietly, as `| head` expects.
    case readerGone
    /// Any other failure (ENOSPC, EBADF, EIO), with its reason: reported, exit 2.
    case failed(String)
}

/// Somewhere bytes can be written: a file descriptor in the real program, memory in tests.
protocol ByteSink: AnyObject {
    /// Writes all of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) -> WriteOutcome
    /// Writes the bytes of each range from `base`, in order.
    func write(_ ranges: [Range<Int>], of base: UnsafeRawPointer) -> WriteOutcome
}

extension ByteSink {
    func write(_ ranges: [Range<Int>], of base: UnsafeRawPointer) -> WriteOutcome {
        for range in ranges {
            let outcome = write(UnsafeRawBufferPointer(start: base + range.lowerBound, count: range.count))
            guard outcome == .written else { return outcome }
        }
        return .written
    }
}

/// Writes to a file descriptor, retrying short writes and interrupted calls.
final class FileDescriptorSink: ByteSink {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> WriteOutcome {
        guard let start = bytes.baseAddress else { return .written }
        return Platform.writeAll(to: descriptor, start, count: bytes.count)
    }

    /// One gathering write (`writev`) for many ranges rather than a call each.
    func write(_ ranges: [Range<Int>], of base: UnsafeRawPointer) -> WriteOutcome {
        Platform.writeAll(to: descriptor, ranges, of: base)
    }
}

/// Collects everything written, for in-process tests.
final class MemorySink: ByteSink {
    private(set) var bytes: [UInt8] = []
    /// After this many bytes the sink acts like a pipe whose reader has gone.
    var closesAfter: Int?
    /// After `closesAfter` bytes, fail with this reason instead (a full disk).
    var failure: String?

    init(closesAfter: Int? = nil, failure: String? = nil) {
        self.closesAfter = closesAfter
        self.failure = failure
    }

    func write(_ bytes: UnsafeRawBufferPointer) -> WriteOutcome {
        if let limit = closesAfter, self.bytes.count + bytes.count > limit {
            self.bytes += bytes.prefix(max(0, limit - self.bytes.count))
            return failure.map(WriteOutcome.failed) ?? .readerGone
        }
        self.bytes += bytes
        return .written
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
