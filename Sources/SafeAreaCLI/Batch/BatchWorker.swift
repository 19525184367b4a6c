import SafeAreaCore

/// One thread's share of a `batch` run: a context of its own (its caches, its records writer)
/// and a line scanner, so that threads share only what nobody writes: the catalogue, the command
/// tables and the options of the run.
final class BatchWorker {
    private let context: CommandContext
    private let format: BatchWriter.Format
    /// The worker's own: no two threads count references to one table (``BatchCommandTable``).
    private let commands = BatchCommandTable()
    /// Reads most lines in one pass, typed (``LineDecoder``).
    private let decoder = LineDecoder()
    /// Reads the others, for the general reader.
    private let scanner = LineScanner()
    /// Every line's options, read into the same storage (``ParsedArguments/reset(for:)``).
    private var arguments = ParsedArguments(command: BatchCommand.spec)

    /// Output a thread's chunks may hold before they are delivered: a line with many pairs
    /// (`"device": "all"`) writes hundreds of kilobytes. Each of a thread's chunks stops at its
    /// share of this (``BatchRun``), plus the line that passed it, and is finished as it is
    /// delivered.
    static let outputLimit = 4 << 20

    init(like context: CommandContext, format: BatchWriter.Format, files: BatchFiles) {
        self.context = CommandContext(
            catalogue: context.catalogue, output: context.output, errors: context.errors, style: context.style,
            standardInput: context.standardInput)
        self.context.files = files
        self.format = format
    }

    /// Answers the chunk's lines from the first without an outcome, until the last or until its
    /// output passes `limit` bytes.
    func answer(_ chunk: BatchChunk, limit: Int = outputLimit) {
        // JSON Lines records are written straight into the chunk; CSV takes them as trees.
        let direct = format == .jsonl ? DirectRecordWriter(buffer: chunk.output, fractions: context.lookups.fractions) : nil
        context.directRecords = direct
        defer { context.directRecords = nil }
        // Writes the JSON Lines of errors, and of the records that come as trees (devices, policy).
        let lines = BatchWriter(format: .jsonl, output: chunk.output)
        // The chunk's input does not change while it is answered: it is filled before.
        let bytes = chunk.input.bytes
        while !chunk.isAnswered, chunk.output.count < limit {
            let line = chunk.lines[chunk.outcomes.count]
            if line.isTooLong {
                chunk.outcomes.append(refuse(BatchCommand.tooLong, line.number, chunk, lines))
                continue
            }
            chunk.outcomes.append(answer(UnsafeBufferPointer(rebasing: bytes[line.start..<line.start + line.count]), line.number, chunk, lines, direct))
        }
    }

    private func answer(
        _ line: UnsafeBufferPointer<UInt8>, _ number: Int, _ chunk: BatchChunk, _ lines: BatchWriter, _ direct: DirectRecordWriter?
    ) -> BatchChunk.Outcome {
        if BatchCommand.isBlank(line) { return .blank }
        let mark = chunk.output.count
        switch BatchCommand.answer(
            line, number: number, decoder: decoder, scanner: scanner, commands: commands, arguments: &arguments, context: context,
            direct: direct)
        {
        case .success(.written):
            return .written(end: chunk.output.count)
        case .success(.records(let records, let id)):
            // JSON Lines leave from here; CSV rows need the one header, made on the delivering thread.
            guard format == .csv else {
                lines.write(records, line: number, id: id)
                return .written(end: chunk.output.count)
            }
            return .answered(end: chunk.output.count, records: records, id: id)
        case .failure(let failure):
            // Results the line wrote before it failed are withdrawn: a line gives its answers or
            // its error, never both.
            chunk.output.truncate(to: mark)
            return refuse(failure.error, number, chunk, lines, id: failure.id)
        }
    }

    /// A line's error, as its outcome and, for JSON Lines, its line.
    private func refuse(_ error: UsageError, _ number: Int, _ chunk: BatchChunk, _ lines: BatchWriter, id: OutputValue? = nil) -> BatchChunk.Outcome {
        if format == .jsonl { lines.writeError(error, line: number, id: id) }
        return .failed(end: chunk.output.count, error: error, id: id)
    }
}
