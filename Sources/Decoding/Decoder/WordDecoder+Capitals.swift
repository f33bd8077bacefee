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
        guard r.capitalTypedOnPurpose, let vocabulary else { return 0 }
        let first = word.split(separator: " ", maxSplits: 1).first.map(String.init) ?? word
        guard first.count >= 2, first.first?.isUppercase == true, first.dropFirst().allSatisfy({ !$0.isUppercase }) else { return 0 }
        let lower = first.lowercased()
        // "I'm", "I'll": the pronoun is capitalised everywhere.
        guard !lower.hasPrefix("i'"), !lower.hasPrefix("i’"), vocabulary.spell(lower) else { return 0 }
        return settings.commonWordCapitalCost
    }
}

/// Names typed without their capital. The frequency list is counted without case, so a name
/// read from slipped taps comes out in small letters ("ajathy" → "kathy": the shift tap
/// landed on "a"). The vocabulary lists a name capitalised only: a correction it rejects in
/// small letters and accepts with a capital gets the capital, as phone keyboards give it.
/// Words kept as typed stay as they are ("togo" is a missed space more often than the country),
/// and so do readings of several words ("a ross" is no one called Ross).
extension WordDecoder {
    /// `smallNameCost` for a word of a several-word reading written in small letters that the
    /// vocabulary knows only as a name ("a gary" for "agary", the shift tap that landed on "a"):
    /// names are written with their capital far more often than without (in the Enron mobile
    /// sentences almost always), while the frequency list, counted without case, gives "gary"
    /// all of "Gary"'s probability. 0 otherwise, and without a vocabulary.
    func smallNameCost(_ word: String) -> Double {
        guard settings.smallNameCost > 0, word.count >= 2, word.first?.isLowercase == true, word.allSatisfy(\.isLetter),
              isName(word) else { return 0 }
        return settings.smallNameCost
    }

    /// `decision` with its text capitalised when it is a one-word correction the vocabulary knows
    /// only as a name. Unchanged without a vocabulary.
    func withNameCapital(_ decision: DecodedWord) -> DecodedWord {
        guard vocabulary != nil, decision.reason == .corrected else { return decision }
        let word = decision.text
        let letters = word.prefix { $0.isLetter }
        guard letters.count >= 2, letters.count + 1 >= word.count, letters.allSatisfy({ $0.isLowercase && $0.isASCII }),
              isName(String(letters)) else { return decision }
        var out = decision
        out.text = word.prefix(1).uppercased() + word.dropFirst()
        return out
    }

    /// Whether the vocabulary knows `word` only capitalised: a name ("Steve"), which Hunspell
    /// lists capitalised only. False without a vocabulary.
    func isName(_ word: String) -> Bool {
        guard let vocabulary else { return false }
        let lower = word.lowercased()
        return !vocabulary.spell(lower) && vocabulary.spell(lower.prefix(1).uppercased() + lower.dropFirst())
    }
}

/// The pronoun "I" typed in small letters. Phone keyboards capitalise it ("i think" → "I think",
/// "i'm" → "I'm"): the frequency list counts it without case, so no reading above gives the
/// capital, and a small "i" standing alone is almost never meant. A literal word (hard presses)
/// keeps its small letter, as does anything not a decision to commit.
extension WordDecoder {
    /// Clitics the pronoun takes ("I'm", "I'll", "I'd", "I've").
    static let pronounClitics: Set<String> = ["m", "ll", "d", "ve"]

    /// `decision` in the case the user writes in. Most write sentence case, where the keyboard's
    /// capitals are welcome: a small pronoun is capitalised ("i think" → "I think") and so is a
    /// correction the vocabulary knows only as a name. A sentence begun in small letters (the
    /// automatic capital turned off) shows a user who writes without capitals: a word typed
    /// without one is committed in small letters, whatever case its reading has ("iam" → "i am",
    /// "kames" → "james").
    func inUsersCase(_ decision: DecodedWord, _ request: DecodingRequest) -> DecodedWord {
        guard request.smallLetterSentence, !request.typed.contains(where: \.isUppercase) else {
            return withPronounCapital(withNameCapital(decision))
        }
        guard decision.text.contains(where: \.isUppercase) else { return decision }
        var out = decision
        out.text = decision.text.lowercased()
        if out.text == request.typed { out.reason = .typedIsBest }
        return out
    }

    /// `decision` with a small pronoun "i" (alone or with its clitic) capitalised.
    func withPronounCapital(_ decision: DecodedWord) -> DecodedWord {
        guard decision.reason == .typedIsBest || decision.reason == .corrected, decision.text.first == "i",
              Self.isSmallPronoun(decision.text) else { return decision }
        var out = decision
        out.text = "I" + decision.text.dropFirst()
        out.reason = .corrected
        return out
    }

    /// "I", "I'm", "I’ll": the pronoun with its capital, with at most one clitic.
    static func isCapitalPronoun(_ word: Substring) -> Bool {
        word.first == "I" && isSmallPronoun("i" + word.dropFirst())
    }

    /// "i", "i'm", "i’ll": the pronoun in small letters, with at most one clitic after it.
    static func isSmallPronoun(_ text: String) -> Bool {
        if text == "i" { return true }
        guard let (base, clitic) = splitAtApostrophe(text) else { return false }
        return base == "i" && pronounClitics.contains(clitic)
    }
}

/// The pronoun at a sentence's start. The frequency lists have no sentence bounds, so they give
/// "I" its share of all words, far below its share of first words: a missed space after it
/// ("Iwill") read best as the next word alone ("Will"). Only "I" with a word after it in the
/// reading is lifted: a lone "I" read from another letter ("U", "K") is a word of its own in
/// texting ("U there?"), and the contractions start far fewer sentences ("Ove," is no "I've,").
extension WordDecoder {
    /// `lm` (ln P of `word`), raised to `sentenceStartPronounLogProbability` when `word` is the
    /// pronoun opening a sentence. Asked only of the first word of a reading of several words
    /// (`WordSegmentation.place`); one-word candidates keep the lists' own ln P.
    func sentenceStartLogProbability(of word: String, lm: Double, _ r: DecodingRequest) -> Double {
        guard !r.midSentence, word == "i" || word == "I" else { return lm }
        return max(lm, settings.sentenceStartPronounLogProbability)
    }
}
