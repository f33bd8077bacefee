#if canImport(Glibc)
import Glibc
#endif

/// How much a string of letters looks like a word of the lexicon's language: a letter trigram
/// model of the lexicon's words, each word counted once (types, not tokens, so a name spelled like
/// the language's words scores like one however rare it is).
///
/// Why: a string the lexicon does not know is either a word it lacks (a name, a term) or a slip.
/// Its length alone says little; its letters say much more. "rkugh", "lkgins", "cqrd" and "Gsry"
/// hold letter sequences no English word has, while "Hannigrif", "Dynegy" and "Garberding" are
/// spelled as English words are. The decoder weighs a typed string's `excess` when it asks whether
/// the string was meant.
///
/// Witten–Bell interpolated trigrams over the lexicon's most common letters (the rest share one
/// symbol), with a word-boundary symbol at both ends; log probabilities in nats, precomputed for
/// every trigram so a string is scored by table lookups.
public struct LetterModel: Sendable {
    /// Letters modelled one by one; rarer ones share a symbol.
    static let maxLetters = 38
    /// Symbol 0: a word boundary; symbol 1: any letter not modelled.
    static let boundary = 0, other = 1
    /// Scalars below this map through an array; the rest through a dictionary.
    static let directScalars = 0x500

    /// Alphabet size (boundary and other included).
    let size: Int
    /// Scalar → symbol, for scalars below `directScalars` (0: not modelled, read as `other`).
    let direct: [UInt8]
    /// Scalar → symbol, for the others.
    let rest: [UInt32: UInt8]
    /// ln P(c | a b), at index (a · size + b) · size + c.
    let logP: [Float]
    /// Mean nats per symbol (letters and the final boundary) over the lexicon's own words.
    public let meanNatsPerSymbol: Double

    /// Builds the model from every word of the index (its keys: lowercased, without apostrophes).
    public init(index: SuggestionIndex) {
        self.init(scalars: index.keyScalars, offsets: index.keyOffsets)
    }

    /// Builds the model from words given as Unicode scalar values (lowercased).
    public init<S: Sequence>(words: S) where S.Element == [UInt32] {
        var flat: [UInt32] = [], offsets: [UInt32] = [0]
        for w in words { flat += w; offsets.append(UInt32(flat.count)) }
        self = flat.withUnsafeBufferPointer { f in offsets.withUnsafeBufferPointer { LetterModel(scalars: f, offsets: $0) } }
    }

    /// Word `i` is `scalars[offsets[i]..<offsets[i + 1]]`. One pass over the letters to count
    /// them, one to count trigrams: this runs whenever a ranker is made (82,000 English words).
    init(scalars: UnsafeBufferPointer<UInt32>, offsets: UnsafeBufferPointer<UInt32>) {
        var directCount = [Int](repeating: 0, count: Self.directScalars)
        var restCount: [UInt32: Int] = [:]
        for v in scalars { if v < UInt32(Self.directScalars) { directCount[Int(v)] += 1 } else { restCount[v, default: 0] += 1 } }
        var frequency = restCount.map { (key: $0.key, value: $0.value) }
        for (v, c) in directCount.enumerated() where c > 0 { frequency.append((UInt32(v), c)) }
        let letters = frequency.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.prefix(Self.maxLetters).map(\.key)
        var direct = [UInt8](repeating: 0, count: Self.directScalars)
        var rest: [UInt32: UInt8] = [:]
        for (i, v) in letters.enumerated() {
            if v < UInt32(Self.directScalars) { direct[Int(v)] = UInt8(i + 2) } else { rest[v] = UInt8(i + 2) }
        }
        self.direct = direct
        self.rest = rest
        let n = letters.count + 2
        size = n
        var tri = [Int](repeating: 0, count: n * n * n)
        direct.withUnsafeBufferPointer { d in
            for w in 0..<max(0, offsets.count - 1) {
                let lo = Int(offsets[w]), hi = Int(offsets[w + 1])
                guard lo < hi, hi <= scalars.count else { continue }
                var a = Self.boundary, b = Self.boundary
                for i in lo..<hi {
                    let symbol = Self.symbol(of: scalars[i], direct: d, rest: rest)
                    tri[(a * n + b) * n + symbol] += 1
                    a = b; b = symbol
                }
                tri[(a * n + b) * n + Self.boundary] += 1
            }
        }
        let table = Self.wittenBell(tri, size: n)
        logP = table
        // The words' mean surprise, from the same counts: Σ count · −ln P over every trigram.
        var total = 0.0, symbols = 0
        for (i, c) in tri.enumerated() where c > 0 { total -= Double(c) * Double(table[i]); symbols += c }
        meanNatsPerSymbol = symbols > 0 ? total / Double(symbols) : 0
    }

