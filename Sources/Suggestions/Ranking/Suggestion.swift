/// One ranked suggestion for the word at the caret.
public struct Suggestion: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// The typed word itself, a known word.
        case typed
        /// A different word the typed text may be a misspelling of.
        case correction
        /// A longer word starting with the typed text.
        case completion
    }
    /// The text to insert, cased like the typed word.
    public var text: String
    /// ln of the unnormalised posterior: ln P(word | context) − error cost. Higher is better;
    /// differences are log odds between suggestions.
    public var score: Double
    public var kind: Kind
    /// Share of the posterior among the candidates considered (0…1).
    public var confidence: Double
    /// True when this suggestion is confident enough to replace the typed word on space (only with
    /// autocorrect enabled, at most one per list).
    public var isAutocorrect: Bool
    /// Whether it comes from the user dictionary.
    public var isLearned: Bool

    public init(text: String, score: Double, kind: Kind, confidence: Double = 0, isAutocorrect: Bool = false, isLearned: Bool = false) {
        self.text = text
        self.score = score
        self.kind = kind
        self.confidence = confidence
        self.isAutocorrect = isAutocorrect
        self.isLearned = isLearned
    }
}
