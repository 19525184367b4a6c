import SafeAreaCore

/// Room the typed reader (``LineDecoder``) reuses for every line: the device names of a line's
/// `device` array, and a
/// collection line's item sizes and section counts as read. Plain memory of a fixed size,
/// allocated once per worker: a line gives at most ``Limits/optionRepetitions`` values to an
/// option, so none of it ever grows, and none of it counts references.
final class LineScratch {
    /// A device name where it stands in the line (between its quotes), and whether its bytes are
    /// its value (no escapes).
    struct Name {
        let range: Range<Int>
        let isVerbatim: Bool
    }

    let names = ScratchRun<Name>()
    let sizes = ScratchRun<Size>()
    let counts = ScratchRun<Int>()

    /// Forgets the names, for a new line.
    @inline(__always) func reset() { names.clear() }
}

/// A run of plain values of at most ``Limits/optionRepetitions``, filled again for each value
/// read: one allocation for a worker's life.
final class ScratchRun<Element> {
    private let base: UnsafeMutablePointer<Element>
    private(set) var count = 0

    init() {
        base = .allocate(capacity: Limits.optionRepetitions)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always) func clear() {
        base.deinitialize(count: count)
        count = 0
    }

    /// False, keeping nothing, once the run holds as many values as an option takes.
    @inline(__always) func append(_ element: Element) -> Bool {
        guard count < Limits.optionRepetitions else { return false }
        (base + count).initialize(to: element)
        count += 1
        return true
    }

    @inline(__always) subscript(index: Int) -> Element { base[index] }

    /// The values, as a list of their own.
    func list() -> [Element] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
