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
    }

    /// Makes room for `extra` more bytes. Wrapping: the count is at most the capacity, and no
    /// piece asks for room near `Int.max`, so the sum cannot overflow; the checked sum was
    /// two overflow branches in every field a record writes.
    @inline(__always) func reserve(_ extra: Int) {
        if count &+ extra > capacity { grow(count &+ extra) }
    }

    /// Out of line: inlined into every writer, the copy around it made the writer save its
    /// registers (a rect's four numbers) before each field's test of the room.
    @inline(never) private func grow(_ needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    // The count after a write is within the room reserved for it, at most the capacity: the
    // sums wrap rather than test for an overflow that cannot happen, one branch a piece.

    @inline(__always) func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count &+= 1
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
        count &+= length
    }

    @inline(__always) func put(_ text: StaticString) {
        put(text.utf8Start, text.utf8CodeUnitCount)
    }

    @inline(__always) func put(_ byte: UInt8) {
        base[count] = byte
        count &+= 1
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
        cursor.put(finite: number)
        commit(cursor)
    }

    func removeAll() { count = 0 }

    /// Forgets what was written after the first `count` bytes (a line that failed half-way).
    func truncate(to count: Int) { self.count = min(self.count, max(count, 0)) }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