    /// ln P of the word's letters and its end (nats); case and apostrophes are ignored.
    public func logProbability(of word: String) -> Double {
        Self.logProbability(symbols(word), table: logP, size: size)
    }

    /// How many nats less likely the word is than a typical word of the lexicon of its length
    /// (`meanNatsPerSymbol` per symbol): about 0 for a word spelled as the language's words are,
    /// large for letters no word strings together. Negative for a very regular spelling.
    public func excess(of word: String) -> Double {
        let s = symbols(word)
        guard !s.isEmpty else { return 0 }
        return -Self.logProbability(s, table: logP, size: size) - meanNatsPerSymbol * Double(s.count + 1)
    }

    func symbols(_ word: String) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(word.utf8.count)
        direct.withUnsafeBufferPointer { d in
            for u in word.unicodeScalars {
                var v = u.value
                if v >= 0x41, v <= 0x5A { v |= 0x20 } else if v >= 0x80 { v = Character(u).lowercased().unicodeScalars.first?.value ?? v }
                if !WordKey.isApostrophe(v) { out.append(Self.symbol(of: v, direct: d, rest: rest)) }
            }
        }
        return out
    }

    /// The symbol of a (lowercased) scalar: its own when it is modelled, else `other`.
    @inline(__always)
    static func symbol(of v: UInt32, direct: UnsafeBufferPointer<UInt8>, rest: [UInt32: UInt8]) -> Int {
        let s = v < UInt32(directScalars) ? Int(direct[Int(v)]) : Int(rest[v] ?? 0)
        return s == 0 ? other : s
    }

    static func logProbability(_ symbols: [Int], table: [Float], size n: Int) -> Double {
        var a = boundary, b = boundary, sum = 0.0
        for c in symbols {
            sum += Double(table[(a * n + b) * n + c])
            a = b; b = c
        }
        return sum + Double(table[(a * n + b) * n + boundary])
    }

    /// ln P(c | a b) for every trigram: Witten–Bell interpolation of trigram, bigram and unigram
    /// estimates, the unigram one add-one smoothed (every symbol keeps some probability).
    static func wittenBell(_ tri: [Int], size n: Int) -> [Float] {
        var bi = [Int](repeating: 0, count: n * n)
        var uni = [Int](repeating: 0, count: n)
        for ab in 0..<(n * n) { for c in 0..<n { bi[(ab % n) * n + c] += tri[ab * n + c] } }
        for b in 0..<n { for c in 0..<n { uni[c] += bi[b * n + c] } }
        let total = uni.reduce(0, +)
        let p1 = uni.map { (Double($0) + 1) / (Double(total) + Double(n)) }
        var p2 = [Double](repeating: 0, count: n * n)
        for b in 0..<n {
            let row = bi[(b * n)..<(b * n + n)]
            let count = Double(row.reduce(0, +)), types = Double(row.filter { $0 > 0 }.count)
            for c in 0..<n {
                p2[b * n + c] = count > 0 ? (Double(bi[b * n + c]) + types * p1[c]) / (count + types) : p1[c]
            }
        }
        var out = [Float](repeating: 0, count: n * n * n)
        for ab in 0..<(n * n) {
            let row = tri[(ab * n)..<(ab * n + n)]
            let count = Double(row.reduce(0, +)), types = Double(row.filter { $0 > 0 }.count)
            let b = ab % n
            for c in 0..<n {
                let lower = p2[b * n + c]
                let p = count > 0 ? (Double(tri[ab * n + c]) + types * lower) / (count + types) : lower
                out[ab * n + c] = Float(log(p))
            }
        }
        return out
    }
}
