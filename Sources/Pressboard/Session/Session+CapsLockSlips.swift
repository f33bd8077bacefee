import Decoding
import Keyboard
import Suggestions
import TextEditing

/// A letter tap that slipped onto shift right after a shift (`WordDecoder.readCapsLockSlip`):
/// "a" and "z" border shift, so a name's first letter can land on it, and the double tap locks
/// the capitals ("Alina had a fit" → "LINA HAD A FIT…"). At the word's separator the word is read
/// with that tap as its first letter; when the reading stands, it replaces the capitals and caps
/// lock is released, so the slip costs at most that word. Caps lock turned on by a tap in shift's
/// middle, or by holding shift, is the user's and stays.
extension Session {
    /// Follows shift, before `o` is applied: a lock by a tap whose nearest other key is a letter
    /// (its edge nearer than shift's centre, `keyMeant(by:)`) starts a pending slip; anything but
    /// letters typed after it forgets it.
    func trackCapsLockSlip(_ o: KeyboardOutput) {
        guard decoding != nil else { return }
        switch o.action {
        case .shift(let state):
            decoding!.capsLockSlip = nil
            guard state == .locked, o.contact != nil, let p = o.point, editor.selection.isEmpty, currentWord().word.isEmpty else { return }
            let tap = TapPoint(x: p.x, y: p.y)
            guard case .text(let t)? = keyMeant(by: tap), t.count == 1, t.first?.isLetter == true else { return }
            decoding!.capsLockSlip = (editor.selection.lowerBound, tap)
        case .text, .newline, .manualIntensity, .intensityKey, .renderScheme, .smoothing, .copy:
            return
        case .delete, .suggestion, .deadKey, .format, .page:
            decoding!.capsLockSlip = nil
        }
    }

    /// The word before the caret (`w`) ends at `separator`: when it was typed in capitals right
    /// after a caps lock slip, replaces it with its reading and releases caps lock. Returns true
    /// when it did (the caller inserts the separator; no other decoding applies to the word).
    func resolveCapsLockSlip(_ w: TextTokenizer.TypedWord, separator: String, intensity: UInt8) -> Bool {
        guard let pending = decoding?.capsLockSlip else { return false }
        decoding!.capsLockSlip = nil
        guard configuration.suggestions.autocorrectEnabled, keyboard.shift == .locked, w.range.lowerBound == pending.start,
              wordTaps.count == w.word.count, editor.selection == w.range.upperBound..<w.range.upperBound else { return false }
        var d = decoding!
        let intensities = Array(d.wordIntensities.suffix(w.word.count))
        guard !d.literal.isLiteral(word: w.word, intensities: intensities) else { return false }
        let slip = CapsLockSlip(shiftTap: pending.tap, typed: w.word, taps: wordTaps, previousWord: w.previous,
                                midSentence: isMidSentence(w.range.lowerBound))
        guard let word = d.decoder.readCapsLockSlip(slip),
              let range = editor.textRange(from: TextPosition(w.range.lowerBound), to: TextPosition(w.range.upperBound)) else { return false }
        editor.replace(range, withSuggestion: word, tapIntensity: intensity)
        let end = w.range.lowerBound + word.utf16.count
        editor.setSelection(end..<end)
        d.wordIntensities.removeAll(keepingCapacity: true)
        d.correctedWords += 1
        d.lastWord = nil
        // Backspace right after restores the capitals as typed.
        d.lastCorrection = .init(range: w.range.lowerBound..<end, typed: w.word, replacement: word, separatorLength: separator.utf16.count)
        decoding = d
        // The release goes through `apply` like the keyboard's own outputs (the event log).
        var released: [KeyboardOutput] = []
        keyboard.releaseCapsLock(time: now, into: &released)
        apply(released)
        return true
    }
}
