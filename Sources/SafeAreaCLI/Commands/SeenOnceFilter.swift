/// Spellings seen once, a bit each by a hash of their bytes: a cache that keeps a value only
/// from its spelling's second asking asks this first (a doorkeeper). A batch over the
/// catalogue spells most of its device lists once (11,500 of 12,700 in 100,000 sweep lines):
/// keeping each was an insertion, and the table emptied every 1,024 lists destroyed them all,
/// for one hit in ten.
///
/// Two spellings that share a bit pass as seen: one is then kept on its first asking, as every
/// spelling was before. The bits are cleared once a quarter of them could be set (4,096
/// spellings), so that a long run of unique spellings passes one in eight as seen on average
/// and never more than one in four.
struct SeenOnceFilter {
    /// Made on first use: a command line asks no list twice, and its start-up makes nothing more.
    private var bits: [UInt64] = []
    private var marked = 0

    private static let words = 256

    /// True when `spelled` was marked before; else marks it and says false.
    mutating func seenBefore(_ spelled: UnsafeBufferPointer<UInt8>) -> Bool {
        var word = HashWord()
        word.mix(ends: spelled)
        let hash = word.value ^ word.value >> 32
        let index = Int(truncatingIfNeeded: hash >> 6) & (Self.words - 1)
        let bit: UInt64 = 1 << (hash & 63)
        if bits.isEmpty { bits = Array(repeating: 0, count: Self.words) }
        if bits[index] & bit != 0 { return true }
        if marked >= Self.words * 16 {
            for place in bits.indices { bits[place] = 0 }
            marked = 0
        }
        bits[index] |= bit
        marked += 1
        return false
    }
}
