/// Words with corpus counts, as read from a lexicon file; the input of `SuggestionIndex` building.
///
/// Counts are raw occurrences (SymSpell's list: Google Books Ngram counts). Lists without counts
/// (Hunspell `.dic`) give every word the same count, so ranking falls to the error model alone.
public struct WordFrequencyList: Sendable, Hashable {
    public struct Entry: Sendable, Hashable {
        public var word: String
        public var count: UInt64
        public init(word: String, count: UInt64) {
            self.word = word
            self.count = count
        }
    }
    public var entries: [Entry]

    public init(entries: [Entry]) {
        // Merge duplicates (same word twice) keeping the larger count; the order is the file's.
        var seen: [String: Int] = [:]
        var out: [Entry] = []
        out.reserveCapacity(entries.count)
        for e in entries where !e.word.isEmpty {
            if let i = seen[e.word] {
                out[i].count = max(out[i].count, e.count)
            } else {
                seen[e.word] = out.count
                out.append(e)
            }
        }
        self.entries = out
    }
}
