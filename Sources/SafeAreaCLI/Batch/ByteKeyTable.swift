/// A small table from byte strings to values that looks bytes up without making a `String`:
/// batch asks it for the same few keys, commands and device names a million times.
struct ByteKeyTable<Value> {
    private var keys: [[UInt8]] = []
    private var values: [Value] = []
    private var slots: [Int32] = Array(repeating: -1, count: 256)

    /// The slot of `key`, computing its value with `make` the first time.
    mutating func slot(for key: UnsafeBufferPointer<UInt8>, make: () -> Value) -> Int {
        let (found, index) = find(key)
        if let found { return found }
        let slot = keys.count
        keys.append(Array(key))
        values.append(make())
        slots[index] = Int32(slot)
        if keys.count * 2 > slots.count { rehash() }
        return slot
    }

    func value(at slot: Int) -> Value { values[slot] }

    /// The value stored for `key`, without adding it.
    func existing(_ key: UnsafeBufferPointer<UInt8>) -> Value? {
        find(key).slot.map { values[$0] }
    }

    /// The slot holding `key`, or the free table index where it would go.
    private func find(_ key: UnsafeBufferPointer<UInt8>) -> (slot: Int?, index: Int) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        var index = Int(truncatingIfNeeded: hash) & (slots.count - 1)
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

/// An open-addressing table from packed 64-bit keys to objects, without `Hasher`'s cost.
struct UInt64Table<Value: AnyObject> {
    private var keys: [UInt64] = Array(repeating: 0, count: 1024)
    private var values: [Value?] = Array(repeating: nil, count: 1024)
    private(set) var count = 0

    func value(for key: UInt64) -> Value? {
        var index = Self.slot(key, keys.count)
        while let value = values[index] {
            if keys[index] == key { return value }
            index = (index + 1) & (keys.count - 1)
        }
        return nil
    }

    mutating func insert(_ value: Value, for key: UInt64) {
        if (count + 1) * 2 > keys.count { grow() }
        var index = Self.slot(key, keys.count)
        while values[index] != nil, keys[index] != key { index = (index + 1) & (keys.count - 1) }
        if values[index] == nil { count += 1 }
        keys[index] = key
        values[index] = value
    }

    mutating func removeAll() {
        keys = Array(repeating: 0, count: 1024)
        values = Array(repeating: nil, count: 1024)
        count = 0
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = Array(repeating: 0, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        count = 0
        for (key, value) in zip(oldKeys, oldValues) {
            if let value { insert(value, for: key) }
        }
    }

    /// A multiplicative hash: the packed keys differ in their low bits.
    private static func slot(_ key: UInt64, _ size: Int) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & (size - 1)
    }
}
