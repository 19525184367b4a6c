/// The files a `batch` run's lines name (a policy's `"file"`, `"devicesFrom"`), read once, on
/// the thread that reads the input, before any line naming them is answered. The threads that
/// answer lines only look them up (``CommandContext/read(_:)``), and this is changed only while
/// none is at work, so that a file is read once per run however many threads answer, and a FIFO
/// is read as a single thread would read it.
final class BatchFiles {
    private var contents: [String: Result<[UInt8], UsageError>] = [:]
    /// The paths of `contents` as bytes: a line naming a file read before is told so without a
    /// string made of its path or a dictionary lookup, on the thread every line passes through.
    private var loaded = ByteKeyTable<Bool>()
    private let scanner = LineScanner()

    /// Files held at most; past that the store is emptied and filled again, and a thread that
    /// misses a file reads it itself.
    static let limit = 16

    /// The bytes read for `path`, or why it could not be read; nil when it was not read here.
    func read(_ path: String) -> Result<[UInt8], UsageError>? { contents[path] }

    /// Holds `bytes` as the contents of `path`: an MCP call's spec or hierarchy, given inline.
    func hold(_ bytes: [UInt8], as path: String) { contents[path] = .success(bytes) }

    /// True when the key ending before `index` (``BatchRun/forEachFileKey(in:_:)``) is followed by
    /// `:` and a plain string naming a file read before. When every such key of a line is, the
    /// line's own members name only files read, and ``unread(in:)`` need not scan it; false
    /// whenever in doubt (another spelling, an array, an escape, a path not read).
    func isRead(valueAfter index: Int, in line: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = line.baseAddress else { return false }
        var cursor = Self.skippingSpace(line, index)
        guard cursor < line.count, line[cursor] == UInt8(ascii: ":") else { return false }
        cursor = Self.skippingSpace(line, cursor + 1)
        guard cursor < line.count, line[cursor] == UInt8(ascii: "\"") else { return false }
        let start = cursor + 1
        cursor = start
        // Eight bytes at a time to the closing quote; an escape or a control byte gives up.
        while cursor + 8 <= line.count, ByteWords.jsonEscapes(ByteWords.load(base + cursor)) == 0 { cursor += 8 }
        while cursor < line.count, line[cursor] != UInt8(ascii: "\"") {
            if line[cursor] == 0x5C || line[cursor] < 0x20 { return false }
            cursor += 1
        }
        return cursor < line.count && loaded.existing(UnsafeBufferPointer(rebasing: line[start..<cursor])) != nil
    }

    private static func skippingSpace(_ line: UnsafeBufferPointer<UInt8>, _ start: Int) -> Int {
        var index = start
        while index < line.count, line[index] == 0x20 || line[index] == 0x09 { index += 1 }
        return index
    }

    /// The paths `line` names that were not read yet; none for a line that is no object.
    func unread(in line: UnsafeBufferPointer<UInt8>) -> [String] {
        guard scanner.scan(line) else { return [] }
        var paths: [String] = []
        for member in scanner.members {
            let values: [LineScanner.Value]
            if scanner.key(of: member, is: "file") {
                values = [member.value]
            } else if scanner.key(of: member, is: "devicesFrom") {
                values = member.value.kind == .array ? scanner.contents(of: member.value).map(\.value) : [member.value]
            } else {
                continue
            }
            for value in values where value.kind == .string {
                if value.isVerbatim, loaded.existing(scanner.body(of: value)) != nil { continue }
                // Standard input is the batch's own input: the line is refused, never read.
                let path = scanner.string(value)
                if !path.namesStandardInput, contents[path] == nil, !paths.contains(path) { paths.append(path) }
            }
        }
        return paths
    }

    /// Reads `path` as every command reads a file argument.
    func load(_ path: String, context: CommandContext) {
        if contents.count >= Self.limit {
            contents.removeAll()
            loaded = ByteKeyTable()
        }
        contents[path] = Result { () throws(UsageError) in try context.read(path) }
        _ = path.utf8.withContiguousStorageIfAvailable { loaded.insert(true, for: $0) }
    }
}
