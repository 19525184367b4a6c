/// Writes `batch` results as they come: JSON Lines, or CSV with one header row per file.
///
/// A CSV file has one header, so a CSV run holds one shape: the first result's columns (plus
/// `error.code` and `error.message`) make the header, and a later result whose columns are not
/// all in it (another command, or the same command with more sections) becomes an error row
/// saying so rather than a second header that CSV readers would take for data. Error rows that
/// come before the first result wait for it, at most ``heldErrorRows`` of them.
final class BatchWriter {
    /// How many leading error rows wait for the first result to fix the header; past that the
    /// header is fixed without it, so memory stays bounded whatever the input.
    static let heldErrorRows = 10_000

    enum Format {
        case jsonl
        case csv
    }

    private let format: Format
    private let output: ByteBuffer
    private var header: [String] = []
    /// The header's columns for lookup: a row checks each of its cells against it.
    private var headerColumns: Set<String> = []
    /// Error rows (their cells) written before the header was fixed.
    private var held: [[(key: String, value: OutputValue)]] = []

    init(format: Format, output: ByteBuffer) {
        self.format = format
        self.output = output
    }

    /// Writes a line's results; returns the message of the first that did not fit the CSV
    /// header (written as an error row instead), or `nil`.
    @discardableResult
    func write(_ records: [OutputValue], line: Int, id: OutputValue?) -> String? {
        var misfit: String?
        for record in records {
            guard case .object(let fields) = record else { continue }
            if let message = emit(prefix(line: line, id: id) + fields), misfit == nil { misfit = message }
        }
        return misfit
    }

