/// Text-entry error measures (MacKenzie & Soukoreff 2002): the minimum string distance (MSD)
/// error rate — Levenshtein distance between intended and transcribed text over the longer
/// length, summed over phrases — and word-level counts.
public struct ErrorRates: Sendable, Hashable, Codable {
    /// Σ Levenshtein distance (characters) and Σ max(length) over phrases.
    public var characterErrors = 0
    public var characterTotal = 0
    /// Σ word-level Levenshtein distance and Σ intended word count.
    public var wordErrors = 0
    public var wordTotal = 0

    public init() {}

    /// Character error rate (MSD ER), 0…1.
    public var characterErrorRate: Double { characterTotal == 0 ? 0 : Double(characterErrors) / Double(characterTotal) }
    /// Word error rate, 0…1 (may exceed 1 when many words are inserted).
    public var wordErrorRate: Double { wordTotal == 0 ? 0 : Double(wordErrors) / Double(wordTotal) }

    /// Adds one phrase.
    public mutating func add(intended: String, transcribed: String) {
        let a = Array(intended), b = Array(transcribed)
        characterErrors += Self.distance(a, b)
        characterTotal += max(a.count, b.count)
        let wa = Self.words(intended), wb = Self.words(transcribed)
        wordErrors += Self.distance(wa, wb)
        wordTotal += wa.count
    }

    public static func += (a: inout ErrorRates, b: ErrorRates) {
        a.characterErrors += b.characterErrors; a.characterTotal += b.characterTotal
        a.wordErrors += b.wordErrors; a.wordTotal += b.wordTotal
    }

    static func words(_ s: String) -> [Substring] { s.split(whereSeparator: \.isWhitespace) }

    /// Levenshtein distance (unit costs), O(n·m) time, O(m) memory.
    public static func distance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count), cur = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            cur[0] = i
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&prev, &cur)
        }
        return prev[b.count]
    }
}
