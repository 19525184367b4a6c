/// A table of values kept for a run, of bounded size, that keeps what is asked often.
///
/// Two generations: new keys go into `current`; when it holds `limit` keys it becomes `previous`
/// (the older previous is dropped) and a new `current` starts. A key found in `previous` moves
/// back to `current`. So a key asked at least once in every `limit` new keys stays, however long
/// the tail of keys asked once, and at most `2 * limit` values are held.
///
/// Emptying one table when it filled, as before, dropped the few keys a batch asks on nearly
/// every line along with the tail (a line's own `additionalInsets`): 100,000 mixed lines laid out
/// a quarter of their screens again.
struct BoundedCache<Key: Hashable, Value> {
    let limit: Int
    private var current: [Key: Value] = [:]
    private var previous: [Key: Value] = [:]
    /// How many times `current` has become `previous`, for callers whose other tables hold what
    /// was derived from the values dropped.
    private(set) var rotations = 0

    init(limit: Int) {
        self.limit = max(limit, 1)
    }

    /// The value kept for `key`, or `make()`'s, kept.
    mutating func value(for key: Key, _ make: () -> Value) -> Value {
        if let known = current[key] { return known }
        let value = previous.removeValue(forKey: key) ?? make()
        if current.count >= limit {
            swap(&current, &previous)
            current.removeAll(keepingCapacity: true)
            rotations += 1
        }
        current[key] = value
        return value
    }

    /// How many values are held.
    var count: Int { current.count + previous.count }

    mutating func removeAll() {
        current.removeAll(keepingCapacity: true)
        previous.removeAll(keepingCapacity: true)
    }
}
