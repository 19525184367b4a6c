/// An aligned plain-text table: a header row and left-aligned columns two spaces apart.
struct TextTable: Sendable {
    struct Column: Sendable {
        let header: String
        let cell: @Sendable (OutputValue) -> String
    }

    let columns: [Column]
    /// How many leading columns an unsupported row still fills before its reason.
    let identityColumns: Int

    /// The table for `records`; a record with an `unsupported` member prints its identity
    /// columns and then the reason across the rest.
    func render(_ records: [OutputValue], style: TextStyle) -> String {
        var rows: [[String]] = []
        for record in records {
            if let reason = record["unsupported"] {
                let identity = columns.prefix(identityColumns).map { $0.cell(record) }
                rows.append(identity + ["unsupported: \(reason.plainText)"])
            } else {
                rows.append(columns.map { $0.cell(record) })
            }
        }
        var widths = columns.map { $0.header.count }
        for row in rows where row.count == columns.count {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        for row in rows where row.count != columns.count {
            for (index, cell) in row.prefix(identityColumns).enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var text = style.bold(line(columns.map(\.header), widths: widths)) + "\n"
        for row in rows {
            let rendered = line(row, widths: widths)
            text += (row.count == columns.count ? rendered : style.dim(rendered)) + "\n"
        }
        return text
    }

    private func line(_ cells: [String], widths: [Int]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            let isLast = index == cells.count - 1
            text += cell
            if !isLast { text += String(repeating: " ", count: widths[index] - cell.count + 2) }
        }
        return text
    }
}

extension OutputValue {
    /// `44, 0, 34, 0`: insets or a rect's four numbers in UIKit's order, for table cells.
    var quadText: String {
        guard case .object(let fields) = self else { return plainText }
        return fields.map(\.value.plainText).joined(separator: ", ")
    }

    /// The leaf at a dotted path, such as `safeAreaInsets.top`.
    func value(at path: String) -> OutputValue? {
        var current: OutputValue? = self
        for key in path.split(separator: ".") { current = current?[String(key)] }
        return current
    }

    /// The plain text of the leaf at `path`, or empty.
    func text(at path: String) -> String { value(at: path)?.plainText ?? "" }
}
