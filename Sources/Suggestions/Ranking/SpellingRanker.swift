#if canImport(Glibc)
import Glibc
#endif

/// Ranks corrections and completions for a typed word as a noisy channel:
/// score = ln P(word | previous word) − cost(typed | word), where the cost comes from the
/// keyboard-aware error model (and the taps' spatial likelihood when tap points are known).
///
/// Candidates: every lexicon word within Damerau–Levenshtein distance 2 (symmetric-delete index),
/// sound-alike words (phonetic fallback) when nothing within distance 1 exists, learned words of the
/// user dictionary, and completions by frequency. Never alphabetical. A value: safe to share.
public struct SpellingRanker: Sendable {
    /// How candidates are ordered.
    public enum Mode: Sendable, Hashable {
        /// Frequency × error model (the default).
        case noisyChannel
        /// Smallest edit distance first, then frequency (SymSpell's order); no keyboard, no taps.
        /// The baseline the benchmark compares against.
        case frequencyOnly
    }

    public let index: SuggestionIndex
    public let layout: KeyboardLayoutModel
    public let costs: ErrorModelCosts
    public var mode: Mode
    public var userDictionary: UserDictionary
    /// The locale's Hunspell dictionary (libhunspell), when the lexicon is Hunspell's: it decides
    /// which words are known and adds its suggestions. One handle per ranker (see `HunspellDictionary`).
    public let hunspell: HunspellDictionary?
    /// Scores every candidate exactly, without frequency cut-offs or bounds: the reference the
    /// tests compare the pruned search with.
    var searchesExhaustively = false
    let model: ErrorModel
    let englishI: Bool
    /// How word-like a string the lexicon lacks is (its letters against the lexicon's words).
    public let letters: LetterModel

    public init(index: SuggestionIndex, layout: KeyboardLayoutModel = .qwerty, costs: ErrorModelCosts = ErrorModelCosts(),
                mode: Mode = .noisyChannel, userDictionary: UserDictionary = UserDictionary(), hunspell: HunspellDictionary? = nil) {
        self.hunspell = hunspell
        self.index = index
        self.layout = layout
        self.costs = costs
        self.mode = mode
        self.userDictionary = userDictionary
        self.model = ErrorModel(layout: layout, costs: costs)
        self.englishI = index.locale.lowercased().hasPrefix("en")
        self.letters = LetterModel(index: index)
    }

    /// Convenience for `suggestions(_:)`.
    public func suggestions(for word: String, taps: [TapPoint]? = nil, previousWord: String? = nil, count: Int = 3,
                            includeCompletions: Bool = true) -> [Suggestion] {
        suggestions(SuggestionRequest(word: word, taps: taps, previousWord: previousWord, count: count, includeCompletions: includeCompletions))
    }

    /// A scored candidate; the text is made only for the few that are returned.
    struct Candidate {
        /// Lexicon id, or −1 − (index into the learned-word list).
        var ref: Int
        var score: Double
        var kind: Suggestion.Kind
    }

    /// Words in the first frequency tier of distance-2 buckets, and the factor between tiers.
    static let firstTier = 2048
    static let tierGrowth = 8

    /// Candidates kept beyond `count` so that duplicates (same text after casing) still leave a full list.
    static let slack = 1

    /// Up to `request.count` suggestions, best first, with confidences. Empty for empty input or
    /// input longer than 63 letters (nothing to correct there).
    public func suggestions(_ request: SuggestionRequest) -> [Suggestion] {
        guard request.count > 0, let input = TypedInput(request, maxLength: IndexBuilder.maxKeyLength) else { return [] }
        let noisy = mode == .noisyChannel
        let tapCosts: [Float]? = (noisy && input.tapsUsable) ? model.tapCosts(typed: input.typed, taps: input.taps) : nil
        let prevID = request.previousWord.flatMap { index.ids(of: $0).first }
        var scored: [Candidate] = []
        var external: [String] = []
        var pruned = 0.0   // Σ exp(bound) of candidates skipped by the bound, for confidences
        (tapCosts ?? []).withUnsafeBufferPointer { tapAll in
            input.typed.withUnsafeBufferPointer { t in
                let tapBuf: UnsafeBufferPointer<Float>? = tapCosts == nil ? nil : tapAll
                // Distance 2 from a one- or two-letter word reaches almost every short word: allow 1 there.
                var lookup = RankerLookup(t: t, tap: tapBuf, typedCosts: TypedWordCosts(model: model, typed: t, tap: tapBuf),
                                          maxDistance: t.count <= 2 ? min(1, index.maxDistance) : index.maxDistance,
                                          request: request, previous: prevID, keep: request.count + Self.slack,
                                          exhaustive: searchesExhaustively)
                let hashes = deleteHashes(t, maxDistance: lookup.maxDistance)
                nearbyWords(hashes.near, input, &lookup)
                if !hashes.far.isEmpty { fartherWords(hashes.far, &lookup) }
                soundAlikeStage(input, &lookup)
                hunspellStage(input, &lookup)
                pruned = lookup.top.pruned
                learnedWords(&lookup)
                if request.includeCompletions { completions(&lookup) }
                scored = lookup.scored
                external = lookup.external
            }
        }
        return ranked(scored, pruned: pruned, input: input, count: request.count, external: external)
    }

    /// ln P(word | previous): the bigram probability interpolated with the unigram one. At most
    /// max(ln P(word), ln P(word | previous)), which the distance-2 cut-off relies on.
    @inline(__always)
    func lm(_ id: Int, _ uni: Double, _ prev: Int?) -> Double {
        guard let prev else { return uni }
        guard let bi = index.bigramLogProbability(first: prev, second: id) else { return uni + Self.lnUnigramShare }
        return log(Self.bigramShare * exp(bi - Self.bigramDiscount) + (1 - Self.bigramShare) * exp(uni))
    }

    /// Nats taken off the bigram list's ln P(second | first) before it is interpolated. The pair
    /// counts come from a corpus many times the unigram list's (over first words counted more
    /// than 10⁸ times, their listed pairs sum to a median 15× and a 90th percentile 34× their own
    /// count: "for this" is counted more often than "for"), so count(pair) / count(first)
    /// overstates the context, up to P = 1. The full ratio (3.5 nats) stopped the decoder
    /// changing right words but cost corrections where many taps miss; 1.5 nats was best on
    /// typing evaluations at every noise level (dev and held-out phrases, both devices).
    static let bigramDiscount = 1.5

    /// Interpolation weight of the bigram probability.
    static let bigramShare = 0.5
    static let lnUnigramShare = log(1 - bigramShare)

    func apostropheAdjustment(_ features: WordFeatures, _ typedHasApostrophe: Bool) -> Double {
        let has = features.contains(.apostrophe)
        if has && !typedHasApostrophe { return costs.apostropheOmission }
        if !has && typedHasApostrophe { return costs.apostropheInsertion }
        return 0
    }

    /// Whether the typed word is known (in the lexicon, exactly as typed apart from case, or learned).
    /// In a Hunspell language Hunspell's verdict stands, case included: German "haus" and Russian
    /// "москве" are misspellings of "Haus" and "Москве", though the index holds those words.
    public func isKnown(_ word: String) -> Bool {
        if userDictionary.contains(word) || hunspellKnows(word) { return true }
        if hunspell != nil { return false }
        let lw = word.lowercased()
        return index.ids(of: word).contains { index.word($0).lowercased() == lw }
    }
}
