import Keyboard
import Suggestions
import TextEditing
import TouchInput

extension Session {
    /// The word being typed before the caret and its bigram context, as the editor's tokenizer sees it.
    func currentWord() -> TextTokenizer.TypedWord {
        editor.tokenizer.typedWord(before: TextPosition(editor.selection.lowerBound))
    }

    /// Recomputes what the bar shows for the word at the caret.
    func refreshSuggestions() {
        guard let bar = suggestionsBar else { suggestions = []; return }
        let w = currentWord()
        guard !w.word.isEmpty, w.word.count <= 64 else { suggestions = correctionOffer(); return }
        let taps = wordTaps.count == w.word.count ? wordTaps : nil
        suggestions = bar.suggestions(for: w.word, taps: taps, previousWord: w.previous)
    }

    /// A word ends (space, punctuation, newline): apply autocorrect when the bar flagged a
    /// candidate, otherwise count the word towards learning it.
    func finishWord(before separator: String, intensity: UInt8, tap: TapPoint? = nil) {
        guard suggestionsBar != nil else { return }
        let w = currentWord()
        guard !w.word.isEmpty else { finishEmptyWord(before: separator, intensity: intensity, tap: tap); return }
        if resolveCapsLockSlip(w, separator: separator, intensity: intensity) { return }
        if decodeFinishedWord(w, separator: separator, intensity: intensity, tap: tap) { return }
        if let auto = suggestions.first(where: \.isAutocorrect), auto.text != w.word,
           let range = editor.textRange(from: TextPosition(w.range.lowerBound), to: TextPosition(w.range.upperBound)) {
            editor.replace(range, withSuggestion: auto.text, tapIntensity: intensity)
            return
        }
        keep(w.word)
    }

    /// Counts a kept word; unknown words are learned after `learnAfterKeeping` keeps.
    func keep(_ word: String, picked: Bool = false) {
        guard var bar = suggestionsBar, word.count >= 2, !bar.ranker.isKnown(word) else { return }
        let n = (keptCounts[word] ?? 0) + (picked ? configuration.learnAfterKeeping : 1)
        keptCounts[word] = n
        if n >= configuration.learnAfterKeeping {
            bar.ranker.userDictionary.learn(word)
            suggestionsBar = bar
            keptCounts[word] = nil
        }
    }

    /// Applies the `rank`-th best suggestion (0 = best); strip taps arrive already mapped from
    /// their cell by the keyboard engine's `SuggestionStrip`.
    func pickSuggestion(rank: Int, intensity: UInt8) -> Bool {
        guard rank >= 0, rank < suggestions.count else { return false }
        let chosen = suggestions[rank]
        if pickCorrectionOffer(chosen) { wordTaps.removeAll(); return true }
        let w = currentWord()
        guard let range = editor.textRange(from: TextPosition(w.range.lowerBound), to: TextPosition(w.range.upperBound)) else { return false }
        if chosen.text == w.word { keep(w.word, picked: true) }
        editor.replace(range, withSuggestion: chosen.text, tapIntensity: intensity, appendingSpace: true)
        wordTaps.removeAll()
        return true
    }

    /// Words the user has taught the ranker in this session (to persist with the user dictionary).
    public var userDictionary: UserDictionary? { suggestionsBar?.ranker.userDictionary }
}
