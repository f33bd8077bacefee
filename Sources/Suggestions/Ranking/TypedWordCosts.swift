/// The error model prepared for one typed word, once per lookup: every substitution cost of each
/// typed position against each key (or that tap's spatial cost), the insertion cost of each typed
/// letter and the digraphs the typed word contains. Scoring a candidate is then a dynamic
/// programme of table reads, and its per-edit lower bound knows which cheap edits can occur at all.
///
/// Gives exactly `ErrorModel.cost` (same operations in the same order; a property test checks it).
struct TypedWordCosts {
    let model: ErrorModel
    let typed: UnsafeBufferPointer<UInt32>
    let tap: UnsafeBufferPointer<Float>?
    /// Row i: the cost of each key (columns 0..<K) for typed position i; column K marks
    /// "not on the layout", answered by `ErrorModel.substitutionNoTap`.
    private let subRows: [Float]
    private let keyCount: Int
    private let insert: [Float]
    /// Per typed position i ≥ 1: the single letter typed[i-1], typed[i] sounds like (0 if none).
    private let typedDigraph: [UInt32]
    /// Whether the typed word repeats a letter (`helllo`), so the cheap repeated insertion can occur.
    let typedRepeats: Bool
    /// Whether the typed word has a sound-alike digraph (`ph`, `ck`, …).
    private let typedHasDigraph: Bool
    /// The cheapest single edit whatever the candidate (taps included); see `lowerBound`.
    private let baseMinimum: Float

    init(model: ErrorModel, typed t: UnsafeBufferPointer<UInt32>, tap: UnsafeBufferPointer<Float>?) {
        self.model = model
        self.typed = t
        self.tap = tap
        let m = t.count, k = model.keyScalars.count
        keyCount = k
        // Rows come from the taps' matrix, or the model's key-to-key costs for a letter on the layout;
        // only a typed letter on no key needs its row computed.
        subRows = [Float](unsafeUninitializedCapacity: m * (k + 1)) { rows, initialized in
            for i in 0..<m {
                let row = UnsafeMutableBufferPointer(rebasing: rows[(i * (k + 1))..<((i + 1) * (k + 1))])
                if let tap {
                    _ = row.initialize(from: tap[(i * k)..<((i + 1) * k)])
                } else if let a = model.keyIndex(t[i]) {
                    _ = model.keySub.withUnsafeBufferPointer { row.initialize(from: $0[(a * k)..<((a + 1) * k)]) }
                } else {
                    for c in 0..<k { row[c] = model.substitutionNoTap(t[i], model.keyScalars[c]) }
                }
                row[k] = 0
            }
            initialized = m * (k + 1)
        }
        var ins = [Float](repeating: 0, count: m)
        var digraphs = [UInt32](repeating: 0, count: m)
        var repeats = false
        for i in 0..<m {
            ins[i] = model.insertionCost(t, i)
            if i >= 1 {
                if t[i - 1] == t[i] { repeats = true }
                if ErrorModel.maybeDigraphEnd(t[i]), let one = ErrorModel.digraph(t[i - 1], t[i]) { digraphs[i] = one }
            }
        }
        insert = ins
        typedDigraph = digraphs
        typedRepeats = repeats
        typedHasDigraph = digraphs.contains { $0 != 0 }
        // Edits every candidate may need: substitutions (keyboard, vowel, sound-alike, other; the
        // taps' costs when known), transposition, plain and neighbour insertion, plain omission.
        let c = model.costs
        var base = Float(min(c.vowelSubstitution, c.soundAlikeSubstitution, c.otherSubstitution, c.transposition,
                             c.omission, c.insertion, c.neighbourInsertion))
        base = min(base, model.minKeySub)
        if let tap {
            for i in 0..<m {
                let own = model.keyIndex(t[i])
                for j in 0..<k where j != own { base = min(base, tap[i * k + j]) }
            }
        }
        baseMinimum = max(base, 0)
    }

