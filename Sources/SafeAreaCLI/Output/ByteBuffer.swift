import SafeAreaCore

/// A growable byte buffer written through a raw pointer: a batch line's records are a few
/// hundred small pieces, and `Array`'s per-append checks cost more than the copying.
final class ByteBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 1 << 16) {
        self.capacity = capacity
        self.base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
        fractionBytes?.deallocate()
    }

    /// Makes room for `extra` more bytes.
    @inline(__always) func reserve(_ extra: Int) {
        if count + extra > capacity { grow(count + extra) }
    }

    private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always) func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    @inline(__always) func append(_ text: StaticString) {
        append(text.utf8Start, text.utf8CodeUnitCount)
    }

    @inline(__always) func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        append(start, bytes.count)
    }

    @inline(__always) func append(_ start: UnsafePointer<UInt8>, _ length: Int) {
        reserve(length)
        put(start, length)
    }

    /// Appends without checking the room: the caller reserved it.
    @inline(__always) func put(_ start: UnsafePointer<UInt8>, _ length: Int) {
        // Most pieces are a few dozen bytes: word-sized moves beat a call to memcpy for them.
        ByteCursor.copy(start, length, to: base + count)
        count += length
    }

    @inline(__always) func put(_ text: StaticString) {
        put(text.utf8Start, text.utf8CodeUnitCount)
    }

    @inline(__always) func put(_ byte: UInt8) {
        base[count] = byte
        count += 1
    }

    func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// A whole number in decimal.
    @inline(__always) func append(integer value: Int) {
        reserve(21)
        put(integer: value)
    }

    /// A whole number in decimal, the room reserved (21 bytes).
    @inline(__always) func put(integer value: Int) {
        var cursor = self.cursor
        cursor.put(integer: value)
        commit(cursor)
    }

    /// A cursor at the end of what is written, for a writer that reserved its room.
    @inline(__always) var cursor: ByteCursor { ByteCursor(at: base + count) }

    /// Takes what `cursor`, made by ``cursor`` since the last change, wrote.
    @inline(__always) func commit(_ cursor: ByteCursor) {
        count = cursor.at - base
    }

    /// A number as `NumberFormatting.text` writes it: whole numbers through `append(integer:)`.
    @inline(__always) func append(number: Double) {
        reserve(32)
        put(number: number)
    }

    /// The same, the room reserved (32 bytes).
    @inline(__always) func put(number: Double) {
        var cursor = self.cursor
        cursor.put(finite: number, fractions: self)
        commit(cursor)
    }

    /// Fractions spelled before, by bit pattern: the same few thirds of a point recur on every
    /// Dynamic Island line, and Swift's shortest spelling is the slowest step of a line. A table
    /// of slots chosen by the bits (a fraction that lands on a taken slot takes it), made on the
    /// first fraction: a dictionary's hashing was most of a kept fraction's cost. The texts are
    /// memory of the buffer's own, a slot of 32 bytes each (a spelling is at most 24), not an
    /// array per text: handing out an array retained and released it for every fraction written.
    private var fractionBits: [UInt64] = []
    private var fractionCounts: [UInt8] = []
    private var fractionBytes: UnsafeMutablePointer<UInt8>?
    private static let fractionSlots = 512
    private static let fractionSlotBytes = 32

    /// `NumberFormatting.text(number)`'s bytes, for a finite number that is not whole. Valid
    /// until the next call: copy them at once.
    func fractionText(_ number: Double) -> UnsafeBufferPointer<UInt8> {
        let bits = number.bitPattern
        let slot = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 55)
        if let fractionBytes, fractionBits[slot] == bits {
            return UnsafeBufferPointer(start: fractionBytes + slot * Self.fractionSlotBytes, count: Int(fractionCounts[slot]))
        }
        let slots: UnsafeMutablePointer<UInt8>
        if let fractionBytes {
            slots = fractionBytes
        } else {
            slots = .allocate(capacity: Self.fractionSlots * Self.fractionSlotBytes)
            fractionBytes = slots
            fractionBits = Array(repeating: 0, count: Self.fractionSlots)
            fractionCounts = Array(repeating: 0, count: Self.fractionSlots)
        }
        let start = slots + slot * Self.fractionSlotBytes
        var text = NumberFormatting.text(number)
        let count = text.withUTF8 { utf8 in
            // At most 24 bytes (`-2.2250738585072014e-308`); the bound only keeps the slot's.
            let count = min(utf8.count, Self.fractionSlotBytes)
            if let source = utf8.baseAddress { start.update(from: source, count: count) }
            return count
        }
        // 0 marks an empty slot: the bits of 0.0, which is whole and never asked here.
        fractionBits[slot] = bits
        fractionCounts[slot] = UInt8(count)
        return UnsafeBufferPointer(start: start, count: count)
    }

    func removeAll() { count = 0 }

    /// Forgets what was written after the first `count` bytes (a line that failed half-way).
    func truncate(to count: Int) { self.count = min(self.count, max(count, 0)) }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
