import Testing
@testable import SafeAreaCLI

@Suite("Spellings seen once")
struct SeenOnceFilterTests {
    private static func asked(_ text: String, in filter: inout SeenOnceFilter) -> Bool {
        Array(text.utf8).withUnsafeBufferPointer { filter.seenBefore($0) }
    }

    /// A spelling is seen from its second asking; a long run of spellings asked once passes few
    /// as seen (the bits are cleared before they fill), and a spelling asked again right after
    /// its first asking is seen whatever came before.
    @Test func spellingsAreSeenFromTheirSecondAsking() {
        var filter = SeenOnceFilter()
        #expect(!Self.asked(#"["iphone-x","iPhone 8"]"#, in: &filter))
        #expect(Self.asked(#"["iphone-x","iPhone 8"]"#, in: &filter))
        #expect(!Self.asked(#"["iPhone 8","iphone-x"]"#, in: &filter))
        var passed = 0
        for index in 0..<20_000 {
            let spelling = #"["device-\#(index)","another device \#(index * 7)"]"#
            if Self.asked(spelling, in: &filter) { passed += 1 }
            #expect(Self.asked(spelling, in: &filter), "\(spelling)")
        }
        #expect(passed < 20_000 / 6, "\(passed) of 20,000 passed as seen on their first asking")
    }
}
