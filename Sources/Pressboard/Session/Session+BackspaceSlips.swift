import Decoding
import Suggestions
import TextEditing

/// A letter that landed on Backspace (`WordDecoder.decode(_:across:)`): Backspace deletes at
/// once, so the session keeps what one Backspace inside a word deleted, and where, for the
/// decoder to weigh when the word is finished. A second Backspace in a row is a deliberate
/// correction: nothing is kept.
///
/// Right after a word's space, a Backspace deletes the space, and the letters typed next run on
/// from that word ("Thisessage": the m of "message" landed on Backspace). The joined word gets
/// its first word's taps back, so it is decoded as one word typed in one go (a join meant); and
/// when it is finished, the Backspace tap may be read as the next word's first letter, the space
/// restored (`WordDecoder.backspacedSpace`).
extension Session {
    /// Called before a Backspace tapped at `tap` (keyboard units) deletes a character.
    func noteBackspace(at tap: TapPoint?) {
        guard decoding != nil else { return }
        let pending = decoding!.backspaceSlip
        decoding!.backspaceSlip = nil
        let pendingSpace = decoding!.backspacedSpace
        decoding!.backspacedSpace = nil
        guard pending == nil, pendingSpace == nil, configuration.suggestions.autocorrectEnabled, editor.selection.isEmpty else { return }
        if wordTaps.isEmpty, let previous = decoding!.lastWord, previous.separator == " ", follows(previous, at: editor.selection.lowerBound),
           previous.part.text == previous.part.request.typed, previous.part.request.taps.count == previous.part.text.count {
            decoding!.backspacedSpace = .init(previous: previous, tap: tap)
            return
        }
        guard let tap else { return }
        let w = currentWord()
        guard let last = w.word.last, last.isLetter, w.range.upperBound == editor.selection.lowerBound,
              wordTaps.count == w.word.count, let lastTap = wordTaps.last else { return }
        decoding!.backspaceSlip = (w.range.lowerBound, BackspaceSlip(deleted: last, deletedTap: lastTap, backspaceTap: tap,
                                                                     index: w.word.count - 1))
    }

    /// After a Backspace deleted the space behind a word kept as typed: the caret stands at that
    /// word's end again, and its taps (and shift taps) are the word's being typed.
    func restoreTapsAfterBackspacedSpace() {
        guard let b = decoding?.backspacedSpace, wordTaps.isEmpty, editor.selection.isEmpty,
              editor.selection.lowerBound == b.previous.range.upperBound else { return }
        let request = b.previous.part.request
        wordTaps = request.taps
        wordShiftTaps = request.shiftTaps
    }

    /// The joined word finished: the Backspace's tap as the first letter of the word after the
    /// space it deleted, the space restored. Returns true when it replaced the word.
    func backspaceStartsWord(_ b: SessionDecoding.BackspacedSpace, _ w: TextTokenizer.TypedWord, _ whole: WordDecoder.JoinPart,
                             separator: String, tap: TapPoint?, intensity: UInt8, _ d: inout SessionDecoding) -> Bool {
        guard let backspaceTap = b.tap, b.previous.range.lowerBound == w.range.lowerBound,
              let joined = d.decoder.backspacedSpace(b.previous.part, backspaceTap: backspaceTap, whole: whole),
              let range = editor.textRange(from: TextPosition(w.range.lowerBound), to: TextPosition(w.range.upperBound)) else { return false }
        editor.replace(range, withSuggestion: joined.text, tapIntensity: intensity)
        noteReturnRead(joined, at: w.range.lowerBound, separator: separator, tap: tap, &d)
        return true
    }
}
