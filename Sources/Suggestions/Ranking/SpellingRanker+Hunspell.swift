#if canImport(Glibc)
import Glibc
#endif

/// Languages served by a Hunspell dictionary (libhunspell): Hunspell decides which words are
/// known (every inflection its affix rules produce), and its suggestions join the candidates,
/// scored by the same error, keyboard and tap models as the lexicon's words.
///
/// Hunspell's Debian dictionaries carry no frequencies. For de, fr, es and ru the package ships
/// wordfreq's counts (CC BY-SA 4.0) of the words those dictionaries accept, inflected forms
/// included (`LexiconSource.frequencyPath`), so the index ranks them as it ranks English words.
/// A Hunspell suggestion outside the index, or a language without a list, gets the index's
/// lowest prior: the error model orders those candidates, and among equal costs Hunspell's own
/// order (`ErrorModelCosts.hunspellRankStep` per place) breaks the tie.
extension SpellingRanker {
    /// Candidate refs at or below this are Hunspell suggestions outside the lexicon (`RankerLookup.external`).
    static let externalBase = -(1 << 40)

    /// Whether Hunspell accepts the typed word as written (or, typed in lower case, capitalised).
    func hunspellKnows(_ word: String) -> Bool {
        guard let hunspell else { return false }
        return hunspell.spell(word)
    }

    /// Adds the typed word when Hunspell knows it but the lexicon does not (an inflected form),
    /// else the typed word with accents put back (`AccentRestoration`) and Hunspell's suggestions.
    func hunspellStage(_ input: TypedInput, _ l: inout RankerLookup) {
        guard let hunspell, mode == .noisyChannel else { return }
        let floor = index.wordCount > 0 ? index.logProbability(index.wordCount - 1) : -20
        if l.context.typedKnown {
            guard !l.scored.contains(where: { $0.kind == .typed }) else { return }
            l.external.append(l.request.word)
            l.scored.append(Candidate(ref: Self.externalBase - (l.external.count - 1), score: floor, kind: .typed))
            return
        }
        // Accents put back first: found exhaustively, whatever Hunspell's time limit cut off.
        let restored = AccentRestoration.candidates(for: l.request.word) { hunspell.spell($0) }
        let suggestions = restored + hunspell.suggest(l.request.word).filter { !restored.contains($0) }
        for (rank, s) in suggestions.enumerated() {
            guard !s.contains(" "), !s.contains("-") else { continue }
            let key = WordKey.scalars(s)
            guard !key.isEmpty, key.count <= IndexBuilder.maxKeyLength else { continue }
            let cost = Double(key.withUnsafeBufferPointer { l.typedCosts.cost(intended: $0) })
            let step = costs.hunspellRankStep * Double(rank)
            let ids = key.withUnsafeBufferPointer { index.idsWithKey($0) }
            if let id = ids.first(where: { index.word($0) == s }) {
                guard !l.scored.contains(where: { $0.ref == id }) else { continue }
                l.scored.append(Candidate(ref: id, score: lm(id, index.logProbability(id), l.previous) - cost - step, kind: .correction))
            } else {
                l.external.append(s)
                l.scored.append(Candidate(ref: Self.externalBase - (l.external.count - 1), score: floor - cost - step, kind: .correction))
            }
        }
    }
}
