import SafeAreaCore

/// An aligned plain-text table: a header row and left-aligned columns two spaces apart.
struct TextTable: Sendable {
    /// No columns: the table of records that are never shown as text (``CommandOutput/written(_:)``).
    static let none = TextTable(columns: [], identityColumns: 0)

    struct Column: Sendable {
        /// The field's name as JSON spells it (UIKit's word), so `--columns` takes what it shows.
        let header: String
        /// Shown only with `--wide`: the default view fits 80 columns for one device.
        let wide: Bool
        let cell: @Sendable (OutputValue) -> String

        init(header: String, wide: Bool = false, cell: @escaping @Sendable (OutputValue) -> String) {
            self.header = header
            self.wide = wide
            self.cell = cell
        }
    }

    let columns: [Column]
    /// How many leading columns an unsupported row still fills before its reason.
    let identityColumns: Int

    /// The default view (`wide` false) or every column.
    func view(wide: Bool) -> TextTable {
        wide ? self : TextTable(columns: columns.filter { !$0.wide }, identityColumns: identityColumns)
    }

    /// Fields a table never shows as columns: the id beside the name, what text prints under
    /// or after the table (notes, disputes, evidence, warnings, a stylesheet, listed frames),
    /// the reason that fills an unsupported row, and fields a column shows merged.
    static let notColumns: Set<String> = [
        "device", "notes", "disputes", "evidence", "warnings", "css", "customProperties", "items", "unsupported",
        "horizontalSizeClass", "verticalSizeClass", "topLayoutGuide", "bottomLayoutGuide",
    ]

    /// `--wide`: every column, then one for each top-level field of `records` that no column
    /// shows, so that the text view has every field the JSON has.
    func widened(for records: [OutputValue]) -> TextTable {
        var headers = Set(columns.map(\.header))
        var extra: [Column] = []
        for record in records {
            guard case .object(let fields) = record else { continue }
            for field in fields where !Self.notColumns.contains(field.key) && headers.insert(field.key).inserted {
                let key = field.key
                extra.append(Column(header: key, wide: true) { record in record[key].map { $0.isNull ? "" : $0.quadText } ?? "" })
            }
        }
        return TextTable(columns: columns + extra, identityColumns: identityColumns)
    }

    /// A table of exactly the fields `paths` name, as `--columns` asks: insets and rects as their
    /// four numbers, lists `;`-separated.
    static func of(paths: [String]) -> TextTable {
        let identity = ["device", "name", "orientation", "ios"]
        return TextTable(
            columns: paths.map { path in
                Column(header: path) { record in
                    guard let value = record.value(at: path) else { return "" }
                    if case .object(let fields) = value, fields.allSatisfy({ if case .number = $0.value { true } else { false } }) {
                        return value.quadText
                    }
                    return value.displayText
                }
            },
            identityColumns: paths.prefix { identity.contains($0) }.count)
    }

    /// The table for `records`; a record with an `unsupported` member prints its identity
    /// columns and then the reason across the rest.
    func render(_ records: [OutputValue], style: TextStyle) -> String {
        var rows: [[String]] = []
        var marks: Set<String> = []
        for record in records {
            if let reason = record["unsupported"] {
                let identity = columns.prefix(identityColumns).map { $0.cell(record) }
                rows.append(identity + ["unsupported: \(reason.plainText)"])
            } else {
                rows.append(columns.map { column in Self.marked(column.cell(record), tier: record.tier(of: column.header), seen: &marks) })
            }
        }
        var widths = columns.map { Self.width(of: $0.header) }
        for row in rows where row.count == columns.count {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], Self.width(of: cell)) }
        }
        for row in rows where row.count != columns.count {
            for (index, cell) in row.prefix(identityColumns).enumerated() { widths[index] = max(widths[index], Self.width(of: cell)) }
        }
        var text = style.bold(line(columns.map(\.header), widths: widths)) + "\n"
        for row in rows {
            let rendered = line(row, widths: widths)
            text += (row.count == columns.count ? rendered : style.dim(rendered)) + "\n"
        }
        for (mark, meaning) in Self.legend where marks.contains(mark) { text += style.dim("\(mark) \(meaning)") + "\n" }
        return text
    }

    /// What each mark after a value means; a value with none is measured or published.
    static let legend = [
        ("~", "transcribed: a third party's table that states no method"),
        ("*", "derived: computed by a rule ('safearea explain' shows the chain)"),
    ]

    /// `cell` marked by its tier when that is neither measured nor published, the mark noted.
    private static func marked(_ cell: String, tier: EvidenceTier?, seen marks: inout Set<String>) -> String {
        guard !cell.isEmpty, let tier else { return cell }
        let mark: String
        switch tier {
        case .measured, .published: return cell
        case .transcribed: mark = "~"
        case .derived: mark = "*"
        }
        marks.insert(mark)
        return cell + " " + mark
    }

    /// Columns a cell takes on a terminal, one per Unicode scalar: cells are device names and
    /// numbers, where scalars and columns agree, and grapheme breaking would cost more than the
    /// rest of a one-device query.
    static func width(of cell: String) -> Int { cell.unicodeScalars.count }

    private func line(_ cells: [String], widths: [Int]) -> String {
        var text = ""
        for (index, cell) in cells.enumerated() {
            let isLast = index == cells.count - 1
            text += cell
            if !isLast { text += String(repeating: " ", count: widths[index] - Self.width(of: cell) + 2) }
        }
        return text
    }
}

extension OutputValue {
    /// `44, 0, 34, 0`: insets or a rect's four numbers in UIKit's order, for table cells.
    var quadText: String {
        guard case .object(let fields) = self else { return displayText }
        var text = ""
        for (index, field) in fields.enumerated() {
            text += (index == 0 ? "" : ", ") + field.value.displayText
        }
        return text
    }

    /// `plainText` with numbers to at most two decimals, for table cells: a person reads
    /// `43.67`, while JSON and CSV keep `43.666666666666664`.
    var displayText: String {
        switch self {
        case .number(let value): NumberFormatting.display(value)
        case .array(let elements): elements.map(\.displayText).joined(separator: ";")
        case .object(let fields): fields.map { "\($0.key)=\($0.value.displayText)" }.joined(separator: " ")
        default: plainText
        }
    }

    /// The value at a dotted path: object members by name, array elements by index
    /// (`safeAreaInsets.top`, `sections.0.itemsPerLine`); `nil` when the record has no such field.
    /// A member of an object that is null on this record (`safeAreaInsets` before iOS 11) is null
    /// too, when the object's shape has it. An empty component (a trailing or doubled dot) names
    /// nothing rather than being skipped.
    func value(at path: String) -> OutputValue? {
        value(at: path.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }

    /// The same, for a path already split at its dots (whole strings: a `Substring` key is
    /// made a `String` again at every level of every lookup).
    func value(at path: [String]) -> OutputValue? {
        var current = self
        for key in path {
            switch current {
            case .absent(let members):
                return members.contains(key) ? .null : nil
            case .null:
                return .null
            case .array(let elements):
                guard let index = Int(key), elements.indices.contains(index) else { return nil }
                current = elements[index]
            default:
                guard let member = current[key] else { return nil }
                current = member
            }
        }
        return current
    }

    /// The display text of the leaf at `path` (numbers to two decimals), or empty: for table cells.
    func text(at path: String) -> String { value(at: path)?.displayText ?? "" }

    /// The tier the record's `evidence` gives the field group `field`, when it gives one.
    func tier(of field: String) -> EvidenceTier? {
        guard case .string(let name)? = self["evidence"]?[field]?["tier"] else { return nil }
        return EvidenceTier(rawValue: name)
    }
}
