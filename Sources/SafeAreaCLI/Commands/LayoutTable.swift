/// The screens a run keeps (``LookupCache/layout(_:_:)``): at most `capacity` outcomes, each
/// found by its key's hash word and a test of the outcome itself, which holds the device and
/// request it answers. Once full, a screen kept anew takes the place of one not asked lately, by
/// CLOCK (a second chance): asking for a screen marks it, and a hand going round the slots
/// clears the marks it passes and takes the first slot it finds unmarked.
///
/// It replaced two generations of half as many (``BoundedCache``), which held as many at their
/// fullest but dropped the older half at once, whatever was still asked, were three quarters
/// full on average, and held a screen asked again in both. Simulated on the screens asked by the
/// first 300,000 lines of `make bench`'s inputs, the pairs whose screen was kept went from 40% to
/// 60% on the sweep over the catalogue and from 90% to 92% on the mix.
///
/// Once it is full, a screen is kept only when asked again while its hash is remembered (among
/// about the last `4 * capacity` screens asked once, ``admits(word:)``): a run of screens asked
/// once (a batch's lines with their own `additionalInsets`) would otherwise take the places of
/// the screens asked again and again. While it has room, the run's lookups keep every screen
/// (``LookupCache/layout(_:_:)``).
///
/// Its slots are made on the first screen kept: a run that keeps none (one query) pays for none.
final class LayoutTable {
    /// The most screens it holds.
    let capacity: Int
    private let seed = HashSeed.value
    private var slots: Slots?
    /// How many slots hold a screen; they fill in order, and stay full once full.
    private(set) var count = 0
    /// The slot the hand looks at next.
    private var hand = 0

    /// The table's memory, one allocation per array, held for the table's life.
    private struct Slots {
        /// Per slot, its screen, retained by the table.
        let outcomes: UnsafeMutablePointer<Unmanaged<LayoutOutcome>>
        /// Per slot, its screen's spread hash.
        let words: UnsafeMutablePointer<UInt64>
        /// Per slot, the next slot of its bucket, or -1.
        let following: UnsafeMutablePointer<Int32>
        /// Per slot, true when its screen was asked for since the hand last passed it.
        let marked: UnsafeMutablePointer<Bool>
        /// Per bucket (the low bits of a spread hash), its first slot, or -1.
        let buckets: UnsafeMutablePointer<Int32>
        let bucketMask: Int
        /// The spread hashes of screens asked once and not kept, one per place (a later hash
        /// that lands on a taken place takes it); 0 for none.
        let askedOnce: UnsafeMutablePointer<UInt64>
        let askedOnceMask: Int
    }

    /// A table of at most `capacity` screens (1 at least).
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    deinit {
        guard let slots else { return }
        for slot in 0..<count { slots.outcomes[slot].release() }
        slots.outcomes.deallocate()
        slots.words.deallocate()
        slots.following.deallocate()
        slots.marked.deallocate()
        slots.buckets.deallocate()
        slots.askedOnce.deallocate()
    }

    /// The screen of hash word `word` that `matching` accepts, marked as asked; unretained: the
    /// table holds it until its next ``keep(_:word:)``. Nil when the table does not hold it.
    @inline(__always) func unretainedOutcome(word: UInt64, matching: (LayoutOutcome) -> Bool) -> Unmanaged<LayoutOutcome>? {
        guard let slots else { return nil }
        let hash = HashSeed.spread(word, seed: seed)
        var slot = Int(slots.buckets[Int(truncatingIfNeeded: hash) & slots.bucketMask])
        while slot >= 0 {
            if slots.words[slot] == hash, slots.outcomes[slot]._withUnsafeGuaranteedRef(matching) {
                slots.marked[slot] = true
                return slots.outcomes[slot]
            }
            slot = Int(slots.following[slot])
        }
        return nil
    }

