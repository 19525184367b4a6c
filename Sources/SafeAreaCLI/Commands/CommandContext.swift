import SafeAreaCore

/// What a command runs against: the catalogue (bundled plus `--profiles`), the output streams and
/// a snapshot of the environment taken once at start-up.
final class CommandContext {
    let catalogue: DeviceCatalogue
    let output: OutputChannel
    let errors: OutputChannel
    let style: TextStyle
    let standardInput: ByteSource
    /// Set when records are written as JSON the moment they are computed (JSON Lines on the
    /// command line, and `batch`), so that no record is built as a tree, a large answer
    /// (`collection -d all --frames`) never sits whole in memory, and a reader that stops early
    /// (`| head -c100`) stops the work.
    var directRecords: DirectRecordWriter?
    /// Set while a `check` query runs: the only top-level field its records need.
    var keptField: String?
    /// Which columns the text format shows (`--wide`, `--columns`).
    var tableView = TableView()
    /// Devices, screen layouts, hierarchy files and their resolutions already looked up in this run.
    let lookups: LookupCache
    /// A collection line's sections and frames, laid out into these arrays pair after pair and
    /// line after line (``ScreenCommandInput/takeCollectionArrays()``).
    var collectionArrays = CollectionCommand.LaidOutSections()
    /// In a `batch` run, the files its lines name, read once for every thread.
    var files: BatchFiles?
    /// The device and orientation pairs answered and refused so far (contract, "Exit status").
    var pairs = PairTally()

    init(
        catalogue: DeviceCatalogue, output: OutputChannel, errors: OutputChannel, style: TextStyle,
        standardInput: ByteSource, remembering: Bool = true
    ) {
        lookups = LookupCache(remembering: remembering)
        self.catalogue = catalogue
        self.output = output
        self.errors = errors
        self.style = style
        self.standardInput = standardInput
    }

    /// The bytes of a file argument, or of standard input for `-`.
    func read(_ source: String) throws(UsageError) -> [UInt8] {
        if let known = files?.read(source) { return try known.get() }
        if source.namesStandardInput {
            return try standardInput.readAll().bytes("standard input")
        }
        do {
            return try FileSystem.readFile(source)
        } catch {
            throw UsageError(error.message, code: .file)
        }
    }
}

extension CommandContext {
    /// Writes one record once: as JSON Lines the moment it is made when records stream, else
    /// as a tree (of the field kept, for a `check` query) appended to `records`.
    func emit(_ write: (RecordSink) -> Void, into records: inout [OutputValue]) throws(UsageError) {
        if let directRecords {
            if let refused = directRecords.write(write) { throw refused }
        } else {
            records.append(FieldListSink.record(keeping: keptField, write).value)
        }
    }

    /// Writes the `unsupported` row of a pair the device lacks, and counts it.
    func emitUnsupported(_ device: DeviceProfile, _ orientation: Orientation, ios: Int?, reason: String, into records: inout [OutputValue]) throws(UsageError) {
        pairs.refuse(reason)
        try emit({ sink in ResultRecord.writeUnsupported(device, orientation: orientation, ios: ios, reason: reason, to: sink) }, into: &records)
    }
}

/// The device and orientation pairs a run answered and those it could not (`unsupported`), with
/// the first reason: a run that answered none exits 2 with that reason; one that answered some
/// says how many were not on one stderr line (contract, "Exit status").
struct PairTally {
    private(set) var answered = 0
    private(set) var unsupported = 0
    private(set) var firstReason: String?

    mutating func answer() { answered &+= 1 }

    mutating func refuse(_ reason: String) {
        unsupported &+= 1
        if firstReason == nil { firstReason = reason }
    }

    /// Counts a pair answered as refused after all: a format that cannot express it (`export`).
    mutating func withdraw(_ reason: String) {
        answered &-= 1
        refuse(reason)
    }

    /// Adds the pairs of `other` (a later batch line's, or another thread's): its first reason
    /// counts as first only when `self` has none.
    mutating func add(_ other: PairTally) {
        answered &+= other.answered
        unsupported &+= other.unsupported
        if firstReason == nil { firstReason = other.firstReason }
    }

    /// `1 of 4 device/orientation pairs unsupported`.
    var count: String { Self.count(unsupported, of: answered + unsupported) }

