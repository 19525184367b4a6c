/// What a typed device name matches in a catalogue.
public enum DeviceMatch: Sendable {
    /// Exactly one device fits.
    case one(DeviceProfile)
    /// Several fit equally well; the name must say which.
    case several([DeviceProfile])
    /// None fits; the devices that share the most words with the name, best first (possibly none).
    case none(nearest: [DeviceProfile])
}

extension DeviceCatalogue {
    /// The device a user means by `typed`, understanding how people name Apple devices: the exact
    /// marketing name, id or model identifier first (``profile(named:)``), then by words, so that
    /// `+` reads as Plus, generations may be written `3`, `3rd`, `3rd gen` or `(3rd generation)`,
    /// sizes come with or without `-inch`, chips (`M2`, `A17 Pro`) name a model, and `iPhone`,
    /// `iPad` or `iPod touch` may be left out (`15 Pro`, `SE 3`, `mini 6`).
    ///
    /// A name fits a device when each of its words is one of the device's words. Of the devices
    /// that fit, one whose every other word is only the family (`iPhone`) wins (`15 Pro` is the
    /// iPhone 15 Pro, not the Pro Max); otherwise several fitting devices are returned as such,
    /// never one picked silently (`iPhone SE` fits all three generations).
    public func match(_ typed: String) -> DeviceMatch {
        if let profile = profile(named: typed) { return .one(profile) }
        let query = DeviceNameWords.of(typed)
        guard !query.isEmpty else { return .none(nearest: []) }
        var fitting: [(profile: DeviceProfile, extra: Int)] = []
        var sharing: [(profile: DeviceProfile, shared: Int)] = []
        for profile in profiles {
            let words = DeviceNameWords.of(profile.name)
            let matched = query.filter { word in words.contains { DeviceNameWords.word(word, means: $0) } }
            if matched.count == query.count {
                let extra = words.filter { word in
                    !DeviceNameWords.implicit.contains(word) && !query.contains { DeviceNameWords.word($0, means: word) }
                }
                fitting.append((profile, extra.count))
            } else {
                let shared = matched.filter { !DeviceNameWords.implicit.contains($0) }.count
                if shared > 0 { sharing.append((profile, shared)) }
            }
        }
        let exact = fitting.filter { $0.extra == 0 }.map(\.profile)
        if exact.count == 1 { return .one(exact[0]) }
        if exact.count > 1 { return .several(exact) }
        if fitting.count == 1 { return .one(fitting[0].profile) }
        if !fitting.isEmpty { return .several(fitting.map(\.profile)) }
        // Stable sort: ties keep catalogue order.
        let nearest = sharing.enumerated()
            .sorted { ($0.element.shared, -$0.offset) > ($1.element.shared, -$1.offset) }
            .prefix(3).map(\.element.profile)
        return .none(nearest: Array(nearest))
    }
}

/// The words of a device name, in a form where spelling variants meet: lower-case ASCII, `+` as
/// `plus`, generations as `genN`, sizes without `-inch`, filler dropped.
enum DeviceNameWords {
    /// Words a name may leave out without naming another device.
    static let implicit: Set<String> = ["iphone", "ipad", "ipod", "touch"]
    /// Words that carry nothing: `(11-inch)`, `(3rd generation)`, `Apple iPhone`.
    private static let filler: Set<String> = ["inch", "in", "generation", "gen", "apple", "the", "model"]
    private static let ordinalWords = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11,
    ]

    /// True when the typed `word` names the device's `word`: the same word, or a bare number for a
    /// generation (`6` for `gen6`).
    static func word(_ typed: String, means word: String) -> Bool {
        typed == word || (word.hasPrefix("gen") && "gen" + typed == word)
    }

    static func of(_ name: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        func finish() {
            // A dot belongs to a size (12.9), never to either end of a word.
            while current.last == UInt8(ascii: ".") { current.removeLast() }
            while current.first == UInt8(ascii: ".") { current.removeFirst() }
            if !current.isEmpty { words += split(String(decoding: current, as: UTF8.self)) }
            current.removeAll()
        }
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
                current.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                current.append(byte + 32)
            case UInt8(ascii: "+"):
                finish()
                words.append("plus")
            default:
                finish()
            }
        }
        finish()
        return words.filter { !filler.contains($0) }
    }

    /// One run of letters, digits and dots as words: `iphone15` as `iphone`, `15`; `3rd` as
    /// `gen3`; `third` as `gen3`.
    private static func split(_ run: String) -> [String] {
        for family in ["iphone", "ipad", "ipod"] where run.hasPrefix(family) && run.count > family.count {
            return [family] + split(String(run.dropFirst(family.count)))
        }
        if let number = ordinalWords[run] { return ["gen\(number)"] }
        for suffix in ["st", "nd", "rd", "th"] where run.hasSuffix(suffix) {
            let digits = run.dropLast(2)
            if !digits.isEmpty, digits.allSatisfy(\.isNumber) { return ["gen" + digits] }
        }
        return [run]
    }
}
