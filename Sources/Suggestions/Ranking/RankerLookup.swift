/// The state of one lookup as it passes through the ranker's stages (nearby words, distance-2
/// tiers, successors, sound-alikes, learned words, completions): the typed word's prepared tables,
/// the best scores so far and the candidates scored. Lives only inside `SpellingRanker.suggestions`
/// (its buffers point into that call's arrays).
struct RankerLookup {
    let t: UnsafeBufferPointer<UInt32>
    /// Per typed letter × key: the taps' spatial costs (nil without taps).
    let tap: UnsafeBufferPointer<Float>?
    /// The typed word's match masks: each candidate's distance is then bit-parallel.
    let pattern: EditDistancePattern
    /// The error model's tables for this typed word: exact costs are then table reads.
    let typedCosts: TypedWordCosts
    /// Largest unit distance searched (1 for one- and two-letter words, else the index's).
    let maxDistance: Int
    let request: SuggestionRequest
    let previous: Int?
    /// Candidates kept beyond the request's count (duplicates after casing).
    let keep: Int
    var context: ScoringContext! = nil
    var top: TopScores
    var scored: [Candidate] = []
    var seen = RecordSet(capacity: 1024)
    var found: [NearbyWord] = []
    /// Smallest unit distance of a lexicon word other than the typed word itself (Int32.max: none within 1).
    var nearestOther = Int32.max
    /// Hunspell's words outside the lexicon that were scored (see `SpellingRanker.externalBase`).
    var external: [String] = []

    typealias Candidate = SpellingRanker.Candidate

    init(t: UnsafeBufferPointer<UInt32>, tap: UnsafeBufferPointer<Float>?, typedCosts: TypedWordCosts, maxDistance: Int,
         request: SuggestionRequest, previous: Int?, keep: Int, exhaustive: Bool) {
        self.t = t
        self.tap = tap
        self.pattern = EditDistancePattern(t)
        self.typedCosts = typedCosts
        self.maxDistance = maxDistance
        self.request = request
        self.previous = previous
        self.keep = keep
        self.top = TopScores(keep: exhaustive ? .max : keep)
        found.reserveCapacity(32)
    }
}
