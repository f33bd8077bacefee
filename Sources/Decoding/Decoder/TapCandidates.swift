import Suggestions

/// Candidates generated from the taps themselves (VelociTap-style): each tap's few most likely
/// letter keys under the spatial model, combined into the most likely key strings by a bounded
/// beam, and kept when the lexicon knows the string. The ranker's candidates come from the typed
/// string by edits and can miss a word whose taps were several keys off; these cannot. Splits use
/// the same strings for each half, so "Shevakso" (space typed as v, l as k) can become "She also".
///
/// Bounded work: `keysPerTap` keys per tap (found once per tap), `beamWidth` strings per step,
/// at most `maxTaps` taps.
struct TapCandidates {
    static let keysPerTap = 3
    static let maxTaps = 20
    /// Per tap, its likeliest keys with their costs (a non-letter tap: only what it typed, free).
    let options: [[(key: Character, cost: Double)]]

    init(spatial: SpatialModel, taps: [TapPoint], typed: [Character]) {
        guard taps.count == typed.count, taps.count <= Self.maxTaps else { options = []; return }
        let letters = spatial.layout.keys.keys.filter(\.isLetter).sorted()
        options = zip(taps, typed).map { t, c in
            guard c.isLetter else { return [(c, 0)] }
            var all = letters.map { (key: $0, cost: spatial.cost(t, for: $0, typed: c)) }
            all.sort { $0.cost < $1.cost || ($0.cost == $1.cost && $0.key < $1.key) }
            return Array(all.prefix(Self.keysPerTap))
        }
    }

    /// Strings of letters for the taps in `range`, most likely first, with their summed tap costs
    /// (nats). Empty when the word had too many taps.
    func strings(_ range: Range<Int>? = nil, beamWidth: Int = 24) -> [(text: [Character], cost: Double)] {
        let r = range ?? 0..<options.count
        guard !options.isEmpty, !r.isEmpty, r.upperBound <= options.count else { return [] }
        return beams(from: r.lowerBound, maxLength: r.count, beamWidth: beamWidth).last ?? []
    }

    /// The beams of `strings(start..<end)` for every `end` up to `start + maxLength` (index 0:
    /// one tap), grown tap by tap: one pass instead of one per range.
    func beams(from start: Int, maxLength: Int, beamWidth: Int) -> [[(text: [Character], cost: Double)]] {
        guard start < options.count else { return [] }
        var out: [[(text: [Character], cost: Double)]] = []
        var beam: [(text: [Character], cost: Double)] = [([], 0)]
        for i in start..<min(options.count, start + maxLength) {
            var next: [(text: [Character], cost: Double)] = []
            next.reserveCapacity(beam.count * options[i].count)
            for b in beam { for o in options[i] { next.append((b.text + [o.key], b.cost + o.cost)) } }
            next.sort { $0.cost < $1.cost || ($0.cost == $1.cost && $0.text.lexicographicallyPrecedes($1.text)) }
            beam = Array(next.prefix(beamWidth))
            out.append(beam)
        }
        return out
    }
}
