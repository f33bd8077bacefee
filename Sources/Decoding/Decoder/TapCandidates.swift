import Suggestions

/// Candidates generated from the taps themselves (VelociTap-style): each tap's few most likely
/// letter keys under the spatial model, combined into the most likely key strings by a bounded
/// beam, and kept when the lexicon knows the string. The ranker's candidates come from the typed
/// string by edits and can miss a word whose taps were several keys off; these cannot.
///
/// Bounded work: `keysPerTap` keys per tap, `beamWidth` strings per step, at most `maxTaps` taps.
struct TapCandidates {
    var spatial: SpatialModel
    var keysPerTap = 3
    var beamWidth = 24
    var maxTaps = 14

    /// Strings of letters, most likely first, with their summed tap costs (nats). `typed` holds the
    /// characters the taps produced; a non-letter tap stays as typed.
    func strings(taps: [TapPoint], typed: [Character]) -> [(text: [Character], cost: Double)] {
        guard taps.count == typed.count, taps.count <= maxTaps, !taps.isEmpty else { return [] }
        let letters = spatial.layout.keys.keys.filter(\.isLetter)
        var beam: [(text: [Character], cost: Double)] = [([], 0)]
        for (t, c) in zip(taps, typed) {
            var options: [(Character, Double)]
            if c.isLetter {
                options = letters.map { ($0, spatial.cost(t, for: $0, typed: c)) }
                options.sort { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
                options = Array(options.prefix(keysPerTap))
            } else {
                options = [(c, 0)]
            }
            var next: [(text: [Character], cost: Double)] = []
            next.reserveCapacity(beam.count * options.count)
            for b in beam { for (k, cost) in options { next.append((b.text + [k], b.cost + cost)) } }
            next.sort { $0.cost < $1.cost || ($0.cost == $1.cost && String($0.text) < String($1.text)) }
            beam = Array(next.prefix(beamWidth))
        }
        return beam
    }
}
