#if canImport(Glibc)
import Glibc
#endif

/// The previous word decided again once the word after it is known. At a separator only the
/// words before are context, but the word after often settles a slip: "se you" → "see you",
/// "bur not" → "but not" (VelociTap decodes whole sentences for this
/// reason; a keyboard that commits word by word can still look one word back, as phone keyboards
/// revise the previous word).
///
/// Cheap: the candidates and posteriors of the first decision are reused, each rescored by
/// ln P(next | candidate) — the right context — and the first decision's margins still apply
/// against the typed word: a typed word the lexicon knows needs the known-word margin, so a real
/// word is revised into another only when its taps and both contexts say so ("may he able" →
/// "may be able"; once the pair list was discounted for its larger corpus, its ratios were sure
/// enough for that: dev CER at σ 0.19 0.754 → 0.736 %, right words changed unchanged).
///
/// A reading of several words is weighed too, with its last word as the next word's context: a
/// missed space the word alone left as an unlisted compound ("yeteither") is split once the next
/// word fits the split ("yet either way"). Held-out CER at σ 0.19: 0.715 → 0.703 %.
extension WordDecoder {
    /// The word that should replace `first` (committed as `first.text`, decided as `decision`)
    /// now that `next` follows it, or nil when it stays.
    public func revise(_ first: JoinPart, decision: DecodedWord, next: String) -> String? {
        let r = first.request
        guard !r.literal, decision.reason == .typedIsBest || decision.reason == .corrected,
              decision.candidates.count >= 2, first.text == decision.text else { return nil }
        let nextWord = ErrorDiagnosis.core(next)
        guard !nextWord.isEmpty, nextWord.allSatisfy({ $0.isLetter || $0 == "'" }) else { return nil }
        var scored: [(text: String, score: Double)] = []
        for c in decision.candidates.prefix(settings.maxCandidates + 4) where c.posterior > 1e-6 {
            // A reading of several words: its last word is the next word's context.
            let last = c.text.split(separator: " ").last.map(String.init) ?? c.text
            guard last.allSatisfy({ $0.isLetter || $0 == "'" || $0 == "’" }) else { continue }
            guard let right = listedLogProbability(of: nextWord, after: last) else { return nil }
            scored.append((c.text, log(c.posterior) + settings.rightContextWeight * right))
        }
        guard let committed = scored.first(where: { $0.text == first.text }),
              let best = scored.max(by: { $0.score < $1.score }), best.text != first.text,
              best.score - committed.score >= settings.reviseMargin else { return nil }
        if best.text == r.typed { return best.text }
        // A typed string too improbable to be scored above ("transitilntime", committed as the
        // compound "transitiontime") still bounds the margin: its own posterior, and the next
        // word after a word the lists do not know is only the next word's own probability.
        guard let typed = scored.first(where: { $0.text == r.typed })
                ?? listedLogProbability(of: nextWord, after: r.typed).map({ (r.typed, log(decision.typedPosterior) + settings.rightContextWeight * $0) })
        else { return nil }
        let standing = typedStanding(r.typed, known: wordLogProbability(of: r.typed, after: r.previousWord) != nil,
                                     taps: r.taps, lowered: Array(r.typed.lowercased()))
        var needed = margin(typed: r.typed, typedKnown: standing.known, typedFits: standing.fits, split: best.text.contains(" "))
        if standing.known, bothContextsAgree(on: best.text, typed: r.typed, decision: decision) {
            needed = min(needed, settings.agreedContextsMargin)
        }
        return best.score - typed.score >= needed ? best.text : nil
    }

    /// Whether `better`, a real word of the typed word's length in small letters, was already
    /// ranked above the typed word by its taps and the words before it: with the word after it
    /// agreeing, a slip onto a neighbouring key that made another real word ("need go plan",
    /// "should he in") needs only `agreedContextsMargin`. Readings that drop or add a letter
    /// ("hoped" → "hope") and capitalised words (names) keep the known-word margin.
    func bothContextsAgree(on better: String, typed: String, decision: DecodedWord) -> Bool {
        guard better.count == typed.count, !typed.contains(where: \.isUppercase), !better.contains(" "),
              let first = decision.candidates.first(where: { $0.text == better }) else { return false }
        return first.posterior > decision.typedPosterior
    }
}
