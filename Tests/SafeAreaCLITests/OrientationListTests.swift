import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// The orientations a command asks are each kept once, in the order first given, in the two
/// words of ``Orientations``.
@Suite("Orientation lists")
struct OrientationListTests {
    /// Every order of one to four distinct orientations.
    private static func orders(_ prefix: [Orientation] = []) -> [[Orientation]] {
        let longer = Orientation.allCases.filter { !prefix.contains($0) }.flatMap { orders(prefix + [$0]) }
        return (prefix.isEmpty ? [] : [prefix]) + longer
    }

    @Test func everyOrderComesBackAsGiven() {
        let all = Self.orders()
        #expect(all.count == 64)
        for order in all {
            var list = Orientations()
            for orientation in order { list.add(orientation) }
            #expect(Array(list) == order)
            #expect(list.count == order.count)
            #expect(list.indices.map { list[$0] } == order)
        }
    }

    @Test func repeatsAreKeptOnce() {
        var list = Orientations()
        for orientation: Orientation in [.landscapeLeft, .portrait, .landscapeLeft, .portrait, .landscapeRight, .portrait] {
            list.add(orientation)
        }
        #expect(Array(list) == [.landscapeLeft, .portrait, .landscapeRight])
        #expect(Orientations().isEmpty)
        let literal: Orientations = [.portraitUpsideDown, .portraitUpsideDown, .landscapeRight]
        #expect(Array(literal) == [.portraitUpsideDown, .landscapeRight])
        var added = Orientations(.portraitUpsideDown)
        added.add(.landscapeRight)
        #expect(literal == added)
        #expect(literal != [.landscapeRight, .portraitUpsideDown])
        // A position outside the list reads portrait, not a neighbour and not a trap.
        let landscape: Orientations = [.landscapeLeft, .landscapeRight]
        #expect([-1, 2, 3, 4, 5, Int.max, Int.min].map { landscape[$0] } == Array(repeating: .portrait, count: 7))
    }
}
