/// Unit-cost optimal string alignment distance with an upper bound: returns `max + 1` when the
/// distance exceeds `max`. Used to verify symmetric-delete candidates; a lookup prepares the typed
/// word once as an `EditDistancePattern` and measures every candidate against it.
enum EditDistance {
    static func bounded(_ a0: UnsafeBufferPointer<UInt32>, _ b0: UnsafeBufferPointer<UInt32>, max limit: Int) -> Int {
        if abs(a0.count - b0.count) > limit { return limit + 1 }
        // A common prefix and suffix never change the distance (as in SymSpell's OSA): trim them.
        var s = 0, ea = a0.count, eb = b0.count
        while s < ea && s < eb && a0[s] == b0[s] { s += 1 }
        while ea > s && eb > s && a0[ea - 1] == b0[eb - 1] { ea -= 1; eb -= 1 }
        let a = UnsafeBufferPointer(rebasing: a0[s..<ea]), b = UnsafeBufferPointer(rebasing: b0[s..<eb])
        // The bit-parallel form needs the pattern in one 64-bit word (keys are at most 63 scalars).
        if a.count <= 64 { return EditDistancePattern(a).distance(to: b, max: limit) }
        if b.count <= 64 { return EditDistancePattern(b).distance(to: a, max: limit) }
        return Swift.min(fullMatrix(a, b), limit + 1)
    }

    /// Plain two-row OSA for inputs longer than 64 scalars on both sides (never a lexicon word).
    static func fullMatrix(_ a: UnsafeBufferPointer<UInt32>, _ b: UnsafeBufferPointer<UInt32>) -> Int {
        let n = b.count
        var pp = [Int](repeating: 0, count: n + 1), p = Array(0...n), c = [Int](repeating: 0, count: n + 1)
        for i in 1...a.count {
            c[0] = i
            for j in 1...n {
                var v = Swift.min(p[j] + 1, c[j - 1] + 1, p[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { v = Swift.min(v, pp[j - 2] + 1) }
                c[j] = v
            }
            (pp, p, c) = (p, c, pp)
        }
        return p[n]
    }
}
