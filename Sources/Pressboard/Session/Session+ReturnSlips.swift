import Decoding
import Keyboard
import Suggestions
import TextEditing

/// Return tapped for a letter at a word's edge (`WordDecoder.returnAsLetter`): m's right half sits
/// above Return, so "the model" came out as "the ⏎Odel" and "problem with" as "proble⏎ with". A
/// Return with a space on its other side is read again when that side's word is known: the word
/// after it when it is finished, the word before it when the space after the Return is typed.
extension Session {
    /// A separator with no word before it (at the caret).
    func finishEmptyWord(before separator: String, intensity: UInt8, tap: TapPoint?) {
        guard var d = decoding else { return }
        defer { decoding = d }
        let previous = d.lastWord
        d.lastWord = nil
        d.straySeparator = nil
        d.droppedSpace = nil
        guard configuration.suggestions.autocorrectEnabled, editor.selection.isEmpty else { return }
        let caret = editor.selection.lowerBound
        if let previous, spaceEndsWord(previous, caret: caret, punctuation: separator, tap: tap, intensity: intensity, &d) { return }
        if separator == "\n" || WordDecoder.letterEdgePunctuation.contains(separator), let tap, caret > 0,
           editor.document.string(inUTF16Range: (caret - 1)..<caret) == " " {
            d.straySeparator = .init(offset: caret, tap: tap, separator: separator)
        } else if separator == " ", let previous {
            separatorEndsWord(previous, caret: caret, separator: separator, tap: tap, intensity: intensity, &d)
        }
    }

    /// "proble⏎" and now a space: the Return's tap as the word's last letter, the break dropped.
    /// Likewise "Ca." and a space: the full stop's (or comma's) tap as the word's last letter.
    /// A Return that is no letter may be the full stop beside it (`returnWasPunctuation`).
    private func separatorEndsWord(_ previous: SessionDecoding.FinishedWord, caret: Int, separator: String, tap: TapPoint?,
                                intensity: UInt8, _ d: inout SessionDecoding) {
        guard let edgeTap = previous.separatorTap, follows(previous, at: caret) else { return }
        let read = previous.separator == "\n"
            ? d.decoder.returnAsLetter(previous.part, returnTap: edgeTap, side: .after)
            : d.decoder.punctuationAsLastLetter(previous.part, tap: edgeTap, separator: previous.separator)
        if read == nil, previous.separator == "\n" {
            returnWasPunctuation(previous, caret: caret, returnTap: edgeTap, &d)
            return
        }
        guard let joined = read,
              let range = editor.textRange(from: TextPosition(previous.range.lowerBound), to: TextPosition(caret)) else { return }
        editor.replace(range, withSuggestion: joined.text, tapIntensity: intensity)
        noteReturnRead(joined, at: previous.range.lowerBound, separator: separator, tap: tap, &d)
    }

    /// "waiver⏎" and now a space: no paragraph starts with a space, and the Return's tap lies
    /// within reach of the full stop beside it (`WordDecoder.punctuation(meantByTap:)`), so it was
    /// the full stop ("waiver. "). Held past the long-press delay, it was a long press meant for
    /// that key: its first alternative ("this? ").
    private func returnWasPunctuation(_ previous: SessionDecoding.FinishedWord, caret: Int, returnTap: TapPoint,
                                      _ d: inout SessionDecoding) {
        // No sentence ends in "a" (as for a doubled space).
        guard previous.part.text.count > 1, previous.part.text.last?.isLetter == true,
              let p = d.decoder.punctuation(meantByTap: returnTap),
              let range = editor.textRange(from: TextPosition(previous.range.upperBound), to: TextPosition(caret)) else { return }
        editor.replace(range, withText: punctuationMeant(p, held: d.separatorHeld))
        // The next word follows punctuation: nothing to join it with.
        d.lastWord = nil
        d.lastCorrection = nil
    }

