/// What the suggestions bar shows for the word at the caret: up to `settings.count` suggestions,
/// best first, at most one flagged as the autocorrect candidate that space would apply.
public struct SuggestionsBar: Sendable {
    public var ranker: SpellingRanker
    public var settings: SuggestionsSettings

    public init(ranker: SpellingRanker, settings: SuggestionsSettings = SuggestionsSettings()) {
        self.ranker = ranker
        self.settings = settings
    }

    /// Suggestions for the word at the caret. The autocorrect flag is set only when autocorrect is
    /// on, the typed word is neither a lexicon word nor a learned one, and the best correction's
    /// confidence reaches the threshold.
    public func suggestions(for word: String, taps: [TapPoint]? = nil, previousWord: String? = nil) -> [Suggestion] {
        guard settings.suggestionsEnabled, settings.count > 0 else { return [] }
        var list = ranker.suggestions(SuggestionRequest(word: word, taps: taps, previousWord: previousWord,
                                                       count: settings.count, includeCompletions: settings.completionsEnabled))
        guard settings.autocorrectEnabled, let first = list.first, first.kind == .correction,
              word.filter(\.isLetter).count >= 2, !ranker.isKnown(word),
              first.confidence >= settings.autocorrectThreshold else { return list }
        list[0].isAutocorrect = true
        return list
    }

    /// The text space should commit for `word`: the flagged correction, or the word unchanged.
    public func textOnSpace(for word: String, taps: [TapPoint]? = nil, previousWord: String? = nil) -> String {
        suggestions(for: word, taps: taps, previousWord: previousWord).first(where: \.isAutocorrect)?.text ?? word
    }
}
