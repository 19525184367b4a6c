/// "Did you mean" for names the user mistyped: the closest candidate by edit distance, when it
/// is close enough to be a likely typo rather than a different word.
enum Suggestion {
    /// The candidate nearest to `input` (case-insensitive), or nil when none is near.
    static func nearest(to input: String, in candidates: some Sequence<String>) -> String? {
        // A name far longer than any candidate is no typo of one; capping it bounds the work.
        guard input.utf8.count <= Limits.suggestedNameLength * 4 else { return nil }
        let typed = Array(input.lowercased().unicodeScalars)
        guard !typed.isEmpty, typed.count <= Limits.suggestedNameLength else { return nil }
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            // The distance is at least the difference in length; a candidate that cannot beat
            // the best so far or pass the threshold costs no table.
            let floor = abs(other.count - typed.count)
            if floor > max(2, min(typed.count, other.count) / 3) || floor >= (best?.distance ?? Int.max) { continue }
            let distance = editDistance(typed, other)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(2, min(typed.count, best.candidate.count) / 3)
        return best.distance <= allowed ? best.candidate : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours each cost one, so `--devcie` is one step from `--device`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var result = 0
        for i in 1...a.count {
            let beforePrevious = previousRow
            previousRow = row
            row = [Int](repeating: 0, count: b.count + 1)
            row[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                row[j] = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    row[j] = min(row[j], beforePrevious[j - 2] + 1)
                }
            }
            result = row[b.count]
        }
        return result
    }

    /// The option whose words `typed` abbreviates, in order and each by a prefix
    /// (`navbar` for `navigation-bar`, `statusbar` for `status-bar`), when exactly one does;
    /// names under four letters abbreviate nothing.
    static func abbreviated(_ typed: String, in candidates: some Sequence<String>) -> String? {
        let letters = Array(typed.lowercased().filter { $0 != "-" })
        guard letters.count >= 4 else { return nil }
        let found = candidates.filter { candidate in
            let words = candidate.lowercased().split(separator: "-").map(Array.init)
            return words.count > 1 && abbreviates(letters[...], words[...])
        }
        return found.count == 1 ? found[0] : nil
    }

    /// True when `letters` is, in order, a non-empty prefix of each of `words`.
    private static func abbreviates(_ letters: ArraySlice<Character>, _ words: ArraySlice<[Character]>) -> Bool {
        guard let word = words.first else { return letters.isEmpty }
        var length = 0
        while length < word.count, length < letters.count, letters[letters.startIndex + length] == word[length] {
            length += 1
            if abbreviates(letters.dropFirst(length), words.dropFirst()) { return true }
        }
        return false
    }

    /// `; did you mean 'x'?` or nothing, for the end of an error message: the nearest spelling,
    /// else the one name `input` abbreviates word by word.
    static func clause(for input: String, in candidates: some Sequence<String>, prefix: String = "") -> String {
        (nearest(to: input, in: candidates) ?? abbreviated(input, in: candidates)).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
    }
}
