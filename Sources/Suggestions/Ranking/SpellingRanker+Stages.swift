#if canImport(Glibc)
import Glibc
#endif

/// The stages of a lookup, in the order `suggestions(_:)` runs them; each adds scored candidates
/// to the lookup.
extension SpellingRanker {
    /// Stage 1: lexicon words within distance 1 (and whatever else shares their buckets); decides
    /// whether the typed word is known and so which candidates pay the real-word penalty.
    func nearbyWords(_ hashes: [UInt32], _ input: TypedInput, _ l: inout RankerLookup) {
        let noisy = mode == .noisyChannel
        gather(hashes, typed: l.t, pattern: l.pattern, maxDistance: l.maxDistance, seen: &l.seen, into: &l.found)
        // The typed word is known when the lexicon spells it so (apart from case) or it was learned.
        let userKnows = !userDictionary.isEmpty && userDictionary.contains(l.request.word)
        let typedKnown = userKnows || hunspellKnows(l.request.word) || l.found.contains { f in
            f.distance == 0 && index.displayScalars[Int(index.displayOffsets[Int(f.id)])..<Int(index.displayOffsets[Int(f.id) + 1])]
                .elementsEqual(input.raw)
        }
        // Real-word penalty: without taps, every candidate other than a known typed word pays it.
        l.context = ScoringContext(typedCosts: l.typedCosts, noisy: noisy, previous: l.previous, lowered: input.lowered,
                                   typedKnown: typedKnown,
                                   realWordPenalty: noisy && l.tap == nil && typedKnown ? costs.realWordError : 0,
                                   typedHasApostrophe: input.hasApostrophe)
        l.nearestOther = l.found.lazy.filter { $0.distance > 0 }.map(\.distance).min() ?? .max
        score(&l.found, l.context, &l.top, into: &l.scored)
    }

    /// Stage 2: words at distance 2, only those that can still enter the list. Such a word scores
    /// at most max(ln P(word), ln P(word | previous)) − (two of its cheapest edits) − the
    /// real-word penalty, so each cost class of words has a frequency floor, and ids (hence
    /// records) are in frequency order. The buckets are read in frequency tiers, scoring after
    /// each, so the floors rise before the rare words are reached; then the previous word's
    /// successors that a bigram may lift above a floor.
    func fartherWords(_ far: [UInt32], _ l: inout RankerLookup) {
        let noisy = mode == .noisyChannel
        // Per cost class: two cheapest edits plus the penalty, over the list's threshold.
        let margins = (0..<8).map { cls -> Double in
            let (features, ascii) = Posting.features(ofClass: cls)
            return noisy ? 2 * Double(l.typedCosts.perEditMinimum(features: features, ascii: ascii)) + l.context.realWordPenalty : 200
        }
        var limits = [Int](repeating: .max, count: 8)
        func updateLimits(_ top: TopScores) {
            let threshold = searchesExhaustively ? -.infinity : top.threshold
            guard threshold > -.infinity else { return }
            for cls in 0..<8 {
                // Classes often share a margin: search once per distinct floor.
                if cls > 0, let same = (0..<cls).first(where: { margins[$0] == margins[cls] }) { limits[cls] = limits[same]; continue }
                limits[cls] = index.recordLimit(atLeast: threshold + margins[cls])
            }
        }
        updateLimits(l.top)
        var cursors = PostingCursors(index.deletes, hashes: far)
        var passing: [UInt64] = []
        passing.reserveCapacity(256)
        var tier = Self.firstTier
        while true {
            let cap = tier >= index.wordCount ? Int.max : index.recordOffset(tier)
            l.found.removeAll(keepingCapacity: true)
            gather(&cursors, below: cap, limits: limits, typed: l.t, pattern: l.pattern, maxDistance: l.maxDistance, seen: &l.seen,
                   passing: &passing, into: &l.found)
            score(&l.found, l.context, &l.top, into: &l.scored)
            updateLimits(l.top)
            if cap == .max || cap >= (limits.max() ?? .max) || cursors.isExhausted { break }
            tier *= Self.tierGrowth
        }
        // Words the cut-offs skipped that a bigram with the previous word may lift (none when
        // nothing was cut off).
        if noisy, let prev = l.previous, l.top.threshold > -.infinity, let covered = limits.min() {
            l.found.removeAll(keepingCapacity: true)
            let threshold = l.top.threshold
            likelySuccessors(of: prev, floors: margins.map { threshold + $0 }, from: covered,
                             typed: l.t, pattern: l.pattern, maxDistance: l.maxDistance, seen: &l.seen, into: &l.found)
            score(&l.found, l.context, &l.top, into: &l.scored)
        }
    }

