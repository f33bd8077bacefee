import Decoding
import Keyboard
import Suggestions
import TextEditing
import TouchInput

extension Session {
    /// Applies keyboard outputs to the editor, then tells the keyboard the new text before the
    /// caret (auto-capitalisation) and refreshes the suggestions.
    func apply(_ list: [KeyboardOutput]) {
        guard !list.isEmpty else { return }
        var typed = false
        for o in list {
            let changed = apply(o)
            let e = SessionEvent(output: o, changedDocument: changed)
            record(e)
            // Text typed changes the keyboard's context even when the session dropped it (a
            // doubled space): the keyboard took its automatic capital back when it was typed.
            if case .text = o.action { typed = true }
            if changed {
                typed = true
                if dirtySince == nil { dirtySince = o.time }
                if let onDocumentChange {
                    // Whoever draws this change sees the bar that goes with it.
                    refreshSuggestions()
                    onDocumentChange(self, e)
                }
            }
        }
        guard typed else { return }
        var more: [KeyboardOutput] = []
        keyboard.setTextBeforeCaret(textBeforeCaret(), time: now, into: &more)
        for o in more { record(SessionEvent(output: o, changedDocument: false)) }
        refreshSuggestions()
    }

    private func record(_ e: SessionEvent) {
        actionCount += 1
        if configuration.keepsEventLog { events.append(e) }
    }

    /// Applies one action; returns whether the document changed.
    private func apply(_ o: KeyboardOutput) -> Bool {
        trackPageSlip(o)
        trackCapsLockSlip(o)
        switch o.action {
        case .text(let s, let intensity):
            let level = UInt8(clamping: intensity)
            if s == " ", resolvePageSlip(before: s, intensity: level) {
                editor.insertText(s, intensity: level)
                wordTaps.removeAll()
                decoding?.separatorHeld = o.heldPastLongPress
                return true
            }
            if s.count == 1, let c = s.first, CharacterClass.isWordOrJoiner(c) {
                if let p = o.point { wordTaps.append(TapPoint(x: p.x, y: p.y)) } else { wordTaps.removeAll() }
                decodingNoteLetter(intensity: intensity)
            } else {
                if let mended = dropsDoubleSpace(s, tap: o.point.map { TapPoint(x: $0.x, y: $0.y) }, intensity: level) { return mended }
                finishWord(before: s, intensity: level, tap: o.point.map { TapPoint(x: $0.x, y: $0.y) })
                decoding?.separatorHeld = o.heldPastLongPress
                wordTaps.removeAll()
            }
            // While a dead key is pending, the next character goes through the Compose table.
            if editor.isComposing, s.count == 1, let c = s.first, let keysym = Keysym(character: c) {
                editor.typeKey(keysym, intensity: level)
            } else {
                editor.insertText(s, intensity: level)
            }
            return true
        case .newline(let intensity):
            if resolvePageSlip(before: "\n", intensity: UInt8(clamping: intensity)) {
                wordTaps.removeAll()
                decoding?.separatorHeld = o.heldPastLongPress
                editor.insertText("\n", intensity: UInt8(clamping: intensity))
                return true
            }
            // Where Return was tapped: a letter meant for the key above it cut the word in two.
            finishWord(before: "\n", intensity: UInt8(clamping: intensity), tap: o.point.map { TapPoint(x: $0.x, y: $0.y) })
            decoding?.separatorHeld = o.heldPastLongPress
            wordTaps.removeAll()
            editor.insertText("\n", intensity: UInt8(clamping: intensity))
            return true
        case .deadKey(let key, let intensity):
            return editor.typeKey(named: key.keysymName, intensity: UInt8(clamping: intensity))
        case .delete(let unit):
            guard editor.hasText else { return false }
            switch unit {
            case .character:
                if undoCorrectionOnBackspace() { return true }
                noteBackspace(at: o.point.map { TapPoint(x: $0.x, y: $0.y) })
                editor.deleteBackward()
                if !wordTaps.isEmpty { wordTaps.removeLast() }
                restoreTapsAfterBackspacedSpace()
            case .word:
                let caret = editor.selection.lowerBound
                let start = editor.tokenizer.wordDeletionStart(before: TextPosition(caret)).offset
                if start < caret, let r = editor.textRange(from: TextPosition(start), to: TextPosition(caret)) {
                    editor.replace(r, withText: "")
                } else {
                    editor.deleteBackward()
                }
                wordTaps.removeAll()
            }
            return true
        case .suggestion(let rank, let intensity):
            return pickSuggestion(rank: rank, intensity: UInt8(clamping: intensity))
        case .format(let f):
            return applyFormat(f)
        case .intensityKey(let intensity):
            guard !editor.selection.isEmpty else { return false }
            editor.applyIntensity(UInt8(clamping: intensity))
            return true
        case .renderScheme(let scheme):
            var options = editor.document.options
            options.renderScheme = scheme
            editor.setOptions(options)
            return true
        case .smoothing(let unit):
            var options = editor.document.options
            options.smoothing = unit
            editor.setOptions(options)
            return true
        case .copy:
            onCopy?(editor.document.string)
            return false
        case .shift:
            if let p = o.point, wordShiftTaps.count < 4 {
                wordShiftTaps.append(ShiftTap(index: wordTaps.count, point: TapPoint(x: p.x, y: p.y)))
            }
            return false
        case .page, .manualIntensity:
            return false
        }
    }

    /// Up to `limit` UTF-16 units of text before the caret (never splitting a character).
    func textBeforeCaret(limit: Int = 64) -> String {
        let caret = editor.selection.lowerBound
        let start = editor.document.boundaryUTF16Offset(max(0, caret - limit), roundingUp: true)
        return editor.document.string(inUTF16Range: start..<caret)
    }
}
