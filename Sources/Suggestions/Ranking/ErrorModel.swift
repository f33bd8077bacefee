#if canImport(Glibc)
import Glibc
#endif

/// Weighted Damerau–Levenshtein (optimal string alignment) cost of typing `typed` when `intended`
/// was meant, with keyboard-aware substitution costs and, when tap points are known, the
/// likelihood of each tap under each key (a Gaussian around the key centre scaled to key size).
///
/// A class so that the per-lookup values holding it (`TypedWordCosts`) copy one reference, not its
/// six tables; immutable, so sharing it across threads is safe.
final class ErrorModel: Sendable {
    let costs: ErrorModelCosts
    /// Scalar value of each key, and its geometry.
    let keyScalars: [UInt32]
    let keyGeometry: [KeyGeometry]
    /// ASCII scalar → key index (−1 = not on the layout); other scalars through `otherKeys`.
    let asciiKey: [Int16]
    let otherKeys: [UInt32: Int]
    /// Substitution costs between keys without tap information, K × K.
    let keySub: [Float]
    /// Whether two keys are neighbours (centres within about 1.1 key widths), K × K.
    let keyNeighbour: [Bool]
    /// Smallest off-diagonal entry of `keySub`.
    let minKeySub: Float

    init(layout: KeyboardLayoutModel, costs: ErrorModelCosts) {
        self.costs = costs
        let entries = layout.keys.compactMap { (c, g) -> (UInt32, KeyGeometry)? in
            guard let s = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return nil }
            return (s.value, g)
        }.sorted { $0.0 < $1.0 }
        keyScalars = entries.map(\.0)
        keyGeometry = entries.map(\.1)
        var ascii = [Int16](repeating: -1, count: 128)
        var other: [UInt32: Int] = [:]
        for (i, s) in keyScalars.enumerated() { if s < 128 { ascii[Int(s)] = Int16(i) } else { other[s] = i } }
        asciiKey = ascii
        otherKeys = other
        let k = entries.count
        var m = [Float](repeating: 0, count: k * k)
        for a in 0..<k {
            for b in 0..<k where a != b {
                m[a * k + b] = Float(Self.cognitive(keyScalars[a], keyScalars[b], costs: costs, keyboard: Self.keyboardCost(keyGeometry[a], keyGeometry[b], costs)))
            }
        }
        keySub = m
        var nb = [Bool](repeating: false, count: k * k)
        var minSub = Float.infinity
        for a in 0..<k {
            for b in 0..<k where a != b {
                nb[a * k + b] = Self.keyboardCost(keyGeometry[a], keyGeometry[b], costs) <= costs.keyboardBase + costs.keyboardSlope * 1.3
                minSub = min(minSub, m[a * k + b])
            }
        }
        keyNeighbour = nb
        minKeySub = minSub.isFinite ? minSub : Float(costs.otherSubstitution)
    }

    @inline(__always) func keyIndex(_ s: UInt32) -> Int? {
        if s < 128 { let v = asciiKey[Int(s)]; return v < 0 ? nil : Int(v) }
        return otherKeys[s]
    }

    static func keyboardCost(_ a: KeyGeometry, _ b: KeyGeometry, _ c: ErrorModelCosts) -> Double {
        let w = (a.width + b.width) / 2, h = (a.height + b.height) / 2
        let dx = (a.centerX - b.centerX) / w, dy = (a.centerY - b.centerY) / h
        return c.keyboardBase + c.keyboardSlope * (dx * dx + dy * dy)
    }

    static func isVowel(_ s: UInt32) -> Bool { s == 97 || s == 101 || s == 105 || s == 111 || s == 117 || s == 121 }

    static let soundAlike: Set<UInt64> = {
        let pairs = ["ck", "cs", "sz", "gj", "mn", "dt", "bp", "fv", "kq", "xz", "iy"]
        var s = Set<UInt64>()
        for p in pairs {
            let u = p.unicodeScalars.map(\.value)
            s.insert(UInt64(u[0]) << 32 | UInt64(u[1]))
            s.insert(UInt64(u[1]) << 32 | UInt64(u[0]))
        }
        return s
    }()

    /// Digraphs that sound like one letter: (first, second, the letter) — ph/f, ck/k, ch/k, wh/w,
    /// gh/g, kn/n, wr/r, sc/s, ss/ß.
    static let digraphList: [(UInt32, UInt32, UInt32)] = [
        (112, 104, 102), (99, 107, 107), (99, 104, 107), (119, 104, 119), (103, 104, 103),
        (107, 110, 110), (119, 114, 114), (115, 99, 115), (115, 115, 0xDF),
    ]

    /// The single letter a digraph sounds like, or nil.
    @inline(__always) static func digraph(_ a: UInt32, _ b: UInt32) -> UInt32? {
        for (x, y, one) in digraphList where x == a && y == b { return one }
        return nil
    }

    /// Cheap pre-check before the digraph table: the second letters of its digraphs.
    @inline(__always) static func maybeDigraphEnd(_ c: UInt32) -> Bool {
        c == 104 || c == 107 || c == 110 || c == 114 || c == 115 || c == 99
    }

    /// Latin letter without its accent, for the common accented letters.
    static func baseLetter(_ s: UInt32) -> UInt32 {
        switch s {
        case 0xE0...0xE5, 0x101, 0x103, 0x105: return 97
        case 0xE7, 0x107, 0x10D: return 99
        case 0xE8...0xEB, 0x113, 0x117, 0x119, 0x11B: return 101
        case 0xEC...0xEF, 0x12B, 0x131: return 105
        case 0xF1, 0x144, 0x148: return 110
        case 0xF2...0xF6, 0xF8, 0x14D, 0x151: return 111
        case 0xF9...0xFC, 0x16B, 0x16F, 0x171: return 117
        case 0xFD, 0xFF: return 121
        case 0xDF, 0x15B, 0x161: return 115
        case 0x17A, 0x17C, 0x17E: return 122
        default: return s
        }
    }

    /// Cost of typing `t` for intended `c` ignoring taps: the cheapest explanation among keyboard
    /// slip, accent, vowel confusion, sound-alike and the generic substitution.
    static func cognitive(_ t: UInt32, _ c: UInt32, costs: ErrorModelCosts, keyboard: Double?) -> Double {
        if t == c { return 0 }
        var best = costs.otherSubstitution
        if let keyboard { best = min(best, keyboard) }
        let bt = baseLetter(t), bc = baseLetter(c)
        if bt == bc { best = min(best, costs.accentSubstitution) }
        if isVowel(bt) && isVowel(bc) { best = min(best, costs.vowelSubstitution) }
        if soundAlike.contains(UInt64(bt) << 32 | UInt64(bc)) { best = min(best, costs.soundAlikeSubstitution) }
        return best
    }

    @inline(__always) func substitutionNoTap(_ t: UInt32, _ c: UInt32) -> Float {
        if t == c { return 0 }
        if let a = keyIndex(t), let b = keyIndex(c) { return keySub[a * keyScalars.count + b] }
        return Float(Self.cognitive(t, c, costs: costs, keyboard: nil))
    }

    /// Per-position costs of each key given the taps (m × K), or nil if taps do not match.
    func tapCosts(typed: [UInt32], taps: [TapPoint]) -> [Float]? {
        let k = keyScalars.count
        guard k > 0, taps.count == typed.count, !taps.isEmpty else { return nil }
        var out = [Float](repeating: 0, count: typed.count * k)
        var g = [Double](repeating: 0, count: k)
        let sigma = max(costs.tapSigma, 0.01), eps = min(max(costs.tapCognitiveShare, 1e-6), 1)
        for (i, p) in taps.enumerated() {
            guard p.x.isFinite, p.y.isFinite else { return nil }
            var sum = 0.0
            var minE = Double.infinity
            var es = [Double](repeating: 0, count: k)
            for j in 0..<k {
                let kg = keyGeometry[j]
                let dx = (p.x - kg.centerX) / (sigma * kg.width), dy = (p.y - kg.centerY) / (sigma * kg.height)
                es[j] = 0.5 * (dx * dx + dy * dy) + log(kg.width * kg.height)
                minE = min(minE, es[j])
            }
            for j in 0..<k { g[j] = exp(-(es[j] - minE)); sum += g[j] }
            for j in 0..<k {
                let spatial = g[j] / sum
                let cog = exp(-Double(substitutionNoTap(typed[i], keyScalars[j])))
                out[i * k + j] = Float(-log((1 - eps) * spatial + eps * cog))
            }
        }
        return out
    }

    /// Cost of typing `t[i]` as an extra letter: cheaper when it repeats a neighbour (`helllo`) or
    /// its key neighbours the key of the letter before or after it (a brushed key).
    func insertionCost(_ t: UnsafeBufferPointer<UInt32>, _ i: Int) -> Float {
        let c = t[i], m = t.count, k = keyScalars.count
        if (i > 0 && t[i - 1] == c) || (i + 1 < m && t[i + 1] == c) { return Float(costs.repeatedLetterInsertion) }
        if let a = keyIndex(c) {
            if i > 0, let b = keyIndex(t[i - 1]), keyNeighbour[a * k + b] { return Float(costs.neighbourInsertion) }
            if i + 1 < m, let b = keyIndex(t[i + 1]), keyNeighbour[a * k + b] { return Float(costs.neighbourInsertion) }
        }
        return Float(costs.insertion)
    }

    /// The weighted OSA cost (the reference definition; lookups use `TypedWordCosts`); `tap` is the m × K matrix from `tapCosts` or nil.
    func cost(typed t: UnsafeBufferPointer<UInt32>, tap: UnsafeBufferPointer<Float>?, intended w: UnsafeBufferPointer<UInt32>) -> Float {
        let m = t.count, n = w.count
        let cols = n + 1
        let k = keyScalars.count
        let omit = Float(costs.omission), omitDouble = Float(costs.doubledLetterOmission)
        let trans = Float(costs.transposition)
        let soundAlike = Float(costs.soundAlikeSubstitution)
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: (m + 1) * cols) { d in
            @inline(__always) func sub(_ i: Int, _ c: UInt32) -> Float {
                if let tap, let kc = keyIndex(c) { return tap[i * k + kc] }
                return substitutionNoTap(t[i], c)
            }
            @inline(__always) func insertCost(_ i: Int) -> Float { insertionCost(t, i) }
            d[0] = 0
            for j in 1...max(n, 1) where j <= n {
                d[j] = d[j - 1] + ((j >= 2 && w[j - 1] == w[j - 2]) ? omitDouble : omit)
            }
            if m == 0 { return d[n] }
            for i in 1...m {
                let row = i * cols, prev = (i - 1) * cols
                d[row] = d[prev] + insertCost(i - 1)
                if n == 0 { continue }
                let ic = insertCost(i - 1)
                for j in 1...n {
                    let wc = w[j - 1]
                    var best = d[prev + j - 1] + sub(i - 1, wc)
                    let o = d[row + j - 1] + ((j >= 2 && w[j - 2] == wc) || (j < n && w[j] == wc) ? omitDouble : omit)
                    if o < best { best = o }
                    let ins = d[prev + j] + ic
                    if ins < best { best = ins }
                    if i >= 2 && j >= 2 && t[i - 1] == w[j - 2] && t[i - 2] == wc && wc != w[j - 2] {
                        let tr = d[(i - 2) * cols + j - 2] + trans
                        if tr < best { best = tr }
                    }
                    // One typed letter for a sound-alike digraph of the word (f for ph), or the reverse.
                    if j >= 2, Self.maybeDigraphEnd(wc), let one = Self.digraph(w[j - 2], wc), one == t[i - 1] {
                        let dg = d[prev + j - 2] + soundAlike
                        if dg < best { best = dg }
                    }
                    if i >= 2, Self.maybeDigraphEnd(t[i - 1]), let one = Self.digraph(t[i - 2], t[i - 1]), one == wc {
                        let dg = d[(i - 2) * cols + j - 1] + soundAlike
                        if dg < best { best = dg }
                    }
                    d[row + j] = best
                }
            }
            return d[m * cols + n]
        }
    }
}
