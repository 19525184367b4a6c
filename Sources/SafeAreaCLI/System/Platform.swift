// The only file of the program that imports the C library. Every call below has the same name,
// arguments and meaning in glibc, musl and Darwin's libSystem, so each branch is just the import;
// the constants that are macros in C (S_IFMT, S_IFDIR, SIG_IGN) and `errno` come from each
// module's Swift overlay (swiftlang/swift stdlib/public/Platform/Platform.swift defines them for
// Darwin and Linux alike). `ImportBoundaryTests` fails if a C library is imported anywhere else.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
#error("safearea builds on Linux (glibc or musl) and macOS only")
#endif

/// The C library calls the program makes, under names of their own so that nothing else needs a
/// platform import. Descriptors are plain `Int32`s as in C; failures leave `errno` for
/// ``lastErrorText()``.
enum Platform {
    /// `read(2)`, retried when a signal interrupts it: the byte count, 0 at the end, -1 on an error.
    static func readBytes(from descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = read(descriptor, buffer.baseAddress, buffer.count)
            if count < 0, errno == EINTR { continue }
            return count
        }
    }

    /// `write(2)` of all of `count` bytes, retrying short and interrupted writes (``writeFailure()``).
    static func writeAll(to descriptor: Int32, _ start: UnsafeRawPointer, count: Int) -> WriteOutcome {
        var pointer = start
        var remaining = count
        while remaining > 0 {
            let written = write(descriptor, pointer, remaining)
            if written < 0 {
                guard let failure = writeFailure() else { continue }
                return failure
            }
            pointer += written
            remaining -= written
        }
        return .written
    }

    /// `writev(2)` of the bytes of each range from `base`, in order, retrying short writes and
    /// interrupted calls; at most ``gatheredRanges`` ranges a call.
    static func writeAll(to descriptor: Int32, _ ranges: [Range<Int>], of base: UnsafeRawPointer) -> WriteOutcome {
        withUnsafeTemporaryAllocation(of: iovec.self, capacity: min(ranges.count, gatheredRanges)) { vectors in
            var next = 0
            // Bytes of `ranges[next]` already written by a short write.
            var skipped = 0
            while next < ranges.count {
                var filled = 0
                for range in ranges[next..<min(ranges.count, next + vectors.count)] {
                    let offset = filled == 0 ? skipped : 0
                    vectors[filled] = iovec(
                        iov_base: UnsafeMutableRawPointer(mutating: base + range.lowerBound + offset), iov_len: range.count - offset)
                    filled += 1
                }
                let written = writev(descriptor, vectors.baseAddress, Int32(filled))
                if written < 0 {
                    guard let failure = writeFailure() else { continue }
                    return failure
                }
                advance(past: written, in: ranges, next: &next, skipped: &skipped)
            }
            return .written
        }
    }

    /// Moves a gathering write's place, `skipped` bytes into `ranges[next]`, on by `written`
    /// bytes: past the ranges written whole, and into the one a short write ended in.
    static func advance(past written: Int, in ranges: [Range<Int>], next: inout Int, skipped: inout Int) {
        var left = written + skipped
        while next < ranges.count, left >= ranges[next].count {
            left -= ranges[next].count
            next += 1
        }
        skipped = next < ranges.count ? left : 0
    }

    /// What a failed `write` or `writev` comes to, after `errno`: nil when it was interrupted
    /// and is tried again; a closed pipe (EPIPE, as SIGPIPE is ignored) told apart from every
    /// other failure, which is reported.
    private static func writeFailure() -> WriteOutcome? {
        switch errno {
        case EINTR: return nil
        case EPIPE: return .readerGone
        default: return .failed(lastErrorText())
        }
    }

    /// Ranges a `writev` call takes at most: `IOV_MAX` on Linux and macOS (POSIX asks only for
    /// 16, which no platform this builds on has).
    static let gatheredRanges = 1024

    /// `open(path, O_RDONLY)`: a descriptor, or -1.
    static func openForReading(_ path: String) -> Int32 {
        open(path, O_RDONLY)
    }

    /// `open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644)`: a descriptor, or -1.
    static func openForWriting(_ path: String) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }

    /// `mkdir(path, 0755)`; true when it was made or already is a directory.
    static func makeDirectory(_ path: String) -> Bool {
        mkdir(path, 0o755) == 0 || (errno == EEXIST && isDirectory(path: path))
    }

    static func closeDescriptor(_ descriptor: Int32) {
        _ = close(descriptor)
    }

    /// True when the open `descriptor` is a regular file, whose reads never wait for a writer.
    static func isRegularFile(descriptor: Int32) -> Bool {
        fileType(of: descriptor) == S_IFREG
    }

    /// True when the open `descriptor` is a directory, which `open` accepts but `read` then refuses.
    static func isDirectory(descriptor: Int32) -> Bool {
        fileType(of: descriptor) == S_IFDIR
    }

    /// The `S_IFMT` bits of what `descriptor` is open on (`fstat(2)`); nil when it cannot be asked.
    private static func fileType(of descriptor: Int32) -> mode_t? {
        var info = stat()
        return fstat(descriptor, &info) == 0 ? info.st_mode & S_IFMT : nil
    }

    /// The processors online (`sysconf(_SC_NPROCESSORS_ONLN)`), at least 1.
    static var processorCount: Int {
        max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1)
    }

    /// True when `path` names a directory (`stat(2)`).
    static func isDirectory(path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The entry names of a directory, unsorted, `.` and `..` included; nil when it cannot be opened.
    static func directoryEntryNames(_ path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { _ = closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            // d_name is a fixed-size C array (256 bytes in glibc and musl, 1024 in Darwin).
            names.append(withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            })
        }
        return names
    }

    /// `isatty(3)`.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// `getenv(3)`.
    static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// `strerror(errno)` in lower case, as messages use it mid-sentence.
    static func lastErrorText() -> String {
        let code = errno
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }

    /// A write to a closed pipe then fails with EPIPE instead of killing the process, so that
    /// `safearea devices | head -1` ends quietly.
    static func ignoreBrokenPipe() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// `memcmp(3)` == 0: the batch parser compares keys and words with it, as it runs per byte.
    @inline(__always)
    static func bytesEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// `memchr(3)`: the offset of the first `byte` among `count` bytes from `start`, if any.
    @inline(__always)
    static func offset(of byte: UInt8, in start: UnsafeRawPointer, count: Int) -> Int? {
        memchr(start, Int32(byte), count).map { UnsafeRawPointer($0) - start }
    }

    /// `memmove(3)`.
    @inline(__always)
    static func moveBytes(to destination: UnsafeMutableRawPointer, from source: UnsafeRawPointer, count: Int) {
        _ = memmove(destination, source, count)
    }

    /// `exit(3)`.
    static func terminate(status: Int32) -> Never {
        exit(status)
    }
}

/// A mutex and one condition (`pthread_mutex_t`, `pthread_cond_t`): how a `batch` run's reading
/// thread hands chunks to the threads that answer them and learns when they are answered. POSIX
/// rather than Dispatch's semaphores, so that the thread sanitizer sees every hand-over. The C
/// structures live on the heap: Darwin's may not move once initialized.
final class PlatformMonitor: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() {
        pthread_mutex_lock(mutex)
    }

    func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// Holding the mutex only: lets go of it until another thread calls ``wakeAll()``.
    func wait() {
        pthread_cond_wait(condition, mutex)
    }

    /// Wakes every thread waiting in ``wait()``; holding the mutex.
    func wakeAll() {
        pthread_cond_broadcast(condition)
    }
}
