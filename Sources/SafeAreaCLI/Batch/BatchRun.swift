/// A `batch` run's lines on their way from input to output: gathered into chunks, answered on
/// several threads (``BatchPipeline``, a ``BatchWorker`` per thread), and delivered in input order.
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
    /// This thread's worker; the others are the pipeline's helpers.
    private let worker: BatchWorker
    /// Every worker, this thread's first, for the pairs they answered (``unsupportedSummary``).
    private let workers: [BatchWorker]
    private let files = BatchFiles()
    /// CSV rows, written here on this thread from the records the workers return.
    private let pending = ByteBuffer()
    private let writer: BatchWriter
    /// The places in a chunk's output of the lines being delivered, in input order: kept for
    /// the run, filled for each delivery.
    private var segments = OutputSegments()
    /// A ring of chunks: `filling` is being filled; the `inFlight` before it, from `oldest`, are
    /// queued, being answered or answered, and are delivered in that order.
    private let chunks: [BatchChunk]
    /// `chunks`, unretained, for the lines added to the one being filled: `chunks` holds them
    /// for the run, and taking each line's chunk from it was a retain and a release per line.
    private let unretainedChunks: [Unmanaged<BatchChunk>]
    private let pipeline: BatchPipeline
    private var filling = 0
    private var oldest = 0
    private var inFlight = 0
    private var stopped = false

    private(set) var answered = 0
    private(set) var failures = 0
    private(set) var firstFailure: (line: Int, message: String)?

    init(format: BatchWriter.Format, failFast: Bool, mayBlock: Bool, threads: Int, context: CommandContext) {
        self.format = format
        self.failFast = failFast
        self.mayBlock = mayBlock
        self.context = context
        let files = self.files
        let workers = (0..<max(threads, 1)).map { _ in BatchWorker(like: context, format: format, files: files) }
        worker = workers[0]
        self.workers = workers
        writer = BatchWriter(format: format, output: pending)
        // A few chunks per thread, so that a slow chunk is balanced by quick ones; each stops at
        // its share of a thread's output, so that chunks of heavy lines hold a few megabytes per
        // thread, not per chunk.
        let perThread = workers.count == 1 ? 1 : 4
        chunks = (0..<workers.count * perThread).map { _ in BatchChunk() }
        unretainedChunks = chunks.map { Unmanaged.passUnretained($0) }
        pipeline = BatchPipeline(chunks: chunks, helpers: Array(workers.dropFirst()), limit: BatchWorker.outputLimit / perThread)
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
        unretainedChunks[filling]._withUnsafeGuaranteedRef { $0.append(line, number: number) }
        return queueIfFull()
    }

    /// Takes an input line too long to be read (``Limits/lineBytes``); false once the run has
    /// stopped.
    mutating func addTooLong(number: Int) -> Bool {
        if stopped { return false }
        unretainedChunks[filling]._withUnsafeGuaranteedRef { $0.appendTooLong(number: number) }
        return queueIfFull()
    }

    /// Queues the chunk being filled once it is full; false once the run has stopped.
    @inline(__always) private mutating func queueIfFull() -> Bool {
        if unretainedChunks[filling]._withUnsafeGuaranteedRef(\.isFull) {
            pipeline.startHelpers()
            submit()
        }
        return !stopped
    }

    /// The input is about to be read and might wait: everything read is answered and delivered.
    mutating func inputWillWait() {
        if mayBlock { answerAll() }
    }

    /// Answers and delivers what is left, closes the CSV and ends the helper threads. Once.
    mutating func finish() {
        answerAll()
        pipeline.stop()
        writer.finish()
        deliverPending()
    }

    /// Queues the chunk being filled, delivers what is answered, and frees a chunk to fill next.
    private mutating func submit() {
        guard !stopped else { return }
        pipeline.enqueue(filling)
        inFlight += 1
        filling = (filling + 1) % chunks.count
        deliverAnswered()
        while inFlight == chunks.count, !stopped { advance() }
    }

    /// Answers and delivers every line read.
    private mutating func answerAll() {
        if !chunks[filling].isEmpty { submit() }
        while inFlight > 0, !stopped { advance() }
    }

    /// A step towards an empty ring: a queued chunk answered on this thread, else a wait for the
    /// oldest, which a helper holds; then whatever is answered leaves.
    private mutating func advance() {
        if !pipeline.answerQueued(with: worker) { pipeline.waitUntilAnswered(oldest) }
        deliverAnswered()
    }

    /// Delivers the answered chunks from the oldest on, in order, and frees them.
    private mutating func deliverAnswered() {
        while inFlight > 0, !stopped, pipeline.isAnswered(oldest) {
            let chunk = chunks[oldest]
            deliver(chunk)
            // A chunk left unfinished (its output reached its share) is finished here in input
            // order, each line's results leaving as they come and their room given back: the
            // output the chunk's thread wrote stays until its lines have left.
            let answeredOutput = chunk.output.count
            while !stopped, chunk.delivered < chunk.lines.count {
                worker.answer(line: chunk.delivered, of: chunk)
                deliver(chunk)
                chunk.output.truncate(to: answeredOutput)
            }
            chunk.reset()
            pipeline.release(oldest)
            oldest = (oldest + 1) % chunks.count
            inFlight -= 1
        }
    }

    /// Counts and writes the chunk's answers from the first not delivered, up to the first line
    /// not answered, stopping at the first failure under `--fail-fast`.
    private mutating func deliver(_ chunk: BatchChunk) {
        segments.removeAll()
        while !stopped, chunk.delivered < chunk.lines.count {
            let answer = chunk.answer(at: chunk.delivered)
            if answer.state == .pending { break }
            let line = chunk.lines[chunk.delivered].number
            chunk.delivered += 1
            switch answer.state {
            case .pending, .blank:
                continue
            case .written:
                answered += 1
                segments.append(answer.range)
            case .answered, .failed:
                answered += 1
                segments.append(answer.range)
                switch chunk.details[answer.detail] {
                case .records(let records, let id):
                    if let misfit = writer.write(records, line: line, id: id) { fail(line, misfit) }
                case .error(let error, let id):
                    if format == .csv { writer.writeError(error, line: line, id: id) }
                    fail(line, BatchWriter.batchWording(error.message))
                }
            }
        }
        context.output.write(segments, of: chunk.output.bytes)
        deliverPending()
    }

    /// `3 of 12 device/orientation pairs unsupported; first at line 2: why`, once every line is
    /// answered; nil when every pair was answered.
    var unsupportedSummary: String? {
        var first: (line: Int, reason: String)?
        var total = PairTally()
        for worker in workers {
            total.add(worker.pairs)
            if let reason = worker.pairs.firstReason, first.map({ worker.firstUnsupportedLine < $0.line }) ?? true {
                first = (worker.firstUnsupportedLine, reason)
            }
        }
        guard let first else { return nil }
        return "\(total.count); first at line \(first.line): \(first.reason.escapingControlCharacters)"
    }

    /// Counts a failed line; the message is worded only for the first, which alone is shown.
    private mutating func fail(_ line: Int, _ message: @autoclosure () -> String) {
        failures += 1
        if firstFailure == nil { firstFailure = (line, message()) }
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
    /// time where no `f` follows a `"` and no `F` stands (eight at a time was a twentieth of a
    /// light line's cost), and looks at each place of a block that has one. The `F` of
    /// `devicesFrom`, not the `"d` before it: nearly every line has a `"device"`, which the look
    /// at each `"d` had to rule out.
    static func forEachFileKey(in line: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) -> Bool {
        guard let base = line.baseAddress, line.count >= 6 else { return true }
        let raw = UnsafeRawPointer(base)
        let quotes = SIMD16<UInt8>(repeating: UInt8(ascii: "\""))
        let letterF = SIMD16<UInt8>(repeating: UInt8(ascii: "f"))
        let capitalF = SIMD16<UInt8>(repeating: UInt8(ascii: "F"))
        // The block of sixteen places from `start`, those before `from` left out (looked at in
        // the block before).
        func block(at start: Int, from: Int) -> Bool {
            let before = raw.loadUnaligned(fromByteOffset: start - 1, as: SIMD16<UInt8>.self)
            let at = raw.loadUnaligned(fromByteOffset: start, as: SIMD16<UInt8>.self)
            let candidates = ((before .== quotes) .& (at .== letterF)) .| (at .== capitalF)
            guard any(candidates) else { return true }
            // The block's places found again, a word at a time, by their bits: reading the
            // sixteen lanes one by one cost more than the block's test.
            for half in stride(from: 0, to: 16, by: 8) {
                let quoted = ByteWords.bytes(UInt8(ascii: "\""), in: ByteWords.load(base + start - 1 + half))
                let word = ByteWords.load(base + start + half)
                var marks = (quoted & ByteWords.bytes(UInt8(ascii: "f"), in: word)) | ByteWords.bytes(UInt8(ascii: "F"), in: word)
                while marks != 0 {
                    // A mark may be a byte that does not fit (``ByteWords/zeroBytes(_:)``): the
                    // place is looked at whole.
                    let place = start + half + marks.trailingZeroBitCount >> 3
                    if place >= from, let end = keyEnd(markedAt: place, in: line), !body(end) { return false }
                    marks &= marks - 1
                }
            }
            return true
        }
        // Wrapping steps: a place never passes the line's length, bounded by `Limits.lineBytes`,
        // and the overflow check was a third of the loop's instructions.
        var index = 1
        while index &+ 16 <= line.count {
            guard block(at: index, from: index) else { return false }
            index &+= 16
        }
        // The last places, fewer than sixteen: one block more that ends with the line, rather
        // than a look at each place (a twentieth of the reading thread's work a line).
        if index < line.count, line.count >= 17 { return block(at: line.count - 16, from: index) }
        while index < line.count {
            if let end = keyEnd(markedAt: index, in: line), !body(end) { return false }
            index += 1
        }
        return true
    }

    /// The place after a key that a marked byte at `place` belongs to: the `f` of `"file"` or
    /// the `F` of `"devicesFrom"`.
    @inline(__always) private static func keyEnd(markedAt place: Int, in line: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = line.baseAddress else { return nil }
        switch base[place] {
        case UInt8(ascii: "f"): return fileKeyEnd(at: place, in: line)
        // `devicesFrom`'s `F` stands seven bytes after its `d`.
        case UInt8(ascii: "F"): return place >= 8 ? fileKeyEnd(at: place - 7, in: line) : nil
        default: return nil
        }
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
