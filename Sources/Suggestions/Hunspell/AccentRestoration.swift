/// Words that differ from the typed word only by accents the typist left out ("eleves" →
/// "élèves", "ninas" → "niñas", "елка" → "ёлка"), found by putting accents back and asking the
/// dictionary.
///
/// Why: typing French, Spanish or German on a keyboard without dead keys, or in a hurry, drops
/// accents far more often than it makes any other error, and Hunspell's own suggestion search
/// is cut off by a CPU-time limit (a tenth of a second per stage in libhunspell), so under load
/// it sometimes returned "élever" but not "élèves". This search is exhaustive up to
/// `maximumChanges` letters within `maximumChecks` dictionary lookups, so its answer
/// does not depend on how busy the machine is.
struct AccentRestoration {
    /// Most letters given an accent in one candidate.
    static let maximumChanges = 3
    /// Most dictionary lookups for one typed word. A French lookup costs tens of microseconds
    /// (affix rules), and this runs for every unknown word, so the bound keeps the search well
    /// under Hunspell's own suggestion time; 500 covers every choice of up to 3 accents over 4
    /// accentable letters (368 lookups).
    static let maximumChecks = 500

    /// Accented forms of each base letter in the shipped languages (French, Spanish, German,
    /// Russian's ё).
    static let variants: [Character: [Character]] = [
        "a": ["à", "â", "ä", "á"], "c": ["ç"], "e": ["é", "è", "ê", "ë"], "i": ["î", "ï", "í"],
        "n": ["ñ"], "o": ["ô", "ö", "ó"], "u": ["ù", "û", "ü", "ú"], "y": ["ÿ"], "е": ["ё"],
    ]

    /// Accepted words with accents put back, fewest changes first (then in letter order).
    /// `accepts` is the dictionary's spell check.
    static func candidates(for word: String, accepts: (String) -> Bool) -> [String] {
        let letters = Array(word)
        let places: [(index: Int, forms: [Character])] = letters.enumerated().compactMap { i, c in
            let lower = Character(c.lowercased())
            guard let forms = variants[lower] else { return nil }
            return (i, c == lower ? forms : forms.map { Character($0.uppercased()) })
        }
        guard !places.isEmpty else { return [] }
        var found: [String] = []
        var checks = 0
        for changes in 1...min(maximumChanges, places.count) {
            var exhausted = false
            forEachChoice(of: changes, from: places.count) { chosen in
                forEachForm(chosen.map { places[$0].forms }) { forms in
                    guard checks < maximumChecks else { exhausted = true; return false }
                    var candidate = letters
                    for (k, p) in chosen.enumerated() { candidate[places[p].index] = forms[k] }
                    checks += 1
                    let s = String(candidate)
                    if accepts(s) { found.append(s) }
                    return true
                }
            }
            if exhausted { break }
        }
        return found
    }

    /// Calls `body` with every increasing choice of `k` indices below `n` until it returns false.
    private static func forEachChoice(of k: Int, from n: Int, _ body: ([Int]) -> Bool) {
        var chosen = Array(0..<k)
        while body(chosen) {
            var i = k - 1
            while i >= 0 && chosen[i] == n - k + i { i -= 1 }
            guard i >= 0 else { return }
            chosen[i] += 1
            for j in (i + 1)..<k { chosen[j] = chosen[j - 1] + 1 }
        }
    }

    /// Calls `body` with every combination of one form per list; returns false when `body` did.
    @discardableResult
    private static func forEachForm(_ lists: [[Character]], _ body: ([Character]) -> Bool) -> Bool {
        var pick = Array(repeating: 0, count: lists.count)
        while true {
            guard body(pick.enumerated().map { lists[$0.offset][$0.element] }) else { return false }
            var i = lists.count - 1
            while i >= 0 && pick[i] == lists[i].count - 1 { pick[i] = 0; i -= 1 }
            guard i >= 0 else { return true }
            pick[i] += 1
        }
    }
}
