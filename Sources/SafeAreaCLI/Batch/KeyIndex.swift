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
}
