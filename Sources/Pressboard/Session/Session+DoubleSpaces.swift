import Decoding
import Suggestions
import TextEditing

/// A second space right after a word's space (or the space after its punctuation) is a slip
/// (VelociTap decodes double spaces): it is dropped. Its tap is kept: a bottom-row letter that
/// landed on the bar right after the space types a second space too, and its word comes out a
/// letter short ("we  annot" for "we cannot").
/// When the next word is finished, the dropped tap may be read as its first letter
/// (`WordDecoder.droppedSpaceAsLetter`). And a full stop or comma that slipped onto the bar beside
/// it types a space before the one meant after it: when the first space's tap lies within reach
/// of that key, it becomes the punctuation ("himself  " → "himself. "), as phone keyboards turn a
/// doubled space into a full stop.
extension Session {
    /// Whether `s` is a second space right after a word's space, to be dropped: nil when it is
    /// typed; when it is dropped, whether the text before it was mended (a letter or full stop
    /// the first space was meant as). Its tap (keyboard units) is kept for the next word.
    func dropsDoubleSpace(_ s: String, tap: TapPoint?, intensity: UInt8 = 50) -> Bool? {
        guard let d = decoding, d.configuration.dropsDoubleSpaces, configuration.suggestions.autocorrectEnabled, s == " " else { return nil }
        let before = Array(textBeforeCaret(limit: 4))
        // After a word, or after the punctuation that ends one ("wait.  I'll"): a space is
        // typed once there.
        guard before.count >= 2, before[before.count - 1] == " ",
              before[before.count - 2].isLetter || ".,;:?!".contains(before[before.count - 2]) else { return nil }
        decoding!.droppedSpace = tap.map { .init(offset: editor.selection.lowerBound, tap: $0) }
        return spaceWasLetter(secondTap: tap, intensity: intensity) ?? spaceWasPunctuation()
    }

    /// "ca  ": the first space's tap was the word's last letter (`WordDecoder.spaceAsLastLetter`):
    /// it becomes "can ", the second space being the one meant after it. Nil when the tap was no
    /// letter; else whether the word was replaced.
    private func spaceWasLetter(secondTap: TapPoint?, intensity: UInt8) -> Bool? {
        guard var d = decoding, let previous = d.lastWord, previous.separator == " ", let tap = previous.separatorTap else { return nil }
        let caret = editor.selection.lowerBound
        guard follows(previous, at: caret), let joined = d.decoder.spaceAsLastLetter(previous.part, spaceTap: tap),
              let range = editor.textRange(from: TextPosition(previous.range.lowerBound), to: TextPosition(caret))
        else { return nil }
        // The second space's tap was the space: nothing is left over for the next word.
        d.droppedSpace = nil
        // The word committed already has the letter the tap was: nothing to replace, and the
        // space after it is the second one (its tap is the seam's for the next word).
        guard joined.text != previous.part.text else {
            d.lastWord?.separatorTap = secondTap
            decoding = d
            return false
        }
        editor.replace(range, withSuggestion: joined.text, tapIntensity: intensity, appendingSpace: true)
        noteReturnRead(joined, at: previous.range.lowerBound, separator: " ", tap: secondTap, &d)
        decoding = d
        return true
    }

    /// "himself  ": the first space's tap, beside the full stop or comma key, was that
    /// punctuation (`WordDecoder.punctuation(meantByTap:)`): it becomes "himself. " (or "this? "
    /// for a space held there: a long press on the full stop).
    /// Returns whether it did.
    private func spaceWasPunctuation() -> Bool {
        guard var d = decoding, let previous = d.lastWord, previous.separator == " ", let tap = previous.separatorTap,
              // No sentence ends in "a" ("a  email" is "an email" with its n on the bar).
              previous.part.text.count > 1 else { return false }
        let caret = editor.selection.lowerBound
        guard follows(previous, at: caret), let p = d.decoder.punctuation(meantByTap: tap),
              let range = editor.textRange(from: TextPosition(previous.range.upperBound), to: TextPosition(caret)) else { return false }
        editor.replace(range, withText: punctuationMeant(p, held: d.separatorHeld) + " ")
        // The next word follows punctuation: nothing to join it with.
        d.lastWord = nil
        d.droppedSpace = nil
        d.lastCorrection = nil
        decoding = d
        return true
    }

    /// "we  annot" finished: the dropped space's tap as the word's first letter. Returns true
    /// when it replaced the word.
    func droppedSpaceStartsWord(_ dropped: SessionDecoding.StrayTap, _ w: TextTokenizer.TypedWord, _ part: WordDecoder.JoinPart,
                                separator: String, tap: TapPoint?, intensity: UInt8, _ d: inout SessionDecoding) -> Bool {
        guard dropped.offset == w.range.lowerBound, dropped.offset > 0,
              editor.document.string(inUTF16Range: (dropped.offset - 1)..<dropped.offset) == " ",
              let joined = d.decoder.droppedSpaceAsLetter(part, spaceTap: dropped.tap),
              let range = editor.textRange(from: TextPosition(w.range.lowerBound), to: TextPosition(w.range.upperBound)) else { return false }
        editor.replace(range, withSuggestion: joined.text, tapIntensity: intensity)
        noteReturnRead(joined, at: w.range.lowerBound, separator: separator, tap: tap, &d)
        return true
    }
}
