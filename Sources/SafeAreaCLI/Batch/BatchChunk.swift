/// A run of input lines that one thread answers: the lines' bytes, copied out of the reader's
/// buffer, each line's answer, and the JSON Lines it wrote.
///
/// The lines are answered grouped by command (``CommandGroups``), so each line's JSON Lines are
/// a range of ``output`` of their own, and lines are delivered in input order, each as soon as
/// it and every line before it are answered.
final class BatchChunk {
    /// A line within ``input``, and its number in the input.
    struct Line {
        let start: Int
        let count: Int
        let number: Int
        /// A line longer than ``Limits/lineBytes``, whose bytes were not kept.
        var isTooLong = false
    }

    /// What answering a line gave, and where its JSON Lines are in ``output``. A plain value:
    /// an array of enums holding references was copied and destroyed through the enum's value
    /// witnesses for every line (two of the hundred most costly functions).
    struct Answer {
        enum State: UInt8 {
            /// Not answered yet.
            case pending
            case blank
            /// Answered, its JSON Lines in `range`.
            case written
            /// Answered: its records as trees in ``details``, for CSV, which writes nothing in
            /// `output`.
            case answered
            /// Its error in ``details``, and for JSON Lines its error line in `range`.
            case failed
        }

        var state = State.pending
        var range = 0..<0
        /// Where its records or error are in ``details``.
        var detail = 0
    }

    /// The records (CSV) or error of a line, which hold references: few lines have one.
    enum Detail {
        case records([OutputValue], id: OutputValue?)
        case error(UsageError, id: OutputValue?)
    }

    /// The lines' bytes, end to end. Raw room rather than an array: appending to an array
    /// checked its uniqueness and room through a generic call, on the reading thread, for
    /// every line.
    let input = ByteBuffer()
    private(set) var lines: [Line] = []
    /// One per line, in input order, once the chunk is arranged (``arrange()``): fixed room
    /// for ``lineLimit`` lines, held for the chunk's life. An array's every store checked its
    /// uniqueness.
    private let answers = UnsafeMutableBufferPointer<Answer>.allocate(capacity: lineLimit)
    /// The records and errors of ``answers``.
    private(set) var details: [Detail] = []
    /// The lines' indices in the order they are answered (``CommandGroups``); room as
    /// ``answers``.
    private let order = UnsafeMutableBufferPointer<Int>.allocate(capacity: lineLimit)
    /// Lines handed to the output, from the first: each answered, as every line before it.
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
    /// True once the answering order is set and every line pending.
    private(set) var isArranged = false
    /// Where ``nextInOrder()`` looks from in ``order``.
    private var position = 0

    init() {
        answers.initialize(repeating: Answer())
        order.initialize(repeating: 0)
    }

    deinit {
        answers.deallocate()
        order.deallocate()
    }

    /// Sets the order the lines are answered in, every line pending; once, on the thread that
    /// answers the chunk first (the reading thread only appends).
    func arrange() {
        guard !isArranged else { return }
        isArranged = true
        let count = lines.count
        for index in 0..<count { answers[index] = Answer() }
        CommandGroups.arrange(lines, input: UnsafeBufferPointer(start: input.base, count: input.count), into: UnsafeMutableBufferPointer(rebasing: order[..<count]))
    }

    /// The next line to answer in the chunk's order, when one is left. Lines answered as they
    /// were delivered (``BatchRun``) are passed over.
    func nextInOrder() -> Int? {
        while position < lines.count {
            let index = order[position]
            if answers[index].state == .pending { return index }
            position += 1
        }
        return nil
    }

    /// The answer of the line at `index`: pending until it is answered, and for every line
    /// before the chunk is arranged.
    func answer(at index: Int) -> Answer {
        isArranged ? answers[index] : Answer()
    }

    /// Sets a pending line's answer; `detail` for ``Answer/State-swift.enum/answered`` and
    /// ``Answer/State-swift.enum/failed``.
    func record(_ index: Int, _ state: Answer.State, _ range: Range<Int> = 0..<0, detail: Detail? = nil) {
        var answer = Answer(state: state, range: range)
        if let detail {
            answer.detail = details.count
            details.append(detail)
        }
        answers[index] = answer
    }

    /// Empties the chunk to be filled again, keeping its memory: a run reuses its chunks rather
    /// than allocate and fault in megabytes for each.
    func reset() {
        input.removeAll()
        lines.removeAll(keepingCapacity: true)
        details.removeAll(keepingCapacity: true)
        position = 0
        delivered = 0
        isArranged = false
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
