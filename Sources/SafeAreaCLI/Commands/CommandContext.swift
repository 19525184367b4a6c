import SafeAreaCore

/// What a command runs against: the catalogue (bundled plus `--profiles`), the output streams and
/// a snapshot of the environment taken once at start-up.
final class CommandContext {
    let catalogue: DeviceCatalogue
    let output: OutputChannel
    let errors: OutputChannel
    let style: TextStyle
    let standardInput: ByteSource
    /// Set when records are written as they are computed (JSON Lines on the command line), so
    /// that a large answer (`collection -d all --frames`) never sits whole in memory and a
    /// reader that stops early (`| head -c100`) stops the work.
    var recordStream: RecordStream?
    /// Which columns the text format shows (`--wide`, `--columns`).
    var tableView = TableView()

    init(
        catalogue: DeviceCatalogue, output: OutputChannel, errors: OutputChannel, style: TextStyle,
        standardInput: ByteSource
    ) {
        self.catalogue = catalogue
        self.output = output
        self.errors = errors
        self.style = style
        self.standardInput = standardInput
    }

    /// The bytes of a file argument, or of standard input for `-`.
    func read(_ source: String) throws(UsageError) -> [UInt8] {
        if source == "-" {
            return try standardInput.readAll().bytes("standard input")
        }
        do {
            return try FileSystem.readFile(source)
        } catch {
            throw UsageError(error.message, code: .file)
        }
    }
}

/// Writes each record the moment it is computed; `isClosed` tells the producer to stop.
final class RecordStream {
    private let output: OutputChannel
    private let line = ByteBuffer(capacity: 4096)
    /// Records written so far.
    private(set) var count = 0

    init(output: OutputChannel) {
        self.output = output
    }

    var isClosed: Bool { output.isClosed }

    /// Writes one record as a JSON line, refusing a non-finite number as every writer does.
    func write(_ record: OutputValue) throws(UsageError) {
        try CommandTable.requireFinite(record)
        line.removeAll()
        JSONWriter.writeCompact(record, to: line)
        line.append(0x0A)
        output.write(line.bytes)
        count += 1
    }
}
