/// Writes records as RFC 4180 CSV: a header row of dotted field names, then one row per record.
enum CSVWriter {
    static func render(_ records: [OutputValue]) -> String {
        let rows = records.map { $0.flattened() }
        var header: [String] = []
        var known: Set<String> = []
        for row in rows {
            for (key, _) in row where !known.contains(key) {
                known.insert(key)
                header.append(key)
            }
        }
        // The reason a pair is unsupported goes last, so the computed columns keep their places
        // whether or not the first row was supported.
        if let index = header.firstIndex(of: "unsupported") {
            header.append(header.remove(at: index))
        }
        var text = header.map(escape).joined(separator: ",") + "\n"
        for row in rows {
            var cells: [String: String] = [:]
            for (key, value) in row { cells[key] = value.plainText }
            text += header.map { escape(cells[$0] ?? "") }.joined(separator: ",") + "\n"
        }
        return text
    }

    static func escape(_ cell: String) -> String {
        // Bytes, not Characters: "\r\n" is one Character and would slip past a Character test.
        guard cell.utf8.contains(where: { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }) else { return cell }
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        for byte in cell.utf8 {
            quoted.append(byte)
            if byte == UInt8(ascii: "\"") { quoted.append(byte) }
        }
        quoted.append(UInt8(ascii: "\""))
        return String(decoding: quoted, as: UTF8.self)
    }
}

extension String {
    /// Foundation-free replacement of every occurrence of `target`.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
