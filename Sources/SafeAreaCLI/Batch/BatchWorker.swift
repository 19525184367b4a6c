import SafeAreaCore

/// One thread's share of a `batch` run: a context of its own (its caches, its records writer)
/// and a line scanner, so that threads share only what nobody writes: the catalogue, the command
/// tables and the options of the run.
final class BatchWorker {
    private let context: CommandContext
    private let format: BatchWriter.Format
    /// The worker's own: no two threads count references to one table (``BatchCommandTable``).
    private let commands = BatchCommandTable()
    /// Finds each line's members, for ``BatchRequest`` to read.
    private let scanner = LineScanner()
    /// Every line's options, read into the same storage (``ParsedArguments/reset(for:)``).
    private var arguments = ParsedArguments(command: BatchCommand.spec)
    /// The device and orientation pairs of the lines this worker answered, and the line of the
    /// first unsupported one (its reason is ``PairTally/firstReason``), for the run's summary.
    private(set) var pairs = PairTally()
    private(set) var firstUnsupportedLine = 0

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

    /// Answers the chunk's lines in its order (``BatchChunk/arrange()``), until the last or
    /// until its output passes `limit` bytes.
    func answer(_ chunk: BatchChunk, limit: Int = outputLimit) {
        chunk.arrange()
        withWriters(for: chunk) { direct, lines in
            while chunk.output.count < limit, let index = chunk.nextInOrder() {
                answer(index, of: chunk, lines, direct)
            }
        }
    }

    /// Answers one line of the chunk, which has none yet: the first not delivered, when the
    /// chunk's limit stopped its answering before it.
    func answer(line index: Int, of chunk: BatchChunk) {
        chunk.arrange()
        withWriters(for: chunk) { direct, lines in answer(index, of: chunk, lines, direct) }
    }

    /// Calls `body` with the chunk's writers: JSON Lines records are written straight into the
    /// chunk; CSV takes them as trees. The second writes the JSON Lines of errors, and of the
    /// records that come as trees (devices, policy).
    private func withWriters(for chunk: BatchChunk, _ body: (DirectRecordWriter?, BatchWriter) -> Void) {
        let direct = format == .jsonl ? DirectRecordWriter(buffer: chunk.output) : nil
        context.directRecords = direct
        defer { context.directRecords = nil }
        body(direct, BatchWriter(format: .jsonl, output: chunk.output))
    }

    private func answer(_ index: Int, of chunk: BatchChunk, _ lines: BatchWriter, _ direct: DirectRecordWriter?) {
        let line = chunk.lines[index]
        let mark = chunk.output.count
        if line.isTooLong { return refuse(index, BatchCommand.tooLong, line.number, mark, chunk, lines) }
        // The chunk's input does not change while it is answered: it is filled before.
        let bytes = UnsafeBufferPointer(start: chunk.input.base + line.start, count: line.count)
        if BatchCommand.isBlank(bytes) { return chunk.record(index, .blank) }
        let answer = BatchCommand.answer(
            bytes, number: line.number, scanner: scanner, commands: commands, arguments: &arguments,
            context: context, direct: direct)
        // A line that failed withdrew its rows, so its pairs are not counted.
        if context.pairs.answered != 0 || context.pairs.unsupported != 0 {
            if case .success = answer { count(context.pairs, line: line.number) }
            context.pairs = PairTally()
        }
        switch answer {
        case .success(.written):
            chunk.record(index, .written, mark..<chunk.output.count)
        case .success(.records(let records, let id)):
            // JSON Lines leave from here; CSV rows need the one header, made on the delivering thread.
            guard format == .csv else {
                lines.write(records, line: line.number, id: id)
                return chunk.record(index, .written, mark..<chunk.output.count)
            }
            chunk.record(index, .answered, detail: .records(records, id: id))
        case .failure(let failure):
            // Results the line wrote before it failed are withdrawn: a line gives its answers or
            // its error, never both.
            chunk.output.truncate(to: mark)
            refuse(index, failure.error, line.number, mark, chunk, lines, id: failure.idRange.map { UnsafeBufferPointer(rebasing: bytes[$0]) })
        }
    }

    /// Adds a line's pairs; its first unsupported pair is the worker's first when the line
    /// comes before the one that was (a worker answers lines in several orders).
    private func count(_ line: PairTally, line number: Int) {
        if line.firstReason != nil, pairs.firstReason == nil || number < firstUnsupportedLine {
            var earlier = line
            earlier.add(pairs)
            pairs = earlier
            firstUnsupportedLine = number
        } else {
            pairs.add(line)
        }
    }

    /// A line's error, as its answer and, for JSON Lines, its line; `id` is the JSON text of the
    /// line's `id`, a value made of it only for a CSV row.
    private func refuse(
        _ index: Int, _ error: UsageError, _ number: Int, _ mark: Int, _ chunk: BatchChunk, _ lines: BatchWriter,
        id: UnsafeBufferPointer<UInt8>? = nil
    ) {
        guard format == .csv else {
            lines.writeError(error, line: number, idJSON: id)
            return chunk.record(index, .failed, mark..<chunk.output.count, detail: .error(error, id: nil))
        }
        chunk.record(index, .failed, mark..<chunk.output.count, detail: .error(error, id: id.map(BatchRequest.id)))
    }
}
