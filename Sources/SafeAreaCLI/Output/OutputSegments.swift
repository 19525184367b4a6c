/// Places in a buffer to be written one after another: the JSON Lines of a chunk's lines in
/// input order, which its thread wrote in another order (``CommandGroups``). Places that follow
/// on in the buffer are kept as one, so that lines answered in input order are one write.
struct OutputSegments {
    private(set) var ranges: [Range<Int>] = []
    /// The bytes of every place.
    private(set) var byteCount = 0

    mutating func append(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        byteCount += range.count
        if let last = ranges.last, last.upperBound == range.lowerBound {
            ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
        } else {
            ranges.append(range)
        }
    }

    /// Empties the list, keeping its memory.
    mutating func removeAll() {
        ranges.removeAll(keepingCapacity: true)
        byteCount = 0
    }
}