    /// The cheapest unit edit between the typed word and a word with these features: an accent
    /// only where a non-ASCII letter is, a doubled-letter omission only where the word doubles a
    /// letter, a repeated insertion only where the typed word repeats one, a sound-alike digraph
    /// (two unit edits for one cost) only where either word has one.
    func perEditMinimum(features: WordFeatures, ascii: Bool) -> Float {
        let c = model.costs
        var perEdit = baseMinimum
        if !ascii { perEdit = min(perEdit, Float(c.accentSubstitution)) }
        if typedRepeats { perEdit = min(perEdit, Float(c.repeatedLetterInsertion)) }
        if features.contains(.doubledLetter) { perEdit = min(perEdit, Float(c.doubledLetterOmission)) }
        if typedHasDigraph || features.contains(.digraph) { perEdit = min(perEdit, Float(c.soundAlikeSubstitution) / 2) }
        return max(perEdit, 0)
    }

    /// A lower bound on `cost(intended: w)` when the unit (OSA) distance between the words is `d`:
    /// every path has at least d unit edits, each costing at least `perEditMinimum` (`features`
    /// are `w`'s, from the index). Without taps, a one-edit pair is refined by its lengths: equal
    /// lengths mean a substitution or transposition, different lengths an omission or insertion.
    func lowerBound(_ w: UnsafeBufferPointer<UInt32>, features: WordFeatures, distance d: Int, ascii: Bool) -> Float {
        if d <= 0 { return 0 }
        let c = model.costs
        let perEdit = perEditMinimum(features: features, ascii: ascii)
        guard d == 1, tap == nil, ascii else { return Float(d) * perEdit }
        var one: Float
        if w.count == typed.count {
            one = min(Float(min(c.vowelSubstitution, c.soundAlikeSubstitution, c.otherSubstitution, c.transposition)), model.minKeySub)
        } else {
            one = Float(min(c.omission, c.insertion, c.neighbourInsertion))
            if features.contains(.doubledLetter) { one = min(one, Float(c.doubledLetterOmission)) }
            if typedRepeats { one = min(one, Float(c.repeatedLetterInsertion)) }
        }
        // A path of two or more edits may still be cheaper than the one-edit kinds.
        return max(0, min(one, 2 * perEdit))
    }

    /// The exact cost of a word one unit edit away, without the dynamic programme, when that one
    /// edit is provably the cheapest path: no taps (matches cost nothing), plain ASCII, and the
    /// edit costs no more than two edits of the cheapest kind (every other path has at least two).
    /// Nil when that does not hold; then `cost(intended:)` decides. Same value as the programme:
    /// a one-edit path sums that edit's cost and zeros.
    func singleEditCost(_ w: UnsafeBufferPointer<UInt32>, features: WordFeatures) -> Float? {
        let t = typed, m = t.count, n = w.count
        guard tap == nil, abs(m - n) <= 1, m > 0, n > 0 else { return nil }
        var p = 0
        while p < min(m, n) && t[p] == w[p] { p += 1 }
        let c = model.costs
        var single: Float
        if m == n {
            guard p < m else { return nil }
            if p + 1 < m && t[p] == w[p + 1] && t[p + 1] == w[p] && t[p] != t[p + 1] {
                // A transposition, if the rest matches.
                guard UnsafeBufferPointer(rebasing: t[(p + 2)...]).elementsEqual(UnsafeBufferPointer(rebasing: w[(p + 2)...])) else { return nil }
                single = Float(c.transposition)
                // Two substitutions might be cheaper than the swap; leave that to the programme.
                guard single <= 2 * perEditMinimum(features: features, ascii: true) else { return nil }
                return single
            }
            guard UnsafeBufferPointer(rebasing: t[(p + 1)...]).elementsEqual(UnsafeBufferPointer(rebasing: w[(p + 1)...])),
                  let b = model.keyIndex(w[p]) else { return nil }
            single = subRows[p * (keyCount + 1) + b]
        } else if m == n + 1 {
            // The typed word has an extra letter at p.
            guard UnsafeBufferPointer(rebasing: t[(p + 1)...]).elementsEqual(UnsafeBufferPointer(rebasing: w[p...])) else { return nil }
            single = insert[p]
        } else {
            // The typed word lacks the word's letter at p.
            guard UnsafeBufferPointer(rebasing: t[p...]).elementsEqual(UnsafeBufferPointer(rebasing: w[(p + 1)...])) else { return nil }
            let doubled = (p >= 1 && w[p - 1] == w[p]) || (p + 1 < n && w[p + 1] == w[p])
            single = Float(doubled ? c.doubledLetterOmission : c.omission)
        }
        guard single <= 2 * perEditMinimum(features: features, ascii: true) else { return nil }
        return single
    }

