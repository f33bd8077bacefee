/// What the ranker is asked: the word at the caret as typed, optionally with where each of its
/// characters was tapped, and the word before it.
public struct SuggestionRequest: Sendable, Hashable {
    /// The typed word (any case; apostrophes allowed).
    public var word: String
    /// One tap per character of `word` (keyboard units), when known; ignored if the count differs.
    public var taps: [TapPoint]?
    /// The previous word, for bigram context.
    public var previousWord: String?
    /// Most suggestions to return (≥ 0).
    public var count: Int
    /// Whether longer words starting with the typed text are proposed.
    public var includeCompletions: Bool

    public init(word: String, taps: [TapPoint]? = nil, previousWord: String? = nil, count: Int = 3, includeCompletions: Bool = true) {
        self.word = word
        self.taps = taps
        self.previousWord = previousWord
        self.count = count
        self.includeCompletions = includeCompletions
    }
}
