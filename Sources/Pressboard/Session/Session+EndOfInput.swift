import Decoding
import TextEditing

/// The input ends with a word still being typed: a trace whose last word has no space after it,
/// `run` quitting mid-word. Phone keyboards apply their pending correction when the text is sent;
/// here the end of input plays that part, so the last word is decoded like every other one.
extension Session {
    /// Decodes the word right before the caret as a separator would, inserting nothing. Only a
    /// word typed by taps in this session, with autocorrect on and no selection.
    func finishPendingWord() {
        if let d = decoding, resolvePageSlip(before: "", intensity: UInt8(clamping: d.wordIntensities.last ?? 50)) {
            wordTaps.removeAll()
            refreshSuggestions()
            return
        }
        if spaceEndsSentence() { return }
        guard let d = decoding, configuration.suggestions.autocorrectEnabled, editor.selection.isEmpty, !wordTaps.isEmpty else { return }
        let w = currentWord()
        guard !w.word.isEmpty, w.range.upperBound == editor.selection.lowerBound else { return }
        if spaceEndsText(w, decoder: d.decoder) { return }
        let intensity = UInt8(clamping: d.wordIntensities.last ?? 50)
        finishWord(before: "", intensity: intensity)
        wordTaps.removeAll()
        refreshSuggestions()
    }

    /// "tomorrow ": the text ends in the space (or Return) after a word, tapped within reach of
    /// the full stop (`WordDecoder.punctuation(meantByTap:)`: the bar's right end, Return's left
    /// edge). The sentence's full stop slipped onto the key beside it: typing on, the space after
    /// it would show the slip (`spaceWasPunctuation`, `returnWasPunctuation`); with nothing after
    /// it, it is that full stop. A space or Return tapped anywhere else on its key stays.
    private func spaceEndsSentence() -> Bool {
        guard var d = decoding, configuration.suggestions.autocorrectEnabled, editor.selection.isEmpty, wordTaps.isEmpty,
              let previous = d.lastWord, previous.separator == " " || previous.separator == "\n", let tap = previous.separatorTap,
              previous.part.text.count > 1, previous.part.text.last?.isLetter == true else { return false }
        let caret = editor.selection.lowerBound
        guard caret == editor.document.utf16Count, follows(previous, at: caret), d.decoder.punctuation(meantByTap: tap) == ".",
              let range = editor.textRange(from: TextPosition(previous.range.upperBound), to: TextPosition(caret)) else { return false }
        editor.replace(range, withText: punctuationMeant(".", held: d.separatorHeld))
        d.lastWord = nil
        d.lastCorrection = nil
        decoding = d
        refreshSuggestions()
        return true
    }

    /// "meeting.v": one letter right after sentence punctuation, tapped where the space may have
    /// been meant (the row above the bar), ends the text. Typing on, the next word would claim it
    /// as its slipped space (`WordDecoder.join`); with nothing after it, it is that space.
    private func spaceEndsText(_ w: TextTokenizer.TypedWord, decoder: WordDecoder) -> Bool {
        guard w.word.count == 1, wordTaps.count == 1, w.word.first?.isLetter == true, w.range.lowerBound > 0,
              let before = editor.document.string(inUTF16Range: (w.range.lowerBound - 1)..<w.range.lowerBound).first,
              ".,?!;:".contains(before), decoder.mayBeSpace(wordTaps[0]),
              let range = editor.textRange(from: TextPosition(w.range.lowerBound), to: TextPosition(w.range.upperBound)) else { return false }
        editor.replace(range, withText: " ")
        wordTaps.removeAll()
        refreshSuggestions()
        return true
    }
}
