/// A fixed set of keys (one command's line keys) looked up by their bytes with one probe: a
/// multiplier, found when the index is made, sends every key to a slot of its own, and the slot
/// names the key's entry, which holds its length and first sixteen bytes as words. A key of
/// sixteen bytes or fewer is compared in three words; a longer one's rest sits in ``tails``.
///
/// A line names half a dozen keys, and the general table's lookup (a hash of the key's ends, a
/// probe loop, a byte comparison, an optional through a call) was 90 instructions a key. The
/// slots are a byte each, apart from the entries: slots of whole entries, eight a key, made a
/// command's index twenty kilobytes, and a mixed batch's seven indexes left the first-level
/// cache, so that a third of a lookup's time was its one load of a slot.
///
/// An object whose lists are plain memory, made once and never changed: a struct of three arrays
/// was copied out of its holder for each lookup, three references counted and let go.
final class FixedKeyIndex: @unchecked Sendable {
    private struct Entry: Sendable {
        var head: UInt64
        var next: UInt64
        var count: Int32
        var value: Int32
        /// Where the key's bytes after its first sixteen start in ``tails``.
        var tail: Int32
    }

    /// Per slot, 1 + the place in `entries` of the key sent there; 0 for an empty slot.
    private let slots: UnsafeMutablePointer<UInt8>
    private let entries: UnsafeMutablePointer<Entry>
    private let tails: UnsafeMutablePointer<UInt8>
    private let tailCount: Int
    private let multiplier: UInt64
    /// 64 less the slots' bits: the product's top bits choose the slot.
    private let shift: UInt64

    /// The index of `keys`, each with its value; nil when a key is empty, when there are more
    /// keys than a slot's byte can name (254), or when no multiplier tried sends the keys to slots
    /// of their own (keys that share their length, first sixteen and last eight bytes), for the
    /// caller to keep a general table.
    init?(_ keys: [(key: [UInt8], value: Int)]) {
        // Eight slots a key: most multipliers then part the keys at the first or second try.
        var bits: UInt64 = 4
        while 1 << bits < 8 * keys.count { bits += 1 }
        // A slot names an entry in a byte.
        guard bits <= 16, keys.count < Int(UInt8.max) else { return nil }
        var tails: [UInt8] = []
        var entries: [(word: UInt64, entry: Entry)] = []
        entries.reserveCapacity(keys.count)
        for (key, value) in keys {
            guard let count = Int32(exactly: key.count), let value = Int32(exactly: value), let tail = Int32(exactly: tails.count) else { return nil }
            let made: (word: UInt64, entry: Entry)? = key.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
                let head = ByteWords.load(base, upTo: bytes.count)
                let next = bytes.count > 8 ? ByteWords.load(base + 8, upTo: bytes.count - 8) : 0
                return (Self.word(head, next, base, bytes.count), Entry(head: head, next: next, count: count, value: value, tail: tail))
            }
            guard let made else { return nil }
            entries.append(made)
            if key.count > 16 { tails += key[16...] }
        }
        // A fixed sequence of odd multipliers: the same index in every run. Each is tried on a
        // bitmap of the slots taken, and the table made for the one that parts the keys.
        var taken = [UInt64](repeating: 0, count: max(1, (1 << Int(bits)) / 64))
        var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<1_000 {
            for word in taken.indices { taken[word] = 0 }
            let parted = entries.allSatisfy { entry in
                let index = Self.slot(of: entry.word, candidate, shift: 64 - bits)
                let bit: UInt64 = 1 << UInt64(index & 63)
                guard taken[index >> 6] & bit == 0 else { return false }
                taken[index >> 6] |= bit
                return true
            }
            if parted {
                var table = [UInt8](repeating: 0, count: 1 << Int(bits))
                for (place, entry) in entries.enumerated() {
                    table[Self.slot(of: entry.word, candidate, shift: 64 - bits)] = UInt8(truncatingIfNeeded: place + 1)
                }
                slots = .allocate(capacity: table.count)
                slots.initialize(from: table, count: table.count)
                self.entries = .allocate(capacity: max(1, entries.count))
                self.entries.initialize(from: entries.map(\.entry), count: entries.count)
                self.tails = .allocate(capacity: max(1, tails.count))
                self.tails.initialize(from: tails, count: tails.count)
                tailCount = tails.count
                multiplier = candidate
                shift = 64 - bits
                return
            }
            candidate = (candidate &* 0x5851_F42D_4C95_7F2D &+ 0x1405_7B7E_F767_814F) | 1
        }
        return nil
    }

    deinit {
        slots.deallocate()
        entries.deallocate()
        tails.deallocate()
    }

    /// The value of `key`, if it is one of the keys.
    @inline(__always) func value(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = key.baseAddress, !key.isEmpty else { return nil }
        let count = key.count
        let head = ByteWords.load(base, upTo: count)
        let next = count > 8 ? ByteWords.load(base + 8, upTo: count - 8) : 0
        if count > 16 { return value(key, head: head, next: next) }
        return value(head: head, next: next, count: count)
    }

    /// The value of the key of `count` bytes (from one to sixteen) whose first eight are `head`
    /// and whose next eight are `next` (each with zeros past the key's end), for a reader that
    /// has loaded them already.
    @inline(__always) func value(head: UInt64, next: UInt64, count: Int) -> Int? {
        let index = Self.slot(of: Self.word(head, next, count), multiplier, shift: shift)
        let place = Int(slots[index])
        guard place > 0 else { return nil }
        let entry = entries[place - 1]
        guard Int(entry.count) == count, entry.head == head, entry.next == next else { return nil }
        return Int(entry.value)
    }

    /// ``value(_:)`` for a key longer than sixteen bytes.
    private func value(_ key: UnsafeBufferPointer<UInt8>, head: UInt64, next: UInt64) -> Int? {
        guard let base = key.baseAddress else { return nil }
        let count = key.count
        let index = Self.slot(of: Self.word(head, next, base, count), multiplier, shift: shift)
        let place = Int(slots[index])
        guard place > 0 else { return nil }
        let entry = entries[place - 1]
        guard Int(entry.count) == count, entry.head == head, entry.next == next else { return nil }
        if count > 16, !sameTail(key, at: Int(entry.tail)) { return nil }
        return Int(entry.value)
    }

    /// The slot of a key's word: the product's top bits.
    @inline(__always) private static func slot(of word: UInt64, _ multiplier: UInt64, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* multiplier) >> shift)
    }

    /// One word of a key's first sixteen bytes, length and (for a longer key) last eight bytes.
    @inline(__always) private static func word(_ head: UInt64, _ next: UInt64, _ base: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        guard count > 16 else { return word(head, next, count) }
        var word = head ^ (next &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(truncatingIfNeeded: count) << 56
        word ^= ByteWords.load(base + count - 8) &* 0x1656_67B1_9E37_79F9
        return word ^ word >> 31
    }

    /// ``word(_:_:_:_:)`` for a key of sixteen bytes or fewer.
    @inline(__always) private static func word(_ head: UInt64, _ next: UInt64, _ count: Int) -> UInt64 {
        let word = head ^ (next &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(truncatingIfNeeded: count) << 56
        return word ^ word >> 31
    }

    /// True when `key`'s bytes after its first sixteen are the ones stored from `start`.
    private func sameTail(_ key: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let rest = key.count - 16
        guard start + rest <= tailCount, let base = key.baseAddress else { return false }
        return Platform.bytesEqual(tails + start, base + 16, count: rest)
    }
}