    /// The same words for any count (`check`'s summary).
    static func count(_ unsupported: Int, of total: Int) -> String {
        "\(unsupported) of \(total) device/orientation pair\(total == 1 ? "" : "s") unsupported"
    }

    /// The run's status once its records are printed: 2 (one line, the first reason) when no
    /// pair was answered; else 0, or 1 under `--fail-on-unsupported`, after a line counting the
    /// pairs not answered.
    func conclude(_ arguments: ParsedArguments, _ context: CommandContext) throws(UsageError) -> ExitStatus {
        // A reader that has gone (`| head`) wanted no more: nothing is said.
        guard unsupported > 0, let firstReason, !context.output.isClosed else { return .success }
        if answered == 0 { throw UsageError(firstReason, code: .unsupported) }
        let fails = arguments.has(CommonOptions.failOnUnsupported)
        context.errors.write("safearea: \(count); first: \(firstReason.escapingControlCharacters)\(fails ? " (--fail-on-unsupported)" : "")\n")
        return fails ? .failure : .success
    }
}

/// Writes each record as one JSON line the moment it is computed, through `JSONBytesSink`.
final class DirectRecordWriter {
    let buffer: ByteBuffer
    private let sink: JSONBytesSink
    /// The record's leading members without the closing brace (`{"line":3,"id":"a"`), or `{`.
    /// Rewritten in place for each batch line, never reallocated.
    let prefix: ByteBuffer = {
        let prefix = ByteBuffer(capacity: 64)
        prefix.append(UInt8(ascii: "{"))
        return prefix
    }()
    /// Where each record leaves: the command line hands it to the output at once; batch leaves
    /// its lines in `buffer`, which it delivers itself.
    private let output: OutputChannel?
    /// Records written so far.
    private(set) var count = 0

    /// A writer that hands each record to `output` (the command line's JSON Lines).
    init(output: OutputChannel) {
        self.output = output
        buffer = ByteBuffer(capacity: 4096)
        sink = JSONBytesSink(buffer: buffer)
    }

    /// A writer that appends records to `buffer` (batch), which delivers them itself.
    init(buffer: ByteBuffer) {
        output = nil
        self.buffer = buffer
        sink = JSONBytesSink(buffer: buffer)
    }

    /// Starts every record of a batch line with `{"line":N` and, when the line has one, its
    /// `"id"` as its bytes stand in the line (``ByteBuffer/appendLineMembers(_:id:)``). Here,
    /// where `prefix` is this writer's own: written from outside, each append retained the buffer.
    func beginLine(_ number: Int, id: UnsafeBufferPointer<UInt8>?) {
        prefix.removeAll()
        prefix.appendLineMembers(number, id: id)
    }

    /// True when records stream out as they come rather than wait in memory.
    var streams: Bool { output != nil }

    var isClosed: Bool { output?.isClosed ?? false }

    /// Writes one record. A record that fails half-way leaves nothing behind; one holding a
    /// non-finite number is refused as every writer refuses it, by the same message.
    func write<Failure: Error>(_ record: (RecordSink) throws(Failure) -> Void) throws(Failure) -> UsageError? {
        let mark = open()
        do {
            try record(sink)
        } catch {
            close(at: mark, keeping: false)
            throw error
        }
        if sawNonFinite {
            close(at: mark, keeping: false)
            let tree = FieldListSink()
            try? record(tree)
            do {
                try CommandTable.requireFinite(.object(tree.fields))
            } catch {
                return error
            }
        }
        close(at: mark, keeping: true)
        return nil
    }

    /// Starts a record: its leading members written; where it starts.
    private func open() -> Int {
        let mark = buffer.count
        buffer.append(prefix.bytes)
        sink.reset(hasLeadingMembers: prefix.count > 1)
        return mark
    }

    /// True when the record written since ``open()`` holds a number that is not finite.
    private var sawNonFinite: Bool { sink.sawNonFinite }

    /// Ends a record that `open` started at `mark`: finished, counted and handed to the output
    /// when `keeping`, else withdrawn.
    private func close(at mark: Int, keeping: Bool) {
        guard keeping else {
            buffer.truncate(to: mark)
            return
        }
        buffer.append("}\n")
        count += 1
        if let output {
            output.write(buffer.bytes)
            buffer.removeAll()
        }
    }
}