    /// A line's error as a JSON Lines line, straight into the buffer: `idJSON` is the JSON text
    /// of the line's `id`, echoed as it stands, as a result line echoes it. A sweep of the
    /// catalogue refuses a quarter of its lines, and a tree a line was its error lines' cost.
    func writeError(_ error: UsageError, line: Int, idJSON: UnsafeBufferPointer<UInt8>?) {
        output.appendLineMembers(line, id: idJSON)
        output.append(#","error":{"code":"#)
        JSONWriter.writeString(error.code.rawValue, to: output)
        output.append(#","message":"#)
        JSONWriter.writeString(Self.batchWording(error.message), to: output)
        output.append("}}\n")
    }

    /// A line's error as its format gives it (a CSV row, through the tree).
    func writeError(_ error: UsageError, line: Int, id: OutputValue?) {
        emit(prefix(line: line, id: id) + [
            OutputField("error", .object([
                OutputField("code", .string(error.code.rawValue)),
                OutputField("message", .string(Self.batchWording(error.message))),
            ])),
        ])
    }

    private func prefix(line: Int, id: OutputValue?) -> [OutputField] {
        [OutputField("line", .number(Double(line)))] + (id.map { [OutputField("id", $0)] } ?? [])
    }

    @discardableResult
    private func emit(_ fields: [OutputField]) -> String? {
        switch format {
        case .jsonl:
            JSONWriter.writeCompact(.object(fields), to: output)
            output.append(0x0A)
            return nil
        case .csv:
            let cells = OutputValue.object(fields).flattened()
            let isError = fields.contains { $0.key == "error" }
            if header.isEmpty {
                if isError, held.count < Self.heldErrorRows {
                    held.append(cells)
                    return nil
                }
                fixHeader(cells.map(\.key))
            }
            return row(cells)
        }
    }

    /// Writes what is still held: a run that ended before any result gets an error-only header.
    func finish() {
        guard format == .csv, header.isEmpty, !held.isEmpty else { return }
        fixHeader([])
    }

    private func fixHeader(_ keys: [String]) {
        let errorColumns = ["error.code", "error.message"]
        header = ["line", "id"] + keys.filter { !["line", "id"].contains($0) && !errorColumns.contains($0) } + errorColumns
        headerColumns = Set(header)
        output.append(Array((header.map(CSVWriter.escape).joined(separator: ",") + "\n").utf8))
        let waiting = held
        held = []
        for cells in waiting { row(cells) }
    }

    /// One row under the header; a result with a column the header lacks becomes an error row,
    /// whose message is returned.
    @discardableResult
    private func row(_ cells: [(key: String, value: OutputValue)]) -> String? {
        var byKey: [String: String] = [:]
        for (key, value) in cells { byKey[key] = value.plainText }
        var misfit: String?
        if let extra = cells.first(where: { !headerColumns.contains($0.key) }) {
            let message = "this result has a column the CSV header lacks ('\(extra.key)'): a CSV run holds one command and one shape; use --format jsonl for mixed runs"
            byKey = ["line": byKey["line"] ?? "", "id": byKey["id"] ?? "", "error.code": ErrorCode.invalidValue.rawValue, "error.message": message]
            misfit = message
        }
        output.append(Array((header.map { CSVWriter.escape(byKey[$0] ?? "") }.joined(separator: ",") + "\n").utf8))
        return misfit
    }

    /// Messages name options as the command line spells them (`'--content-size'`); a line spells
    /// them as JSON keys (`"contentSize"`), except the run-wide ones the batch command line takes. A message that names none, as most refusals (an
    /// unsupported orientation, an unknown device), is returned as it is, not copied: a batch
    /// sweeping the catalogue refuses a quarter of its lines, and rebuilding each message a
    /// scalar at a time was a third of such a run.
    static func batchWording(_ message: String) -> String {
        var message = message
        let reworded: [UInt8]? = message.withUTF8 { bytes in
            // Bytes, not scalars: every byte looked at is ASCII, and no byte of a longer
            // scalar's encoding is.
            let dash = UInt8(ascii: "-")
            guard var index = firstDoubleDash(bytes) else { return nil }
            var result = Array(bytes[..<index])
            result.reserveCapacity(bytes.count + 8)
            func isLetter(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
            // One pass, so that a message holding a long run of dashes (a device named
            // "------…") costs linear time.
            while index < bytes.count {
                guard bytes[index] == dash, index + 1 < bytes.count, bytes[index + 1] == dash else {
                    // The run up to the next `--` at once: a byte at a time was most of a
                    // refused line that names an option.
                    let next = firstDoubleDash(UnsafeBufferPointer(rebasing: bytes[(index + 1)...])).map { index + 1 + $0 } ?? bytes.count
                    result.append(contentsOf: bytes[index..<next])
                    index = next
                    continue
                }
                // A name starts with a letter straight after exactly two dashes.
                let nameStart = index + 2
                guard nameStart < bytes.count, isLetter(bytes[nameStart]) else {
                    // The whole run of dashes at once.
                    while index < bytes.count, bytes[index] == dash {
                        result.append(dash)
                        index += 1
                    }
                    continue
                }
                var nameEnd = nameStart
                while nameEnd < bytes.count, isLetter(bytes[nameEnd]) || bytes[nameEnd] == dash { nameEnd += 1 }
                while bytes[nameEnd - 1] == dash { nameEnd -= 1 }
                let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
                // A run-wide option is given on the batch command line, where it keeps its spelling.
                if BatchRequest.runWideKeys.contains(name) {
                    result.append(contentsOf: bytes[index..<nameEnd])
                    index = nameEnd
                    continue
                }
                let quoted = result.last == UInt8(ascii: "'") && nameEnd < bytes.count && bytes[nameEnd] == UInt8(ascii: "'")
                if quoted { result.removeLast() }
                result.append(UInt8(ascii: "\""))
                result.append(contentsOf: BatchRequest.camelCase(name).utf8)
                result.append(UInt8(ascii: "\""))
                index = quoted ? nameEnd + 1 : nameEnd
            }
            return result
        }
        return reworded.map { String(decoding: $0, as: UTF8.self) } ?? message
    }

    /// Where the first `--` of `bytes` starts, if any. Dash by dash through `memchr`: most
    /// messages have none, and a refusal's paragraph looked at a byte at a time was 1,500
    /// instructions of each refused batch line.
    static func firstDoubleDash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = 0
        while index < bytes.count - 1, let found = Platform.offset(of: UInt8(ascii: "-"), in: base + index, count: bytes.count - 1 - index) {
            index += found
            if base[index + 1] == UInt8(ascii: "-") { return index }
            index += 1
        }
        return nil
    }
}

extension ByteBuffer {
    /// `{"line":N` and, when the line has one, `,"id":` with its `id` as its bytes stand in the
    /// line: what every result and error line of a batch starts with. The room is reserved once
    /// and the pieces written through one cursor: an append a piece reserved and stored the count
    /// four times, ~100 instructions a line.
    @inline(__always) func appendLineMembers(_ number: Int, id: UnsafeBufferPointer<UInt8>?) {
        reserve(8 + 21 + 6 + (id?.count ?? 0))
        var cursor = self.cursor
        cursor.put(#"{"line":"#)
        cursor.put(integer: number)
        if let id {
            cursor.put(#","id":"#)
            cursor.put(id)
        }
        commit(cursor)
    }
}
