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
    /// Scores every candidate exactly, without frequency cut-offs or bounds: the reference the
    /// tests compare the pruned search with.
    var searchesExhaustively = false
    let model: ErrorModel
    let englishI: Bool

    public init(index: SuggestionIndex, layout: KeyboardLayoutModel = .qwerty, costs: ErrorModelCosts = ErrorModelCosts(),
                mode: Mode = .noisyChannel, userDictionary: UserDictionary = UserDictionary()) {
        self.index = index
        self.layout = layout
        self.costs = costs
        self.mode = mode
        self.userDictionary = userDictionary
        self.model = ErrorModel(layout: layout, costs: costs)
        self.englishI = index.locale.lowercased().hasPrefix("en")
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
    private static let slack = 1

    /// Up to `request.count` suggestions, best first, with confidences. Empty for empty input or
    /// input longer than 63 letters (nothing to correct there).
    public func suggestions(_ request: SuggestionRequest) -> [Suggestion] {
        guard request.count > 0 else { return [] }
        // Typed scalars, lowercased, apostrophes removed; taps follow the same filtering.
        let lowered = request.word.lowercased()
        var typed: [UInt32] = []
        var tapsKept: [TapPoint] = []
        let rawScalars = Array(lowered.unicodeScalars)
        guard rawScalars.count <= 4 * IndexBuilder.maxKeyLength else { return [] }
        let tapsUsable = request.taps.map { $0.count == rawScalars.count } ?? false
        for (i, s) in rawScalars.enumerated() where !WordKey.isApostrophe(s.value) {
            typed.append(s.value)
            if tapsUsable, let t = request.taps?[i] { tapsKept.append(t) }
        }
        guard !typed.isEmpty, typed.count <= IndexBuilder.maxKeyLength else { return [] }
        let pattern = CasePattern(request.word)
        let typedHasApostrophe = typed.count != rawScalars.count
        let noisy = mode == .noisyChannel
        let tapCosts: [Float]? = (noisy && tapsUsable) ? model.tapCosts(typed: typed, taps: tapsKept) : nil
        let prevID = request.previousWord.flatMap { index.ids(of: $0).first }
        let learned = userDictionary.index.entries
        let userKnows = !userDictionary.isEmpty && userDictionary.contains(request.word)
        let keep = request.count + Self.slack

        var scored: [Candidate] = []
        var pruned = 0.0   // Σ exp(bound) of candidates skipped by the bound, for confidences

        (tapCosts ?? []).withUnsafeBufferPointer { tapAll in
        typed.withUnsafeBufferPointer { t in
            let tapBuf: UnsafeBufferPointer<Float>? = tapCosts == nil ? nil : tapAll
            // The typed word's match masks, once: each candidate's distance is then bit-parallel.
            let pattern = EditDistancePattern(t)
            // The error model's tables for this typed word, once: exact costs are then table reads.
            let typedCosts = TypedWordCosts(model: model, typed: t, tap: tapBuf)

            // 1. Lexicon words within distance 1 (and whatever else shares their buckets).
            // Distance 2 from a one- or two-letter word reaches almost every short word: allow 1 there.
            let maxD = t.count <= 2 ? min(1, index.maxDistance) : index.maxDistance
            let hashes = deleteHashes(t, maxDistance: maxD)
            var seen = RecordSet(capacity: 128)
            var found: [NearbyWord] = []
            found.reserveCapacity(32)
            gather(hashes.near, typed: t, pattern: pattern, maxDistance: maxD, seen: &seen, into: &found)
            let bestDistance = found.lazy.map(\.distance).min() ?? .max
            // The typed word is known when the lexicon spells it so (apart from case) or it was learned.
            let typedKnown = userKnows || found.contains { f in
                f.distance == 0 && index.displayScalars[Int(index.displayOffsets[Int(f.id)])..<Int(index.displayOffsets[Int(f.id) + 1])]
                    .elementsEqual(rawScalars.lazy.map(\.value))
            }
            // Real-word penalty: without taps, every candidate other than a known typed word pays it.
            let context = ScoringContext(typedCosts: typedCosts, noisy: noisy, previous: prevID, lowered: lowered, typedKnown: typedKnown,
                                         realWordPenalty: noisy && tapCosts == nil && typedKnown ? costs.realWordError : 0,
                                         typedHasApostrophe: typedHasApostrophe)
            let realWordPenalty = context.realWordPenalty
            var top = TopScores(keep: searchesExhaustively ? .max : keep)
            // Ids of every word found within the index's distance (the phonetic fallback skips them).
            var foundIDs = found.map(\.id)
            score(&found, context, &top, into: &scored)

            // 2. Words at distance 2, only those that can still enter the list: such a word scores
            // at most max(ln P(word), ln P(word | previous)) − (two of its cheapest edits) − the
            // real-word penalty, so each cost class of words has a frequency floor, and ids (hence
            // records) are in frequency order. The buckets are read in frequency tiers, scoring
            // after each, so the floors rise before the rare words are reached.
            if !hashes.far.isEmpty {
                // Per cost class: two cheapest edits plus the penalty, over the list's threshold.
                let margins = (0..<8).map { cls -> Double in
                    let (features, ascii) = Posting.features(ofClass: cls)
                    return noisy ? 2 * Double(typedCosts.perEditMinimum(features: features, ascii: ascii)) + context.realWordPenalty : 200
                }
                var limits = [Int](repeating: .max, count: 8)
                func updateLimits() {
                    let threshold = searchesExhaustively ? -.infinity : top.threshold
                    guard threshold > -.infinity else { return }
                    for cls in 0..<8 {
                        // Classes often share a margin: search once per distinct floor.
                        if cls > 0, let same = (0..<cls).first(where: { margins[$0] == margins[cls] }) { limits[cls] = limits[same]; continue }
                        limits[cls] = index.recordLimit(atLeast: threshold + margins[cls])
                    }
                }
                updateLimits()
                var cursors = PostingCursors(index.deletes, hashes: hashes.far)
                var passing: [UInt64] = []
                passing.reserveCapacity(256)
                var tier = Self.firstTier
                while true {
                    let cap = tier >= index.wordCount ? Int.max : index.recordOffset(tier)
                    found.removeAll(keepingCapacity: true)
                    gather(&cursors, below: cap, limits: limits, typed: t, pattern: pattern, maxDistance: maxD, seen: &seen,
                           passing: &passing, into: &found)
                    foundIDs += found.lazy.map(\.id)
                    score(&found, context, &top, into: &scored)
                    updateLimits()
                    if cap == .max || cap >= (limits.max() ?? .max) || cursors.isExhausted { break }
                    tier *= Self.tierGrowth
                }
                // Words the cut-offs skipped that a bigram with the previous word may lift (none when
                // nothing was cut off).
                if noisy, let prevID, top.threshold > -.infinity, let covered = limits.min() {
                    found.removeAll(keepingCapacity: true)
                    likelySuccessors(of: prevID, floors: margins.map { top.threshold + $0 }, from: covered,
                                     typed: t, pattern: pattern, maxDistance: maxD, seen: &seen, into: &found)
                    foundIDs += found.lazy.map(\.id)
                    score(&found, context, &top, into: &scored)
                }
            }

            // 3. Sound-alike words farther off, only when nothing is within distance 1.
            if bestDistance > 1 {
                found.removeAll(keepingCapacity: true)
                soundAlikeWords(t, pattern: pattern, skipping: Set(foundIDs), into: &found)
                score(&found, context, &top, into: &scored)
            }
            pruned = top.pruned

            // 4. Learned words within distance 2, and those completing the typed letters.
            var learnedHits: [Int] = []
            userDictionary.index.near(typed, mask: Posting.mask(of: typed), maxDistance: 2) { learnedHits.append($0) }
            if request.includeCompletions { userDictionary.index.completions(of: typed) { learnedHits.append($0) } }
            for li in Set(learnedHits).sorted() {
                let key = learned[li].key, k = learned[li].scalars
                let d = k.withUnsafeBufferPointer { pattern.distance(to: $0, max: 2) }
                let isCompletion = request.includeCompletions && k.count > t.count && k.starts(with: t)
                guard d <= 2 || isCompletion else { continue }
                let prior = userDictionary.logProbability(of: key)
                let score: Double
                if d <= 2 {
                    score = noisy
                        ? prior - Double(k.withUnsafeBufferPointer { typedCosts.cost(intended: $0) }) - (d == 0 ? 0 : realWordPenalty)
                        : -100 * Double(d) + prior
                } else {
                    score = prior - costs.completion - costs.completionPerLetter * Double(k.count - t.count) - (noisy ? 0 : 300)
                }
                scored.append(Candidate(ref: -1 - li, score: score, kind: d == 0 ? .typed : (d <= 2 ? .correction : .completion)))
            }

            // 5. Completions by frequency (ids are in frequency order, so the smallest ids win).
            if request.includeCompletions {
                let range = index.prefixRange(t)
                var best: [Int] = []   // ascending ids = descending frequency
                var pos = range.lowerBound
                // Keys equal to the prefix sort first in the range; they are not completions.
                while pos < range.upperBound, index.keyLength(Int(index.sortedByKey[pos])) == t.count { pos += 1 }
                while pos < range.upperBound {
                    let id = Int(index.sortedByKey[pos])
                    pos += 1
                    if best.count == keep, id >= best[keep - 1] { continue }
                    let at = best.firstIndex(where: { $0 > id }) ?? best.count
                    best.insert(id, at: at)
                    if best.count > keep { best.removeLast() }
                }
                for id in best {
                    var score = lm(id, index.logProbability(id), prevID) - costs.completion - costs.completionPerLetter * Double(index.keyLength(id) - t.count) - realWordPenalty
                    if !noisy { score = index.logProbability(id) - 300 }
                    if let tapBuf {
                        let k = index.key(id)
                        for i in 0..<t.count { if let kc = model.keyIndex(k[i]) { score -= Double(tapBuf[i * model.keyScalars.count + kc]) } }
                    }
                    scored.append(Candidate(ref: id, score: score, kind: .completion))
                }
            }
        }
        }

        // Rank, apply case, drop duplicates, attach confidences.
        scored.sort { $0.score > $1.score || ($0.score == $1.score && $0.ref < $1.ref) }
        let maxScore = scored.first?.score ?? 0
        var total = 0.0
        for c in scored { total += exp(c.score - maxScore) }
        total += pruned * exp(-maxScore)
        var result: [Suggestion] = []
        result.reserveCapacity(request.count)
        for c in scored {
            let text: String
            if c.ref >= 0 {
                text = pattern.apply(index.word(c.ref), englishI: englishI)
            } else {
                let key = learned[-1 - c.ref].key
                let spelled = userDictionary.spelling(of: key) ?? key
                text = spelled != key ? (pattern == .upper ? spelled.uppercased() : spelled) : pattern.apply(spelled, englishI: englishI)
            }
            // A handful of results: a linear check beats hashing every text.
            guard !result.contains(where: { $0.text == text }) else { continue }
            let confidence = noisy ? min(1, exp(c.score - maxScore) / total) : 0
            result.append(Suggestion(text: text, score: c.score, kind: c.kind, confidence: confidence, isLearned: c.ref < 0))
            if result.count == request.count { break }
        }
        return result
    }

    /// ln P(word | previous): the bigram probability interpolated with the unigram one. At most
    /// max(ln P(word), ln P(word | previous)), which the distance-2 cut-off relies on.
    @inline(__always)
    func lm(_ id: Int, _ uni: Double, _ prev: Int?) -> Double {
        guard let prev else { return uni }
        guard let bi = index.bigramLogProbability(first: prev, second: id) else { return uni + Self.lnUnigramShare }
        return log(Self.bigramShare * exp(bi) + (1 - Self.bigramShare) * exp(uni))
    }

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
    public func isKnown(_ word: String) -> Bool {
        if userDictionary.contains(word) { return true }
        let lw = word.lowercased()
        return index.ids(of: word).contains { index.word($0).lowercased() == lw }
    }
}
