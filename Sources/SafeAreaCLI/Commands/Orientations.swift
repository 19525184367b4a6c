import SafeAreaCore

/// The orientations a command answers, each once, in the order first given: a value of two
/// words, not an array. As arrays, the lists were retained and released several times a batch
/// line, and a list of two orientations, made once at run time, was shared by every batch
/// thread, whose counts moved its cache line between processors on every line that asked two.
struct Orientations: RandomAccessCollection, ExpressibleByArrayLiteral, Sendable, Equatable {
    typealias Indices = Range<Int>

    /// Each orientation's place among `Orientation`'s cases (``OrientationChoice/place(of:)``),
    /// a byte each, the first in the lowest.
    private var places: UInt32 = 0
    /// A bit for each orientation held, at its place.
    private var held: UInt8 = 0
    private(set) var count = 0

    init() {}

    init(_ orientation: Orientation) {
        add(orientation)
    }

    /// The orientations of `elements`, each once, in the order first given.
    init(arrayLiteral elements: Orientation...) {
        for orientation in elements { add(orientation) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The orientation at `position`, which must be one of ``indices``; `portrait` for any other
    /// position, rather than a trap.
    subscript(position: Int) -> Orientation {
        guard position >= 0, position < count else { return .portrait }
        let place = Int(truncatingIfNeeded: places >> (UInt32(truncatingIfNeeded: position) * 8) & 0xFF)
        return Self.orientation(at: place)
    }

    /// Adds `orientation` at the end, unless it is held already.
    mutating func add(_ orientation: Orientation) {
        let place = OrientationChoice.place(of: orientation)
        let bit: UInt8 = 1 << UInt8(place)
        guard held & bit == 0 else { return }
        held |= bit
        places |= UInt32(place) << UInt32(count * 8)
        count += 1
    }

    /// The orientation at `place` among `Orientation`'s cases; `portrait` for any other place.
    /// ``OrientationChoice/single(place:)``'s switch, not a call to it: called here, it cost a
    /// one-shot query 2,600 more instructions (callgrind), the compiler's choices around it
    /// changed.
    private static func orientation(at place: Int) -> Orientation {
        switch place {
        case 1: .portraitUpsideDown
        case 2: .landscapeLeft
        case 3: .landscapeRight
        default: .portrait
        }
    }
}
