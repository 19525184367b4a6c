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
    /// them as JSON keys (`"contentSize"`).
    static func batchWording(_ message: String) -> String {
        // One pass over the scalars, so that a message holding a long run of dashes (a device
        // named "------…") costs linear time, not cubic.
        let scalars = Array(message.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool { (scalar >= "a" && scalar <= "z") || scalar == "-" }
        while index < scalars.count {
            guard scalars[index] == "-", index + 1 < scalars.count, scalars[index + 1] == "-" else {
                result.append(scalars[index])
                index += 1
                continue
            }
            // A name starts with a letter straight after exactly two dashes.
            let nameStart = index + 2
            guard nameStart < scalars.count, scalars[nameStart] >= "a", scalars[nameStart] <= "z" else {
                // Copy the whole run of dashes at once.
                while index < scalars.count, scalars[index] == "-" {
                    result.append("-")
                    index += 1
                }
                continue
            }
            var nameEnd = nameStart
            while nameEnd < scalars.count, isNameScalar(scalars[nameEnd]) { nameEnd += 1 }
            while scalars[nameEnd - 1] == "-" { nameEnd -= 1 }
            let quoted = result.last == "'" && nameEnd < scalars.count && scalars[nameEnd] == "'"
            if quoted { result.removeLast() }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[nameStart..<nameEnd])
            result.append("\"")
            result.append(contentsOf: BatchRequest.camelCase(name).unicodeScalars)
            result.append("\"")
            index = quoted ? nameEnd + 1 : nameEnd
        }
        return String(result)
    }
}