    /// Stage 4: learned words within distance 2, and those completing the typed letters.
    func learnedWords(_ l: inout RankerLookup) {
        guard !userDictionary.isEmpty else { return }
        let noisy = mode == .noisyChannel
        let learned = userDictionary.index.entries
        let t = l.t, withCompletions = l.request.includeCompletions
        var hits: [Int] = []
        userDictionary.index.near(Array(t), mask: Posting.mask(of: t), maxDistance: 2) { hits.append($0) }
        if withCompletions { userDictionary.index.completions(of: Array(t)) { hits.append($0) } }
        for li in Set(hits).sorted() {
            let key = learned[li].key, k = learned[li].scalars
            let d = k.withUnsafeBufferPointer { l.pattern.distance(to: $0, max: 2) }
            let isCompletion = withCompletions && k.count > t.count && k.starts(with: t)
            guard d <= 2 || isCompletion else { continue }
            let prior = userDictionary.logProbability(of: key)
            let score: Double
            if d <= 2 {
                score = noisy
                    ? prior - Double(k.withUnsafeBufferPointer { l.typedCosts.cost(intended: $0) }) - (d == 0 ? 0 : l.context.realWordPenalty)
                    : -100 * Double(d) + prior
            } else {
                score = prior - costs.completion - costs.completionPerLetter * Double(k.count - t.count) - (noisy ? 0 : 300)
            }
            l.scored.append(Candidate(ref: -1 - li, score: score, kind: d == 0 ? .typed : (d <= 2 ? .correction : .completion)))
        }
    }

    /// Stage 5: completions by frequency (ids are in frequency order, so the smallest ids win).
    func completions(_ l: inout RankerLookup) {
        let noisy = mode == .noisyChannel
        let t = l.t, keep = l.keep
        let range = index.prefixRange(t)
        var best: [Int] = []   // ascending ids = descending frequency
        var pos = range.lowerBound
        // Keys equal to the prefix sort first in the range; they are not completions.
        while pos < range.upperBound, index.sortedKeyLength(pos) == t.count { pos += 1 }
        // Hunspell's lists have no frequencies (every word the same prior): there the shorter
        // completions come first, the commoner words of a language being the shorter ones.
        let shorterFirst = hunspell != nil
        func before(_ a: Int, _ b: Int) -> Bool {
            shorterFirst ? (index.keyLength(a), a) < (index.keyLength(b), b) : a < b
        }
        while pos < range.upperBound {
            let id = Int(index.sortedByKey[pos])
            pos += 1
            if best.count == keep, !before(id, best[keep - 1]) { continue }
            let at = best.firstIndex(where: { before(id, $0) }) ?? best.count
            best.insert(id, at: at)
            if best.count > keep { best.removeLast() }
        }
        for id in best {
            var score = lm(id, index.logProbability(id), l.previous) - costs.completion
                - costs.completionPerLetter * Double(index.keyLength(id) - t.count) - l.context.realWordPenalty
            if !noisy { score = index.logProbability(id) - 300 }
            if let tapBuf = l.tap {
                let k = index.key(id)
                for i in 0..<t.count { if let kc = model.keyIndex(k[i]) { score -= Double(tapBuf[i * model.keyScalars.count + kc]) } }
            }
            l.scored.append(Candidate(ref: id, score: score, kind: .completion))
        }
    }

    /// Ranks the scored candidates, applies the typed word's case, drops duplicates and attaches
    /// confidences (each candidate's share of the posterior mass, the pruned bounds included).
    func ranked(_ scored: [Candidate], pruned: Double, input: TypedInput, count: Int, external: [String]) -> [Suggestion] {
        let noisy = mode == .noisyChannel
        let scored = scored.sorted { $0.score > $1.score || ($0.score == $1.score && $0.ref < $1.ref) }
        let maxScore = scored.first?.score ?? 0
        var total = 0.0
        for c in scored { total += exp(c.score - maxScore) }
        total += pruned * exp(-maxScore)
        let learned = userDictionary.index.entries
        var result: [Suggestion] = []
        result.reserveCapacity(count)
        for c in scored {
            let text: String
            if c.ref >= 0 {
                text = input.pattern.apply(index.word(c.ref), englishI: englishI)
            } else if c.ref <= Self.externalBase {
                text = input.pattern.apply(external[Self.externalBase - c.ref], englishI: englishI)
            } else {
                let key = learned[-1 - c.ref].key
                let spelled = userDictionary.spelling(of: key) ?? key
                text = spelled != key ? (input.pattern == .upper ? spelled.uppercased() : spelled) : input.pattern.apply(spelled, englishI: englishI)
            }
            // A handful of results: a linear check beats hashing every text.
            guard !result.contains(where: { $0.text == text }) else { continue }
            let confidence = noisy ? min(1, exp(c.score - maxScore) / total) : 0
            result.append(Suggestion(text: text, score: c.score, kind: c.kind, confidence: confidence, isLearned: c.ref < 0 && c.ref > Self.externalBase))
            if result.count == count { break }
        }
        return result
    }
}
