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
        var result = ""
        var rest = Substring(message)
        while let dashes = rest.range(of: "--") {
            var name = rest[dashes.upperBound...].prefix { $0 == "-" || ($0 >= "a" && $0 <= "z") }
            while name.hasSuffix("-") { name = name.dropLast() }
            guard let first = name.first, first != "-" else {
                result += rest[..<dashes.upperBound]
                rest = rest[dashes.upperBound...]
                continue
            }
            var before = rest[..<dashes.lowerBound]
            var after = rest[dashes.upperBound...].dropFirst(name.count)
            if before.hasSuffix("'"), after.hasPrefix("'") {
                before = before.dropLast()
                after = after.dropFirst()
            }
            result += before + "\"" + BatchRequest.camelCase(String(name)) + "\""
            rest = after
        }
        return result + rest
    }
}

extension Substring {
    /// The first occurrence of `target`.
    func range(of target: String) -> Range<Index>? {
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(target) { return index..<self.index(index, offsetBy: target.count) }
            index = self.index(after: index)
        }
        return nil
    }
}
