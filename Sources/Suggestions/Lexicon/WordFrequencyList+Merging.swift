extension WordFrequencyList {
    /// This list followed by the words of `other` it does not hold, each counted half this list's
    /// smallest count (at least 1).
    ///
    /// Why: a Hunspell language's index is a frequency list (inflected forms with counts) plus the
    /// dictionary's stems, which carry no counts. A stem the list leaves out is rarer than anything
    /// it holds, so it must rank below every listed word, and all such stems rank alike.
    public func addingUnlisted(_ other: WordFrequencyList) -> WordFrequencyList {
        let floor = Swift.max(1, (entries.lazy.map(\.count).min() ?? 2) / 2)
        let listed = Set(entries.lazy.map(\.word))
        var merged = entries
        merged.reserveCapacity(entries.count + other.entries.count)
        for e in other.entries where !listed.contains(e.word) {
            merged.append(Entry(word: e.word, count: floor))
        }
        return WordFrequencyList(entries: merged)
    }
}

extension WordFrequencyList {
    /// This list followed by the words of `other` it does not hold, with `other`'s own counts.
    ///
    /// Why: a supplement counted on this list's scale (`LexiconSource.supplementPath`) fills the
    /// list's gaps at their real frequencies; a word both hold keeps this list's count.
    public func addingMissing(_ other: WordFrequencyList) -> WordFrequencyList {
        let listed = Set(entries.lazy.map(\.word))
        return WordFrequencyList(entries: entries + other.entries.filter { !listed.contains($0.word) })
    }
}
