/// Unit-cost optimal string alignment distance with an upper bound: returns `max + 1` as soon as
/// the distance must exceed `max`. Used to verify symmetric-delete candidates.
enum EditDistance {
    static func bounded(_ a0: UnsafeBufferPointer<UInt32>, _ b0: UnsafeBufferPointer<UInt32>, max limit: Int) -> Int {
        if abs(a0.count - b0.count) > limit { return limit + 1 }
        // A common prefix and suffix never change the distance (as in SymSpell's OSA): trim them.
        var s = 0, ea = a0.count, eb = b0.count
        while s < ea && s < eb && a0[s] == b0[s] { s += 1 }
        while ea > s && eb > s && a0[ea - 1] == b0[eb - 1] { ea -= 1; eb -= 1 }
        let a = UnsafeBufferPointer(rebasing: a0[s..<ea]), b = UnsafeBufferPointer(rebasing: b0[s..<eb])
        let m = a.count, n = b.count
        if m == 0 { return n }
        if n == 0 { return m }
        // Only cells within `limit` of the diagonal can stay ≤ limit: compute that band only.
        let big = Int32(limit + 1)
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * (n + 2)) { buf in
            let w = n + 2
            var pp = 0, p = w, c = 2 * w // rows i-2, i-1, i
            for j in 0...(n + 1) { buf[pp + j] = big; buf[p + j] = j <= limit ? Int32(j) : big }
            for i in 1...m {
                let lo = Swift.max(1, i - limit), hi = Swift.min(n, i + limit)
                buf[c] = i <= limit ? Int32(i) : big
                if lo > 1 { buf[c + lo - 1] = big }
                var rowMin = buf[c]
                let ai = a[i - 1]
                if lo <= hi {
                    for j in lo...hi {
                        let bj = b[j - 1]
                        var v = buf[p + j - 1] + (ai == bj ? 0 : 1)
                        v = Swift.min(v, buf[p + j] + 1, buf[c + j - 1] + 1)
                        if i > 1 && j > 1 && ai == b[j - 2] && a[i - 2] == bj { v = Swift.min(v, buf[pp + j - 2] + 1) }
                        v = Swift.min(v, big)
                        buf[c + j] = v
                        rowMin = Swift.min(rowMin, v)
                    }
                }
                buf[c + hi + 1] = big
                if rowMin > Int32(limit) { return limit + 1 }
                (pp, p, c) = (p, c, pp)
            }
            return Swift.min(Int(buf[p + n]), limit + 1)
        }
    }
}
