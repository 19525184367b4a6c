/// The members every record of a device starts with, `"device":"…","name":"…"`, kept written
/// per device: a batch over the catalogue writes a fresh record for most of its pairs, and
/// escaping the id and the name again for each was a twentieth of a `table` line (two strings
/// checked for escapes and copied, each through a call, ~230 instructions; a kept pair is ~30).
///
/// A slot is chosen by the bits of the two strings themselves (their storage, or the bytes of a
/// small string), not by their text: hashing the text would cost what the copy saves. Equal bits
/// are the same strings, because the slot holds the strings it was written for (``held``): their
/// storage cannot be freed and reused for other text while they are kept. Equal strings with
/// other bits (a profile read twice) only miss, and are written anew. A slot whose strings land
/// where another pair is kept takes it over.
///
/// One table for all a batch thread writes, held by its ``EscapedStrings``, as the fraction
/// spellings are (``FractionSpellings``); made on first use.
final class IdentitySpellings {
    private var table: UnsafeMutableRawPointer?
    /// The strings each slot was written for, kept alive so that their bits stay theirs.
    private var held: [(id: String, name: String)?] = []

    private static let slots = 256
    /// The four words of the two strings' bits, the text's length (0: an empty slot), its bytes.
    private static let slotBytes = 160
    private static let countOffset = 32
    private static let textOffset = 40
    /// The longest text a slot keeps; a longer pair is written each time.
    private static let textBytes = slotBytes - textOffset

    deinit { table?.deallocate() }

    /// Writes `"device":"id","name":"name"` after `comma` commas (0 or 1).
    @inline(__always) func write(id: String, name: String, comma: Int, to buffer: ByteBuffer) {
        let (a, b) = Self.bits(id)
        let (c, d) = Self.bits(name)
        let slot = Int(truncatingIfNeeded: ((a ^ b &* 0xC2B2_AE3D_27D4_EB4F ^ c &* 0x1656_67B1_9E37_79F9 ^ d) &* 0x9E37_79B9_7F4A_7C15) >> 56)
        guard let table, case let start = table + slot &* Self.slotBytes, start.load(as: UInt64.self) == a,
            start.load(fromByteOffset: 8, as: UInt64.self) == b, start.load(fromByteOffset: 16, as: UInt64.self) == c,
            start.load(fromByteOffset: 24, as: UInt64.self) == d, case let count = start.load(fromByteOffset: Self.countOffset, as: Int.self),
            count > 0
        else {
            return spell(id: id, name: name, key: (a, b, c, d), slot: slot, comma: comma, to: buffer)
        }
        buffer.reserve(count &+ 1)
        var cursor = buffer.cursor
        cursor.put(UInt8(ascii: ","), count: comma)
        cursor.put(UnsafeBufferPointer(start: (start + Self.textOffset).assumingMemoryBound(to: UInt8.self), count: count))
        buffer.commit(cursor)
    }

    /// A pair not kept: written, and kept in `slot` when its text fits.
    @inline(never) private func spell(
        id: String, name: String, key: (UInt64, UInt64, UInt64, UInt64), slot: Int, comma: Int, to buffer: ByteBuffer
    ) {
        if comma != 0 { buffer.append(UInt8(ascii: ",")) }
        let start = buffer.count
        buffer.append(#""device":"#)
        JSONWriter.writeString(id, to: buffer)
        buffer.append(#","name":"#)
        JSONWriter.writeString(name, to: buffer)
        let count = buffer.count - start
        guard count <= Self.textBytes else { return }
        let table: UnsafeMutableRawPointer
        if let made = self.table {
            table = made
        } else {
            table = .allocate(byteCount: Self.slots * Self.slotBytes, alignment: 8)
            for index in 0..<Self.slots { table.storeBytes(of: 0, toByteOffset: index * Self.slotBytes + Self.countOffset, as: Int.self) }
            held = Array(repeating: nil, count: Self.slots)
            self.table = table
        }
        held[slot] = (id, name)
        let slotStart = table + slot * Self.slotBytes
        slotStart.storeBytes(of: key.0, as: UInt64.self)
        slotStart.storeBytes(of: key.1, toByteOffset: 8, as: UInt64.self)
        slotStart.storeBytes(of: key.2, toByteOffset: 16, as: UInt64.self)
        slotStart.storeBytes(of: key.3, toByteOffset: 24, as: UInt64.self)
        slotStart.storeBytes(of: count, toByteOffset: Self.countOffset, as: Int.self)
        (slotStart + Self.textOffset).copyMemory(from: buffer.base + start, byteCount: count)
    }

    /// A string's two words as they stand: its storage's address and count, or a small
    /// string's bytes.
    @inline(__always) private static func bits(_ text: String) -> (UInt64, UInt64) {
        unsafeBitCast(text, to: (UInt64, UInt64).self)
    }
}
