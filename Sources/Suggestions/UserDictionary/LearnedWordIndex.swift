/// The learned words prepared for lookups, kept in step with the dictionary as words are learned
/// and forgotten: keys in `WordKey` form with their letter masks, ordered by length and then by
/// scalars, so a lookup reads only the lengths within the edit distance and, for completions, the
/// keys starting with the typed letters. A dictionary of thousands of words then costs a lookup
/// microseconds, not a sort and a distance per word.
struct LearnedWordIndex: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        /// The dictionary's key (lowercased spelling).
        let key: String
        let scalars: [UInt32]
        let mask: UInt32
    }

    private(set) var entries: [Entry] = []

    init() {}

    /// The index of `keys` (distinct), built with one sort: the same entries in the same order
    /// as inserting them one by one, in any order.
    init(keys: some Sequence<String>) {
        entries = keys.map { key in
            let scalars = WordKey.scalars(key)
            return Entry(key: key, scalars: scalars, mask: Posting.mask(of: scalars))
        }
        entries.sort { a, b in
            a.scalars == b.scalars ? a.key < b.key : Self.precedes(a.scalars, b.scalars)
        }
    }

    private static func precedes(_ a: [UInt32], _ b: [UInt32]) -> Bool {
        a.count != b.count ? a.count < b.count : a.lexicographicallyPrecedes(b)
    }

    /// Where `scalars` is or would be.
    private func position(of scalars: [UInt32]) -> Int {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Self.precedes(entries[mid].scalars, scalars) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    mutating func insert(_ key: String) {
        let scalars = WordKey.scalars(key)
        var at = position(of: scalars)
        // Keys differing only by apostrophes share scalars: those are ordered by key, so equal
        // dictionaries have equal indexes whatever the order words were learned in.
        while at < entries.count && entries[at].scalars == scalars && entries[at].key <= key {
            if entries[at].key == key { return }
            at += 1
        }
        entries.insert(Entry(key: key, scalars: scalars, mask: Posting.mask(of: scalars)), at: at)
    }

    mutating func remove(_ key: String) {
        let scalars = WordKey.scalars(key)
        var at = position(of: scalars)
        while at < entries.count && entries[at].scalars == scalars {
            if entries[at].key == key { entries.remove(at: at); return }
            at += 1
        }
    }

    /// Indices of the entries that may lie within unit distance `maxD` of `t` (length and letter
    /// filters passed; the caller measures the distance).
    func near(_ t: [UInt32], mask: UInt32, maxDistance maxD: Int, _ body: (Int) -> Void) {
        var at = position(of: [UInt32](repeating: 0, count: max(0, t.count - maxD)))
        while at < entries.count && entries[at].scalars.count <= t.count + maxD {
            let m = entries[at].mask
            if (mask & ~m).nonzeroBitCount <= maxD && (m & ~mask).nonzeroBitCount <= maxD { body(at) }
            at += 1
        }
    }

    /// Indices of the entries longer than `t` that start with it.
    func completions(of t: [UInt32], _ body: (Int) -> Void) {
        guard let longest = entries.last?.scalars.count, longest > t.count else { return }
        for length in (t.count + 1)...longest {
            var probe = t
            probe += [UInt32](repeating: 0, count: length - t.count)
            var at = position(of: probe)
            while at < entries.count && entries[at].scalars.count == length && entries[at].scalars.starts(with: t) {
                body(at)
                at += 1
            }
        }
    }
}
