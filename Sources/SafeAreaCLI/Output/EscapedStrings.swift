/// Strings that many records share (a css snippet's body, one of six of some 600 bytes with a
/// dozen line breaks; its viewport tag, one of three, with quotes), kept with their contents
/// escaped for JSON: escaping the body again for each record was a sixth of a css line over the
/// catalogue. One table for a batch thread's whole run (``LookupCache/escapedStrings``), as its
/// fraction spellings are: a table per chunk's writer escaped each string again every 128 lines.
final class EscapedStrings {
    /// The identity members of the records of each device, kept written.
    let identities = IdentitySpellings()
    private var texts: [String] = []
    private var escaped: [[UInt8]] = []
    /// Each text's length in bytes, looked through first: reading a text out of the array to
    /// compare it was a retain and a release, and a search through them all cost more than
    /// escaping.
    private var lengths: [Int] = []

    /// The most strings kept; more are escaped each time (none are: css shares nine).
    static let limit = 16

    /// Appends `text`'s contents, escaped, without quotes: the bytes kept for it when it has been
    /// written before, else escaped and kept while there is room.
    func write(_ text: String, to buffer: ByteBuffer) {
        let length = text.utf8.count
        // A shared string compares as one in a step (its storage is the same).
        for index in lengths.indices where lengths[index] == length && texts[index] == text {
            buffer.append(escaped[index])
            return
        }
        let start = buffer.count
        JSONWriter.writeContents(text, to: buffer)
        guard texts.count < Self.limit else { return }
        texts.append(text)
        escaped.append(Array(UnsafeBufferPointer(start: buffer.base + start, count: buffer.count - start)))
        lengths.append(length)
    }
}
