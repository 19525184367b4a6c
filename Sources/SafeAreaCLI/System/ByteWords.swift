/// Tests on eight bytes at once, for the searches that run over every byte of the input or the
/// output (a batch line's keys, a JSON string's escapes): a byte loop over them was a few percent
/// of a batch line each.
enum ByteWords {
    /// `0x01` in every byte; times a byte, that byte in every byte.
    static let everyByte: UInt64 = 0x0101_0101_0101_0101
    static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Nonzero when, and only when, some byte of `word` is zero. The high bit of each zero byte is
    /// set; a byte just above a zero byte may be marked too, so a caller confirms what it finds.
    @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- everyByte) & ~word & highBits
    }

    /// Nonzero when some byte of `word` is `byte` (the high bits of those bytes, as ``zeroBytes(_:)``).
    @inline(__always) static func bytes(_ byte: UInt8, in word: UInt64) -> UInt64 {
        zeroBytes(word ^ (everyByte &* UInt64(byte)))
    }

    /// Nonzero when some byte of `word` is one a JSON string escapes: below 0x20, `"` or `\`.
    /// Each test is nonzero when, and only when, some byte fits (bytes above 0x7F are not taken
    /// for control characters); a caller confirms which byte it was.
    @inline(__always) static func jsonEscapes(_ word: UInt64) -> UInt64 {
        controlBytes(word) | bytes(0x22, in: word) | bytes(0x5C, in: word)
    }

    /// Nonzero when some byte of `word` may start a control character's encoding: below 0x20,
    /// DEL, or 0xC2 (the first byte of every C1 scalar). As for ``jsonEscapes(_:)``, the lowest
    /// mark is a byte that fits.
    @inline(__always) static func controlStarts(_ word: UInt64) -> UInt64 {
        controlBytes(word) | bytes(0x7F, in: word) | bytes(0xC2, in: word)
    }

    /// Nonzero when some byte of `word` is below 0x20 (bytes above 0x7F are not taken for one).
    @inline(__always) static func controlBytes(_ word: UInt64) -> UInt64 {
        (word &- everyByte &* 0x20) & ~word & highBits
    }

    /// True when `mark` (``jsonEscapes(_:)``, ``controlStarts(_:)``) marks a byte of `bytes`,
    /// eight at a time: the last word overlaps the one before it, and fewer than eight bytes are
    /// padded with letters, which no such test marks (a short load fills with zeros, which look
    /// like control bytes).
    @inline(__always) static func anyMarked(in bytes: UnsafeBufferPointer<UInt8>, by mark: (UInt64) -> UInt64) -> Bool {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return false }
        let count = bytes.count
        guard count >= 8 else {
            let padding: UInt64 = 0x4141_4141_4141_4141 & ~(UInt64.max >> UInt64(truncatingIfNeeded: 64 &- 8 &* count))
            return mark(load(base, upTo: count) | padding) != 0
        }
        var index = 0
        while index &+ 8 < count {
            if mark(load(base + index)) != 0 { return true }
            index &+= 8
        }
        return mark(load(base + (count &- 8))) != 0
    }

    /// Nonzero when some byte of `word` ends a run of a string's plain bytes: one a JSON string
    /// escapes, or one above 0x7F. As for ``jsonEscapes(_:)``, the lowest mark is a byte that fits.
    @inline(__always) static func stringStops(_ word: UInt64) -> UInt64 {
        jsonEscapes(word) | word & highBits
    }

    /// True when the `count` bytes at `a` and `b` are the same: up to sixteen compared as two
    /// words in line, longer ones by `memcmp`. A batch line's words (a choice, a member's name)
    /// are short, and a call to `memcmp` for each was most of a comparison.
    @inline(__always) static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        guard count <= 16 else { return Platform.bytesEqual(a, b, count: count) }
        guard load(a, upTo: count) == load(b, upTo: count) else { return false }
        return count <= 8 || load(a + 8, upTo: count - 8) == load(b + 8, upTo: count - 8)
    }

    /// The eight bytes at `pointer`, the first in the lowest bits.
    @inline(__always) static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The first `count` bytes at `pointer` (eight when `count` is more), the first in the
    /// lowest bits and zero after the last, reading no byte past them.
    @inline(__always) static func load(_ pointer: UnsafePointer<UInt8>, upTo count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(pointer)
        switch count {
        case 8...: return load(pointer)
        case 4...:
            // Two four-byte reads that overlap in the middle: the bytes they share are the same.
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return low | high << UInt64(8 * (count - 4))
        case 2...:
            let low = UInt64(UInt16(littleEndian: raw.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)))
            return low | high << UInt64(8 * (count - 2))
        case 1: return UInt64(pointer.pointee)
        default: return 0
        }
    }
}
