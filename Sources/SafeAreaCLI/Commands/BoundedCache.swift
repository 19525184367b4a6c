/// A key of a ``BoundedCache``: equality, and a hash word the key folds from its own bytes and
/// fields. Not `Hashable`: the standard hasher (SipHash, with a combine per field and a
/// finalisation) and the dictionary's probing were most of a lookup, 1,700 instructions of a
/// batch line's screen and 650 of its device name.
protocol CacheKey: Equatable {
    var cacheHash: UInt64 { get }
}

/// FNV-1a, the fold every key's hash word is made of: a few instructions a byte, and the
/// table mixes the result before using its low bits.
struct HashWord {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    @inline(__always) mutating func mix(_ part: UInt64) {
        value = (value ^ part) &* 0x0000_0100_0000_01b3
    }

    /// Every byte of `bytes`.
    @inline(__always) mutating func mix(bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes { mix(UInt64(byte)) }
    }

    /// A key's length and its first, middle and last eight bytes (a key shorter than eight,
    /// every byte): a few instructions whatever the length, where every byte one at a time was
    /// half of a lookup. Keys that share their length and those words share a probe, and the
    /// table's key comparison tells them apart. The middle word tells apart the ids that differ
    /// only there (`ipad-pro-12-9-inch-3rd-generation` and its 4th, 5th and 6th), each of whose
    /// lookups compared the strings whole.
    @inline(__always) mutating func mix(ends bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, bytes.count >= 8 else { return mix(bytes: bytes) }
        mix(ByteWords.load(base))
        mix(ByteWords.load(base + (bytes.count - 8) / 2))
        mix(ByteWords.load(base + bytes.count - 8))
        mix(UInt64(bytes.count))
    }

    /// ``mix(ends:)`` of `text`'s UTF-8, or every byte where it is stored otherwise: how a
    /// cache key folds a device id.
    @inline(__always) mutating func mix(endsOf text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ mix(ends: $0) }) == nil { mix(text) }
    }

    /// Every byte of `text`'s UTF-8, where they are.
    @inline(__always) mutating func mix(_ text: String) {
        let folded: Void? = text.utf8.withContiguousStorageIfAvailable { mix(bytes: $0) }
        if folded == nil {
            for byte in text.utf8 { mix(UInt64(byte)) }
        }
        // The length ends the text: "ab" then "c" and "a" then "bc" fold apart.
        mix(UInt64(text.utf8.count) | 1 << 63)
    }
}

extension String: CacheKey {
    var cacheHash: UInt64 {
        var word = HashWord()
        word.mix(self)
        return word.value
    }
}

extension Int: CacheKey {
    var cacheHash: UInt64 { UInt64(bitPattern: Int64(self)) }
}

/// A table of values kept for a run, of bounded size, that keeps what is asked often.
///
/// Two generations: new keys go into `current`; when it holds `limit` keys it becomes `previous`
/// (the older previous is dropped) and a new `current` starts. A key found in `previous` is
/// copied back to `current`. So a key asked at least once in every `limit` new keys stays,
/// however long the tail of keys asked once, and at most `2 * limit` values are held.
///
/// Emptying one table when it filled, as before, dropped the few keys a batch asks on nearly
/// every line along with the tail (a line's own `additionalInsets`): 100,000 mixed lines laid out
/// a quarter of their screens again. The screens themselves, asked in their thousands, are kept
/// by a table of their own (``LayoutTable``).
struct BoundedCache<Key: CacheKey, Value> {
    let limit: Int
    private var current: HashSlots<Key, Value>
    private var previous: HashSlots<Key, Value>
    /// How many times `current` has become `previous`, for callers whose other tables hold what
    /// was derived from the values dropped.
    private(set) var rotations = 0

    /// A table of at most `2 * limit` values.
    init(limit: Int) {
        self.limit = max(limit, 1)
        current = HashSlots(holding: self.limit)
        previous = HashSlots(holding: self.limit)
    }

    /// The value kept for `key`, or `make()`'s, kept.
    mutating func value(for key: Key, _ make: () -> Value) -> Value {
        let hash = current.spread(key.cacheHash)
        if let known = current.value(for: key, hash: hash) { return known }
        let kept = previous.value(for: key, hash: hash)
        let value = kept ?? make()
        keep(value, for: key, hash: hash)
        return value
    }

