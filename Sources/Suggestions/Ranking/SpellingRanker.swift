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

    private struct Candidate {
        var text: String
        var score: Double
        var kind: Suggestion.Kind
        var learned: Bool
    }

    /// Up to `request.count` suggestions, best first, with confidences. Empty for empty input or
    /// input longer than 64 characters (nothing to correct there).
    public func suggestions(_ request: SuggestionRequest) -> [Suggestion] {
        guard request.count > 0 else { return [] }
        // Typed scalars, lowercased, apostrophes removed; taps follow the same filtering.
        let lowered = request.word.lowercased()
        var typed: [UInt32] = []
        var tapsKept: [TapPoint] = []
        let rawScalars = Array(lowered.unicodeScalars)
        let tapsUsable = request.taps.map { $0.count == rawScalars.count } ?? false
        for (i, s) in rawScalars.enumerated() where !WordKey.isApostrophe(s.value) {
            typed.append(s.value)
            if tapsUsable, let t = request.taps?[i] { tapsKept.append(t) }
        }
        guard !typed.isEmpty, typed.count <= IndexBuilder.maxKeyLength else { return [] }
        let pattern = CasePattern(request.word)
        let typedHasApostrophe = typed.count != rawScalars.count
        let tapCosts: [Float]? = (mode == .noisyChannel && tapsUsable) ? model.tapCosts(typed: typed, taps: tapsKept) : nil
        let prevID = request.previousWord.flatMap { index.ids(of: $0).first }
        // A stable buffer for the tap-cost matrix (nil without usable taps).
        let tapStorage = tapCosts.map { c -> UnsafeMutableBufferPointer<Float> in
            let b = UnsafeMutableBufferPointer<Float>.allocate(capacity: c.count)
            _ = b.initialize(from: c)
            return b
        }
        defer { tapStorage?.deallocate() }
        let tapBuf = tapStorage.map { UnsafeBufferPointer($0) }

        var out: [Candidate] = []
        let n = index.wordCount
        var seen = [UInt64](repeating: 0, count: (n + 63) / 64)
        var bestDistance = Int.max
        var found: [(id: Int, distance: Int)] = []

        typed.withUnsafeBufferPointer { t in
            // 1. Symmetric-delete candidates within the index's distance.
            let maxD = index.maxDistance
            let p = UnsafeBufferPointer(rebasing: t[0..<min(t.count, index.prefixLength)])
            var hashes: [UInt32] = [WordKey.hash(p)]
            if maxD >= 1 {
                for i in 0..<p.count {
                    hashes.append(WordKey.hash(p, skip: i))
                    if maxD >= 2 { for j in (i + 1)..<max(i + 1, p.count) { hashes.append(WordKey.hash(p, skip: i, skip: j)) } }
                }
            }
            hashes.sort()
            var last: UInt32? = nil
            for h in hashes where h != last {
                last = h
                for idRaw in index.deletes.lookup(h) {
                    let id = Int(idRaw)
                    let bit = UInt64(1) << UInt64(id & 63)
                    if seen[id >> 6] & bit != 0 { continue }
                    seen[id >> 6] |= bit
                    if abs(index.keyLength(id) - t.count) > maxD { continue }
                    let d = EditDistance.bounded(t, index.key(id), max: maxD)
                    if d <= maxD {
                        found.append((id, d))
                        bestDistance = min(bestDistance, d)
                    }
                }
            }
            for (id, d) in found {
                let score: Double
                switch mode {
                case .noisyChannel:
                    score = lm(id, prevID) - Double(model.cost(typed: t, tap: tapBuf, intended: index.key(id)))
                        - apostropheAdjustment(id, typedHasApostrophe)
                case .frequencyOnly:
                    score = -100 * Double(d) + index.logProbability(id)
                }
                out.append(Candidate(text: index.word(id), score: score, kind: kindOf(id, d, lowered), learned: false))
            }

            // 2. Phonetic fallback for words farther off.
            if bestDistance > 1 && t.count >= 4 {
                let pk = PhoneticKey.of(Array(t))
                if pk.count >= 2 {
                    let bucket = index.phonetic.lookup(pk.withUnsafeBufferPointer { WordKey.hash($0) })
                    let already = Set(found.map(\.id))
                    for idRaw in bucket.prefix(2000) {
                        let id = Int(idRaw)
                        if already.contains(id) { continue }
                        let d = EditDistance.bounded(t, index.key(id), max: 4)
                        guard d <= 4 else { continue }
                        let score: Double
                        switch mode {
                        case .noisyChannel:
                            score = lm(id, prevID) - Double(model.cost(typed: t, tap: tapBuf, intended: index.key(id)))
                                - costs.phoneticFallback - apostropheAdjustment(id, typedHasApostrophe)
                        case .frequencyOnly:
                            score = -100 * Double(d) + index.logProbability(id)
                        }
                        out.append(Candidate(text: index.word(id), score: score, kind: .correction, learned: false))
                    }
                }
            }

            // 3. Learned words.
            for (key, _) in userDictionary.counts {
                let k = WordKey.scalars(key)
                let d = k.withUnsafeBufferPointer { EditDistance.bounded(t, $0, max: 2) }
                let isCompletion = request.includeCompletions && k.count > t.count && k.starts(with: t)
                guard d <= 2 || isCompletion else { continue }
                let prior = userDictionary.logProbability(of: key)
                let score: Double
                if d <= 2 {
                    score = mode == .noisyChannel
                        ? prior - Double(k.withUnsafeBufferPointer { model.cost(typed: t, tap: tapBuf, intended: $0) })
                        : -100 * Double(d) + prior
                } else {
                    score = prior - costs.completion - costs.completionPerLetter * Double(k.count - t.count) - (mode == .noisyChannel ? 0 : 300)
                }
                let spelled = userDictionary.spelling(of: key) ?? key
                out.append(Candidate(text: spelled, score: score, kind: d == 0 ? .typed : (d <= 2 ? .correction : .completion), learned: true))
            }

            // 4. Completions by frequency.
            if request.includeCompletions {
                let range = index.prefixRange(t)
                let keep = request.count + 2
                var top: [(Double, Int)] = []
                for pos in range {
                    let id = Int(index.sortedByKey[pos])
                    let len = index.keyLength(id)
                    guard len > t.count else { continue }
                    let lp = index.logProbability(id)
                    if top.count == keep, lp <= top[keep - 1].0 { continue }
                    top.append((lp, id))
                    top.sort { $0.0 > $1.0 }
                    if top.count > keep { top.removeLast() }
                }
                for (_, id) in top {
                    var score = lm(id, prevID) - costs.completion - costs.completionPerLetter * Double(index.keyLength(id) - t.count)
                    if mode == .frequencyOnly { score = index.logProbability(id) - 300 }
                    if let tapCosts, mode == .noisyChannel {
                        let k = index.key(id)
                        for i in 0..<t.count { if let kc = model.keyIndex(k[i]) { score -= Double(tapCosts[i * model.keyScalars.count + kc]) } }
                    }
                    out.append(Candidate(text: index.word(id), score: score, kind: .completion, learned: false))
                }
            }
        }

        // A known typed word stays ahead of real-word alternatives unless they are much likelier.
        // With taps the spatial model already weighs how ambiguous each letter was, so no penalty.
        if mode == .noisyChannel, tapBuf == nil, out.contains(where: { $0.kind == .typed }) {
            for i in out.indices where out[i].kind != .typed { out[i].score -= costs.realWordError }
        }
        // Rank, apply case, drop duplicates, attach confidences.
        out.sort { $0.score > $1.score || ($0.score == $1.score && $0.text < $1.text) }
        let maxScore = out.first?.score ?? 0
        var total = 0.0
        for c in out { total += exp(c.score - maxScore) }
        var result: [Suggestion] = []
        var texts = Set<String>()
        for c in out {
            let text = c.learned && c.text != c.text.lowercased() ? (pattern == .upper ? c.text.uppercased() : c.text) : pattern.apply(c.text, englishI: englishI)
            guard texts.insert(text).inserted else { continue }
            let confidence = mode == .noisyChannel ? exp(c.score - maxScore) / total : 0
            result.append(Suggestion(text: text, score: c.score, kind: c.kind, confidence: confidence, isLearned: c.learned))
            if result.count == request.count { break }
        }
        return result
    }

    /// ln P(word | previous): the bigram probability interpolated with the unigram one.
    @inline(__always)
    private func lm(_ id: Int, _ prev: Int?) -> Double {
        let uni = index.logProbability(id)
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

    private func kindOf(_ id: Int, _ d: Int, _ lowered: String) -> Suggestion.Kind {
        d == 0 && index.word(id).lowercased() == lowered ? .typed : .correction
    }

    /// Whether the typed word is known (in the lexicon, exactly as typed apart from case, or learned).
    public func isKnown(_ word: String) -> Bool {
        if userDictionary.contains(word) { return true }
        let lw = word.lowercased()
        return index.ids(of: word).contains { index.word($0).lowercased() == lw }
    }
}
