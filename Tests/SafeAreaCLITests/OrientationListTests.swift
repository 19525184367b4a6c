import SafeAreaCore
import Testing
@testable import SafeAreaCLI

/// The orientations a command asks are each kept once, in the order first given, whichever of
/// the lists made once (`OrientationChoice.list(ofOrder:)`) or made on the spot they come from.
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
            var list = DeviceSelection.OrientationList()
            for orientation in order { list.add(orientation) }
            #expect(list.list == order)
        }
    }

    @Test func repeatsAreKeptOnce() {
        var list = DeviceSelection.OrientationList()
        for orientation: Orientation in [.landscapeLeft, .portrait, .landscapeLeft, .portrait, .landscapeRight, .portrait] {
            list.add(orientation)
        }
        #expect(list.list == [.landscapeLeft, .portrait, .landscapeRight])
        #expect(DeviceSelection.OrientationList().list == nil)
    }
}
