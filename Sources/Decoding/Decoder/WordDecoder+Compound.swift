/// The prior of an unknown string that is two known words written together. Business and
/// technical English makes such words freely ("intercompany", "financeable", "passcode"), and
/// no frequency list holds them all; the decoder's other reading of the same letters is the two
/// words with a space that was never tapped. Both readings have the two words' probabilities;
/// what tells them apart is how often the pair is written as a phrase (the bigram, which only the
/// split reading gets) against what each costs: a missed space (`missedSpaceCost`) or an unlisted
/// compound (`compoundCost`). So "have not" typed as "havenot" is still split, while
/// "financeable", whose halves never occur as a phrase, stays as typed.
extension WordDecoder {
    /// Shortest half a compound is read with: shorter halves ("bo" + "fa") are mostly the lists'
    /// noise, and would give any noisy string a word-like prior.
    static let compoundPartMinimum = 3

    /// ln P of `word` read as a compound of two listed words (their unigram probabilities, less
    /// `compoundCost`), nil when no cut gives two listed words of `compoundPartMinimum` letters.
    /// Compounds are made of common words: a half that is a name (`isName`) is no part of one;
    /// "Stevewhere" is a name and a word run together by a missed space.
    func compoundLogProbability(_ word: String) -> Double? {
        guard Self.isASCIILetters(word), word.utf8.count >= 2 * Self.compoundPartMinimum,
              word.utf8.count <= settings.maxTaps, !Self.capitalAfterSmallStart(word) else { return nil }
        let letters = Array(word.utf8)
        var best: Double? = nil
        for cut in Self.compoundPartMinimum...(letters.count - Self.compoundPartMinimum) {
            let head = String(decoding: letters[..<cut], as: UTF8.self), tail = String(decoding: letters[cut...], as: UTF8.self)
            guard let first = ranker.languageLogProbability(of: head, after: nil),
                  let second = ranker.languageLogProbability(of: tail, after: nil),
                  max(first, second) < settings.compoundPartCeiling, !isName(head), !isName(tail) else { continue }
            let p = first + second - settings.compoundCost
            if best.map({ p > $0 }) ?? true { best = p }
        }
        return best
    }

    /// The compounds the typed string may be after a slip: each reading of two words cut at a
    /// missed space (no tap read as the space, no key never tapped) written together, when the
    /// lists give it a compound prior. "financeablw" is read as "finance able", but the decoder
    /// keeps "financeable" as typed for the compound it is; its slip must not lose it. The
    /// reading's spatial fit is the compound's, so only the priors differ: the bigram and a
    /// missed space against `compoundCost`.
    func compoundsOfReadings(_ readings: [Scored], typed: String) -> [String] {
        var out: [String] = []
        for r in readings where r.split && !r.mended && r.spaceTaps.isEmpty {
            let words = r.text.split(separator: " ", omittingEmptySubsequences: false)
            guard words.count == 2 else { continue }
            let joined = String(words[0]) + String(words[1])
            guard joined != typed, joined.count == typed.count, !out.contains(joined),
                  compoundLogProbability(joined) != nil else { continue }
            out.append(joined)
        }
        return out
    }

    /// A word that starts with a small letter and holds a capital ("theRoyal"): no compound is
    /// written so; the capital starts a word of its own (a name after a missed space).
    static func capitalAfterSmallStart(_ word: String) -> Bool {
        guard let first = word.utf8.first, first >= 0x61, first <= 0x7A else { return false }
        return word.utf8.contains { $0 >= 0x41 && $0 <= 0x5A }
    }
}
