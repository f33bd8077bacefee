#if canImport(Glibc)
import Glibc
#endif

/// Words the user keeps: typed and not corrected, or added explicitly. A learned word is always a
/// candidate and is never replaced by autocorrect. A value; `UserDictionaryStore` persists it.
public struct UserDictionary: Sendable, Hashable {
    /// How often each word was kept, by its lowercase form; `spellings` keeps the user's casing.
    public private(set) var counts: [String: Int] = [:]
    public private(set) var spellings: [String: String] = [:]
    /// The same keys prepared for lookups.
    private(set) var index = LearnedWordIndex()

    public init() {}

    /// Longest word learned (longer input is ignored, keeping the file and lookups bounded).
    public static let maxWordLength = 64

    /// Records that the user kept `word` (typed it and did not accept a correction, or added it).
    /// Returns false when `word` cannot be learned (empty, no letter, longer than `maxWordLength`).
    /// Counts saturate at `Int.max` instead of overflowing.
    @discardableResult
    public mutating func learn(_ word: String, times: Int = 1) -> Bool {
        let trimmed = String(word.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
        guard !trimmed.isEmpty, trimmed.unicodeScalars.count <= Self.maxWordLength,
              trimmed.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        let key = trimmed.lowercased()
        if counts[key] == nil { index.insert(key) }
        let (sum, overflow) = counts[key, default: 0].addingReportingOverflow(max(times, 1))
        counts[key] = overflow ? Int.max : sum
        if spellings[key] == nil || trimmed != key { spellings[key] = trimmed }
        return true
    }

    /// Removes a word.
    public mutating func forget(_ word: String) {
        let key = word.lowercased()
        if counts[key] != nil { index.remove(key) }
        counts[key] = nil
        spellings[key] = nil
    }

    public func contains(_ word: String) -> Bool { counts[word.lowercased()] != nil }
    public var isEmpty: Bool { counts.isEmpty }
    public var count: Int { counts.count }

    /// The word's spelling as learned.
    public func spelling(of word: String) -> String? { spellings[word.lowercased()] }

    /// Prior ln-probability given to a learned word: that of a moderately common word, rising with
    /// how often it was kept (capped so it never outranks the very commonest words).
    public func logProbability(of word: String) -> Double {
        let n = Double(counts[word.lowercased()] ?? 0)
        return min(-9.0, -13.0 + log(1 + n))
    }
}
