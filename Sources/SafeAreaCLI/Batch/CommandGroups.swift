/// The order a chunk's lines are answered in: grouped by the command each line names, and in
/// input order within a group. Results still leave in input order (``BatchChunk``); only the
/// work is reordered.
///
/// A line of another command than the line before runs other code and reads other tables: on
/// one thread the mixed bench input took 1.25 times the time of its commands' own files in its
/// shares, for 2.3% more instructions (valgrind's cache model gives the mix twice the
/// first-level instruction misses of its parts). The same lines with each 128-line block
/// sorted by command took 0.95 of the time on one thread and 0.93 on two.
///
/// A group is a guess from a glance at the line's bytes, never a reading of it: a line whose
/// command is not where the glance looks, or is misspelled, is only answered in another place
/// of its chunk, with the same answer.
enum CommandGroups {
    /// Groups a line may fall in: the sixteen values of ``group(of:)``.
    static let count = 16

    /// The line's group: 0 when no `"command"` key is found among its first bytes, else a hash
    /// of the first two bytes of its value. The seven batch commands fall in seven groups
    /// (`insets` 15, `scroll` 1, `table` 2, `collection` 10, `css` 13, `devices` 11, `policy` 3),
    /// none of them 0.
    static func group(of line: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = line.baseAddress else { return 0 }
        let count = line.count
        // Script-written lines start `{"command":"…`: two words compared settle them.
        if count >= 14, ByteWords.load(base) == leadingWords.0, ByteWords.load(base + 4) == leadingWords.1 {
            return group(first: base[12], second: base[13])
        }
        // Else the key is looked for among the first bytes only, so that the glance costs the
        // same whatever the line's length.
        var index = 0
        let end = min(count, searchedBytes)
        while index < end {
            if base[index] == UInt8(ascii: "\""), index + 9 <= count,
                Platform.bytesEqual(base + index, key.utf8Start, count: 9)
            {
                return group(afterKeyAt: index + 9, base, count)
            }
            index += 1
        }
        return 0
    }

    /// The group of the string value after the key that ends at `index`.
    private static func group(afterKeyAt start: Int, _ base: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var index = start
        func skipSpace() {
            while index < count, base[index] == 0x20 || base[index] == 0x09 { index += 1 }
        }
        skipSpace()
        guard index < count, base[index] == UInt8(ascii: ":") else { return 0 }
        index += 1
        skipSpace()
        guard index + 2 < count, base[index] == UInt8(ascii: "\"") else { return 0 }
        return group(first: base[index + 1], second: base[index + 2])
    }

    /// A hash of a command's first two letters that parts the seven commands.
    @inline(__always) private static func group(first: UInt8, second: UInt8) -> Int {
        (((Int(first) &* 2) ^ Int(second)) >> 2) & (Self.count - 1)
    }

    private static let key: StaticString = "\"command\""
    /// The first eight bytes of `{"command":"`, and the eight from its fifth, as
    /// ``ByteWords/load(_:)`` reads them (the first byte lowest): constants, not read from a
    /// string at each line. A test holds them to the text.
    static let leadingWords: (UInt64, UInt64) = (0x6e61_6d6d_6f63_227b, 0x223a_2264_6e61_6d6d)
    /// How far into a line the key is looked for.
    private static let searchedBytes = 64

    /// The chunk's line indices in answering order, by group and in input order within each,
    /// into `order`, which has room for every line.
    static func arrange(_ lines: [BatchChunk.Line], input: UnsafeBufferPointer<UInt8>, into order: UnsafeMutableBufferPointer<Int>) {
        guard lines.count > 1, let base = input.baseAddress else {
            for index in lines.indices { order[index] = index }
            return
        }
        // A counting sort: each line's group, the groups' sizes, then each line at its group's
        // next place.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: Self.count) { starts in
            starts.initialize(repeating: 0)
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: lines.count) { groups in
                for (index, line) in lines.enumerated() {
                    let group = line.isTooLong ? 0 : Self.group(of: UnsafeBufferPointer(start: base + line.start, count: line.count))
                    groups[index] = UInt8(truncatingIfNeeded: group)
                    starts[group] += 1
                }
                var total = 0
                for group in 0..<Self.count {
                    let size = starts[group]
                    starts[group] = total
                    total += size
                }
                for index in lines.indices {
                    let group = Int(groups[index])
                    order[starts[group]] = index
                    starts[group] += 1
                }
            }
        }
    }
}
