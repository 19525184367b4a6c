/// The words of a typed device name, each with how many times it was typed. A device's few words
/// are looked up in it, so that matching a name against the catalogue costs time in proportion
/// to the name's length, however many words it has and however often they repeat.
struct TypedWords {
    /// Each distinct word, in the order first typed, and how many times it was typed.
    private var words: [String] = []
    private var counts: [Int] = []
    /// The place of each distinct word in ``words``, made once there are more than a few: a name
    /// of a few words, as typed names are, is searched in place, hashing nothing.
    private var places: [String: Int]?
    private static let searchedInPlace = 16
    /// How many words were typed, repeats included.
    private(set) var total = 0

    init(_ name: String) {
        DeviceNameWords.each(of: name) { add($0) }
    }

    var isEmpty: Bool { total == 0 }

    private mutating func add(_ word: String) {
        total += 1
        if let place = place(of: word) {
            counts[place] += 1
            return
        }
        places?[word] = words.count
        words.append(word)
        counts.append(1)
        if places == nil, words.count > Self.searchedInPlace {
            places = Dictionary(uniqueKeysWithValues: words.enumerated().map { ($0.element, $0.offset) })
        }
    }

    /// The place of `word` among the distinct words, if it was typed.
    func place(of word: String) -> Int? {
        if let places { return places[word] }
        return words.firstIndex(of: word)
    }

    /// How many times the word at `place` was typed.
    func count(at place: Int) -> Int { counts[place] }
}

/// How a device's words take up the words typed: each typed word stands for one of the device's
/// words, and each of the device's words is stood for at most once, so that `x x x` is not the
/// iPhone X and `16 16` is not the iPhone 16.
struct WordClaim {
    /// How many typed words a device word took.
    let claimed: Int
    /// Of those, how many are not a family's word (``DeviceNameWords/implicit``).
    let shared: Int
    /// The device's own words no typed word took, family words aside.
    let extra: Int

    /// A device word takes a typed word that is the same, or else, for a generation (`gen6`), a
    /// bare number (`6`): every exact claim is made first, so that a bare number is left for a
    /// generation only when no device word needs it as it stands.
    init(_ typed: TypedWords, by deviceWords: [String]) {
        var takenBy = [Int](repeating: -1, count: deviceWords.count)
        func take(_ word: Substring, at index: Int) {
            guard let place = typed.place(of: String(word)) else { return }
            let used = takenBy.lazy.filter { $0 == place }.count
            if used < typed.count(at: place) { takenBy[index] = place }
        }
        for (index, word) in deviceWords.enumerated() { take(word[...], at: index) }
        for (index, word) in deviceWords.enumerated() where takenBy[index] < 0 && word.hasPrefix("gen") {
            take(word.dropFirst(3), at: index)
        }
        var claimed = 0, shared = 0, extra = 0
        for (index, word) in deviceWords.enumerated() {
            let isImplicit = DeviceNameWords.implicit.contains(word)
            if takenBy[index] >= 0 {
                claimed += 1
                if !isImplicit { shared += 1 }
            } else if !isImplicit {
                extra += 1
            }
        }
        self.claimed = claimed
        self.shared = shared
        self.extra = extra
    }
}
