/// An option's choices as bytes, end to end, for finding the one a batch line's string spells:
/// comparing the line's bytes with each choice `String` retained and released every choice
/// looked at, twice a line for its orientation and each choice it gives.
struct ChoiceSpellings: Sendable {
    /// Each choice's length in a byte, then its bytes; one array, made with the option (every
    /// command line makes its command's options: one allocation each, not one per choice).
    private let bytes: [UInt8]

    init(_ choices: [String]) {
        // A choice longer than its length byte holds leaves the table empty: such an option's
        // values are read as text and checked as the command line's are.
        guard !choices.isEmpty, choices.allSatisfy({ $0.utf8.count <= Int(UInt8.max) }) else {
            bytes = []
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(choices.reduce(0) { $0 + 1 + $1.utf8.count })
        for choice in choices {
            bytes.append(UInt8(choice.utf8.count))
            bytes += choice.utf8
        }
        self.bytes = bytes
    }

    /// The place among the choices of the one that is `spelled` byte for byte, if any.
    func place(of spelled: some Collection<UInt8>) -> Int? {
        Self.place(of: spelled, in: bytes)
    }

    /// ``place(of:)`` among the stored choices (each one's length in a byte, then its bytes).
    private static func place(of spelled: some Collection<UInt8>, in stored: [UInt8]) -> Int? {
        let length = spelled.count
        var start = stored.startIndex
        var place = 0
        while start < stored.endIndex {
            let count = Int(stored[start])
            if count == length, stored[(start + 1)..<(start + 1 + count)].elementsEqual(spelled) { return place }
            start += 1 + count
            place += 1
        }
        return nil
    }
}
