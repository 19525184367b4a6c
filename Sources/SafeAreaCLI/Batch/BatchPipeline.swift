import Dispatch

/// The chunks of a `batch` run between the thread that reads the input and the threads that
/// answer lines. The reading thread queues each chunk as it fills it and goes on reading; helper
/// threads take queued chunks, oldest first. When the reading thread has no free chunk to read
/// into, it answers a queued chunk itself, or waits for the oldest. Reading, delivering and
/// answering so overlap: answered a round at a time, every thread waited for the round's slowest
/// chunk and one core sat idle while the other read and delivered (two processes answering half
/// the lines each were 11% quicker than one process on two threads).
///
/// A chunk belongs to one thread at a time: the reading thread while it fills it and once it is
/// answered, the thread that took it from the queue while it answers it. Every hand-over goes
/// through ``PlatformMonitor``.
final class BatchPipeline: @unchecked Sendable {
    private enum State { case idle, queued, answering, answered }

    private let monitor = PlatformMonitor()
    private let chunks: [BatchChunk]
    private let limit: Int
    private var states: [State]
    /// The queued chunks, oldest first: a ring over `queue`.
    private var queue: [Int]
    private var queueStart = 0
    private var queueCount = 0
    private var stopping = false
    /// Helper threads started and not yet ended.
    private var running = 0

    /// The helper workers, until their threads start.
    private var helpers: [BatchWorker]

    /// A chunk is answered until its output passes `limit` bytes (``BatchRun`` finishes it as it
    /// delivers it). The helpers' threads start with ``startHelpers()``.
    init(chunks: [BatchChunk], helpers: [BatchWorker], limit: Int) {
        self.chunks = chunks
        self.limit = limit
        self.helpers = helpers
        states = Array(repeating: .idle, count: chunks.count)
        queue = Array(repeating: 0, count: chunks.count)
    }

    /// Starts a thread for each helper worker, once: when a run has filled a chunk and reads on.
    /// A run of fewer lines starts none; starting Dispatch and its threads tripled the time of a
    /// one-line batch.
    func startHelpers() {
        guard !helpers.isEmpty else { return }
        // A queue of its own rather than a global one: a helper waits while nothing is queued,
        // and Dispatch gives each block of a queue made here a thread.
        let threads = DispatchQueue(label: "safearea.batch", attributes: .concurrent)
        for helper in helpers {
            let handed = Handed(worker: helper)
            threads.async { self.help(with: handed.worker) }
        }
        helpers = []
    }

    /// A worker handed to the helper thread that alone uses it from then on: the compiler cannot
    /// see that it changes hands rather than being shared.
    private struct Handed: @unchecked Sendable {
        let worker: BatchWorker
    }

    /// Hands a filled chunk to whichever thread takes it first.
    func enqueue(_ index: Int) {
        monitor.lock()
        states[index] = .queued
        queue[(queueStart + queueCount) % queue.count] = index
        queueCount += 1
        monitor.wakeAll()
        monitor.unlock()
    }

    /// Answers the oldest queued chunk on this thread; false when none is queued.
    func answerQueued(with worker: BatchWorker) -> Bool {
        monitor.lock()
        let taken = take()
        monitor.unlock()
        guard let index = taken else { return false }
        worker.answer(chunks[index], limit: limit)
        monitor.lock()
        states[index] = .answered
        monitor.unlock()
        return true
    }

    /// True when the chunk is answered (as far as its limit lets) and the reading thread's again.
    func isAnswered(_ index: Int) -> Bool {
        monitor.lock()
        defer { monitor.unlock() }
        return states[index] == .answered
    }

    /// Waits until the thread that took the chunk has answered it.
    func waitUntilAnswered(_ index: Int) {
        monitor.lock()
        while states[index] != .answered { monitor.wait() }
        monitor.unlock()
    }

    /// The chunk is the reading thread's to fill again.
    func release(_ index: Int) {
        monitor.lock()
        states[index] = .idle
        monitor.unlock()
    }

    /// Ends the helpers once each has answered the chunk it holds (what is still queued is
    /// left), and waits for them. The run ends with it.
    func stop() {
        monitor.lock()
        stopping = true
        monitor.wakeAll()
        while running > 0 { monitor.wait() }
        monitor.unlock()
    }

    /// The oldest queued chunk, taken; the caller holds the monitor.
    private func take() -> Int? {
        guard queueCount > 0 else { return nil }
        let index = queue[queueStart]
        queueStart = (queueStart + 1) % queue.count
        queueCount -= 1
        states[index] = .answering
        return index
    }

    /// A helper thread's life: the oldest queued chunk answered, again, until ``stop()``.
    private func help(with worker: BatchWorker) {
        monitor.lock()
        running += 1
        while !stopping {
            guard let index = take() else {
                monitor.wait()
                continue
            }
            // The chunk is this thread's until it is marked answered.
            monitor.unlock()
            worker.answer(chunks[index], limit: limit)
            monitor.lock()
            states[index] = .answered
            monitor.wakeAll()
        }
        running -= 1
        monitor.wakeAll()
        monitor.unlock()
    }
}
