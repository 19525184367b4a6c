import Testing
import SafeAreaCore
@testable import SafeAreaCLI

/// The run's table of screens keeps at most its capacity, a screen only from its second asking,
/// and gives up the screens not asked lately first.
@Suite("Layout table")
struct LayoutTableTests {
    /// An outcome of its own for `name`.
    private static func outcome(_ name: String) -> LayoutOutcome {
        LayoutRefusal(.doesNotFold, key: LookupCache.LayoutKey(device: name, request: ScreenRequest()), hash: 0)
    }

    private static func names(_ name: String) -> (LayoutOutcome) -> Bool {
        { $0.names(name, ScreenRequest()) }
    }

    /// `outcome` asked of `table` under `word` as the run's lookups ask it: kept when admitted,
    /// with the screen the keeping gave up.
    @discardableResult
    private static func ask(_ table: LayoutTable, _ outcome: LayoutOutcome, word: UInt64) -> (kept: Bool, dropped: LayoutOutcome?) {
        guard table.admits(word: word) else { return (false, nil) }
        return (true, table.keep(outcome, word: word))
    }

    /// Asked for the first time, a screen is not kept; the second time it is, and is then found,
    /// the very object, lent unretained.
    @Test func aScreenIsKeptFromItsSecondAsking() {
        let table = LayoutTable(capacity: 4)
        let first = Self.outcome("a")
        #expect(table.unretainedOutcome(word: 1, matching: Self.names("a")) == nil)
        #expect(!Self.ask(table, first, word: 1).kept)
        #expect(table.unretainedOutcome(word: 1, matching: Self.names("a")) == nil)
        #expect(table.count == 0)
        #expect(Self.ask(table, first, word: 1).kept)
        #expect(table.count == 1)
        #expect(table.unretainedOutcome(word: 1, matching: Self.names("a"))?.takeUnretainedValue() === first)
        #expect(table.unretainedOutcome(word: 2, matching: Self.names("a")) == nil, "another word")
        #expect(table.unretainedOutcome(word: 1, matching: Self.names("b")) == nil, "another screen")
    }

    /// A full table gives up the first screen from the hand on that was not asked since the hand
    /// last passed it: one asked keeps its place for one more turn. What it gives up is handed
    /// over by the keep that gave it up.
    @Test func aFullTableGivesUpAScreenNotAskedLately() {
        let table = LayoutTable(capacity: 2)
        let kept = ["a", "b"].map(Self.outcome)
        for (word, outcome) in zip([1, 2] as [UInt64], kept) {
            #expect(Self.ask(table, outcome, word: word).dropped == nil)
            #expect(Self.ask(table, outcome, word: word).dropped == nil, "room was left")
        }
        #expect(table.count == 2)
        // `a` asked: the hand passes it (clearing its mark) and gives up `b`.
        _ = table.unretainedOutcome(word: 1, matching: Self.names("a"))
        let third = Self.outcome("c")
        #expect(Self.ask(table, third, word: 3).dropped == nil, "asked once: not kept, none given up")
        let keeping = Self.ask(table, third, word: 3)
        #expect(keeping.kept)
        #expect(table.count == 2)
        #expect(keeping.dropped === kept[1])
        #expect(table.unretainedOutcome(word: 2, matching: Self.names("b")) == nil)
        #expect(table.unretainedOutcome(word: 3, matching: Self.names("c"))?.takeUnretainedValue() === third)
        // `a`'s mark was cleared: not asked again, it goes next, though `c` came after it.
        let fourth = Self.outcome("d")
        Self.ask(table, fourth, word: 4)
        #expect(Self.ask(table, fourth, word: 4).dropped === kept[0])
        #expect(table.unretainedOutcome(word: 3, matching: Self.names("c")) != nil)
        #expect(table.unretainedOutcome(word: 4, matching: Self.names("d")) != nil)
    }

    /// Screens whose words are all alike share a bucket: each is found by its own test, and one
    /// given up from any place in the bucket's list leaves the others found.
    @Test func screensOfOneWordAreToldApartThroughTheirReplacement() throws {
        let capacity = 5
        let table = LayoutTable(capacity: capacity)
        var held: [String: LayoutOutcome] = [:]
        for step in 0..<40 {
            let name = "screen \(step)"
            let outcome = Self.outcome(name)
            // Its word is remembered from the screens before it: kept at its first asking.
            var keeping = Self.ask(table, outcome, word: 7)
            #expect(keeping.kept == (step > 0), "step \(step)")
            if step == 0 {
                keeping = Self.ask(table, outcome, word: 7)
                #expect(keeping.kept)
            }
            if let dropped = keeping.dropped {
                let gone = held.first { $0.value === dropped }?.key
                #expect(gone != nil, "step \(step): gave up a screen it held")
                if let gone { held[gone] = nil }
            }
            held[name] = outcome
            // Every second screen asked, so that the hand skips some and the list loses its middle.
            if step % 2 == 0 { _ = table.unretainedOutcome(word: 7, matching: Self.names(name)) }
            #expect(held.count == table.count, "step \(step)")
            #expect(table.count <= capacity)
            try #require(table.listedSlots == table.count, "step \(step): a screen given up is still listed, or one kept is not")
            for (name, outcome) in held {
                #expect(table.unretainedOutcome(word: 7, matching: Self.names(name))?.takeUnretainedValue() === outcome, "step \(step): \(name)")
            }
            #expect(table.unretainedOutcome(word: 7, matching: Self.names("never kept")) == nil)
        }
    }

    /// Screens of many words, more than it holds, asked in a seeded order: every screen it says
    /// it keeps is found, each listed once in its own bucket, and it never holds more than its
    /// capacity.
    @Test func manyScreensKeepTheListsSound() throws {
        let table = LayoutTable(capacity: 16)
        var generator = SplitMix64(seed: 0xC10C)
        var held: [UInt64: LayoutOutcome] = [:]
        for step in 0..<2_000 {
            let word = UInt64.random(in: 0..<48, using: &generator)
            if let found = table.unretainedOutcome(word: word, matching: Self.names("\(word)")) {
                #expect(found.takeUnretainedValue() === held[word], "step \(step)")
                continue
            }
            #expect(held[word] == nil, "step \(step): \(word) kept but not found")
            let outcome = Self.outcome("\(word)")
            let keeping = Self.ask(table, outcome, word: word)
            if keeping.kept { held[word] = outcome }
            if let dropped = keeping.dropped {
                let gone = held.first { $0.value === dropped }?.key
                try #require(gone != nil, "step \(step): gave up a screen it did not hold")
                if let gone { held[gone] = nil }
            }
            #expect(table.count == held.count && table.count <= 16, "step \(step)")
            try #require(table.listedSlots == table.count, "step \(step)")
        }
        #expect(table.count == 16)
    }

    /// The table retains what it keeps until it gives it up or goes itself.
    @Test func theTableHoldsWhatItKeepsUntilItGoes() {
        weak var kept: LayoutOutcome?
        weak var given: LayoutOutcome?
        var table: LayoutTable? = LayoutTable(capacity: 1)
        do {
            let first = Self.outcome("a")
            let second = Self.outcome("b")
            kept = first
            given = second
            if let table {
                Self.ask(table, first, word: 1)
                Self.ask(table, first, word: 1)
                Self.ask(table, second, word: 2)
            }
        }
        #expect(kept != nil, "held by the table")
        #expect(given == nil, "asked once: not kept")
        table = nil
        #expect(kept == nil, "released with the table")
    }
}
