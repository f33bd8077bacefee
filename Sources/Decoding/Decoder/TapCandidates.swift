import Suggestions

/// Candidates generated from the taps themselves (VelociTap-style): each tap's few most likely
/// letter keys under the spatial model, combined into the most likely key strings by a bounded
/// beam, and kept when the lexicon knows the string. The ranker's candidates come from the typed
/// string by edits and can miss a word whose taps were several keys off; these cannot. Splits use
/// the same strings for each half, so "Shevakso" (space typed as v, l as k) can become "She also".
///
/// With a lexicon, a string is kept only while some word starts with it: the beam holds words in
/// the making, not the cheapest strings, so a long word with a slip survives to its last tap.
///
/// Bounded work: `keysPerTap` keys per tap (found once per tap), `beamWidth` strings per step,
/// at most `maxTaps` taps.
struct TapCandidates {
    static let keysPerTap = 4
    /// Keys per tap in the beams of several-word readings (`beams`): a fourth key there lets a
    /// stray tap become a one-letter word ("wtakenvcqre" read as "a taken care").
    static let keysPerTapInSplits = 3
    /// Enough for three words run together by missed spaces ("specificallyvconcernedabout",
    /// 27 taps, was kept as typed at 20); decode time grows with it only on such strings.
    static let maxTaps = 28
    /// Per tap, its likeliest keys with their costs (a non-letter tap: only what it typed, free).
    let options: [[(key: Character, cost: Double)]]
    /// Every tap's cost for every key, shared with the scoring of the word's candidates.
    let costs: TapCosts
    /// The words a string must be the start of (nil: any string).
    let lexicon: SuggestionIndex?
    /// Per tap, the lowercased Unicode scalar of each of its `options` keys, as the lexicon's
    /// narrowing takes it (nil: no single-scalar letter). Found once: the beams extend strings by
    /// these keys thousands of times in a long word, and lowercasing a `Character` allocates.
    let scalars: [[UInt32?]]

    init(spatial: SpatialModel, taps: [TapPoint], typed: [Character], lexicon: SuggestionIndex? = nil) {
        let costs = TapCosts(spatial: spatial, taps: taps, typed: typed)
        self.costs = costs
        self.lexicon = lexicon
        guard taps.count == typed.count, taps.count <= Self.maxTaps else { options = []; scalars = []; return }
        let letters = spatial.keyTable.letterColumns
        options = typed.enumerated().map { i, c in
            guard c.isLetter else { return [(c, 0)] }
            // The `keysPerTap` cheapest keys, ties by key: kept in order as the keys are seen.
            var best: [(key: Character, cost: Double)] = []
            best.reserveCapacity(Self.keysPerTap + 1)
            for k in letters {
                let e = (key: costs.keys[k], cost: costs.cost(i, column: k))
                guard best.count < Self.keysPerTap || e.cost <= best[best.count - 1].cost else { continue }
                let at = best.firstIndex { e.cost < $0.cost || (e.cost == $0.cost && e.key < $0.key) } ?? best.count
                best.insert(e, at: at)
                if best.count > Self.keysPerTap { best.removeLast() }
            }
            return best
        }
        scalars = options.map { $0.map { Self.scalar($0.key) } }
    }

    /// `key` lowercased as one Unicode scalar value, nil when it is no such letter.
    static func scalar(_ key: Character) -> UInt32? {
        guard key.isLetter else { return nil }
        let scalars = key.lowercased().unicodeScalars
        return scalars.count == 1 ? scalars.first?.value : nil
    }

    /// Strings of letters for the taps in `range`, most likely first, with their summed tap costs
    /// (nats). Empty when the word had too many taps.
    func strings(_ range: Range<Int>? = nil, beamWidth: Int = 24) -> [(text: [Character], cost: Double)] {
        let r = range ?? 0..<options.count
        guard !options.isEmpty, !r.isEmpty, r.upperBound <= options.count else { return [] }
        var steps: [[Extension]] = []
        grow(from: r.lowerBound, maxLength: r.count, beamWidth: beamWidth) { step, _ in steps.append(step) }
        // Fewer steps: no word starts with any string of the whole range.
        guard steps.count == r.count else { return [] }
        return spell(steps, upTo: steps.count - 1, from: r.lowerBound)
    }

    /// The beams of `strings(start..<end)` for every `end` up to `start + maxLength` (index 0:
    /// one tap), grown tap by tap: one pass instead of one per range. Shorter when no word starts
    /// with any string of the longer ranges.
    ///
    /// `mayBeWord` is false for a string that is only the start of words (its letters are no
    /// whole key of the lexicon): the segmentation looks up every string of every beam, and most
    /// of them are such, so the narrowing's answer spares those lookups.
    func beams(from start: Int, maxLength: Int, beamWidth: Int) -> [Beam] {
        guard start < options.count else { return [] }
        var out: [Beam] = []
        var previous: [[Character]] = [[]]
        grow(from: start, maxLength: maxLength, beamWidth: beamWidth, keysPerTap: Self.keysPerTapInSplits) { step, prefixes in
            let i = start + out.count
            let texts = step.map { previous[$0.parent] + [options[i][$0.key].key] }
            out.append(texts.indices.map { (texts[$0], step[$0].cost, mayBeWord(prefixes[$0])) })
            previous = texts
        }
        return out
    }

