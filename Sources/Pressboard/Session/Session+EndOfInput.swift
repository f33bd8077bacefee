import TextEditing

/// The input ends with a word still being typed: a trace whose last word has no space after it,
/// `run` quitting mid-word. Phone keyboards apply their pending correction when the text is sent;
/// here the end of input plays that part, so the last word is decoded like every other one.
extension Session {
    /// Decodes the word right before the caret as a separator would, inserting nothing. Only a
    /// word typed by taps in this session, with autocorrect on and no selection.
    func finishPendingWord() {
        guard let d = decoding, configuration.suggestions.autocorrectEnabled, editor.selection.isEmpty, !wordTaps.isEmpty else { return }
        let w = currentWord()
        guard !w.word.isEmpty, w.range.upperBound == editor.selection.lowerBound else { return }
        let intensity = UInt8(clamping: d.wordIntensities.last ?? 50)
        finishWord(before: "", intensity: intensity)
        wordTaps.removeAll()
        refreshSuggestions()
    }
}
