import SafeAreaCore

/// What every per-device, per-orientation command reads first: the pairs, the format, the
/// version and the screen context. A struct of four references: the options live in the query
/// (a class, so that copying this copies no arrays), and making this one an object too cost
/// every batch line an allocation and its release (2% of a mixed line).
struct ScreenCommandInput {
    /// The shared options, read from the parsed options.
    private let query: ScreenQuery
    /// The query's selection less the devices `--runs-ios` leaves out; nil without it.
    private let running: DeviceSelection?
    var selection: DeviceSelection { running ?? query.selection }
    var ios: Int? { query.ios }
    var screen: ScreenContext { query.screen }
    /// Where records go as JSON as they are computed (JSON Lines, batch); nil for a tree.
    private let direct: DirectRecordWriter?
    /// True when records are written as JSON as they are computed, none returned.
    var writesDirectly: Bool { direct != nil }
    /// The context the input was read in, which outlives every input made in it.
    private unowned let context: CommandContext
    /// The one top-level field a `check` query reads, when one does: the others are not built.
    var keeping: String? { context.keptField }

    /// The options every such command takes, in help order, before its own.
    static let options = [
        CommonOptions.device, CommonOptions.devicesFrom, CommonOptions.family, CommonOptions.runsIOS, CommonOptions.orientation, CommonOptions.ios,
        CommonOptions.format, CommonOptions.color, TableView.wideOption, TableView.columnsOption, CommonOptions.profiles, CommonOptions.measurements,
        CommonOptions.failOnUnsupported,
    ] + ScreenContextOptions.all

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        query = try ScreenQuery(arguments, context: context)
        running = arguments.has(CommonOptions.runsIOS) ? try query.selection.running(arguments) : nil
        direct = context.directRecords
        self.context = context
    }

    /// The record of one pair of a `check` matrix (`device` in `orientation` on `ios`, in place
    /// of the pairs asked) as a tree of the field kept, when one is; a pair UIKit cannot answer
    /// throws with the `unsupported` code, as the only pair asked does, and a record holding a
    /// number that is not finite is refused as every record is.
    func record(
        _ device: DeviceProfile, _ orientation: Orientation, ios: Int, keeping: String?, _ write: PreparedScreenCommand.RecordWriter
    ) throws(UsageError) -> OutputValue {
        var request = screen.request(orientation, ios: ios)
        request.iosMinor = nil
        let tree: FieldListSink.Tree
        do throws(ScreenLayoutError) {
            let layout = try device.layout(for: request)
            tree = try FieldListSink.record(keeping: keeping) { sink throws(ScreenLayoutError) in
                try write(device, request, layout, sink)
            }
        } catch {
            throw Self.refusal(error, device)
        }
        if !tree.isFinite { try CommandTable.requireFinite(tree.value) }
        return tree.value
    }

    /// The context's arrays for a collection's sections and frames, taken for this line's pairs
    /// and given back after (``giveBack(_:)``), so that no pair allocates its own.
    func takeCollectionArrays() -> CollectionCommand.LaidOutSections {
        var taken = CollectionCommand.LaidOutSections()
        swap(&taken, &context.collectionArrays)
        return taken
    }

    /// Returns the arrays ``takeCollectionArrays()`` took, with the room they have grown to.
    func giveBack(_ arrays: CollectionCommand.LaidOutSections) {
        context.collectionArrays = arrays
    }

    /// The number of device and orientation pairs asked for.
    var pairCount: Int { selection.devices.count * selection.orientations.count }
    /// A foldable is among the devices: text tables then show the posture.
    var answersFoldable: Bool { selection.devices.contains { $0.folding != nil } }

    /// True when records stream out as they are computed, never held in memory.
    var streams: Bool { direct?.streams ?? false }

    /// One record per device and orientation, in the order asked, each written by `record` from
    /// the device's layout for the request through a sink: into JSON at once when the output is
    /// JSON Lines, else into a tree (the records returned). A pair UIKit cannot answer is an
    /// input error when it is the only pair, and an `unsupported` record otherwise.
    func records(
        _ record: (DeviceProfile, ScreenRequest, ScreenLayout, RecordSink) throws(ScreenLayoutError) -> Void
    ) throws(UsageError) -> [OutputValue] {
        var records: [OutputValue] = []
        if direct == nil { records.reserveCapacity(pairCount) }
        for device in selection.devices {
            for orientation in selection.orientations {
                let request = screen.request(orientation, ios: ios)
                var refused: UsageError?
                do throws(ScreenLayoutError) {
                    let layout = try device.layout(for: request)
                    if let direct {
                        refused = try direct.write { sink throws(ScreenLayoutError) in try record(device, request, layout, sink) }
                    } else {
                        records.append(try FieldListSink.record(keeping: keeping) { sink throws(ScreenLayoutError) in
                            try record(device, request, layout, sink)
                        }.value)
                    }
                    context.pairs.answer()
                } catch {
                    if selection.isSinglePair { throw Self.refusal(error, device) }
                    let reason = error.reason(device: device.name)
                    context.pairs.refuse(reason)
                    let unsupported = { (sink: RecordSink) in
                        ResultRecord.writeUnsupported(device, orientation: orientation, ios: self.ios, reason: reason, to: sink)
                    }
                    if let direct {
                        refused = direct.write(unsupported)
                    } else {
                        records.append(.record(unsupported))
                    }
                }
                if let refused { throw refused }
                if let direct, direct.isClosed { return records }
            }
        }
        return records
    }

    /// The error of a pair UIKit cannot answer when it is asked alone.
    static func refusal(_ error: ScreenLayoutError, _ device: DeviceProfile) -> UsageError {
        UsageError(error.reason(device: device.name), code: .unsupported)
    }
}

