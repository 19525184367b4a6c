/// A fixed set of keys (a command's line keys, the command names), each to its value, looked up
/// by their bytes: in one probe (``FixedKeyIndex``), or in the general table (``ByteKeyTable``)
/// when no multiplier parts the keys, which none of this program's sets needs. One place for
/// the choice, so that each holder of keys asks one index.
final class KeyIndex {
    private let fixed: FixedKeyIndex?
    private let table: ByteKeyTable<Int>?

    init(_ keys: [(key: [UInt8], value: Int)]) {
        fixed = FixedKeyIndex(keys)
        if fixed == nil {
            var table = ByteKeyTable<Int>()
            for (key, value) in keys { key.withUnsafeBufferPointer { table.insert(value, for: $0) } }
            self.table = table
        } else {
            table = nil
        }
    }

    /// The value of `key`, if it is one of the keys.
    @inline(__always) func value(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        if let fixed { return fixed.value(key) }
        return table?.existing(key)
    }

    /// The value of the key whose opening quote is at `cursor`, the cursor moved past its closing
    /// quote; nil, the cursor anywhere, when the key is none of the keys.
    ///
    /// Only the closing quote is looked for: a key that is one of these (plain ASCII letters) is
    /// the bytes up to it, and one with an escape, a control or a byte above 0x7F matches none.
    /// The key's words, loaded to find its end, are the ones the index compares: a key read as
    /// a string and then looked up was loaded twice and its bytes tested for every stop.
    @inline(__always) func value(at cursor: inout LineCursor) -> Int? {
        let start = cursor.index &+ 1
        // A line's last key (its `id`'s, most often) has fewer than sixteen bytes after it.
        guard let fixed, start &+ 8 <= cursor.count else { return valueAsString(at: &cursor) }
        let head = ByteWords.load(cursor.base + start)
        let quotes = ByteWords.bytes(0x22, in: head)
        if quotes != 0 {
            let count = quotes.trailingZeroBitCount >> 3
            guard count > 0 else { return nil }
            cursor.index = start &+ count &+ 1
            return fixed.value(head: head & (1 << UInt64(8 * count) &- 1), next: 0, count: count)
        }
        guard start &+ 16 <= cursor.count else { return valueAsString(at: &cursor) }
        let next = ByteWords.load(cursor.base + (start &+ 8))
        let nextQuotes = ByteWords.bytes(0x22, in: next)
        guard nextQuotes != 0 else { return valueAsString(at: &cursor) }
        let rest = nextQuotes.trailingZeroBitCount >> 3
        cursor.index = start &+ 8 &+ rest &+ 1
        let mask: UInt64 = rest == 0 ? 0 : 1 << UInt64(8 * rest) &- 1
        return fixed.value(head: head, next: next & mask, count: 8 + rest)
    }

    /// ``value(at:)`` for a key near the line's end or longer than sixteen bytes: read as a
    /// plain string, then looked up.
    private func valueAsString(at cursor: inout LineCursor) -> Int? {
        guard let key = cursor.plainString() else { return nil }
        return value(cursor.bytes(key))
    }
}
