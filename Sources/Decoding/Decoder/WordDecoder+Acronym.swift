import Suggestions

/// Acronyms typed with a slip. Capitals typed letter by letter ("FYI", "UK", "ASAP") were left
/// as typed: the frequency lists hold few acronyms, so a slipped one ("CYI", "HK") had no word to
/// be read as, and one in eight of the words still wrong at σ 0.235 was such a string. The
/// vocabulary lists its acronyms in capitals (`HunspellDictionary.acronyms`): a string of
/// capitals neither it nor the lists know is weighed against those of its length, each at
/// `acronymLogProbability`, by the same decision as any word (a string whose taps all fit their
/// keys keeps the names margin: "NNG" is meant as typed).
extension WordDecoder {
    /// The most an acronym's letters may cost beyond the typed ones' (nats) to be scored at all:
    /// a slip of two keys' edges; farther ones could not clear a margin.
    static let acronymCostReach = 9.0

    /// The decision for `r`, typed in capitals, or nil when it is no such string or the vocabulary
    /// has no acronyms (then it stays as typed).
    func decodeAcronym(_ r: DecodingRequest) -> (word: DecodedWord, chosen: Scored?)? {
        let chars = Array(r.typed)
        guard !r.literal, let vocabulary, HunspellDictionary.acronymLengths.contains(chars.count), chars.count == r.taps.count,
              chars.allSatisfy({ $0.isASCII && $0.isUppercase }),
              !vocabulary.spell(r.typed), wordLogProbability(of: r.typed.lowercased(), after: r.previousWord) == nil else { return nil }
        let lowered = chars.map { Character($0.lowercased()) }
        let costs = TapCosts(spatial: spatial, taps: r.taps, typed: lowered)
        func substitution(_ word: some Sequence<Character>) -> Double {
            var total = 0.0
            for (i, c) in word.enumerated() { total += costs.cost(i, for: Character(c.lowercased())) }
            return total
        }
        let reach = substitution(lowered) + Self.acronymCostReach
        // The typed string at an unknown string's prior by its length alone: capitals spell no
        // word, so how unlike the lexicon's words their letters are says nothing ("NNG").
        let flat = settings.unknownWordLogProbability - settings.unknownLetterCost * Double(chars.count)
        var list = [Scored(text: r.typed, score: score(r.typed, lowered, r, lm: flat, costs: costs), split: false)]
        for a in vocabulary.acronyms where a.count == chars.count && a != r.typed && substitution(a) <= reach {
            list.append(Scored(text: a, score: score(a, lowered, r, lm: settings.acronymLogProbability, costs: costs), split: false))
        }
        guard list.count > 1 else { return nil }
        return decide(list, typedKnown: false, typedFits: tapsFitTheirKeys(r.taps, lowered))
    }
}
