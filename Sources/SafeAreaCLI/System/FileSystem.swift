/// The few file operations the CLI needs, on the C library so that the binary carries no
/// Foundation and starts as fast as a bare Swift program.
enum FileSystem {
    enum Failure: Error {
        case cannotOpen(path: String, reason: String)
        case cannotRead(path: String, reason: String)
    }

    /// The whole content of the file at `path`.
    static func readFile(_ path: String) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, reason: lastErrorText()) }
        defer { close(descriptor) }
        if isDirectory(path) { throw .cannotRead(path: path, reason: "it is a directory") }
        switch FileDescriptorSource(descriptor: descriptor).readAll() {
        case .read(let bytes): return bytes
        case .tooLarge: throw .cannotRead(path: path, reason: "it is larger than \(Limits.fileBytes >> 20) MiB")
        case .failed: throw .cannotRead(path: path, reason: lastErrorText())
        }
    }

    /// True when `path` names a directory.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names of the entries of a directory, sorted, without `.` and `..`.
    static func directoryEntries(_ path: String) throws(Failure) -> [String] {
        guard let directory = opendir(path) else { throw .cannotOpen(path: path, reason: lastErrorText()) }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    /// `strerror(errno)` in lower case, as messages use it mid-sentence.
    static func lastErrorText() -> String {
        guard let text = strerror(errno) else { return "error \(errno)" }
        return String(cString: text).lowercased()
    }
}
