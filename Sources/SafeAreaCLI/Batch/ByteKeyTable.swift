/// A small table from byte strings to values that looks bytes up without making a `String`:
/// batch asks it for the same few keys, commands and device names a million times.
struct ByteKeyTable<Value> {
    private var keys: [[UInt8]] = []
    private var values: [Value] = []
    private var slots: [Int32] = Array(repeating: -1, count: 256)

    /// Stores `value` for `key`, unless the key is there already.
    mutating func insert(_ value: Value, for key: UnsafeBufferPointer<UInt8>) {
        let (found, index) = find(key)
        guard found == nil else { return }
        slots[index] = Int32(keys.count)
        keys.append(Array(key))
        values.append(value)
        if keys.count * 2 > slots.count { rehash() }
    }

    /// The value stored for `key`, without adding it.
    func existing(_ key: UnsafeBufferPointer<UInt8>) -> Value? {
        find(key).slot.map { values[$0] }
    }

    /// The slot holding `key`, or the free table index where it would go.
    private func find(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int?, index: Int) {
        var index = Self.hash(key) & (slots.count - 1)
        while slots[index] >= 0 {
            let slot = Int(slots[index])
            let equal = keys[slot].withUnsafeBufferPointer { stored in
                guard stored.count == key.count else { return false }
                guard let left = stored.baseAddress, let right = key.baseAddress else { return true }
                return Platform.bytesEqual(left, right, count: key.count)
            }
            if equal { return (slot, index) }
            index = (index + 1) & (slots.count - 1)
        }
        return (nil, index)
    }

    private mutating func rehash() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (slot, key) in keys.enumerated() {
            var index = Self.hash(key) & (slots.count - 1)
            while slots[index] >= 0 { index = (index + 1) & (slots.count - 1) }
            slots[index] = Int32(slot)
        }
    }

    /// FNV-1a over the bytes.
    private static func hash(_ bytes: some Sequence<UInt8>) -> Int {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        return Int(truncatingIfNeeded: hash)
    }
}
