/// The spellings a selection has taken already, so that a name given again costs a look-up in a
/// set rather than a resolution. Bounded: only short spellings are kept (a device's name is a
/// few dozen bytes; a longer one is resolved each time), and the set is emptied when full.
struct SpellingsSeen {
    static let longestKept = 256
    static let limit = 4096
    private var spellings: Set<String> = []

    func contains(_ spelling: String) -> Bool {
        !spellings.isEmpty && spellings.contains(spelling)
    }

    mutating func insert(_ spelling: String) {
        guard spelling.utf8.count <= Self.longestKept else { return }
        if spellings.count >= Self.limit { spellings.removeAll(keepingCapacity: true) }
        spellings.insert(spelling)
    }
}
