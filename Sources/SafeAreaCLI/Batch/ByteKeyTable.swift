/// A small table from byte strings to values that looks bytes up without making a `String`:
/// batch asks it for the same few keys, commands and device names a million times.
///
/// The keys' bytes sit end to end in one array, and each slot holds its key's hash beside the
/// key's place, so that a lookup reads no array of its own per key and compares bytes only for
/// a key of the same hash and length (an array per key, read through a closure, and a `memcmp`
/// call were most of the 180 instructions each of a line's keys cost).
struct ByteKeyTable<Value> {
    private struct Slot {
        /// The key's hash, or 0 for an empty slot (no hash is 0: its top bit is set).
        var hash: UInt64 = 0
        var start: Int32 = 0
        var count: Int32 = 0
        /// The key's value in `values`.
        var value: Int32 = 0
    }

    private var bytes: [UInt8] = []
    private var values: [Value] = []
    private var slots = [Slot](repeating: Slot(), count: 256)

    /// How many keys it holds.
    var count: Int { values.count }

    /// Stores `value` for `key`, unless the key is there already.
    mutating func insert(_ value: Value, for key: UnsafeBufferPointer<UInt8>) {
        let hash = Self.hash(key)
        let (found, index) = find(key, hash: hash)
        guard found == nil else { return }
        slots[index] = Slot(hash: hash, start: Int32(bytes.count), count: Int32(key.count), value: Int32(values.count))
        bytes.append(contentsOf: key)
        values.append(value)
        if values.count * 2 > slots.count { rehash() }
    }

    /// The value stored for `key`, without adding it.
    func existing(_ key: UnsafeBufferPointer<UInt8>) -> Value? {
        find(key, hash: Self.hash(key)).slot.map { values[$0] }
    }

    /// The value index of `key`, or the free slot where it would go.
    private func find(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (slot: Int?, index: Int) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.hash == 0 { return (nil, index) }
            if slot.hash == hash, Int(slot.count) == key.count, same(key, at: Int(slot.start)) { return (Int(slot.value), index) }
            index = (index + 1) & mask
        }
    }

    /// True when the stored bytes from `start` are `key`'s (their count already compared),
    /// eight at a time, the last eight overlapping the word before them: a device name's last
    /// few bytes compared one at a time were a fifth of its lookup.
    private func same(_ key: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            guard let storedBase = stored.baseAddress, let keyBase = key.baseAddress else { return key.isEmpty }
            let first = storedBase + start
            let count = key.count
            guard count >= 8 else { return ByteWords.load(first, upTo: count) == ByteWords.load(keyBase, upTo: count) }
            var offset = 0
            while offset + 8 < count {
                if ByteWords.load(first + offset) != ByteWords.load(keyBase + offset) { return false }
                offset += 8
            }
            return ByteWords.load(first + count - 8) == ByteWords.load(keyBase + count - 8)
        }
    }

    private mutating func rehash() {
        var grown = [Slot](repeating: Slot(), count: slots.count * 2)
        let mask = grown.count - 1
        for slot in slots where slot.hash != 0 {
            var index = Int(truncatingIfNeeded: slot.hash) & mask
            while grown[index].hash != 0 { index = (index + 1) & mask }
            grown[index] = slot
        }
        slots = grown
    }

    /// FNV-1a over the key's bytes (at most ``LookupCache/spellingLimit``), the top bit set so
    /// that no key's hash is an empty slot's 0.
    @inline(__always) private static func hash(_ key: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        // The low bits choose the slot: the high bits, which every byte reaches, are folded in.
        return (value ^ value >> 29) | 1 << 63
    }
}
