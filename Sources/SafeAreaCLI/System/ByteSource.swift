/// Where input comes from: a file descriptor for the real process, memory for in-process tests.
/// Read in pieces, so that `batch` can answer a line before the next one arrives.
protocol ByteSource: AnyObject {
    /// Reads up to `buffer.count` bytes; returns how many, 0 at the end, -1 on an error.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int
    /// False when a read never waits for a writer (a regular file, bytes in memory): a reader
    /// need not hand out what it holds before each read.
    var mayBlock: Bool { get }
}

extension ByteSource {
    /// Everything left, up to `limit` bytes: `.tooLarge` as soon as there is more, so that an
    /// endless source (`/dev/zero`) is an error rather than an allocation failure.
    func readAll(limit: Int = Limits.fileBytes) -> ReadOutcome {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(into: $0) }
            if count < 0 { return .failed }
            if count == 0 { return .read(bytes) }
            if bytes.count + count > limit { return .tooLarge }
            bytes += chunk[0..<count]
        }
    }
}

/// What reading a whole source gave.
enum ReadOutcome {
    case read([UInt8])
    /// More than the limit.
    case tooLarge
    /// A read error; `errno` says which.
    case failed
}

extension ReadOutcome {
    /// The bytes, or the error naming `what` (a path, or "standard input").
    func bytes(_ what: String) throws(UsageError) -> [UInt8] {
        switch self {
        case .read(let bytes): return bytes
        case .tooLarge:
            throw UsageError("cannot read \(what): it is larger than \(Limits.fileBytes >> 20) MiB", code: .file)
        case .failed:
            throw UsageError("cannot read \(what): \(FileSystem.lastErrorText())", code: .file)
        }
    }
}

/// Reads a file descriptor, retrying interrupted calls.
final class FileDescriptorSource: ByteSource {
    let descriptor: Int32
    let mayBlock: Bool

    init(descriptor: Int32) {
        self.descriptor = descriptor
        mayBlock = !Platform.isRegularFile(descriptor: descriptor)
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        Platform.readBytes(from: descriptor, into: buffer)
    }
}

/// Reads bytes held in memory.
final class MemorySource: ByteSource {
    private let bytes: [UInt8]
    private var position = 0

    var mayBlock: Bool { false }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let count = min(buffer.count, bytes.count - position)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.baseAddress!.copyMemory(from: source.baseAddress! + position, byteCount: count)
        }
        position += count
        return count
    }
}
