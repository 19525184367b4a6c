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

    deinit { base.deallocate() }

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
        if length <= 48 {
            let source = UnsafeRawPointer(start)
            let target = UnsafeMutableRawPointer(base + count)
            var offset = 0
            while offset + 8 <= length {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            if offset + 4 <= length {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt32.self), toByteOffset: offset, as: UInt32.self)
                offset += 4
            }
            if offset + 2 <= length {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt16.self), toByteOffset: offset, as: UInt16.self)
                offset += 2
            }
            if offset < length {
                target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        } else {
            (base + count).update(from: start, count: length)
        }
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
        var magnitude = value.magnitude
        if value < 0 { put(UInt8(ascii: "-")) }
        // Most numbers a record holds are below 100 (insets, bars, margins): one digit, or a
        // pair copied from a table, with no division; the rest mostly below 10,000.
        if magnitude < 10 {
            put(UInt8(truncatingIfNeeded: magnitude) &+ 0x30)
            return
        }
        if magnitude < 100 {
            put(Self.digitPairs.utf8Start + 2 * Int(magnitude), 2)
            return
        }
        // Screen sizes and content heights: four digits at most, two pairs or a digit and a pair.
        if magnitude < 10000 {
            let (high, low) = magnitude.quotientAndRemainder(dividingBy: 100)
            if high < 10 { put(UInt8(truncatingIfNeeded: high) &+ 0x30) } else { put(Self.digitPairs.utf8Start + 2 * Int(high), 2) }
            put(Self.digitPairs.utf8Start + 2 * Int(low), 2)
            return
        }
        let digits = magnitude < 10 ? 1 : magnitude < 100 ? 2 : magnitude < 1000 ? 3 : magnitude < 10000 ? 4 : Self.digitCount(magnitude)
        var position = count + digits - 1
        repeat {
            let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 10)
            base[position] = UInt8(truncatingIfNeeded: remainder) &+ 0x30
            magnitude = quotient
            position -= 1
        } while magnitude > 0
        count += digits
    }

    /// "00" to "99", each number's two digits at twice its place.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """

    private static func digitCount(_ value: UInt) -> Int {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    /// A number as `NumberFormatting.text` writes it: whole numbers through `append(integer:)`.
    @inline(__always) func append(number: Double) {
        reserve(32)
        put(number: number)
    }

    /// The same, the room reserved (32 bytes; a fraction reserves its own).
    @inline(__always) func put(number: Double) {
        if abs(number) < 1e15 {
            let whole = Int(number)
            if Double(whole) == number {
                put(integer: whole)
                return
            }
        }
        appendFraction(number)
    }

    /// Fractions spelled before, by bit pattern: the same few thirds of a point recur on every
    /// Dynamic Island line, and Swift's shortest spelling is the slowest step of a line.
    private var fractions: [UInt64: [UInt8]] = [:]

    private func appendFraction(_ number: Double) {
        if let known = fractions[number.bitPattern] {
            append(known)
            return
        }
        let text = Array(NumberFormatting.text(number).utf8)
        if fractions.count < 4096 { fractions[number.bitPattern] = text }
        append(text)
    }

    func removeAll() { count = 0 }

    /// Forgets what was written after the first `count` bytes (a line that failed half-way).
    func truncate(to count: Int) { self.count = min(self.count, max(count, 0)) }

    /// The bytes written so far.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }
}
