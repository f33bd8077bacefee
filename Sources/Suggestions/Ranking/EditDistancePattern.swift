/// The typed word prepared once per lookup for bit-parallel optimal string alignment distance
/// (Hyyrö's bit-vector algorithm with transpositions): every candidate then costs a handful of
/// word operations per letter instead of a dynamic-programming band.
///
/// Pattern length ≤ 64 scalars (the index caps keys at 63); a property test checks it against the
/// full-matrix definition.
struct EditDistancePattern {
    /// Match masks of ASCII scalars (bit i: pattern[i] == scalar).
    private var ascii: [UInt64]
    /// Match masks of the pattern's other scalars.
    private var others: [(scalar: UInt32, mask: UInt64)]
    let count: Int

    init(_ p: UnsafeBufferPointer<UInt32>) {
        ascii = [UInt64](repeating: 0, count: 128)
        others = []
        count = min(64, p.count)
        for i in 0..<count {
            let c = p[i]
            if c < 128 {
                ascii[Int(c)] |= 1 << UInt64(i)
            } else if let k = others.firstIndex(where: { $0.scalar == c }) {
                others[k].mask |= 1 << UInt64(i)
            } else {
                others.append((c, 1 << UInt64(i)))
            }
        }
    }

    @inline(__always) private func mask(_ c: UInt32) -> UInt64 {
        if c < 128 { return ascii[Int(c)] }
        for o in others where o.scalar == c { return o.mask }
        return 0
    }

    /// OSA distance to `text`, or `limit + 1` once it must exceed `limit`.
    func distance(to text: UnsafeBufferPointer<UInt32>, max limit: Int) -> Int {
        let m = count, n = text.count
        if abs(m - n) > limit { return limit + 1 }
        if m == 0 { return Swift.min(n, limit + 1) }
        var vp: UInt64 = m == 64 ? ~0 : (1 << UInt64(m)) - 1
        var vn: UInt64 = 0
        var d0: UInt64 = 0
        var pmPrev: UInt64 = 0
        let top: UInt64 = 1 << UInt64(m - 1)
        var score = m
        for j in 0..<n {
            let pm = mask(text[j])
            let tr = (((~d0) & pm) << 1) & pmPrev
            d0 = (((pm & vp) &+ vp) ^ vp) | pm | vn | tr
            var hp = vn | ~(d0 | vp)
            var hn = d0 & vp
            if hp & top != 0 { score += 1 } else if hn & top != 0 { score -= 1 }
            // Each remaining letter lowers the score by at most one.
            if score - (n - 1 - j) > limit { return limit + 1 }
            hp = (hp << 1) | 1
            hn = hn << 1
            vp = hn | ~(d0 | hp)
            vn = d0 & hp
            pmPrev = pm
        }
        return Swift.min(score, limit + 1)
    }
}
