/// How decoding changed words: of the words the raw keyboard typed right, how many decoding
/// changed (harm), and of the words marked literal, how many survived unchanged.
///
/// Words are compared by position after splitting on whitespace; phrases whose raw and decoded
/// word counts differ (a split or join happened) are aligned by a word-level edit script, so one
/// split does not count every later word as changed.
public struct WordChanges: Sendable, Hashable, Codable {
    /// Words typed right by the raw keyboard.
    public var rightWords = 0
    /// Of those, words decoding changed.
    public var rightWordsChanged = 0
    /// Words marked literal, and how many the decoded text kept exactly.
    public var literalWords = 0
    public var literalWordsKept = 0
    /// Up to 30 right words decoding changed, as "word → what it became" (for diagnosis).
    public var changedExamples: [String] = []

    public init() {}

    /// Share of right words decoding changed (0…1).
    public var harm: Double { rightWords == 0 ? 0 : Double(rightWordsChanged) / Double(rightWords) }
    /// Share of literal words kept (1 when there were none).
    public var literalSurvival: Double { literalWords == 0 ? 1 : Double(literalWordsKept) / Double(literalWords) }

    /// Adds one phrase: intended, raw and decoded text; `literal` holds indices of intended words
    /// typed as literal (their raw form must reach the decoded text).
    public mutating func add(intended: String, raw: String, decoded: String, literal: Set<Int> = []) {
        let i = ErrorRates.words(intended), r = ErrorRates.words(raw), d = ErrorRates.words(decoded)
        let rawToIntended = Self.matches(r, i)
        let decodedToRaw = Self.matches(d, r)
        var keptRaw = Set<Int>()
        for (di, ri) in decodedToRaw where d[di] == r[ri] { keptRaw.insert(ri) }
        for (ri, ii) in rawToIntended where r[ri] == i[ii] {
            rightWords += 1
            if !keptRaw.contains(ri) {
                rightWordsChanged += 1
                if changedExamples.count < 30 {
                    let became = decodedToRaw.first { $0.1 == ri }.map { String(d[$0.0]) } ?? "(joined or dropped)"
                    changedExamples.append("\(r[ri]) → \(became)")
                }
            }
            if literal.contains(ii) {
                literalWords += 1
                if keptRaw.contains(ri) { literalWordsKept += 1 }
            }
        }
    }

    public static func += (a: inout WordChanges, b: WordChanges) {
        a.rightWords += b.rightWords; a.rightWordsChanged += b.rightWordsChanged
        a.literalWords += b.literalWords; a.literalWordsKept += b.literalWordsKept
        a.changedExamples += b.changedExamples.prefix(max(0, 30 - a.changedExamples.count))
    }

    /// Pairs (index in a, index in b) matched or substituted by a minimal word edit script.
    ///
    /// A substitution costs 1½ of an insertion or deletion (less than both, more than either):
    /// with equal costs a run of substitutions tied with a script that keeps a word in place, and
    /// the right word was counted as changed ("Wt me know ud…" decoded as "Time know if…": "know"
    /// was paired with "if").
    static func matches(_ a: [Substring], _ b: [Substring]) -> [(Int, Int)] {
        let n = a.count, m = b.count
        guard n > 0, m > 0, n * m <= 1_000_000 else { return [] }
        let gap = 2, substitution = 3
        func cost(_ i: Int, _ j: Int) -> Int { a[i] == b[j] ? 0 : substitution }
        var d = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in 0...n { d[i][0] = i * gap }
        for j in 0...m { d[0][j] = j * gap }
        for i in 1...n { for j in 1...m {
            d[i][j] = min(d[i - 1][j] + gap, d[i][j - 1] + gap, d[i - 1][j - 1] + cost(i - 1, j - 1))
        } }
        var pairs: [(Int, Int)] = []
        var i = n, j = m
        while i > 0 && j > 0 {
            if d[i][j] == d[i - 1][j - 1] + cost(i - 1, j - 1) { pairs.append((i - 1, j - 1)); i -= 1; j -= 1 }
            else if d[i][j] == d[i - 1][j] + gap { i -= 1 } else { j -= 1 }
        }
        return pairs.reversed()
    }
}
