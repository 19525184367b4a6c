/// A `--devices-from` file: one device name a line, the spaces and tabs around it trimmed, blank
/// lines and lines starting with `#` skipped, a leading byte-order mark dropped (``InputText``).
/// A file that names no device is an error, not "all".
enum DeviceNamesFile {
    /// Calls `body` with each name of the file `path` names (`-` for standard input), in order,
    /// as the lines are found: the names are never gathered into a list.
    static func eachName(in path: String, context: CommandContext, _ body: (String) -> Void) throws(UsageError) {
        let bytes = try context.read(path)
        var named = false
        var start = InputText.startsWithByteOrderMark(bytes) ? InputText.byteOrderMark.count : 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let name = InputText.trimmed(bytes[start..<end])
            start = end + 1
            if name.isEmpty || name.first == UInt8(ascii: "#") { continue }
            named = true
            body(String(decoding: name, as: UTF8.self))
        }
        if !named {
            throw UsageError("--devices-from: '\(path)' names no device")
        }
    }
}
