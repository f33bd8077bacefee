/// A capital typed inside a sentence. The keyboard capitalises a sentence's first word itself,
/// so a capital elsewhere was typed on purpose, and such capitals start names ("Palacios",
/// "Oxley", "Paso") far more often than common words. A noisy name is still a clean slip away
/// from some frequent word ("Places", "Only", "Past"), and the frequency list, counted without
/// case, cannot tell the two apart. The vocabulary (Hunspell) can: it lists a name capitalised
/// only. A reading that keeps the capital on a word the vocabulary accepts in lowercase costs
/// `commonWordCapitalCost`; the name as typed, and names, do not.
extension WordDecoder {
    /// `commonWordCapitalCost` when `word` (or a reading's first word) keeps the capital typed
    /// inside a sentence on a common word; 0 otherwise, and without a vocabulary.
    func commonWordCapitalCost(_ word: String, _ r: DecodingRequest) -> Double {
        guard r.midSentence, let vocabulary, r.typed.first?.isUppercase == true else { return 0 }
        let first = word.split(separator: " ", maxSplits: 1).first.map(String.init) ?? word
        guard first.count >= 2, first.first?.isUppercase == true, first.dropFirst().allSatisfy({ !$0.isUppercase }) else { return 0 }
        let lower = first.lowercased()
        // "I'm", "I'll": the pronoun is capitalised everywhere.
        guard !lower.hasPrefix("i'"), !lower.hasPrefix("i’"), vocabulary.spell(lower) else { return 0 }
        return settings.commonWordCapitalCost
    }
}
