/// The bigram successors of a word, as stored in the index: each second word as a `Posting`
/// (record offset, cost class, key length, letter mask), ordered by key length then record (which
/// is id, hence frequency, order), with two bytes beside each entry: q = ⌊−8 · ln P(second |
/// first)⌋ clamped to 0…255, so −q/8 bounds the log probability from above, and the smallest q
/// from that entry to the end of its length group. A lookup skips unlikely or ill-fitting
/// successors without touching their records, and stops a length group once nothing in it is
/// likely enough.
enum Successor {
    /// q for a log probability.
    static func quantized(_ p: Float) -> UInt8 {
        UInt8(max(0, min(255, (-Double(p) * 8).rounded(.down))))
    }

    /// The upper bound of ln P(second | first) that q stands for.
    @inline(__always) static func logProbabilityBound(_ q: UInt8) -> Double { -Double(q) / 8 }
}