    /// The punctuation a tap on the bar or on Return beside key `p` was meant as: `p`, or when the
    /// tap was held past the long-press delay, the first alternative a long press on `p` offers.
    func punctuationMeant(_ p: Character, held: Bool) -> String {
        held ? keyboard.geometry.keyset.firstAlternative(of: String(p)) ?? String(p) : String(p)
    }

    /// "o " and now a full stop or comma: the space's tap as the word's last letter, the space
    /// dropped ("on."; n stands over the bar's right end). Returns true when it replaced them.
    private func spaceEndsWord(_ previous: SessionDecoding.FinishedWord, caret: Int, punctuation: String, tap: TapPoint?,
                               intensity: UInt8, _ d: inout SessionDecoding) -> Bool {
        guard WordDecoder.letterEdgePunctuation.contains(punctuation), previous.separator == " ", let spaceTap = previous.separatorTap,
              follows(previous, at: caret), var joined = d.decoder.spaceAsLastLetter(beforePunctuation: previous.part, spaceTap: spaceTap),
              let range = editor.textRange(from: TextPosition(previous.range.lowerBound), to: TextPosition(caret)) else { return false }
        editor.replace(range, withSuggestion: joined.text, tapIntensity: intensity)
        // Backspace right after the punctuation restores it with the word and space as typed.
        joined.typed += punctuation
        noteReturnRead(joined, at: previous.range.lowerBound, separator: punctuation, tap: tap, &d)
        return true
    }

    /// " ⏎Odel" finished: the Return's tap as the word's first letter, the break dropped.
    /// Likewise " .eeting": the full stop's (or comma's) tap as the word's first letter, m's
    /// left half standing over the full stop. Returns true when it replaced them.
    func straySeparatorStartsWord(_ stray: SessionDecoding.StrayTap, _ w: TextTokenizer.TypedWord, _ part: WordDecoder.JoinPart,
                          separator: String, tap: TapPoint?, intensity: UInt8, _ d: inout SessionDecoding) -> Bool {
        guard stray.offset + 1 == w.range.lowerBound,
              editor.document.string(inUTF16Range: stray.offset..<w.range.lowerBound) == stray.separator,
              var joined = stray.separator == "\n"
                ? d.decoder.returnAsLetter(part, returnTap: stray.tap, side: .before)
                : d.decoder.punctuationAsFirstLetter(part, tap: stray.tap, separator: stray.separator),
              let range = editor.textRange(from: TextPosition(stray.offset), to: TextPosition(w.range.upperBound)) else { return false }
        // The reading is lowercase; a sentence's first word keeps its capital.
        let before = Array(editor.document.string(inUTF16Range: max(0, stray.offset - 2)..<stray.offset))
        if stray.offset <= 1 || (before.count == 2 && ".?!".contains(before[0])) {
            joined.text = joined.text.prefix(1).uppercased() + joined.text.dropFirst()
        }
        editor.replace(range, withSuggestion: joined.text, tapIntensity: intensity)
        noteReturnRead(joined, at: stray.offset, separator: separator, tap: tap, &d)
        return true
    }

    /// Records a Return (or a dropped space, `Session+DoubleSpaces`, punctuation or a Backspace
    /// beside a space) read as a letter: Backspace right after restores what was typed; the next
    /// word may mend its seam with the reading's last word (`tap`: the separator's, nil when none
    /// follows yet).
    func noteReturnRead(_ joined: WordDecoder.JoinedWord, at start: Int, separator: String, tap: TapPoint?,
                                _ d: inout SessionDecoding) {
        d.correctedWords += 1
        d.joinedWords += 1
        if d.recordsRequests, d.decisions.count < 4000 {
            d.decisions.append((joined.request, joined.decision))
        }
        let range = start..<(start + joined.text.utf16.count)
        d.lastCorrection = .init(range: range, typed: joined.typed, replacement: joined.text, separatorLength: separator.utf16.count)
        d.lastWord = .last(of: joined, at: start, separator: separator, separatorTap: tap)
    }
}
