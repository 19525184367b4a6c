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

    /// ``emit(_:into:)`` for a record that is the same bytes whenever it is asked again: written
    /// once into `memo` when records go straight to a batch's JSON Lines
    /// (``DirectRecordWriter/write(memo:_:)``).
    func emit(memo: inout [UInt8]?, _ write: (RecordSink) -> Void, into records: inout [OutputValue]) throws(UsageError) {
        if let directRecords {
            if let refused = directRecords.write(memo: &memo, write) { throw refused }
        } else {
            records.append(FieldListSink.record(keeping: keptField, write).value)
        }
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
        sink = JSONBytesSink(buffer: buffer, fractions: buffer.fractions, shared: EscapedStrings())
    }

    /// A writer that appends records to `buffer` (batch), spelling fractions through the
    /// thread's `fractions` and keeping shared strings escaped in its `shared`.
    init(buffer: ByteBuffer, fractions: FractionSpellings, shared: EscapedStrings) {
        output = nil
        self.buffer = buffer
        sink = JSONBytesSink(buffer: buffer, fractions: fractions, shared: shared)
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
    /// non-finite number is refused as every writer refuses it, by the same message. `screen`
    /// is the screen the record answers, whose own fields the sink may keep and copy
    /// (``JSONBytesSink/screenFields(_:_:)``).
    func write<Failure: Error>(screen: LaidOut? = nil, _ record: (RecordSink) throws(Failure) -> Void) throws(Failure) -> UsageError? {
        let mark = open(screen: screen)
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

    // The record's bookkeeping around its fields, each in a call of its own: inlined into the
    // generic body above, where the record's closure is called between them, the buffer, the
    // prefix and the sink were retained before that call and released after it, six counts a
    // record.

    /// Starts a record: its leading members written, the sink set to `screen`; where it starts.
    @inline(never) private func open(screen: LaidOut?) -> Int {
        sink.screen = screen.map(Unmanaged.passUnretained)
        let mark = buffer.count
        buffer.append(prefix.bytes)
        sink.reset(hasLeadingMembers: prefix.count > 1)
        return mark
    }

    /// True when the record written since ``open(screen:)`` holds a number that is not finite.
    private var sawNonFinite: Bool { sink.sawNonFinite }

    /// Ends a record that `open` started at `mark`: finished, counted and handed to the output
    /// when `keeping`, else withdrawn.
    @inline(never) private func close(at mark: Int, keeping: Bool) {
        sink.screen = nil
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

    /// Copies the record kept in `laidOut` as `memo` says: whole (``write(memo:of:_:)``), or
    /// from its runs of fields when every one is kept (``JSONBytesSink/screenFields(_:_:)``);
    /// false when it must be written.
    func copyKept(_ laidOut: LaidOut, _ memo: KeptRecord) -> Bool {
        guard output == nil, prefix.count > 1 else { return false }
        switch memo {
        case .whole(let slot):
            guard let kept = laidOut.kept(slot) else { return false }
            buffer.append(prefix.bytes)
            buffer.append(kept)
        case let .runs(first, second, third, fourth):
            guard let first = laidOut.kept(RecordMemo.screenFields(first)), let second = laidOut.kept(RecordMemo.screenFields(second)),
                let third = laidOut.kept(RecordMemo.screenFields(third)), let fourth = laidOut.kept(RecordMemo.screenFields(fourth))
            else { return false }
            buffer.append(prefix.bytes)
            buffer.append(first)
            buffer.append(second)
            buffer.append(third)
            buffer.append(fourth)
            buffer.append("}\n")
        }
        count += 1
        return true
    }

    /// ``write(_:)`` for a record that is the same bytes whenever its screen is asked again (an
    /// `insets` record is its layout's and its device's alone): kept in `laidOut`'s `slot`
    /// (``LaidOut/keep(_:_:)``), to be copied from there (``copyKept(_:_:)``).
    func write<Failure: Error>(memo slot: Int, of laidOut: LaidOut, _ record: (RecordSink) throws(Failure) -> Void) throws(Failure) -> UsageError? {
        try write(keeping: { laidOut.keep(slot, $0) }, record)
    }

    /// ``write(_:)`` for a record that is the same bytes each time (a device's, a hierarchy's
    /// resolution): written once into `memo` and copied from there after.
    func write<Failure: Error>(memo: inout [UInt8]?, _ record: (RecordSink) throws(Failure) -> Void) throws(Failure) -> UsageError? {
        if let kept = memo, output == nil, prefix.count > 1 {
            buffer.append(prefix.bytes)
            buffer.append(kept)
            count += 1
            return nil
        }
        var written: [UInt8]?
        defer { if let written { memo = written } }
        return try write(keeping: { written = Array($0) }, record)
    }

    /// ``write(_:)``, giving `keep` the record's bytes after a batch line's own leading members
    /// (`{"line":N`), which are not the record's to keep; a record refused or failed is not
    /// given, nor one written straight to the output.
    private func write<Failure: Error>(
        keeping keep: (UnsafeBufferPointer<UInt8>) -> Void, _ record: (RecordSink) throws(Failure) -> Void
    ) throws(Failure) -> UsageError? {
        guard output == nil, prefix.count > 1 else { return try write(record) }
        let start = buffer.count + prefix.count
        let refused = try write(record)
        if refused == nil { keep(UnsafeBufferPointer(rebasing: buffer.bytes[start...])) }
        return refused
    }
}
