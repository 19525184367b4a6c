import SafeAreaCore

/// A size, insets or rect of a batch line read straight from the line's bytes: an object of
/// numbers (`{"width": 402, "height": 2000}`, insets naming only some edges) or a plain string of
/// them (`"402x2000"`), by ``ValueParsing``'s rules (every number within ±100,000 points, sizes
/// not negative). Anything else (another spelling, an escape, a value out of range or negative)
/// is nil, and the general reader reads it and words what is wrong. Making an argument value of
/// each and parsing it again cost a thousand instructions a value.
enum LineQuantity {
    enum Shape {
        case size, insets, rect

        var count: Int { self == .size ? 2 : 4 }

        /// The object form's member for each number, in the text form's order, as an object's
        /// key spells it after its opening quote, with its closing quote and colon (`width":`):
        /// eight bytes at most, compared as one word. The name is the first bytes but two.
        func key(_ index: Int) -> StaticString {
            switch (self, index) {
            case (.size, 0): "width\":"
            case (.size, _): "height\":"
            case (.insets, 0): "top\":"
            case (.insets, 1): "left\":"
            case (.insets, 2): "bottom\":"
            case (.insets, _): "right\":"
            case (.rect, 0): "x\":"
            case (.rect, 1): "y\":"
            case (.rect, 2): "width\":"
            case (.rect, _): "height\":"
            }
        }

        /// The place of the member whose key starts at `cursor`'s opening quote, and the cursor
        /// moved past the key's colon; nil, the cursor unmoved, when the key is not one of the
        /// shape's members spelled plainly and followed at once by its colon, as compact lines
        /// write them. The key's first byte chooses the member, and the key with its quote and
        /// colon is compared as one word: read as a string, looked up, then its colon found, a
        /// member cost a quarter of an object's reading more.
        @inline(__always) func member(at cursor: inout LineCursor) -> Int? {
            let start = cursor.index + 1
            guard start + 8 <= cursor.count, cursor.base[cursor.index] == 0x22 else { return nil }
            let word = ByteWords.load(cursor.base + start)
            guard let place = place(first: UInt8(truncatingIfNeeded: word)) else { return nil }
            let key = key(place)
            let length = key.utf8CodeUnitCount
            let mask: UInt64 = length == 8 ? ~0 : (1 << UInt64(8 * length)) &- 1
            guard word & mask == ByteWords.load(key.utf8Start, upTo: length) else { return nil }
            cursor.index = start + length
            return place
        }

        /// The place of the member whose name starts with `first` (no two members of a shape
        /// share a first byte).
        @inline(__always) private func place(first: UInt8) -> Int? {
            switch (self, first) {
            case (.size, UInt8(ascii: "w")), (.insets, UInt8(ascii: "t")), (.rect, UInt8(ascii: "x")): 0
            case (.size, UInt8(ascii: "h")), (.insets, UInt8(ascii: "l")), (.rect, UInt8(ascii: "y")): 1
            case (.insets, UInt8(ascii: "b")), (.rect, UInt8(ascii: "w")): 2
            case (.insets, UInt8(ascii: "r")), (.rect, UInt8(ascii: "h")): 3
            default: nil
            }
        }

        var separator: UInt8 { self == .size ? UInt8(ascii: "x") : UInt8(ascii: ",") }

        /// ``separator`` as the command line's text of a value spells it (`402x2000`).
        var textSeparator: StaticString { self == .size ? "x" : "," }

        /// The shape of an option's values, by the name its help gives them; nil for any other.
        init?(valueName: String?) {
            switch valueName {
            case "WxH": self = .size
            case "T,L,B,R": self = .insets
            case "X,Y,W,H": self = .rect
            default: return nil
            }
        }

        /// The place of the member a key names, if any: found by its first byte (no two members
        /// of a shape share one), then compared whole once. The first bytes are switched on, not
        /// looked for among the names in turn: a search through a closure per member was a fifth
        /// of reading an object of numbers.
        func place(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let first = key.first, let place = place(first: first) else { return nil }
            let name = self.key(place)
            guard let base = key.baseAddress, key.count == name.utf8CodeUnitCount - 2, ByteWords.equal(base, name.utf8Start, count: key.count) else { return nil }
            return place
        }

        /// Insets may name only the edges they set, as UIEdgeInsets literals do.
        var edgesDefaultToZero: Bool { self == .insets }

        /// True when a number that may not be negative is: any of a size's or insets', a rect's
        /// width or height (its origin may be).
        func hasNegativeLength(_ numbers: ArgumentNumbers) -> Bool {
            let (a, b, c, d) = numbers.values
            switch self {
            case .size: return a < 0 || b < 0
            case .insets: return a < 0 || b < 0 || c < 0 || d < 0
            case .rect: return c < 0 || d < 0
            }
        }
    }

    /// The numbers of a value of `shape` at `cursor`, in the text form's order, moving past it.
    static func read(_ cursor: inout LineCursor, as shape: Shape) -> ArgumentNumbers? {
        let read: ArgumentNumbers?
        switch cursor.byte {
        case UInt8(ascii: "{"): read = object(&cursor, shape)
        case 0x22:
            // An escape or a byte above 0x7F is none of the bytes plain numbers are made of.
            guard let body = cursor.plainString() else { return nil }
            read = ValueParsing.plainNumbers(bytes: cursor.bytes(body), separator: shape.separator, count: shape.count)
        default: return nil
        }
        guard let numbers = read, !shape.hasNegativeLength(numbers) else { return nil }
        return numbers
    }

    /// An object of numbers within ±``ValueParsing/pointLimit``.
    private static func object(_ cursor: inout LineCursor, _ shape: Shape) -> ArgumentNumbers? {
        guard let numbers = members(&cursor, shape) else { return nil }
        for index in 0..<shape.count where abs(numbers[index]) > ValueParsing.pointLimit { return nil }
        return numbers
    }

    /// The numbers of an object of `shape`'s members, each named once and plainly, in the text
    /// form's order; insets may leave edges out (zero), as UIEdgeInsets literals do. Their range
    /// is the caller's to check: a command's own option's values are checked by its reader.
    static func members(_ cursor: inout LineCursor, _ shape: Shape) -> ArgumentNumbers? {
        var numbers = ArgumentNumbers(0, count: shape.count)
        var seen = 0
        guard cursor.take(UInt8(ascii: "{")) else { return nil }
        if cursor.byte == UInt8(ascii: "}") {
            cursor.index += 1
        } else {
            while true {
                let index: Int
                if let place = shape.member(at: &cursor) {
                    index = place
                    cursor.skipSpace()
                } else {
                    guard let key = cursor.plainString(), let place = shape.place(of: cursor.bytes(key)) else { return nil }
                    guard cursor.skipSpaceAndTake(UInt8(ascii: ":")) else { return nil }
                    index = place
                }
                guard seen & 1 << index == 0, let number = cursor.number() else { return nil }
                numbers[index] = number
                seen |= 1 << index
                if cursor.skipSpaceAndTake(UInt8(ascii: ",")) { continue }
                guard cursor.byte == UInt8(ascii: "}") else { return nil }
                cursor.index += 1
                break
            }
        }
        guard shape.edgesDefaultToZero || seen == 1 << shape.count - 1 else { return nil }
        return numbers
    }
}
