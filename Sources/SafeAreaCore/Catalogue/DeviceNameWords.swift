/// The words of a device name, in a form where spelling variants meet: lower-case ASCII, `+` as
/// `plus`, generations as `genN`, sizes without `-inch`, filler dropped.
///
/// Read in one pass over the name's bytes, each word made once: a name of megabytes costs time
/// in proportion to its length, whatever its words.
enum DeviceNameWords {
    /// Words a name may leave out without naming another device.
    static let implicit: Set<String> = ["iphone", "ipad", "ipod", "touch"]
    /// Words that carry nothing: `(11-inch)`, `(3rd generation)`, `Apple iPhone`.
    private static let filler: Set<String> = ["inch", "in", "generation", "gen", "apple", "the", "model"]
    private static let ordinalWords = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11,
    ]
    private static let ordinalSuffixes = ["st", "nd", "rd", "th"]
    private static let families: [[UInt8]] = ["iphone", "ipad", "ipod"].map { Array($0.utf8) }

    /// The words of `name`, in order.
    static func of(_ name: String) -> [String] {
        var words: [String] = []
        each(of: name) { words.append($0) }
        return words
    }

    /// Calls `body` with each word of `name`, in order.
    static func each(of name: String, _ body: (String) -> Void) {
        var current: [UInt8] = []
        func finish() {
            // A dot belongs to a size (12.9), never to either end of a word.
            var start = 0, end = current.count
            while end > start, current[end - 1] == UInt8(ascii: ".") { end -= 1 }
            while start < end, current[start] == UInt8(ascii: ".") { start += 1 }
            if start < end { split(current[start..<end], body) }
            current.removeAll(keepingCapacity: true)
        }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case UInt8(ascii: "+"):
                finish()
                body("plus")
            default:
                finish()
            }
        }
        finish()
    }

    /// One run of letters, digits and dots as words: `iphone15` as `iphone`, `15`; `3rd` as
    /// `gen3`; `third` as `gen3`. The families are taken off the front in a loop, not by
    /// recursion on the rest: `iphoneiphone…` a megabyte long is linear and uses no stack.
    private static func split(_ run: ArraySlice<UInt8>, _ body: (String) -> Void) {
        var rest = run
        while let family = families.first(where: { rest.count > $0.count && rest.starts(with: $0) }) {
            body(String(decoding: family, as: UTF8.self))
            rest = rest.dropFirst(family.count)
        }
        let word = String(decoding: rest, as: UTF8.self)
        if filler.contains(word) { return }
        if let number = ordinalWords[word] { return body("gen\(number)") }
        if rest.count > 2, ordinalSuffixes.contains(String(decoding: rest.suffix(2), as: UTF8.self)),
           rest.dropLast(2).allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        {
            return body("gen" + String(decoding: rest.dropLast(2), as: UTF8.self))
        }
        body(word)
    }
}
