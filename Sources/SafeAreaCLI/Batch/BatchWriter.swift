/// Writes `batch` results as they come: JSON Lines, or CSV with a header row whenever the columns
/// change (a run that mixes commands mixes shapes).
final class BatchWriter {
    enum Format {
        case jsonl
        case csv
    }

    private let format: Format
    private let output: ByteBuffer
    private var header: [String] = []

    init(format: Format, output: ByteBuffer) {
        self.format = format
        self.output = output
    }

    func write(_ records: [OutputValue], line: Int, id: OutputValue?) {
        for record in records {
            guard case .object(let fields) = record else { continue }
            emit(prefix(line: line, id: id) + fields)
        }
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

    private func emit(_ fields: [OutputField]) {
        switch format {
        case .jsonl:
            JSONWriter.writeCompact(.object(fields), to: output)
            output.append(0x0A)
        case .csv:
            let cells = OutputValue.object(fields).flattened()
            let keys = cells.map(\.key)
            let columns = ["line", "id"] + keys.filter { $0 != "line" && $0 != "id" }
            if columns != header {
                header = columns
                output.append(Array((columns.map(CSVWriter.escape).joined(separator: ",") + "\n").utf8))
            }
            var byKey: [String: String] = [:]
            for (key, value) in cells { byKey[key] = value.plainText }
            output.append(Array((header.map { CSVWriter.escape(byKey[$0] ?? "") }.joined(separator: ",") + "\n").utf8))
        }
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
