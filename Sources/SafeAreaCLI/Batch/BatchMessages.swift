/// Error messages as a batch error line gives them, reworded for batch
/// (``BatchWriter/batchWording(_:)``) and written as a JSON string, kept by the message's bytes
/// for a worker thread's run: a batch that walks the catalogue refuses a quarter of its lines
/// with the same hundred or so messages, and rewording and escaping each again was a tenth of a
/// refused line. Bounded: at most ``limit`` messages of at most ``lengthLimit`` bytes (longer ones
/// are written each time), the table emptied when full.
final class BatchMessages {
    private var table = ByteKeyTable<[UInt8]>()

    static let limit = 256
    static let lengthLimit = 512

    /// `message` reworded for batch, as a JSON string with its quotes.
    func json(_ message: String) -> [UInt8] {
        var bytesOf = message
        return bytesOf.withUTF8 { bytes in
            if let known = table.existing(bytes) { return known }
            let json = Self.written(message)
            if bytes.count <= Self.lengthLimit {
                if table.count >= Self.limit { table = ByteKeyTable() }
                table.insert(json, for: bytes)
            }
            return json
        }
    }

    /// `message` reworded for batch and written as a JSON string, with its quotes.
    static func written(_ message: String) -> [UInt8] {
        let written = ByteBuffer(capacity: message.utf8.count + 16)
        JSONWriter.writeString(BatchWriter.batchWording(message), to: written)
        return Array(UnsafeBufferPointer(start: written.base, count: written.count))
    }
}
