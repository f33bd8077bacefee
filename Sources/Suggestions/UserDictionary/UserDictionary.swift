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

    /// A dictionary of `words` with how often each was kept (a saved file or a recorded session),
    /// indexed once at the end; words `learn` refuses are left out.
    public init(learning words: some Sequence<(word: String, times: Int)>) {
        for (word, times) in words { _ = learnUnindexed(word, times: times) }
        reindex()
    }

    /// Longest word learned (longer input is ignored, keeping the file and lookups bounded).
    public static let maxWordLength = 64

    /// Records that the user kept `word` (typed it and did not accept a correction, or added it).
    /// Returns false when `word` cannot be learned (empty, no letter, longer than `maxWordLength`).
    /// Counts saturate at `Int.max` instead of overflowing.
    @discardableResult
    public mutating func learn(_ word: String, times: Int = 1) -> Bool {
        record(word, times: times, indexing: true)
    }

    /// `learn` without keeping the index in step, for loading a file: call `reindex()` once at
    /// the end (one sort) instead of a sorted insert per word, which is quadratic in the file.
    mutating func learnUnindexed(_ word: String, times: Int) -> Bool {
        record(word, times: times, indexing: false)
    }

    /// Builds the index of every learned word again (after `learnUnindexed`).
    mutating func reindex() { index = LearnedWordIndex(keys: counts.keys) }

    private mutating func record(_ word: String, times: Int, indexing: Bool) -> Bool {
        let trimmed = String(word.unicodeScalars.filter { !$0.properties.isWhitespace }.map(Character.init))
        guard !trimmed.isEmpty, trimmed.unicodeScalars.count <= Self.maxWordLength,
              trimmed.unicodeScalars.contains(where: { $0.properties.isAlphabetic }) else { return false }
        let key = trimmed.lowercased()
        if indexing && counts[key] == nil { index.insert(key) }
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
