/// A `batch` run's lines on their way from input to output: gathered into chunks, answered a
/// round of chunks at a time on several threads (``BatchWorker``), and delivered in input order.
///
/// Order and timing are those of one thread: results leave in input order; before the input
/// would make the run wait (a pipe, a terminal), every line read so far is answered and its
/// results delivered; before a line that names a file not read yet, the results before it leave
/// first, and the file is read once for all threads (``BatchFiles``);
/// `--fail-fast` stops at the first failing line, whatever threads answered after it.
struct BatchRun {
    private let format: BatchWriter.Format
    private let failFast: Bool
    /// True when the input may wait for a writer, so that results are delivered before each read.
    private let mayBlock: Bool
    private let context: CommandContext
    private let workers: [BatchWorker]
    private let files = BatchFiles()
    /// CSV rows, written here on this thread from the records the workers return.
    private let pending = ByteBuffer()
    private let writer: BatchWriter
    /// The round's chunks, made once; those before `filling` are full, `filling` is filling.
    private let chunks: [BatchChunk]
    private var filling = 0
    private var stopped = false

    private(set) var answered = 0
    private(set) var failures = 0
    private(set) var firstFailure: (line: Int, message: String)?

    init(format: BatchWriter.Format, failFast: Bool, mayBlock: Bool, threads: Int, commands: BatchCommandTable, context: CommandContext) {
        self.format = format
        self.failFast = failFast
        self.mayBlock = mayBlock
        self.context = context
        let files = self.files
        workers = (0..<max(threads, 1)).map { _ in BatchWorker(like: context, format: format, commands: commands, files: files) }
        writer = BatchWriter(format: format, output: pending)
        chunks = (0..<(workers.count == 1 ? 1 : workers.count * 4)).map { _ in BatchChunk() }
    }

    /// Takes one input line; false once the run has stopped (`--fail-fast`, or a reader gone).
    mutating func add(_ line: UnsafeBufferPointer<UInt8>, number: Int) -> Bool {
        if stopped { return false }
        // A line that names a file not read yet: the file may be anything (a FIFO waiting on
        // this run's readers), so the answers before the line leave first; then it is read once
        // for every thread.
        var mentions = false
        let onlyRead = Self.forEachFileKey(in: line) { end in
            mentions = true
            return files.isRead(valueAfter: end, in: line)
        }
        if mentions, !onlyRead, case let unread = files.unread(in: line), !unread.isEmpty {
            answerAll()
            // A run that stopped there (`--fail-fast`, a reader gone) reads nothing more.
            if stopped { return false }
            for path in unread { files.load(path, context: context) }
        }
        chunks[filling].append(line, number: number)
        if chunks[filling].isFull {
            // A round holds a few chunks per thread, so that a slow chunk is balanced by quick ones.
            if filling == chunks.count - 1 { answerAll() } else { filling += 1 }
        }
        return !stopped
    }

    /// The input is about to be read and might wait: everything read is answered and delivered.
    mutating func inputWillWait() {
        if mayBlock { answerAll() }
    }

    /// Answers and delivers what is left, and closes the CSV. Safe to call more than once.
    mutating func finish() {
        answerAll()
        writer.finish()
        deliverPending()
    }

    /// Answers every chunk read, a chunk per thread in turn, then delivers them in order.
    private mutating func answerAll() {
        let round = chunks[...filling].filter { !$0.isEmpty }
        filling = 0
        defer { for chunk in round { chunk.reset() } }
        guard !round.isEmpty, !stopped else { return }
        let workers = self.workers
        // Thread t answers chunks t, t + T, t + 2T...: each chunk and each worker is touched by
        // one thread only. A thread stops when its output in the round passes its share, so
        // that a round of heavy lines holds a few megabytes per thread, not per chunk.
        ParallelWork.run(min(workers.count, round.count)) { thread in
            var budget = BatchWorker.outputLimit
            for index in stride(from: thread, to: round.count, by: workers.count) where budget > 0 {
                workers[thread].answer(round[index], limit: budget)
                budget -= round[index].output.count
            }
        }
        for chunk in round where !stopped {
            deliver(chunk)
            // A chunk left unfinished (its thread's output reached its share) is finished here,
            // its results leaving as they come.
            while !stopped, !chunk.isAnswered {
                chunk.output.removeAll()
                workers[0].answer(chunk)
                deliver(chunk)
            }
        }
    }

