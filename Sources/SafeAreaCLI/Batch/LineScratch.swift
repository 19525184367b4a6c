import SafeAreaCore

/// Room the typed reader (``LineDecoder``) reuses for every line: the device names of a line's
/// `device` array (where they stand in the line), and a collection line's item sizes and section
/// counts as read. Plain memory of a fixed size, allocated once per worker: a line gives at most
/// ``Limits/optionRepetitions`` values to an option, so none of it ever grows, and none of it
/// counts references.
final class LineScratch {
    /// The most values one option takes from a line.
    static let capacity = Limits.optionRepetitions

    let names: UnsafeMutablePointer<Range<Int>>
    /// For each name, true when its bytes are its value (no escapes).
    let namesAreVerbatim: UnsafeMutablePointer<Bool>
    private(set) var nameCount = 0
    let sizes: UnsafeMutablePointer<Size>
    private(set) var sizeCount = 0
    let counts: UnsafeMutablePointer<Int>
    private(set) var countCount = 0

    init() {
        names = .allocate(capacity: Self.capacity)
        namesAreVerbatim = .allocate(capacity: Self.capacity)
        sizes = .allocate(capacity: Self.capacity)
        counts = .allocate(capacity: Self.capacity)
    }

    deinit {
        names.deallocate()
        namesAreVerbatim.deallocate()
        sizes.deallocate()
        counts.deallocate()
    }

    /// Forgets the names, for a new line.
    @inline(__always) func reset() { nameCount = 0 }

    /// Keeps a name's place (between its quotes); false when the line gives more than an
    /// option takes.
    @inline(__always) func addName(_ range: Range<Int>, isVerbatim: Bool) -> Bool {
        guard nameCount < Self.capacity else { return false }
        (names + nameCount).initialize(to: range)
        (namesAreVerbatim + nameCount).initialize(to: isVerbatim)
        nameCount += 1
        return true
    }

    /// Forgets the item sizes, for an `itemSize` value.
    @inline(__always) func clearSizes() { sizeCount = 0 }

    @inline(__always) func addSize(_ size: Size) -> Bool {
        guard sizeCount < Self.capacity else { return false }
        (sizes + sizeCount).initialize(to: size)
        sizeCount += 1
        return true
    }

    /// The item sizes read last, as a list of their own.
    func sizeList() -> [Size] { Array(UnsafeBufferPointer(start: sizes, count: sizeCount)) }

    /// Forgets the section counts, for an `items` value.
    @inline(__always) func clearCounts() { countCount = 0 }

    @inline(__always) func addCount(_ count: Int) -> Bool {
        guard countCount < Self.capacity else { return false }
        (counts + countCount).initialize(to: count)
        countCount += 1
        return true
    }

    /// The section counts read last, as a list of their own.
    func countList() -> [Int] { Array(UnsafeBufferPointer(start: counts, count: countCount)) }
}