/// The options every screen command shares, read: the pairs, the version and the screen
/// context. A class, so that the input that holds it copies no arrays.
final class ScreenQuery: Sendable {
    let selection: DeviceSelection
    let ios: Int?
    /// The context, with the point release of `--ios`.
    let screen: ScreenContext

    init(_ arguments: ParsedArguments, context: CommandContext) throws(UsageError) {
        selection = try DeviceSelection.read(arguments, context: context)
        // No optional of the release's tuple: the runtime would build that type on every query.
        var minor: Int?
        if let value = arguments.single(CommonOptions.ios) {
            let release = try ValueParsing.release(value, option: "ios")
            ios = release.major
            minor = release.minor
        } else {
            ios = nil
        }
        var screen = try ScreenContextOptions.read(arguments)
        screen.iosMinor = minor
        self.screen = screen
    }
}

/// A screen command's question read once: its pairs and context, and how the command answers
/// them. A `check` query reads its options once and asks each pair of the matrix
/// (``ScreenCommandInput/record(_:_:ios:keeping:_:)``); the command line and `batch` ask at once.
final class PreparedScreenCommand {
    /// Writes one pair's record from its screen, laid out before.
    typealias RecordWriter = (DeviceProfile, ScreenRequest, ScreenLayout, RecordSink) throws(ScreenLayoutError) -> Void

    /// Every pair's records, written by `record`, with the command's table, warnings and notes.
    typealias Answer = (ScreenCommandInput, RecordWriter) throws(UsageError) -> CommandOutput

    let input: ScreenCommandInput
    let answer: Answer
    /// One pair's record: the command's own options, read once, are in it.
    let record: RecordWriter

    init(input: ScreenCommandInput, answer: @escaping Answer, record: @escaping RecordWriter) {
        self.input = input
        self.answer = answer
        self.record = record
    }

    /// The records for `input`.
    func run() throws(UsageError) -> CommandOutput { try answer(input, record) }

    /// How a screen command reads its options into a prepared question.
    typealias Prepare = @Sendable (ParsedArguments, CommandContext) throws(UsageError) -> PreparedScreenCommand
}