    /// Counts and writes the chunk's outcomes not yet delivered, stopping at the first failure
    /// under `--fail-fast`.
    private mutating func deliver(_ chunk: BatchChunk) {
        var end = chunk.output.count
        while chunk.delivered < chunk.outcomes.count {
            let outcome = chunk.outcomes[chunk.delivered]
            let line = chunk.lines[chunk.delivered].number
            chunk.delivered += 1
            switch outcome {
            case .blank:
                continue
            case .answered(let after, let records, let id):
                answered += 1
                if let misfit = writer.write(records, line: line, id: id) {
                    fail(line, misfit)
                    if failFast { end = after }
                }
            case .failed(let after, let error, let id):
                answered += 1
                if format == .csv { writer.writeError(error, line: line, id: id) }
                fail(line, BatchWriter.batchWording(error.message))
                if failFast { end = after }
            }
            if stopped { break }
        }
        context.output.write(UnsafeBufferPointer(rebasing: chunk.output.bytes[..<end]))
        chunk.output.removeAll()
        deliverPending()
    }

    private mutating func fail(_ line: Int, _ message: String) {
        failures += 1
        if firstFailure == nil { firstFailure = (line, message) }
        if failFast { stopped = true }
    }

    private mutating func deliverPending() {
        context.output.write(pending.bytes)
        pending.removeAll()
        context.output.flush()
        if context.output.isClosed { stopped = true }
    }

    /// True when the line holds `"file"` or `"devicesFrom"`: perhaps a key that reads a file.
    /// (In a value, it costs only an earlier delivery.)
    static func mentionsFile(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        !forEachFileKey(in: line) { _ in false }
    }

    /// Calls `body` with the place after each `"file"` and `"devicesFrom"` in the line, wherever
    /// it stands, while `body` says true; true when it never said false. Runs on the reading
    /// thread for every line, before the threads share the work, so it skips sixteen bytes at a
    /// time where no `"` stands before an `f` or a `d` (eight at a time was a twentieth of a light
    /// line's cost), and looks at each place of a block that has one.
    static func forEachFileKey(in line: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) -> Bool {
        guard let base = line.baseAddress, line.count >= 6 else { return true }
        let raw = UnsafeRawPointer(base)
        let quotes = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let letterF = SIMD16<UInt8>(repeating: UInt8(ascii: "f"))
        let letterD = SIMD16<UInt8>(repeating: UInt8(ascii: "d"))
        var index = 1
        while index + 16 <= line.count {
            let before = raw.loadUnaligned(fromByteOffset: index - 1, as: SIMD16<UInt8>.self)
            let at = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
            let candidates = (before .== quotes) .& ((at .== letterF) .| (at .== letterD))
            if any(candidates) {
                for offset in 0..<16 where candidates[offset] {
                    if let end = fileKeyEnd(at: index + offset, in: line), !body(end) { return false }
                }
            }
            index += 16
        }
        while index < line.count {
            if let end = fileKeyEnd(at: index, in: line), !body(end) { return false }
            index += 1
        }
        return true
    }

    /// The place after `"file"` or `"devicesFrom"` when one starts at the quote before `index`.
    @inline(__always) private static func fileKeyEnd(at index: Int, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = line.baseAddress, base[index - 1] == UInt8(ascii: "\"") else { return nil }
        switch base[index] {
        case UInt8(ascii: "f"):
            return index + 5 <= line.count && Platform.bytesEqual(base + index, Self.file.utf8Start, count: 5) ? index + 5 : nil
        case UInt8(ascii: "d"):
            return index + 12 <= line.count && Platform.bytesEqual(base + index, Self.devicesFrom.utf8Start, count: 12) ? index + 12 : nil
        default:
            return nil
        }
    }

    private static let file: StaticString = "file\""
    private static let devicesFrom: StaticString = "devicesFrom\""
}
