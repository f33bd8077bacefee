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
    private struct Candidate {
        /// Lexicon id, or −1 − (index into the learned-word list).
        var ref: Int
        var score: Double
        var kind: Suggestion.Kind
    }

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
        let learned = Array(userDictionary.counts.keys).sorted()
        let userKnows = userDictionary.contains(request.word)
        // Real-word penalty: without taps, every candidate other than a known typed word pays it.
        var realWordPenalty = 0.0
        var typedKnown = userKnows
        let typedMask = Posting.mask(of: typed)
        let keep = request.count + Self.slack

        var scored: [Candidate] = []
        var pruned = 0.0   // Σ exp(bound) of candidates skipped by the bound, for confidences
        var bestDistance = Int.max

        (tapCosts ?? []).withUnsafeBufferPointer { tapAll in
        typed.withUnsafeBufferPointer { t in
            let tapBuf: UnsafeBufferPointer<Float>? = tapCosts == nil ? nil : tapAll
            // The typed word's match masks, once: each candidate's distance is then bit-parallel.
            let pattern = EditDistancePattern(t)
            // The error model's tables for this typed word, once: exact costs are then table reads.
            let typedCosts = TypedWordCosts(model: model, typed: t, tap: tapBuf)
            let minEdit = Double(model.minimumEditCost(tap: tapBuf, typed: t, ascii: false))
            let typedASCII = !t.contains { $0 >= 128 }

            // 1. Symmetric-delete candidates within the index's distance, verified by distance.
            var found: [(id: Int32, distance: Int32, bound: Double, uni: Double, key: UnsafeBufferPointer<UInt32>)] = []
            // Distance 2 from a one- or two-letter word reaches almost every short word: allow 1 there.
            let maxD = t.count <= 2 ? min(1, index.maxDistance) : index.maxDistance
            // Phase 1: the buckets of every distinct delete (independent loads, so they overlap).
            // Phase 2: postings passing the length and letter-set filters, read without touching
            // the word records. Phase 3: each distinct record once, in address order, verified by
            // real distance.
            var passing: [UInt64] = []
            passing.reserveCapacity(256)
            let p = UnsafeBufferPointer(rebasing: t[0..<min(t.count, index.prefixLength)])
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 1 + p.count + p.count * p.count) { hashes in
                var h = 0
                hashes[h] = WordKey.hash(p); h += 1
                if maxD >= 1 {
                    for i in 0..<p.count {
                        hashes[h] = WordKey.hash(p, skip: i); h += 1
                        if maxD >= 2 { for j in (i + 1)..<max(i + 1, p.count) { hashes[h] = WordKey.hash(p, skip: i, skip: j); h += 1 } }
                    }
                }
                withUnsafeTemporaryAllocation(of: UnsafeBufferPointer<UInt64>.self, capacity: h) { lists in
                    var nl = 0
                    for hi in 0..<h {
                        let hv = hashes[hi]
                        var dup = false
                        for k in 0..<hi where hashes[k] == hv { dup = true; break }
                        if dup { continue }
                        lists[nl] = index.deletes.lookup(hv)
                        nl += 1
                    }
                    for li in 0..<nl {
                        for posting in lists[li] {
                            if abs(Posting.length(posting) - t.count) > maxD { continue }
                            let mc = Posting.mask(posting)
                            if (typedMask & ~mc).nonzeroBitCount > maxD || (mc & ~typedMask).nonzeroBitCount > maxD { continue }
                            passing.append(posting)
                        }
                    }
                }
            }
            // Distinct records through a small open-addressing set (record offset + 1; 0 = empty).
            var cap = 16
            while cap < 2 * passing.count { cap <<= 1 }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: cap) { set in
            set.initialize(repeating: 0)
            for posting in passing {
                let r = UInt32(Posting.record(posting)) &+ 1
                var slot = Int((r &* 0x9E37_79B1) >> 7) & (cap - 1)
                var dup = false
                while set[slot] != 0 {
                    if set[slot] == r { dup = true; break }
                    slot = (slot + 1) & (cap - 1)
                }
                if dup { continue }
                set[slot] = r
                guard let (id, uni, key) = index.record(posting) else { continue }
                let d = pattern.distance(to: key, max: maxD)
                if d <= maxD {
                    // Accent substitutions (the cheapest edit) need a non-ASCII letter.
                    let ascii = typedASCII && !key.contains { $0 >= 128 }
                    found.append((Int32(id), Int32(d), ascii ? 1 : 0, uni, key))
                    bestDistance = min(bestDistance, d)
                }
            }
            }
            // The typed word is known when the lexicon spells it so (apart from case) or it was learned.
            typedKnown = userKnows || found.contains { f in
                f.distance == 0 && index.displayScalars[Int(index.displayOffsets[Int(f.id)])..<Int(index.displayOffsets[Int(f.id) + 1])]
                    .elementsEqual(rawScalars.lazy.map(\.value))
            }
            realWordPenalty = noisy && tapCosts == nil && typedKnown ? costs.realWordError : 0
            for i in found.indices {
                let id = Int(found[i].id), d = Double(found[i].distance)
                found[i].bound = noisy
                    ? lm(id, found[i].uni, prevID) - Double(typedCosts.lowerBound(found[i].key, distance: Int(found[i].distance), ascii: found[i].bound == 1))
                    : -100 * d + found[i].uni
            }

            // 2. Phonetic fallback for words farther off (only when nothing is within distance 1).
            if bestDistance > 1 && t.count >= 4 {
                let pk = PhoneticKey.of(Array(t))
                if pk.count >= 2 {
                    let bucket = index.phonetic.lookup(pk.withUnsafeBufferPointer { WordKey.hash($0) })
                    var checked = 0
                    for posting in bucket where checked < 400 {
                        guard abs(Posting.length(posting) - t.count) <= 3, let (id, uni, key) = index.record(posting) else { continue }
                        checked += 1
                        if found.contains(where: { $0.id == Int32(id) }) { continue }
                        let d = pattern.distance(to: key, max: 4)
                        guard d <= 4 else { continue }
                        let bound = noisy ? lm(id, uni, prevID) - Double(d) * minEdit - costs.phoneticFallback : -100 * Double(d) + uni
                        found.append((Int32(id), Int32(d + 10), bound, uni, key))  // distance + 10 marks "phonetic"
                    }
                }
            }

            // Exact scores in order of their upper bounds; stop once no bound can enter the top list.
            found.sort { $0.bound > $1.bound }
            var top = [Double]()   // best exact scores so far, descending, at most `keep`
            for f in found {
                let id = Int(f.id)
                let isTyped = f.distance == 0 && typedKnown && index.word(id).lowercased() == lowered
                let penalty = isTyped ? 0 : realWordPenalty
                if top.count >= keep, f.bound - penalty < top[keep - 1] {
                    pruned += exp(f.bound - penalty)
                    continue
                }
                let score: Double
                if noisy {
                    var c = Double(typedCosts.cost(intended: f.key))
                    if f.distance >= 10 { c += costs.phoneticFallback }
                    score = lm(id, f.uni, prevID) - c - apostropheAdjustment(id, typedHasApostrophe) - penalty
                } else {
                    score = f.bound
                }
                scored.append(Candidate(ref: id, score: score, kind: isTyped ? .typed : .correction))
                if let at = top.firstIndex(where: { $0 < score }) { top.insert(score, at: at) } else { top.append(score) }
                if top.count > keep { top.removeLast() }
            }

            // 3. Learned words.
            for (li, key) in learned.enumerated() {
                let k = WordKey.scalars(key)
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

            // 4. Completions by frequency (ids are in frequency order, so the smallest ids win).
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
        var texts = Set<String>()
        for c in scored {
            let text: String
            if c.ref >= 0 {
                text = pattern.apply(index.word(c.ref), englishI: englishI)
            } else {
                let key = learned[-1 - c.ref]
                let spelled = userDictionary.spelling(of: key) ?? key
                text = spelled != key ? (pattern == .upper ? spelled.uppercased() : spelled) : pattern.apply(spelled, englishI: englishI)
            }
            guard texts.insert(text).inserted else { continue }
            let confidence = noisy ? min(1, exp(c.score - maxScore) / total) : 0
            result.append(Suggestion(text: text, score: c.score, kind: c.kind, confidence: confidence, isLearned: c.ref < 0))
            if result.count == request.count { break }
        }
        return result
    }

    /// ln P(word | previous): the bigram probability interpolated with the unigram one.
    @inline(__always)
    private func lm(_ id: Int, _ uni: Double, _ prev: Int?) -> Double {
        guard let prev else { return uni }
        let bi = index.bigramLogProbability(first: prev, second: id)
        let lambda = 0.5
        return log(lambda * exp(bi ?? -Double.infinity) + (1 - lambda) * exp(uni))
    }

    private func apostropheAdjustment(_ id: Int, _ typedHasApostrophe: Bool) -> Double {
        let has = index.displayHasApostrophe(id)
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
