#if canImport(Glibc)
import Glibc
#endif

/// The decision among a word's scored candidates: a softmax posterior, then the margin the best
/// must beat the typed word by (widest for a known word, wide for a clean-tapped unknown one) and
/// the minimum posterior; and the two ways a cut of the typed letters at missed spaces is still
/// taken when the best reading falls short.
extension WordDecoder {
    /// Log odds an alternative must beat the typed word by. A split explains a clean-tapped
    /// string by a missed space; a correction of it needs more.
    /// A clean-tapped string in small letters only is a slip more often than a name or term
    /// (those are capitalised far more often), so its margin is `fittingSmallWordMargin`.
    func margin(typed: String, typedKnown: Bool, typedFits: Bool, split: Bool, named: Bool = false) -> Double {
        guard !typedKnown else { return settings.knownWordMargin }
        guard typedFits, !split else { return named && !split ? settings.nameMargin : settings.unknownWordMargin }
        return typed.contains(where: \.isUppercase) ? settings.fittingUnknownWordMargin : settings.fittingSmallWordMargin
    }

    /// The runner-up when it is the typed letters cut at missed spaces (no key mended, no tap
    /// read as the space) and the best reading failed only its margin: "Iam" at a sentence's start, every
    /// tap in its key, read best as "Am", which the names margin blocks, then "I am". Both beat
    /// the typed string, so together they must reach `minimumPosterior`; the cut keeps every
    /// letter typed, so it needs only a split's margin.
    func splitBehindBlockedBest(_ list: [Scored], ranked: [(text: String, posterior: Double, i: Int)], typedKnown: Bool,
                                typedFits: Bool) -> (i: Int, posterior: Double)? {
        guard ranked.count > 1, ranked[0].i != 0, ranked[1].i != 0 else { return nil }
        let c = list[ranked[1].i]
        guard Self.isPureCut(c),
              c.score - list[0].score >= margin(typed: list[0].text, typedKnown: typedKnown, typedFits: typedFits, split: true),
              ranked[0].posterior + ranked[1].posterior >= settings.minimumPosterior else { return nil }
        return (ranked[1].i, ranked[1].posterior)
    }

    /// The best reading when it is the typed letters cut at missed spaces, past its margin but
    /// short only of the minimum posterior ("Iam": "I am" ahead of "Aim" and "Am"): the runner-up
    /// rejects the typed string too, so together they must reach `minimumPosterior`. The same
    /// when the cut is at a tap read as the space and every other letter stays as typed
    /// ("thevEl": "the El" ahead of "the Tel" and "the Del", all three with the space): the
    /// typed string with its space restored changes no letter the user typed.
    /// That reading must clear the margin a correction of the typed string would: a name tapped
    /// cleanly with a bottom-row letter in it ("Alina") is no "Ali a".
    func cutShortOfPosterior(_ list: [Scored], ranked: [(text: String, posterior: Double, i: Int)], typedKnown: Bool,
                             typedFits: Bool) -> (i: Int, posterior: Double)? {
        guard ranked.count > 1, ranked[0].posterior + ranked[1].posterior >= settings.minimumPosterior else { return nil }
        let best = list[ranked[0].i]
        if Self.isPureCut(best) { return (ranked[0].i, ranked[0].posterior) }
        guard Self.keepsTypedLetters(best, typed: list[0].text),
              best.score - list[0].score >= margin(typed: list[0].text, typedKnown: typedKnown, typedFits: typedFits, split: false) else { return nil }
        return (ranked[0].i, ranked[0].posterior)
    }

    /// A reading of several words whose letters are the typed ones, less the taps it read as the
    /// space: no key mended, nothing else read.
    static func keepsTypedLetters(_ c: Scored, typed: String) -> Bool {
        guard c.split, !c.mended, !c.lenient, !c.compound, !c.spaceTaps.isEmpty else { return false }
        let skipped = Set(c.spaceTaps)
        let kept = typed.enumerated().filter { !skipped.contains($0.offset) }.map(\.element)
        return c.text.filter { $0 != " " }.elementsEqual(kept)
    }

    /// A reading that is the typed letters cut at missed spaces: no key mended, no tap read as
    /// the space, no slip read.
    static func isPureCut(_ c: Scored) -> Bool {
        c.split && !c.mended && !c.lenient && !c.compound && c.spaceTaps.isEmpty
    }

    func decide(_ list: [Scored], typedKnown: Bool, typedFits: Bool = false, named: Bool = false) -> (word: DecodedWord, chosen: Scored) {
        let maxScore = list.map(\.score).max() ?? 0
        let weights = list.map { exp($0.score - maxScore) }
        let total = weights.reduce(0, +)
        var ranked = list.indices.map { (text: list[$0].text, posterior: weights[$0] / total, i: $0) }
        ranked.sort { $0.posterior > $1.posterior || ($0.posterior == $1.posterior && $0.i < $1.i) }
        let typed = list[0]
        let typedPosterior = weights[0] / total
        let candidates = ranked.map { (text: $0.text, posterior: $0.posterior) }
        guard let best = ranked.first, best.i != 0 else {
            return (DecodedWord(text: typed.text, reason: .typedIsBest, posterior: typedPosterior, typedPosterior: typedPosterior, candidates: candidates), typed)
        }
        let chosen = list[best.i]
        let margin = margin(typed: list[0].text, typedKnown: typedKnown, typedFits: typedFits, split: (chosen.split && !chosen.mended) || chosen.lenient || chosen.compound, named: named)
        let odds = chosen.score - typed.score
        guard odds >= margin, best.posterior >= settings.minimumPosterior else {
            let cut = odds < margin ? splitBehindBlockedBest(list, ranked: ranked, typedKnown: typedKnown, typedFits: typedFits)
                                    : cutShortOfPosterior(list, ranked: ranked, typedKnown: typedKnown, typedFits: typedFits)
            guard let cut else {
                return (DecodedWord(text: typed.text, reason: .typedIsBest, posterior: typedPosterior, typedPosterior: typedPosterior, candidates: candidates), typed)
            }
            return (DecodedWord(text: list[cut.i].text, reason: .split, posterior: cut.posterior, typedPosterior: typedPosterior,
                                candidates: candidates), list[cut.i])
        }
        return (DecodedWord(text: best.text, reason: list[best.i].split ? .split : .corrected, posterior: best.posterior,
                            typedPosterior: typedPosterior, candidates: candidates), list[best.i])
    }
}
