import SafeAreaCore

/// A size, insets or rect of a batch line read straight from the line's bytes: an object of
/// numbers (`{"width": 402, "height": 2000}`, insets naming only some edges) or a plain string of
/// them (`"402x2000"`), by ``ValueParsing``'s rules (every number within ±100,000 points, sizes
/// not negative). Anything else (another spelling, an escape, a value out of range or negative)
/// is nil, and the general reader reads it and words what is wrong. Making an argument value of
/// each and parsing it again cost a thousand instructions a value.
enum LineNumbers {
    enum Shape {
        case size, insets, rect

        var count: Int { self == .size ? 2 : 4 }

        /// The object form's member for each number, in the text form's order.
        func name(_ index: Int) -> StaticString {
            switch (self, index) {
            case (.size, 0): "width"
            case (.size, _): "height"
            case (.insets, 0): "top"
            case (.insets, 1): "left"
            case (.insets, 2): "bottom"
            case (.insets, _): "right"
            case (.rect, 0): "x"
            case (.rect, 1): "y"
            case (.rect, 2): "width"
            case (.rect, _): "height"
            }
        }

        var separator: UInt8 { self == .size ? UInt8(ascii: "x") : UInt8(ascii: ",") }

        /// The place of the member a key names, if any: found by its first byte (no two members
        /// of a shape share one), then compared whole once, where comparing each name in turn
        /// was up to four comparisons.
        func place(of key: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let first = key.first,
                  let place = (0..<count).first(where: { name($0).utf8Start.pointee == first }),
                  key.matches(name(place))
            else { return nil }
            return place
        }

        /// Insets may name only the edges they set, as UIEdgeInsets literals do.
        var edgesDefaultToZero: Bool { self == .insets }

        /// The first number that may not be negative: a rect's origin may be.
        var firstNonNegative: Int { self == .rect ? 2 : 0 }
    }

    static func read(_ value: LineScanner.Value, as shape: Shape, in line: LineScanner) -> ArgumentNumbers? {
        let read: ArgumentNumbers?
        switch value.kind {
        case .object: read = object(value, shape, in: line)
        case .string:
            // An escape or a byte above 0x7F is none of the bytes plain numbers are made of: such
            // a string is refused by the reading itself, with no look at its bytes first.
            read = ValueParsing.plainNumbers(bytes: line.body(of: value), separator: shape.separator, count: shape.count)
        default: return nil
        }
        guard let numbers = read else { return nil }
        for index in shape.firstNonNegative..<shape.count where numbers[index] < 0 { return nil }
        return numbers
    }

    private static func object(_ value: LineScanner.Value, _ shape: Shape, in line: LineScanner) -> ArgumentNumbers? {
        var numbers = ArgumentNumbers(0, count: shape.count)
        var seen = 0
        for member in line.contents(of: value) {
            guard member.keyIsPlain, member.value.kind == .number else { return nil }
            let key = line.slice(member.key)
            guard let index = shape.place(of: key) else { return nil }
            let number = line.number(member.value)
            guard abs(number) <= ValueParsing.pointLimit else { return nil }
            numbers[index] = number
            seen |= 1 << index
        }
        guard shape.edgesDefaultToZero || seen == 1 << shape.count - 1 else { return nil }
        return numbers
    }
}