    /// Adds a key neither generation holds to `current`, which becomes `previous` when full.
    private mutating func keep(_ value: Value, for key: Key, hash: UInt64) {
        if current.count >= limit {
            swap(&current, &previous)
            current.removeAll()
            rotations += 1
        }
        current.insert(value, for: key, hash: hash)
    }

    /// How many values are held (a key copied back from `previous` counts in both).
    var count: Int { current.count + previous.count }

    mutating func removeAll() {
        current.removeAll()
        previous.removeAll()
    }
}

/// One generation of a ``BoundedCache``: keys and values in the order added, and an index of
/// them by hash, open addressing with linear probing, at most half full. Keys are only added (a
/// generation is emptied whole). The probes read only the index's words: reading a slot that
/// held its key and value copied both. Its room is made on the first key, so a run that asks
/// nothing twice (one query) pays for no table.
private struct HashSlots<Key: CacheKey, Value> {
    private struct Entry {
        let key: Key
        let value: Value
    }

    /// The room of the index, a power of two.
    let capacity: Int
    /// A run's seed, so that names made to share a slot (a batch of crafted device names) do
    /// not line up the same way in every run; within the run, a full collision only costs
    /// probing, at most the generation's `limit` slots.
    private let seed = HashSeed.value
    /// Per slot, the key's spread hash (its top bit set), or 0 for an empty slot.
    private var tags: [UInt64] = []
    /// Per slot, where its entry is in `entries`.
    private var positions: [Int32] = []
    private var entries: [Entry] = []

    init(holding limit: Int) {
        var capacity = 8
        while capacity < 2 * limit { capacity *= 2 }
        self.capacity = capacity
    }

    var count: Int { entries.count }

    /// The key's word, mixed (``HashSeed/spread(_:seed:)``).
    @inline(__always) func spread(_ word: UInt64) -> UInt64 {
        HashSeed.spread(word, seed: seed)
    }

    func value(for key: Key, hash: UInt64) -> Value? {
        position(of: key, hash: hash).map(value(at:))
    }

    /// Where in the entries `key`, of spread hash `hash`, is.
    @inline(__always) func position(of key: Key, hash: UInt64) -> Int? {
        guard !tags.isEmpty else { return nil }
        let mask = capacity - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let tag = tags[index]
            if tag == 0 { return nil }
            if tag == hash {
                let position = Int(positions[index])
                // Through the entries' memory, so that the key is compared in place: an element
                // read out of the array was a copy, its buffer and the key's string retained and
                // released around every comparison (4 counts a layout lookup).
                if entries.withUnsafeBufferPointer({ $0[position].key == key }) { return position }
            }
            index = (index + 1) & mask
        }
    }

    func value(at position: Int) -> Value { entries[position].value }

    /// Adds a key not held; the caller keeps `count` below half the room.
    mutating func insert(_ value: Value, for key: Key, hash: UInt64) {
        if tags.isEmpty {
            tags = Array(repeating: 0, count: capacity)
            positions = Array(repeating: 0, count: capacity)
            entries.reserveCapacity(capacity / 2)
        }
        let mask = capacity - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while tags[index] != 0 { index = (index + 1) & mask }
        tags[index] = hash
        positions[index] = Int32(truncatingIfNeeded: entries.count)
        entries.append(Entry(key: key, value: value))
    }

    mutating func removeAll() {
        guard !entries.isEmpty else { return }
        entries.removeAll(keepingCapacity: true)
        for index in tags.indices { tags[index] = 0 }
    }

}

/// The seed of every cache's hashing, drawn once per run.
enum HashSeed {
    static let value = UInt64.random(in: 0...UInt64.max)

    /// `word` mixed with `seed` so that its low bits (a slot) depend on all of it, with its top
    /// bit set, so that no spread word is 0, which marks an empty slot.
    @inline(__always) static func spread(_ word: UInt64, seed: UInt64) -> UInt64 {
        var mixed = word ^ seed
        mixed ^= mixed >> 33
        mixed &*= 0xff51_afd7_ed55_8ccd
        mixed ^= mixed >> 33
        return mixed | 1 << 63
    }
}
