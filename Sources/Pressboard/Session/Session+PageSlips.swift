import Decoding
import Keyboard
import Suggestions
import TextEditing

/// A stray tap on a page key (`WordDecoder.readPageSlip`): the `123` key lies under shift, so a
/// shift meant for a name's capital can land on it, and the name comes out in symbols
/// ("Karen" → "@/43!"). The keyboard goes back to its letters at the next space (LatinIME's rule),
/// so the slip costs one word; at that space the word is read again on the letters page, where
/// the finger aimed. A page key tapped on purpose is followed by what that page is for (a number),
/// which stays.
extension Session {
    /// Follows a page key tap and the text typed after it, before `o` is applied: starts,
    /// extends or forgets the pending slip.
    func trackPageSlip(_ o: KeyboardOutput) {
        guard decoding != nil else { return }
        switch o.action {
        case .page(let id):
            let home = keyboard.geometry.defaultPage.pageID
            let fromHome = (decoding!.page ?? home) == home
            decoding!.page = id
            decoding!.pageSlip = nil
            guard fromHome, id != home, o.contact != nil, let p = o.point else { return }
            startPageSlip(at: TapPoint(x: p.x, y: p.y))
        case .text(let s, _):
            guard decoding!.pageSlip != nil, s != " " else { return }
            guard s.count == 1, let c = s.first, let p = o.point else { decoding!.pageSlip = nil; return }
            decoding!.pageSlip!.slip.typed.append(c)
            decoding!.pageSlip!.slip.taps.append(TapPoint(x: p.x, y: p.y))
        case .newline, .shift, .manualIntensity, .intensityKey, .renderScheme, .smoothing, .copy:
            return
        case .delete, .suggestion, .deadKey, .format:
            decoding!.pageSlip = nil
        }
    }

    /// The page key was tapped at `tap` (keyboard units) from the default page: the word being
    /// typed (if any, with its taps) is the slip's prefix.
    private func startPageSlip(at tap: TapPoint) {
        guard editor.selection.isEmpty else { return }
        let caret = editor.selection.lowerBound
        let w = currentWord()
        var prefix = "", prefixTaps: [TapPoint] = [], wordStart = caret
        if !w.word.isEmpty {
            guard w.range.upperBound == caret, wordTaps.count == w.word.count else { return }
            prefix = w.word
            prefixTaps = wordTaps
            wordStart = w.range.lowerBound
        }
        let meant = keyMeant(by: tap)
        var shifted = false, punctuation: Character?
        switch meant {
        case .shift?: shifted = true
        case .text(let t)? where t == "," || t == ".": punctuation = t.first
        default: break
        }
        let slip = PageSlip(prefix: prefix, prefixTaps: prefixTaps, typed: "", taps: [], shifted: shifted,
                            previousWord: w.previous, midSentence: isMidSentence(wordStart))
        decoding!.pageSlip = .init(wordStart: wordStart, start: caret, slip: slip, punctuation: punctuation, tap: tap)
    }

    /// The action of the key a page key tap was meant for: on the default page, the key nearest
    /// the tap other than the one under it, when that key's edge is nearer than the centre of its
    /// own (a page key tapped on purpose is tapped near its middle); nil otherwise.
    func keyMeant(by tap: TapPoint) -> KeyAction? {
        let page = keyboard.geometry.defaultPage
        guard let under = page.keyIndex(x: tap.x, y: tap.y) else { return nil }
        var best = -1, bestDistance = Double.infinity
        for (i, k) in page.keys.enumerated() where i != under {
            let c = k.cell
            let dx = max(c.x - tap.x, 0, tap.x - c.maxX), dy = max(c.y - tap.y, 0, tap.y - c.maxY)
            let d = dx * dx + dy * dy
            if d < bestDistance { bestDistance = d; best = i }
        }
        let own = page.keys[under].cell
        let ox = tap.x - own.centerX, oy = tap.y - own.centerY
        guard best >= 0, bestDistance < ox * ox + oy * oy else { return nil }
        return page.keys[best].key.action
    }

    /// The character the default page's key under `tap` types (nil for other keys).
    private func defaultPageCharacter(at tap: TapPoint) -> Character? {
        let page = keyboard.geometry.defaultPage
        guard let i = page.keyIndex(x: tap.x, y: tap.y), case .text(let t) = page.keys[i].key.action, t.count == 1 else { return nil }
        return t.first
    }

    /// A space or Return (`separator`, not yet inserted; "" at the end of input) ends the word
    /// typed across a page key tap: replaces it with its reading on the letters page when that
    /// reading beats the symbols as typed. Returns true when it did (the caller inserts the
    /// separator, and no other decoding applies to the word).
    func resolvePageSlip(before separator: String, intensity: UInt8) -> Bool {
        guard var d = decoding, let pending = d.pageSlip else { return false }
        if separator == " ", pending.slip.typed.isEmpty, let p = pending.punctuation {
            decoding!.pageSlip = nil
            pageTapWasPunctuation(p, tap: pending.tap, intensity: intensity)
            return false
        }
        d.pageSlip = nil
        defer { decoding = d }
        guard configuration.suggestions.autocorrectEnabled, editor.selection.isEmpty else { return false }
        let caret = editor.selection.lowerBound
        var slip = pending.slip
        let original = slip.prefix + slip.typed
        guard caret == pending.wordStart + original.utf16.count,
              editor.document.string(inUTF16Range: pending.wordStart..<caret) == original else { return false }
        // Trailing punctuation that types the same on both pages ("Enron." as "3'49'.") was meant.
        var closing = ""
        while let c = slip.typed.last, let t = slip.taps.last, defaultPageCharacter(at: t) == c {
            closing.insert(c, at: closing.startIndex)
            slip.typed.removeLast()
            slip.taps.removeLast()
        }
        guard let word = d.decoder.readPageSlip(slip),
              let range = editor.textRange(from: TextPosition(pending.wordStart), to: TextPosition(caret - closing.utf16.count)) else { return false }
        editor.replace(range, withSuggestion: word, tapIntensity: intensity)
        let end = pending.wordStart + word.utf16.count + closing.utf16.count
        editor.setSelection(end..<end)
        d.correctedWords += 1
        d.lastWord = nil
        // Backspace right after restores what was typed (the closing punctuation stays in both).
        d.lastCorrection = .init(range: pending.wordStart..<end, typed: original, replacement: word + closing,
                                 separatorLength: separator.utf16.count)
        return true
    }

    /// "on" and the `123` key beside the comma, then the space: the tap was the comma ("on 23"
    /// followed for "on, we": the page stayed, as no character was typed on it). The comma is
    /// typed as its key would have, the letters come back, and the space goes on as usual.
    private func pageTapWasPunctuation(_ p: Character, tap: TapPoint, intensity: UInt8) {
        guard configuration.suggestions.autocorrectEnabled, editor.selection.isEmpty else { return }
        // The page change goes through `apply` like the keyboard's own (the event log, the page
        // this extension follows).
        var shown: [KeyboardOutput] = []
        keyboard.showPage(id: keyboard.geometry.defaultPage.pageID, time: now, into: &shown)
        apply(shown)
        finishWord(before: String(p), intensity: intensity, tap: tap)
        editor.insertText(String(p), intensity: intensity)
        wordTaps.removeAll()
    }
}
