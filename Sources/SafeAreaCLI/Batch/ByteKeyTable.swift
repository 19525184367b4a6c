/// A small table from byte strings to values that looks bytes up without making a `String`: the
/// batch fast path asks it for the same dozen device names a million times.
struct ByteKeyTable<Value> {
    private var keys: [[UInt8]] = []
    private var values: [Value] = []
    private var slots: [Int32] = Array(repeating: -1, count: 256)

    /// The slot of `key`, computing its value with `make` the first time.
    mutating func slot(for key: UnsafeBufferPointer<UInt8>, make: () -> Value) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while slots[index] >= 0 {
            let slot = Int(slots[index])
            if keys[slot].withUnsafeBufferPointer({ stored in
                stored.count == key.count && (key.isEmpty || memcmp(stored.baseAddress!, key.baseAddress!, key.count) == 0)
            }) {
                return slot
            }
            index = (index + 1) & (slots.count - 1)
        }
        let slot = keys.count
        keys.append(Array(key))
        values.append(make())
        slots[index] = Int32(slot)
        if keys.count * 2 > slots.count { rehash() }
        return slot
    }

    func value(at slot: Int) -> Value { values[slot] }

    var count: Int { keys.count }

    mutating func removeAll() {
        keys.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        slots = Array(repeating: -1, count: 256)
    }

    private mutating func rehash() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (slot, key) in keys.enumerated() {
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
            while slots[index] >= 0 { index = (index + 1) & (slots.count - 1) }
            slots[index] = Int32(slot)
        }
    }
}
