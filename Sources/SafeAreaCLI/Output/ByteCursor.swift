import SafeAreaCore

/// A place in a ``ByteBuffer``'s room that bytes are written at through a local pointer, and
/// given back to the buffer once (``ByteBuffer/commit(_:)``): writing a record's field of four
/// numbers through the buffer loaded and stored its count around every piece, a third of the
/// field's cost. The caller reserves the room first; nothing here checks it.
struct ByteCursor {
    private(set) var at: UnsafeMutablePointer<UInt8>

    init(at: UnsafeMutablePointer<UInt8>) {
        self.at = at
    }

    @inline(__always) mutating func put(_ byte: UInt8) {
        at.pointee = byte
        at += 1
    }

    /// `byte` when `count` is 1, nothing when it is 0: stored either way, kept only when
    /// counted, so that a comma that may or may not come first costs no branch.
    @inline(__always) mutating func put(_ byte: UInt8, count: Int) {
        at.pointee = byte
        at += count
    }

    @inline(__always) mutating func put(_ text: StaticString) {
        ByteCursor.copy(text.utf8Start, text.utf8CodeUnitCount, to: at)
        at += text.utf8CodeUnitCount
    }

    @inline(__always) mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress else { return }
        ByteCursor.copy(start, bytes.count, to: at)
        at += bytes.count
    }

    /// A finite `number` as `NumberFormatting.text` writes it: a whole number below 10^15 in
    /// decimal, any other as its shortest spelling (at most 24 bytes, 32 bytes of room).
    @inline(__always) mutating func put(finite number: Double) {
        if !put(whole: number) { put(fraction: number) }
    }

    /// `number` in decimal when it is a whole number below 10^15 in magnitude (as
    /// ``Swift/Double/exactWhole``), else nothing and false. The whole number comes out of the
    /// sum with 1.5 x 2^52 as `exactWhole` takes it, but its range is tested on the integer,
    /// after the tests of the sizes most numbers stop at: no number past the bound comes out
    /// below it (from 2^51 up, and for an infinity, the integer is 2^51 or more in magnitude). A
    /// whole number below 10 was 22 instructions with `exactWhole`'s test of the magnitude
    /// first, 17 so. Numbers of five digits or more, and negative ones, are written out of line:
    /// this is inlined four times into a field of four numbers, and with them inlined too the
    /// compiler stopped inlining it after the first (10,000 collection lines 143.5M -> 146.1M
    /// instructions; 141.2M so).
    @inline(__always) mutating func put(whole number: Double) -> Bool {
        let shifted = number + 6_755_399_441_055_744.0
        guard shifted - 6_755_399_441_055_744.0 == number else { return false }
        let whole = Int(truncatingIfNeeded: shifted.bitPattern &- (6_755_399_441_055_744.0 as Double).bitPattern)
        let unsigned = UInt(bitPattern: whole)
        if unsigned < 10 {
            put(UInt8(truncatingIfNeeded: unsigned) &+ 0x30)
        } else if unsigned < 100 {
            ByteCursor.pair(unsigned, to: at)
            at += 2
        } else if unsigned < 10000 {
            at += ByteCursor.writeDigits(belowTenThousand: unsigned, at: at)
        } else {
            let count = ByteCursor.write(whole: whole, at: at)
            at += count
            return count != 0
        }
        return true
    }

    /// A whole number of five digits or more, or a negative one, at `target`, when it is below
    /// 10^15 in magnitude; how many bytes (0 for one past the bound, not written).
    @inline(never) private static func write(whole: Int, at target: UnsafeMutablePointer<UInt8>) -> Int {
        guard whole.magnitude < 1_000_000_000_000_000 else { return 0 }
        guard whole < 0 else { return writeDigits(whole.magnitude, at: target) }
        target.pointee = UInt8(ascii: "-")
        return 1 &+ writeDigits(whole.magnitude, at: target + 1)
    }

    /// A finite number that is not whole below 10^15, as `NumberFormatting.text` spells it (at
    /// most 24 bytes, `-2.2250738585072014e-308`); 32 bytes of room.
    mutating func put(fraction number: Double) {
        var text = NumberFormatting.text(number)
        text.withUTF8 { utf8 in
            let count = min(utf8.count, 32)
            if let source = utf8.baseAddress { at.update(from: source, count: count) }
            at += count
        }
    }

    /// A whole number in decimal (at most 21 bytes).
    @inline(__always) mutating func put(integer value: Int) {
        if value < 0 { put(UInt8(ascii: "-")) }
        at += ByteCursor.writeDigits(value.magnitude, at: at)
    }

    /// Copies `length` bytes in a few word-sized moves that may overlap, without reading past
    /// the source's end: a key or a literal is 2 to 24 bytes, and the word-at-a-time loop this
    /// replaces (with its overflow checks) was 30 instructions of a field's key; a key known
    /// where the field is written (its writer inlined) folds to two or three stores of
    /// constants. Longer runs (a record kept) go through memmove.
    @inline(__always) static func copy(_ source: UnsafePointer<UInt8>, _ length: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        if length >= 8 {
            if length <= 16 {
                let head = from.loadUnaligned(as: UInt64.self)
                let tail = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
                to.storeBytes(of: head, as: UInt64.self)
                to.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
            } else if length <= 32 {
                let first = from.loadUnaligned(as: UInt64.self)
                let second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                let third = from.loadUnaligned(fromByteOffset: length &- 16, as: UInt64.self)
                let fourth = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
                to.storeBytes(of: first, as: UInt64.self)
                to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
                to.storeBytes(of: third, toByteOffset: length &- 16, as: UInt64.self)
                to.storeBytes(of: fourth, toByteOffset: length &- 8, as: UInt64.self)
            } else {
                target.update(from: source, count: length)
            }
        } else if length >= 4 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
        } else if length > 0 {
            // 1 to 3 bytes: the first, the middle and the last, which overlap when fewer.
            let first = from.load(as: UInt8.self)
            let middle = from.load(fromByteOffset: length >> 1, as: UInt8.self)
            let last = from.load(fromByteOffset: length &- 1, as: UInt8.self)
            to.storeBytes(of: first, as: UInt8.self)
            to.storeBytes(of: middle, toByteOffset: length >> 1, as: UInt8.self)
            to.storeBytes(of: last, toByteOffset: length &- 1, as: UInt8.self)
        }
    }

    /// `magnitude`'s decimal digits at `target` (at most 20); how many were written.
    @inline(__always) private static func writeDigits(_ magnitude: UInt, at target: UnsafeMutablePointer<UInt8>) -> Int {
        // Most numbers a record holds are below 100 (insets, bars, margins): one digit, or a
        // pair copied from a table, with no division; the rest mostly below 10,000.
        if magnitude < 10 {
            target.pointee = UInt8(truncatingIfNeeded: magnitude) &+ 0x30
            return 1
        }
        if magnitude < 100 {
            pair(magnitude, to: target)
            return 2
        }
        return writeDigits(fromHundred: magnitude, at: target)
    }

    /// Screen sizes and content heights, 100 to 9,999: two pairs, or a digit and a pair.
    @inline(__always) private static func writeDigits(belowTenThousand magnitude: UInt, at target: UnsafeMutablePointer<UInt8>) -> Int {
        let (high, low) = magnitude.quotientAndRemainder(dividingBy: 100)
        if high < 10 {
            target.pointee = UInt8(truncatingIfNeeded: high) &+ 0x30
            pair(low, to: target + 1)
            return 3
        }
        pair(high, to: target)
        pair(low, to: target + 2)
        return 4
    }

    /// ``writeDigits(_:at:)`` of a magnitude of 100 or more.
    @inline(__always) private static func writeDigits(fromHundred magnitude: UInt, at target: UnsafeMutablePointer<UInt8>) -> Int {
        if magnitude < 10000 { return writeDigits(belowTenThousand: magnitude, at: target) }
        // Longer ones (a batch line's number, a large count): counted by comparisons, then
        // written two digits a division from the end, where a digit a division, counted by
        // dividing too, was a hundred instructions a batch line's number.
        var digits = 5
        var bound: UInt = 100_000
        while digits < 20, magnitude >= bound {
            digits += 1
            bound &*= 10
        }
        var value = magnitude
        var position = digits
        while value >= 100 {
            let (quotient, remainder) = value.quotientAndRemainder(dividingBy: 100)
            position -= 2
            pair(remainder, to: target + position)
            value = quotient
        }
        if value >= 10 {
            pair(value, to: target)
        } else {
            target.pointee = UInt8(truncatingIfNeeded: value) &+ 0x30
        }
        return digits
    }

    /// `value`'s two digits (below 100) from ``digitPairs``, one 16-bit move.
    @inline(__always) private static func pair(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) {
        let digits = UnsafeRawPointer(digitPairs.utf8Start).loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: value &<< 1), as: UInt16.self)
        UnsafeMutableRawPointer(target).storeBytes(of: digits, as: UInt16.self)
    }

    /// "00" to "99", each number's two digits at twice its place.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}
