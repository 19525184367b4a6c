/// The rules every input read as text keeps, whoever reads it (a batch, `--devices-from`, a
/// hierarchy, a check spec, a profile): a leading UTF-8 byte-order mark is no part of the text
/// (Windows editors write one), and a line of nothing but spaces and tabs is blank.
enum InputText {
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// True when `bytes` start with a byte-order mark.
    static func startsWithByteOrderMark(_ bytes: some Collection<UInt8>) -> Bool {
        bytes.starts(with: byteOrderMark)
    }

    /// `bytes` without a leading byte-order mark; the same array when there is none.
    static func droppingByteOrderMark(_ bytes: [UInt8]) -> [UInt8] {
        startsWithByteOrderMark(bytes) ? Array(bytes.dropFirst(byteOrderMark.count)) : bytes
    }

    /// A space or a tab: what a blank line holds and what surrounds a name on a line.
    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09
    }

    /// True when the line (without its line ending) holds nothing but spaces and tabs.
    static func isBlank(_ line: some Collection<UInt8>) -> Bool {
        line.allSatisfy(isSpace)
    }

    /// The line without the spaces and tabs around it, nor the `\r` of a file written with CRLF
    /// line endings.
    static func trimmed<Line: BidirectionalCollection<UInt8>>(_ line: Line) -> Line.SubSequence {
        var line = line[...]
        while let last = line.last, isSpace(last) || last == 0x0D { line = line.dropLast() }
        while let first = line.first, isSpace(first) { line = line.dropFirst() }
        return line
    }
}
