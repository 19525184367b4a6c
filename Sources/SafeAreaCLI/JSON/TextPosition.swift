/// A 1-based line and column in a text, the column counted in Unicode scalars.
struct TextPosition: Sendable, Hashable {
    var line: Int
    var column: Int

    /// The line and column of byte `offset` in UTF-8 `bytes`; an offset past the end names the
    /// position just after the last character.
    init(offset: Int, in bytes: some Collection<UInt8>) {
        var line = 1
        var column = 1
        var index = 0
        for byte in bytes {
            if index >= offset { break }
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        self.line = line
        self.column = column
    }

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}
