import SafeAreaCore

/// A record's JSON, kept once written (``DirectRecordWriter/write(memo:_:)``).
final class RecordMemoSlot {
    var json: [UInt8]?
}

/// The slots of what a ``LaidOut`` keeps: one for each command whose record depends only on the screen
/// and the device, for each value of the options it also depends on, and one for each run of a
/// record's fields that are the screen's alone.
enum RecordMemo {
    /// An `insets` record.
    static let insets = 0

    /// A `css` record, for its viewport fit and `customProperties`.
    static func css(_ fit: ViewportFit, customProperties: Bool) -> Int {
        let fits = switch fit {
        case .auto: 0
        case .contain: 1
        case .cover: 2
        }
        return 1 + 2 * fits + (customProperties ? 1 : 0)
    }

    /// A `table` record of a table view of `style` whose other options, and its scroll view's,
    /// are all the defaults (``TableCommand/memo(scrollView:table:)``).
    static func table(_ style: TableViewSpec.Style) -> Int {
        let styles = switch style {
        case .plain: 0
        case .grouped: 1
        case .insetGrouped: 2
        }
        return firstTable + styles
    }

    /// A run of a scroll, table or collection record's fields, by its place in the record.
    static func screenFields(_ place: ScreenFieldsPlace) -> Int {
        let places = switch place {
        case .identity: 0
        case .scrollTail: 1
        }
        return firstScreenFields + places
    }

    /// The slots after the css records' and after the table records', kept rather than counted
    /// from the cases on every record.
    private static let firstTable = 1 + 2 * ViewportFit.allCases.count
    private static let firstScreenFields = firstTable + TableViewSpec.Style.allCases.count

    /// The slots, the last place's included.
    static let count = screenFields(.scrollTail) + 1
}
