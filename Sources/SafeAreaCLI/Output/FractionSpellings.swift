import SafeAreaCore

/// Fractions spelled before, by bit pattern: the same few thirds of a point recur on every
/// Dynamic Island line, and Swift's shortest spelling is the slowest step of a line. A table of
/// slots chosen by the bits (a fraction that lands on a taken slot takes it), made on the first
/// fraction: a dictionary's hashing was most of a kept fraction's cost. The texts are memory of
/// the table's own, a slot of 32 bytes each (a spelling is at most 24), not an array per text:
/// handing out an array retained and released it for every fraction written.
///
/// One table for all a batch thread writes (``LookupCache/fractions``), not one per output
/// buffer: with a table per chunk, two threads filled eight tables with the same spellings, and
/// looked them up in eight times the memory.
final class FractionSpellings {
    private var bits: [UInt64] = []
    private var counts: [UInt8] = []
    private var bytes: UnsafeMutablePointer<UInt8>?
    private static let slots = 512
    private static let slotBytes = 32

    deinit { bytes?.deallocate() }

    /// `NumberFormatting.text(number)`'s bytes, for a finite number that is not whole. Valid
    /// until the next call: copy them at once.
    func text(_ number: Double) -> UnsafeBufferPointer<UInt8> {
        let pattern = number.bitPattern
        let slot = Int(truncatingIfNeeded: (pattern &* 0x9E37_79B9_7F4A_7C15) >> 55)
        if let bytes, bits[slot] == pattern {
            return UnsafeBufferPointer(start: bytes + slot * Self.slotBytes, count: Int(counts[slot]))
        }
        let table: UnsafeMutablePointer<UInt8>
        if let bytes {
            table = bytes
        } else {
            table = .allocate(capacity: Self.slots * Self.slotBytes)
            bytes = table
            bits = Array(repeating: 0, count: Self.slots)
            counts = Array(repeating: 0, count: Self.slots)
        }
        let start = table + slot * Self.slotBytes
        var text = NumberFormatting.text(number)
        let count = text.withUTF8 { utf8 in
            // At most 24 bytes (`-2.2250738585072014e-308`); the bound only keeps the slot's.
            let count = min(utf8.count, Self.slotBytes)
            if let source = utf8.baseAddress { start.update(from: source, count: count) }
            return count
        }
        // 0 marks an empty slot: the bits of 0.0, which is whole and never asked here.
        bits[slot] = pattern
        counts[slot] = UInt8(count)
        return UnsafeBufferPointer(start: start, count: count)
    }
}
