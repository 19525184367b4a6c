import SafeAreaCore

/// Fractions spelled before, by bit pattern: the same few thirds of a point recur on every
/// Dynamic Island line, and Swift's shortest spelling is the slowest step of a line. A table of
/// slots chosen by the bits (a fraction that lands on a taken slot takes it), made on the first
/// fraction: a dictionary's hashing was most of a kept fraction's cost. The texts are memory of
/// the table's own, not an array per text: handing out an array retained and released it for
/// every fraction written.
///
/// Each slot is 64 bytes of one allocation: the text's 32 bytes (a spelling is at most 24), then
/// the number's bits and the text's length. A kept fraction is copied as the slot's whole 32
/// bytes, four word moves with no test of its length, into room its writer reserved, in the
/// writer's own code: the call that handed out the text from arrays of bits and lengths
/// (bounds-checked on every look-up) was ~50 instructions, and copying the text ~25 more; a
/// kept fraction is ~25 in all now.
///
/// One table for all a batch thread writes (``LookupCache/fractions``), not one per output
/// buffer: with a table per chunk, two threads filled eight tables with the same spellings, and
/// looked them up in eight times the memory.
final class FractionSpellings {
    private var table: UnsafeMutableRawPointer?
    private static let slots = 512
    private static let slotBytes = 64
    private static let textBytes = 32
    private static let bitsOffset = 32
    private static let countOffset = 40

    deinit { table?.deallocate() }

    /// Writes `NumberFormatting.text(number)` at `target`, for a finite number that is not
    /// whole, and says how many bytes it is. Writes 32 bytes whatever the text's length: the
    /// caller reserves room for them.
    @inline(__always) func put(_ number: Double, at target: UnsafeMutablePointer<UInt8>) -> Int {
        let pattern = number.bitPattern
        let slot = Int(truncatingIfNeeded: (pattern &* 0x9E37_79B9_7F4A_7C15) >> 55)
        guard let table, table.load(fromByteOffset: slot &* Self.slotBytes &+ Self.bitsOffset, as: UInt64.self) == pattern else {
            return spell(number, slot: slot, at: target)
        }
        let start = table + slot &* Self.slotBytes
        let to = UnsafeMutableRawPointer(target)
        to.storeBytes(of: start.load(as: UInt64.self), as: UInt64.self)
        to.storeBytes(of: start.load(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
        to.storeBytes(of: start.load(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
        to.storeBytes(of: start.load(fromByteOffset: 24, as: UInt64.self), toByteOffset: 24, as: UInt64.self)
        return Int(start.load(fromByteOffset: Self.countOffset, as: UInt8.self))
    }

    /// A fraction not in the table: spelled, kept in `slot`, and written at `target`.
    @inline(never) private func spell(_ number: Double, slot: Int, at target: UnsafeMutablePointer<UInt8>) -> Int {
        let table: UnsafeMutableRawPointer
        if let kept = self.table {
            table = kept
        } else {
            table = .allocate(byteCount: Self.slots * Self.slotBytes, alignment: Self.slotBytes)
            // 0 marks an empty slot: the bits of 0.0, which is whole and never asked here.
            table.initializeMemory(as: UInt8.self, repeating: 0, count: Self.slots * Self.slotBytes)
            self.table = table
        }
        let start = table + slot * Self.slotBytes
        var text = NumberFormatting.text(number)
        let count = text.withUTF8 { utf8 in
            // At most 24 bytes (`-2.2250738585072014e-308`); the bound only keeps the slot's.
            let count = min(utf8.count, Self.textBytes)
            if let source = utf8.baseAddress { start.copyMemory(from: source, byteCount: count) }
            return count
        }
        start.storeBytes(of: number.bitPattern, toByteOffset: Self.bitsOffset, as: UInt64.self)
        start.storeBytes(of: UInt8(count), toByteOffset: Self.countOffset, as: UInt8.self)
        target.update(from: start.assumingMemoryBound(to: UInt8.self), count: count)
        return count
    }
}
