#if canImport(Glibc)
import Glibc
#endif

/// The ranker's language model on its own, for a decoder that weighs it against its own spatial
/// model (the `Decoding` stage): ln P(word | previous word), the same interpolation the ranking uses.
extension SpellingRanker {
    /// ln P(word | previous) for a lexicon or learned word; nil for a word neither knows.
    /// Case is ignored; a learned word gets the user dictionary's prior.
    public func languageLogProbability(of word: String, after previous: String?) -> Double? {
        let ids = index.ids(of: word)
        // Most words the decoder asks about are no word at all: answered before any other lookup.
        let learned = !userDictionary.isEmpty && userDictionary.contains(word)
        guard !ids.isEmpty || learned else { return nil }
        var prevID: Int? = nil
        if let previous { prevID = index.ids(of: previous).first }
        var best: Double? = nil
        for id in ids where index.isSpelled(id, as: word) {
            let p = lm(id, index.logProbability(id), prevID)
            if best.map({ p > $0 }) ?? true { best = p }
        }
        if learned {
            let p = userDictionary.logProbability(of: word)
            if best.map({ p > $0 }) ?? true { best = p }
        }
        return best
    }

    /// ln P(word | previous) when the bigram list holds the pair, interpolated as
    /// `languageLogProbability` interpolates, but with `unigram` as the word's own ln P; nil when
    /// the list has no such pair. For a spelling the list counts another word under (the English
    /// list counts "can't" as "cant"): that spelling's context, the word's own frequency.
    public func contextLogProbability(of word: String, after previous: String, unigram: Double) -> Double? {
        guard let prevID = index.ids(of: previous).first else { return nil }
        for id in index.ids(of: word) where index.isSpelled(id, as: word) {
            if let bi = index.bigramLogProbability(first: prevID, second: id) {
                return log(Self.bigramShare * exp(bi - Self.bigramDiscount) + (1 - Self.bigramShare) * exp(unigram))
            }
        }
        return nil
    }
}
