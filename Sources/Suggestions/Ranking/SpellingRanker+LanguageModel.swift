/// The ranker's language model on its own, for a decoder that weighs it against its own spatial
/// model (the `Decoding` stage): ln P(word | previous word), the same interpolation the ranking uses.
extension SpellingRanker {
    /// ln P(word | previous) for a lexicon or learned word; nil for a word neither knows.
    /// Case is ignored; a learned word gets the user dictionary's prior.
    public func languageLogProbability(of word: String, after previous: String?) -> Double? {
        let lowered = word.lowercased()
        let prevID = previous.flatMap { index.ids(of: $0).first }
        var best: Double? = nil
        for id in index.ids(of: word) where index.word(id).lowercased() == lowered {
            let p = lm(id, index.logProbability(id), prevID)
            if best.map({ p > $0 }) ?? true { best = p }
        }
        if userDictionary.contains(word) {
            let p = userDictionary.logProbability(of: word)
            if best.map({ p > $0 }) ?? true { best = p }
        }
        return best
    }
}
