import Decoding
import Suggestions
import TextEditing

/// A letter that landed on Backspace (`WordDecoder.decode(_:across:)`): Backspace deletes at
/// once, so the session keeps what one Backspace inside a word deleted, and where, for the
/// decoder to weigh when the word is finished. A second Backspace in a row is a deliberate
/// correction: nothing is kept.
extension Session {
    /// Called before a Backspace tapped at `tap` (keyboard units) deletes a character.
    func noteBackspace(at tap: TapPoint?) {
        guard decoding != nil else { return }
        let pending = decoding!.backspaceSlip
        decoding!.backspaceSlip = nil
        guard pending == nil, let tap, configuration.suggestions.autocorrectEnabled, editor.selection.isEmpty else { return }
        let w = currentWord()
        guard let last = w.word.last, last.isLetter, w.range.upperBound == editor.selection.lowerBound,
              wordTaps.count == w.word.count, let lastTap = wordTaps.last else { return }
        decoding!.backspaceSlip = (w.range.lowerBound, BackspaceSlip(deleted: last, deletedTap: lastTap, backspaceTap: tap,
                                                                     index: w.word.count - 1))
    }
}
