/// A packed bigram successor: bits 0–23 the second word's id, 24–29 its key length, 30–55 its
/// letter mask (as in `Posting`), 56–63 q = ⌊−8 · ln P(second | first)⌋ clamped to 0…255, so
/// −q/8 is an upper bound of the log probability. A lookup can skip unlikely or ill-fitting
/// successors without touching their records. Lists are ordered by length, then id, with suffix
/// bounds beside them (`SuggestionIndex.successors(of:)`).
enum Successor {
    @inline(__always) static func id(_ s: UInt64) -> Int { Int(s & 0xFF_FFFF) }
    @inline(__always) static func length(_ s: UInt64) -> Int { Int((s >> 24) & 63) }
    @inline(__always) static func mask(_ s: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: (s >> 30) & 0x3FF_FFFF) }
    /// An upper bound of ln P(second | first).
    @inline(__always) static func logProbabilityBound(_ s: UInt64) -> Double { -Double(s >> 56) / 8 }

    static func make(id: Int, key: [UInt32], logProbability p: Float) -> UInt64 {
        let q = UInt64(max(0, min(255, (-Double(p) * 8).rounded(.down))))
        return UInt64(id) | UInt64(min(key.count, 63)) << 24 | UInt64(Posting.mask(of: key)) << 30 | q << 56
    }
}
