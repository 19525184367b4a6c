/// A run of input lines that one thread answers: the lines' bytes, copied out of the reader's
/// buffer, each line's outcome, and the JSON Lines its answers wrote.
final class BatchChunk {
    /// A line within ``input``, and its number in the input.
    struct Line {
        let start: Int
        let count: Int
        let number: Int
        /// A line longer than ``Limits/lineBytes``, whose bytes were not kept.
        var isTooLong = false
    }

    /// What answering a line gave. `end` is where its JSON Lines end in ``output``.
    enum Outcome {
        case blank
        /// Answered, its JSON Lines written in `output`. A case of its own, holding no reference:
        /// an outcome is made, copied and destroyed for every line.
        case written(end: Int)
        /// Answered: its records as trees, for CSV.
        case answered(end: Int, records: [OutputValue], id: OutputValue?)
        case failed(end: Int, error: UsageError, id: OutputValue?)
    }

    /// The lines' bytes, end to end. Raw room rather than an array: appending to an array
    /// checked its uniqueness and room through a generic call, on the reading thread, for
    /// every line.
    let input = ByteBuffer()
    private(set) var lines: [Line] = []
    /// One per line answered so far, in order.
    var outcomes: [Outcome] = []
    /// The outcomes already handed to the output.
    var delivered = 0
    let output = ByteBuffer()

    /// Lines a chunk holds at most, and its input bytes: large enough that a hand-over between
    /// threads is paid once per many lines, small enough that the ring's memory stays warm in
    /// the processors' caches. A line writes about a kilobyte, and at 512 lines the ring of eight
    /// chunks wrote four megabytes of output into memory long since evicted, pushing the lookup
    /// tables out with it: 128 lines took a two-thread batch of 300,000 mixed lines 192.7 ms
    /// against 210.2 (median of 15, taking turns; collection 209.7 against 222.0), the same
    /// instructions; 64 lines was no quicker than 128. One thread, with one chunk, is unchanged.
    static let lineLimit = 128
    static let byteLimit = 64 * 1024

    var isFull: Bool { lines.count >= Self.lineLimit || input.count >= Self.byteLimit }
    var isEmpty: Bool { lines.isEmpty }
    /// True when every line has its outcome.
    var isAnswered: Bool { outcomes.count == lines.count }

    /// Empties the chunk to be filled again, keeping its memory: a run reuses its chunks rather
    /// than allocate and fault in megabytes for each.
    func reset() {
        input.removeAll()
        lines.removeAll(keepingCapacity: true)
        outcomes.removeAll(keepingCapacity: true)
        delivered = 0
        output.removeAll()
    }

    func append(_ line: UnsafeBufferPointer<UInt8>, number: Int) {
        lines.append(Line(start: input.count, count: line.count, number: number))
        input.append(line)
    }

    /// A line too long to be read (``Limits/lineBytes``), answered by its error.
    func appendTooLong(number: Int) {
        lines.append(Line(start: input.count, count: 0, number: number, isTooLong: true))
    }
}
