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

    @inline(__always) mutating func put(_ text: StaticString) {
        ByteCursor.copy(text.utf8Start, text.utf8CodeUnitCount, to: at)
        at += text.utf8CodeUnitCount
    }

    /// A finite `number` as `NumberFormatting.text` writes it: a whole number below 10^15 in
    /// decimal, any other from `fractions`' table of spellings (at most 24 bytes).
    @inline(__always) mutating func put(finite number: Double, fractions: FractionSpellings) {
        if let whole = number.exactWhole {
            put(integer: whole)
            return
        }
        let text = fractions.text(number)
        if let start = text.baseAddress { ByteCursor.copy(start, text.count, to: at) }
        at += text.count
    }

    /// A whole number in decimal (at most 21 bytes).
    @inline(__always) mutating func put(integer value: Int) {
        if value < 0 { put(UInt8(ascii: "-")) }
        at += ByteCursor.writeDigits(value.magnitude, at: at)
    }

    /// Copies a few dozen bytes a word at a time, without reading past the source's end.
    @inline(__always) static func copy(_ source: UnsafePointer<UInt8>, _ length: Int, to target: UnsafeMutablePointer<UInt8>) {
        guard length <= 48 else {
            target.update(from: source, count: length)
            return
        }
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        var offset = 0
        while offset + 8 <= length {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        if offset + 4 <= length {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt32.self), toByteOffset: offset, as: UInt32.self)
            offset += 4
        }
        if offset + 2 <= length {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt16.self), toByteOffset: offset, as: UInt16.self)
            offset += 2
        }
        if offset < length {
            to.storeBytes(of: from.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
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
            copy(digitPairs.utf8Start + 2 * Int(magnitude), 2, to: target)
            return 2
        }
        // Screen sizes and content heights: four digits at most, two pairs or a digit and a pair.
        if magnitude < 10000 {
            let (high, low) = magnitude.quotientAndRemainder(dividingBy: 100)
            if high < 10 {
                target.pointee = UInt8(truncatingIfNeeded: high) &+ 0x30
                copy(digitPairs.utf8Start + 2 * Int(low), 2, to: target + 1)
                return 3
            }
            copy(digitPairs.utf8Start + 2 * Int(high), 2, to: target)
            copy(digitPairs.utf8Start + 2 * Int(low), 2, to: target + 2)
            return 4
        }
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
            copy(digitPairs.utf8Start + 2 * Int(remainder), 2, to: target + position)
            value = quotient
        }
        if value >= 10 {
            copy(digitPairs.utf8Start + 2 * Int(value), 2, to: target)
        } else {
            target.pointee = UInt8(truncatingIfNeeded: value) &+ 0x30
        }
        return digits
    }

    /// "00" to "99", each number's two digits at twice its place.
    private static let digitPairs: StaticString = """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
}