    /// One step of `beams`: strings with their summed tap costs and whether they may be words.
    typealias Beam = [(text: [Character], cost: Double, mayBeWord: Bool)]

    /// Whether a string with this prefix may be a word: its letters are a whole key of the
    /// lexicon, or no lexicon judges it (none given, or past a character keys do not hold).
    func mayBeWord(_ prefix: Prefix) -> Bool {
        guard case .keys(let p) = prefix, let lexicon else { return true }
        return lexicon.isWholeKey(p)
    }

    /// One string of a beam, not yet spelled: the entry it extends in the step before, the key it
    /// adds (an index into that tap's `options`) and its summed cost.
    typealias Extension = (parent: Int, key: Int, cost: Double)

    /// Grows the beam from tap `start`, handing each step's kept extensions (best first) and
    /// what each may still become to `step`.
    ///
    /// Each step ranks its `beam × keys` extensions by cost, ties by text, without building their
    /// texts: the decoder runs this for every cut point of a word, so only the strings kept are
    /// spelled out, and only where asked. Texts of one step have equal length, so an extension's
    /// text orders as its parent's text, then its key (`lexRank`: an entry's place among its
    /// step's texts).
    func grow(from start: Int, maxLength: Int, beamWidth: Int, keysPerTap: Int = Self.keysPerTap, step: ([Extension], [Prefix]) -> Void) {
        var costs = [0.0]
        var lexRank = [0]
        var prefixes: [Prefix] = [lexicon.map { .keys($0.everyKey) } ?? .any]
        for i in start..<min(options.count, start + maxLength) {
            let keys = options[i].prefix(keysPerTap)
            var next: [Extension] = []
            next.reserveCapacity(costs.count * keys.count)
            for (p, c) in costs.enumerated() { for (k, o) in keys.enumerated() { next.append((p, k, c + o.cost)) } }
            let precedes = { (a: Extension, b: Extension) -> Bool in
                lexRank[a.parent] != lexRank[b.parent] ? lexRank[a.parent] < lexRank[b.parent] : keys[a.key].key < keys[b.key].key
            }
            next.sort { $0.cost < $1.cost || ($0.cost == $1.cost && precedes($0, $1)) }
            // The cheapest extensions some word starts with; prefixes are narrowed only until
            // the beam is full.
            var kept: [Extension] = []
            var keptPrefixes: [Prefix] = []
            kept.reserveCapacity(beamWidth)
            for e in next where kept.count < beamWidth {
                guard let p = extend(prefixes[e.parent], with: scalars[i][e.key]) else { continue }
                kept.append(e)
                keptPrefixes.append(p)
            }
            guard !kept.isEmpty else { return }
            var ranks = [Int](repeating: 0, count: kept.count)
            for (rank, j) in kept.indices.sorted(by: { precedes(kept[$0], kept[$1]) }).enumerated() { ranks[j] = rank }
            lexRank = ranks
            costs = kept.map(\.cost)
            prefixes = keptPrefixes
            step(kept, keptPrefixes)
        }
    }

    /// What a string of the beam may still become: any string (no lexicon, or past a character
    /// keys do not hold, such as a digit), or the words starting with its letters.
    enum Prefix { case any, keys(SuggestionIndex.KeyPrefix) }

    /// `prefix` followed by the key whose `scalar` is given; nil when no word continues so. Past
    /// an apostrophe or any other key that is no letter (not in keys) any string may follow: a
    /// clitic after a word the lexicon knows ("Janet's": the list holds "janet", not its
    /// possessive); the decoder keeps only known words and clitics.
    func extend(_ prefix: Prefix, with scalar: UInt32?) -> Prefix? {
        guard case .keys(let p) = prefix, let lexicon else { return prefix }
        guard let scalar else { return .any }
        return lexicon.narrowing(p, by: scalar).map { .keys($0) }
    }

    /// The texts and costs of step `last` of `steps` (grown from tap `start`), following parents back.
    func spell(_ steps: [[Extension]], upTo last: Int, from first: Int) -> [(text: [Character], cost: Double)] {
        guard last >= 0 else { return [] }
        return steps[last].map { e in
            var text = [Character](repeating: " ", count: last + 1)
            var entry = e
            for s in stride(from: last, through: 0, by: -1) {
                text[s] = options[first + s][entry.key].key
                if s > 0 { entry = steps[s - 1][entry.parent] }
            }
            return (text, e.cost)
        }
    }
}