    /// The weighted OSA cost of typing the typed word when `w` was meant (`ErrorModel.cost`).
    func cost(intended w: UnsafeBufferPointer<UInt32>) -> Float {
        let t = typed
        let m = t.count, n = w.count
        let cols = n + 1
        let k = keyCount
        let costs = model.costs
        let omit = Float(costs.omission), omitDouble = Float(costs.doubledLetterOmission)
        let trans = Float(costs.transposition)
        let soundAlike = Float(costs.soundAlikeSubstitution)
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: (m + 1) * cols + 3 * cols) { d in
            // Per candidate position j (1-based): its key column, its omission cost, and the letter
            // its digraph w[j-2], w[j-1] sounds like (none: a value no scalar has).
            let omitCost = UnsafeMutableBufferPointer(rebasing: d[((m + 1) * cols)..<((m + 2) * cols)])
            let column = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: d[((m + 2) * cols)..<((m + 3) * cols)]))
                .bindMemory(to: Int32.self)
            let wDigraph = UnsafeMutableRawBufferPointer(UnsafeMutableBufferPointer(rebasing: d[((m + 3) * cols)...]))
                .bindMemory(to: UInt32.self)
            let noDigraph = UInt32.max
            d[0] = 0
            for j in stride(from: 1, through: n, by: 1) {
                let wc = w[j - 1]
                column[j] = Int32(model.keyIndex(wc) ?? k)
                omitCost[j] = (j >= 2 && w[j - 2] == wc) || (j < n && w[j] == wc) ? omitDouble : omit
                d[j] = d[j - 1] + ((j >= 2 && w[j - 1] == w[j - 2]) ? omitDouble : omit)
                wDigraph[j] = j >= 2 && ErrorModel.maybeDigraphEnd(wc) ? (ErrorModel.digraph(w[j - 2], wc) ?? noDigraph) : noDigraph
            }
            if m == 0 { return d[n] }
            return subRows.withUnsafeBufferPointer { rows in
            insert.withUnsafeBufferPointer { insert in
            typedDigraph.withUnsafeBufferPointer { typedDigraph in
                for i in 1...m {
                    let row = i * cols, prev = (i - 1) * cols
                    let ic = insert[i - 1]
                    d[row] = d[prev] + ic
                    if n == 0 { continue }
                    let subRow = (i - 1) * (k + 1)
                    let ti = t[i - 1]
                    let tiPrev: UInt32 = i >= 2 ? t[i - 2] : .max
                    let tDigraph = typedDigraph[i - 1]
                    for j in 1...n {
                        let wc = w[j - 1]
                        let col = Int(column[j])
                        let s = col < k ? rows[subRow + col] : model.substitutionNoTap(ti, wc)
                        var best = d[prev + j - 1] + s
                        let o = d[row + j - 1] + omitCost[j]
                        if o < best { best = o }
                        let ins = d[prev + j] + ic
                        if ins < best { best = ins }
                        if j >= 2 && ti == w[j - 2] && tiPrev == wc && wc != w[j - 2] {
                            let tr = d[(i - 2) * cols + j - 2] + trans
                            if tr < best { best = tr }
                        }
                        // One typed letter for a sound-alike digraph of the word (f for ph), or the reverse.
                        if wDigraph[j] == ti {
                            let dg = d[prev + j - 2] + soundAlike
                            if dg < best { best = dg }
                        }
                        if tDigraph != 0 && tDigraph == wc {
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
        }
    }
}
