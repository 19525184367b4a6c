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

    /// A run of a record's fields, by its place in the record.
    static func screenFields(_ place: ScreenFieldsPlace) -> Int {
        let places = switch place {
        case .identity: 0
        case .scrollTail: 1
        case .tableScrollView: 2
        case .tableCell(.plain): 3
        case .tableCell(.grouped): 4
        case .tableCell(.insetGrouped): 5
        }
        return firstScreenFields + places
    }

    /// The slots after the css records', kept rather than counted from the cases on every record.
    private static let firstScreenFields = 1 + 2 * ViewportFit.allCases.count

    /// The slots, the last place's included.
    static let count = screenFields(.tableCell(.insetGrouped)) + 1
}

/// Where a record about a screen is kept in its ``LaidOut``, to be copied rather than written
/// when the screen is asked again (``DirectRecordWriter/copyKept(_:_:)``).
enum KeptRecord: Equatable {
    /// Whole, in one slot (an `insets` record, a `css` record): its bytes kept as written.
    case whole(Int)
    /// As the runs of its fields, in order, each the place of a ``RecordSink/screenFields(_:_:)``
    /// that the record's writer keeps: a record whose parts are shared by others about the same
    /// screen (a table's scroll-view fields by its three styles, the screen's fields after them
    /// by every scroll-view record) keeps each part once.
    case runs(ScreenFieldsPlace, ScreenFieldsPlace, ScreenFieldsPlace, ScreenFieldsPlace)
}
