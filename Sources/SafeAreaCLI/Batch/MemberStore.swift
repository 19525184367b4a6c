/// A growable run of a scanned line's members, kept for the scanner's life and refilled for
/// each line: appending to an `Array` property of the scanner checked the array's uniqueness and
/// room through the runtime on every member, a quarter of scanning a line. Members are plain
/// values (ranges and flags), so their memory needs no initialization or teardown.
final class MemberStore {
    private var base: UnsafeMutablePointer<LineScanner.Member>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 64) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit { base.deallocate() }

    @inline(__always) func append(_ member: LineScanner.Member) {
        if count == capacity { grow() }
        (base + count).initialize(to: member)
        count += 1
    }

    private func grow() {
        let grown = UnsafeMutablePointer<LineScanner.Member>.allocate(capacity: capacity * 2)
        grown.moveInitialize(from: base, count: count)
        base.deallocate()
        base = grown
        capacity *= 2
    }

    /// Forgets every member, keeping the room.
    func removeAll() { count = 0 }

    /// The members in `range`, valid until the store is next changed.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<LineScanner.Member> {
        UnsafeBufferPointer(start: base + range.lowerBound, count: range.count)
    }

    /// Every member, valid until the store is next changed.
    var all: UnsafeBufferPointer<LineScanner.Member> { slice(0..<count) }
}
