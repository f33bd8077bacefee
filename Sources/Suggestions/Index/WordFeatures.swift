/// What a word contains that the ranker asks about for every candidate, stored with each key
/// record so it need not scan the word: a doubled letter (a doubled-letter omission costs less
/// than a plain one), a sound-alike digraph (`ph`, `ck`, … typed as one letter), and an apostrophe
/// in the spelling the list gives (`don't`; keys drop apostrophes).
struct WordFeatures: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let doubledLetter = WordFeatures(rawValue: 1)
    static let digraph = WordFeatures(rawValue: 2)
    static let apostrophe = WordFeatures(rawValue: 4)

    /// Features of a key (`WordKey` form) and, when given, of the displayed spelling.
    init(_ key: some Collection<UInt32>, display: (some Collection<UInt32>)? = [UInt32]?.none) {
        var f: WordFeatures = []
        var prev: UInt32? = nil
        for c in key {
            if let p = prev {
                if p == c { f.insert(.doubledLetter) }
                if ErrorModel.maybeDigraphEnd(c), ErrorModel.digraph(p, c) != nil { f.insert(.digraph) }
            }
            prev = c
        }
        if let display, display.contains(where: WordKey.isApostrophe) { f.insert(.apostrophe) }
        self = f
    }
}
