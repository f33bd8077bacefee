/// "Did you mean …?" for a misspelt name: the closest candidate by edit distance, when it is
/// close enough to be a slip of the fingers rather than another word.
enum DidYouMean {
    /// The candidate nearest to `word` (Damerau–Levenshtein with adjacent swaps, case-insensitive),
    /// if at most a third of the word's length (and at least 1, at most 3) edits away.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3))
        var best: (name: String, distance: Int)? = nil
        for c in candidates where c != word {
            let d = distance(word.lowercased(), c.lowercased())
            if d <= limit, d < (best?.distance ?? .max) { best = (c, d) }
        }
        return best?.name
    }

    /// The clause appended to an error: " (did you mean 'x'?)" or "".
    static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of
    /// two neighbouring characters each cost 1.
    static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a), t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: t.count + 1), count: s.count + 1)
        for i in 0...s.count { rows[i][0] = i }
        for j in 0...t.count { rows[0][j] = j }
        for i in 1...s.count {
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var d = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] { d = min(d, rows[i - 2][j - 2] + 1) }
                rows[i][j] = d
            }
        }
        return rows[s.count][t.count]
    }
}
