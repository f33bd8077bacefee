/// Growing a key one letter at a time against the lexicon: the decoder spells words from taps,
/// a few likely keys per tap, and keeps only the strings some word starts with. Without that, a
/// beam of a few strings per tap fills with non-words long before a nine-letter word with one
/// slip ("twmporary") reaches its end, and the word is never proposed.
extension SuggestionIndex {
    /// The keys that start with one prefix: their positions in the key order and the prefix's
    /// length (key scalars: lowercased, apostrophes removed).
    public struct KeyPrefix: Sendable, Hashable {
        /// Positions in the index's key order; every key there starts with the prefix.
        public let positions: Range<Int>
        /// The prefix's length in key scalars.
        public let depth: Int
    }

    /// The empty prefix: every key.
    public var everyKey: KeyPrefix { KeyPrefix(positions: 0..<sortedByKey.count, depth: 0) }

    /// The keys of `prefix` that continue with `scalar` (a lowercased Unicode scalar value); nil
    /// when no word does. The first two letters a–z are read from the index's tables; deeper, two
    /// binary searches inside `prefix`'s range, on one scalar per key: the keys there share the
    /// prefix, and the one equal to it sorts first.
    public func narrowing(_ prefix: KeyPrefix, by scalar: UInt32) -> KeyPrefix? {
        let depth = prefix.depth
        if let range = tableRange(prefix, scalar) {
            return range.isEmpty ? nil : KeyPrefix(positions: range, depth: depth + 1)
        }
        let wanted = Int64(scalar)
        @inline(__always) func next(_ position: Int) -> Int64 {
            let k = sortedKey(position)
            return k.count > depth ? Int64(k[depth]) : -1
        }
        var lo = prefix.positions.lowerBound, hi = prefix.positions.upperBound
        guard lo < hi, hi <= sortedByKey.count else { return nil }
        while lo < hi { let mid = (lo + hi) / 2; if next(mid) < wanted { lo = mid + 1 } else { hi = mid } }
        var end = lo
        hi = prefix.positions.upperBound
        while end < hi { let mid = (end + hi) / 2; if next(mid) <= wanted { end = mid + 1 } else { hi = mid } }
        return lo < end ? KeyPrefix(positions: lo..<end, depth: depth + 1) : nil
    }

    /// Whether some word's key is exactly the prefix (not only longer keys starting with it): the
    /// key equal to it sorts first in its range.
    public func isWholeKey(_ prefix: KeyPrefix) -> Bool {
        !prefix.positions.isEmpty && prefix.positions.upperBound <= sortedByKey.count
            && sortedKeyLength(prefix.positions.lowerBound) == prefix.depth
    }

    /// `narrowing`'s answer from `letterRanges` or `pairRanges` when the prefix is empty or one
    /// letter a–z and `scalar` is a–z; nil when the tables do not say.
    @inline(__always) private func tableRange(_ prefix: KeyPrefix, _ scalar: UInt32) -> Range<Int>? {
        guard (97...122).contains(scalar) else { return nil }
        let b = Int(scalar - 97)
        if prefix.depth == 0, letterRanges.count == 26, prefix.positions == 0..<sortedByKey.count { return letterRanges[b] }
        guard prefix.depth == 1, pairRanges.count == 26 * 26, let first = prefix.positions.first,
              prefix.positions.upperBound <= sortedByKey.count else { return nil }
        let a = sortedKey(first)[0]
        guard (97...122).contains(a) else { return nil }
        return pairRanges[Int(a - 97) * 26 + b]
    }
}
