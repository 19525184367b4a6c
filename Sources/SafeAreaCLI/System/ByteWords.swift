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

    /// The eight bytes at `pointer`, the first in the lowest bits.
    @inline(__always) static func load(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }
}