    /// True when the screen of hash word `word` is asked for the second time while its hash is
    /// remembered: the table is to keep it (``keep(_:word:)``). A first asking is remembered.
    func admits(word: UInt64) -> Bool {
        let slots = self.slots ?? makeSlots()
        let hash = HashSeed.spread(word, seed: seed)
        // The high bits choose the place: the buckets are chosen by the low ones.
        let place = Int(truncatingIfNeeded: hash >> 32) & slots.askedOnceMask
        guard slots.askedOnce[place] == hash else {
            slots.askedOnce[place] = hash
            return false
        }
        return true
    }

    /// Keeps `outcome`, which the table does not hold and admits (``admits(word:)``), under hash
    /// word `word`. A full table gives up the screen in the first unmarked slot from the hand
    /// on, and hands it over: no longer the table's, the caller's to lay out again.
    func keep(_ outcome: LayoutOutcome, word: UInt64) -> LayoutOutcome? {
        let slots = self.slots ?? makeSlots()
        let hash = HashSeed.spread(word, seed: seed)
        let slot: Int
        var dropped: LayoutOutcome?
        if count < capacity {
            slot = count
            count += 1
        } else {
            // Bounded: a full turn clears every mark, and the slot the hand started at is then taken.
            while slots.marked[hand] {
                slots.marked[hand] = false
                hand = hand + 1 == capacity ? 0 : hand + 1
            }
            slot = hand
            hand = hand + 1 == capacity ? 0 : hand + 1
            unlink(slot, slots)
            dropped = slots.outcomes[slot].takeRetainedValue()
        }
        slots.outcomes[slot] = Unmanaged.passRetained(outcome)
        slots.words[slot] = hash
        slots.marked[slot] = false
        let bucket = Int(truncatingIfNeeded: hash) & slots.bucketMask
        slots.following[slot] = slots.buckets[bucket]
        slots.buckets[bucket] = Int32(truncatingIfNeeded: slot)
        return dropped
    }

    /// How many slots the buckets' lists reach, each list followed at most `capacity + 1` steps:
    /// `count` while every kept screen is listed once, in its bucket (what a test checks).
    var listedSlots: Int {
        guard let slots else { return 0 }
        var listed = 0
        for bucket in 0...slots.bucketMask {
            var slot = Int(slots.buckets[bucket])
            var steps = 0
            while slot >= 0, steps <= capacity {
                if Int(truncatingIfNeeded: slots.words[slot]) & slots.bucketMask == bucket { listed += 1 } else { listed += capacity }
                steps += 1
                slot = Int(slots.following[slot])
            }
        }
        return listed
    }

    /// Takes `slot` out of its bucket's list.
    private func unlink(_ slot: Int, _ slots: Slots) {
        let bucket = Int(truncatingIfNeeded: slots.words[slot]) & slots.bucketMask
        var link = slots.buckets + bucket
        while link.pointee >= 0 {
            if Int(link.pointee) == slot {
                link.pointee = slots.following[slot]
                return
            }
            link = slots.following + Int(link.pointee)
        }
    }

    private func makeSlots() -> Slots {
        // Twice as many buckets as slots: lists of one screen or none, mostly.
        var buckets = 8
        while buckets < 2 * capacity { buckets *= 2 }
        var asked = 8
        while asked < 4 * capacity { asked *= 2 }
        let made = Slots(
            outcomes: .allocate(capacity: capacity), words: .allocate(capacity: capacity),
            following: .allocate(capacity: capacity), marked: .allocate(capacity: capacity),
            buckets: .allocate(capacity: buckets), bucketMask: buckets - 1,
            askedOnce: .allocate(capacity: asked), askedOnceMask: asked - 1)
        made.buckets.initialize(repeating: -1, count: buckets)
        made.askedOnce.initialize(repeating: 0, count: asked)
        made.marked.initialize(repeating: false, count: capacity)
        made.words.initialize(repeating: 0, count: capacity)
        made.following.initialize(repeating: -1, count: capacity)
        slots = made
        return made
    }
}
