/// The few file operations the CLI needs, on the C library (through ``Platform``) so that the
/// binary carries no Foundation and starts as fast as a bare Swift program.
enum FileSystem {
    enum Failure: Error {
        case cannotOpen(path: String, reason: String)
        case cannotRead(path: String, reason: String)
        case cannotWrite(path: String, reason: String)
    }

    /// The whole content of the file at `path`.
    static func readFile(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = Platform.openForReading(path)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: lastErrorText()) }
        defer { Platform.closeDescriptor(descriptor) }
        if Platform.isDirectory(descriptor: descriptor) { throw .cannotRead(path: path, reason: "it is a directory") }
        switch FileDescriptorSource(descriptor: descriptor).readAll() {
        case .read(let bytes): return bytes
        case .tooLarge: throw .cannotRead(path: path, reason: "it is larger than \(Limits.fileBytes >> 20) MiB")
        case .failed: throw .cannotRead(path: path, reason: lastErrorText())
        }
    }

    /// Replaces the file at `path` with `bytes`.
    static func writeFile(_ path: String, _ bytes: [UInt8]) throws(Failure) {
        let descriptor = Platform.openForWriting(path)
        guard descriptor >= 0 else { throw .cannotWrite(path: path, reason: lastErrorText()) }
        defer { Platform.closeDescriptor(descriptor) }
        let outcome = bytes.withUnsafeBytes { raw in
            raw.baseAddress.map { Platform.writeAll(to: descriptor, $0, count: raw.count) } ?? .written
        }
        switch outcome {
        case .written: return
        case .readerGone: throw .cannotWrite(path: path, reason: "the file was closed")
        case .failed(let reason): throw .cannotWrite(path: path, reason: reason)
        }
    }

    /// Makes the directory `path` unless it already is one (its parent must exist).
    static func makeDirectory(_ path: String) throws(Failure) {
        guard Platform.makeDirectory(path) else { throw .cannotWrite(path: path, reason: lastErrorText()) }
    }

    /// True when `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        Platform.isDirectory(path: path)
    }

    /// The names of the entries of a directory, sorted, without `.` and `..`.
    static func directoryEntries(_ path: String) throws(Failure) -> [String] {
        guard let names = Platform.directoryEntryNames(path) else {
            throw .cannotOpen(path: path, reason: lastErrorText())
        }
        return names.filter { $0 != "." && $0 != ".." }.sorted()
    }

    /// `strerror(errno)` in lower case, as messages use it mid-sentence.
    static func lastErrorText() -> String {
        Platform.lastErrorText()
    }
}

extension String {
    /// True for `-`, the path that names standard input. Compared by its one byte: `== "-"`
    /// on a path held as a long string called the runtime's comparison, three times a `policy`
    /// batch line.
    var namesStandardInput: Bool { utf8.count == 1 && utf8.first == UInt8(ascii: "-") }

    /// The path as messages name it: `<stdin>` for standard input.
    var pathInMessages: String { namesStandardInput ? "<stdin>" : self }
}
