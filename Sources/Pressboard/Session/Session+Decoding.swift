import Decoding
import Keyboard
import Suggestions
import TextEditing

/// The decoding seam: the session's word-finishing path asks `WordDecoder` what the finished word
/// should be (instead of the bar's display share), Backspace right after a correction restores the
/// typed word in one step, and the bar offers the typed word after a correction.
extension Session {
    /// Turns the word decoder on (autocorrect must be on in the suggestions settings for it to
    /// replace words). Needs a suggestions bar (its ranker supplies candidates and the language model).
    public func enableDecoding(_ configuration: SessionDecoding.Configuration = .init()) {
        guard let bar = suggestionsBar else { return }
        let page = keyboard.geometry.defaultPage
        decoding = SessionDecoding(configuration: configuration, ranker: bar.ranker, page: page,
                                   keyset: keyboard.geometry.keyset.id, device: description.name)
    }

    /// A letter was typed with this intensity (the word's pressure, for literal words).
    func decodingNoteLetter(intensity: Int) {
        guard decoding != nil else { return }
        decoding!.lastCorrection = nil
        if decoding!.wordIntensities.count >= 64 { decoding!.wordIntensities.removeAll(keepingCapacity: true) }
        decoding!.wordIntensities.append(intensity)
        decoding!.literal.observe(intensity: intensity)
    }

    /// Called when a separator ends the word before the caret. Returns true when the decoder
    /// handled the word (corrected, joined or kept it); false to fall back to the bar's autocorrect.
    /// `tap` is where the separator was tapped (for a join with the next word).
    func decodeFinishedWord(_ w: TextTokenizer.TypedWord, separator: String, intensity: UInt8, tap: TapPoint?) -> Bool {
        guard var d = decoding else { return false }
        defer { decoding = d }
        let intensities = Array(d.wordIntensities.suffix(w.word.count))
        d.wordIntensities.removeAll(keepingCapacity: true)
        d.lastCorrection = nil
        let previous = d.lastWord
        d.lastWord = nil
        let stray = d.straySeparator
        d.straySeparator = nil
        let dropped = d.droppedSpace
        d.droppedSpace = nil
        let backspace = d.backspaceSlip
        d.backspaceSlip = nil
        let backspacedSpace = d.backspacedSpace
        d.backspacedSpace = nil
        let taps = wordTaps.count == w.word.count ? wordTaps : []
        guard configuration.suggestions.autocorrectEnabled else { return false }
        // Without tap points there is nothing to decode from: the word stays (the bar's guess
        // would undo a reverted correction).
        guard !taps.isEmpty else { keep(w.word); return true }
        let literal = d.literal.isLiteral(word: w.word, intensities: intensities)
        let request = DecodingRequest(typed: w.word, taps: taps, previousWord: w.previous, literal: literal,
                                      shiftTaps: wordShiftTaps.filter { $0.index < w.word.count }, midSentence: isMidSentence(w.range.lowerBound),
                                      smallLetterSentence: isSmallLetterSentence(w.range))
        let result: DecodedWord
        if let backspace, backspace.start == w.range.lowerBound, backspace.slip.index <= taps.count {
            result = d.decoder.decode(request, across: backspace.slip)
        } else {
            result = d.decoder.decode(request)
        }
        d.decodedWords += 1
        if d.recordsRequests, d.requests.count < 4000 {
            d.requests.append(request)
            d.decisions.append((request, result))
        }
        if let backspacedSpace, backspaceStartsWord(backspacedSpace, w, WordDecoder.JoinPart(request: request, text: result.text),
                                                    separator: separator, tap: tap, intensity: intensity, &d) {
            return true
        }
        if let previous, join(previous, w, WordDecoder.JoinPart(request: request, text: result.text), decided: result, separator: separator, tap: tap,
                                  intensity: intensity, &d) {
            return true
        }
        if previous == nil, let stray, straySeparatorStartsWord(stray, w, WordDecoder.JoinPart(request: request, text: result.text),
                                                        separator: separator, tap: tap, intensity: intensity, &d) {
            return true
        }
        if let dropped, droppedSpaceStartsWord(dropped, w, WordDecoder.JoinPart(request: request, text: result.text),
                                               separator: separator, tap: tap, intensity: intensity, &d) {
            return true
        }
        // The previous word again, with this one as its right context. Replaced before this
        // word is edited, so this word's range moves by the change in length.
        var w = w
        if let previous, follows(previous, at: w.range.lowerBound), let decision = previous.decision,
           let better = d.decoder.revise(previous.part, decision: decision, next: result.text),
           let r = editor.textRange(from: TextPosition(previous.range.lowerBound), to: TextPosition(previous.range.upperBound)) {
            editor.replace(r, withSuggestion: better, tapIntensity: intensity)
            let delta = better.utf16.count - previous.range.count
            w.range = (w.range.lowerBound + delta)..<(w.range.upperBound + delta)
            // The caret stays after this word, where the separator goes.
            editor.setSelection(w.range.upperBound..<w.range.upperBound)
            d.revisedWords += 1
            if d.recordsRequests, d.decisions.count < 4000 {
                d.decisions.append((previous.part.request, DecodedWord(revising: decision, to: better)))
            }
        }
        var committed = w.word
        if result.isReplacement, let range = editor.textRange(from: TextPosition(w.range.lowerBound), to: TextPosition(w.range.upperBound)) {
            editor.replace(range, withSuggestion: result.text, tapIntensity: intensity)
            d.correctedWords += 1
            d.lastCorrection = .init(range: w.range.lowerBound..<(w.range.lowerBound + result.text.utf16.count), typed: w.word,
                                     replacement: result.text, separatorLength: separator.utf16.count)
            committed = result.text
        } else {
            keep(w.word, picked: literal)
        }
        // Corrected words teach too: where this user's taps for a key land when they slip is
        // what the spread must cover (only words kept as typed would teach a spread too narrow).
        if d.configuration.learnsTouchModel, result.text.count == w.word.count, !result.text.contains(" ") {
            d.decoder.spatial.touchModel.learn(word: result.text, taps: taps, layout: d.decoder.spatial.layout)
        }
        d.lastWord = .init(range: w.range.lowerBound..<(w.range.lowerBound + committed.utf16.count),
                           part: .init(request: request, text: committed), separator: separator, separatorTap: tap,
                           decision: result)
        return true
    }

    /// Joins the word just finished with the one before it when a letter tap landed on the
    /// separator between them (`WordDecoder.join`): only right after it, with the text as it was
    /// committed. Returns true when it replaced both.
    ///
    /// A word decided as several ("aettleme" → "settle me", "wtakenvcqre" → "eta ken care") is
    /// joined as typed: the join must then beat that reading too, by the join margin over what
    /// the split gained.
    private func join(_ previous: SessionDecoding.FinishedWord, _ w: TextTokenizer.TypedWord, _ second: WordDecoder.JoinPart,
                      decided: DecodedWord, separator: String, tap separatorTap: TapPoint?, intensity: UInt8, _ d: inout SessionDecoding) -> Bool {
        // Both words must end at a space, sentence punctuation or Return: a word cut by a symbol
        // typed on another page ("t)3" after a stray tap on 123) is a fragment, not half of a word.
        guard let tap = previous.separatorTap, WordDecoder.mendableSeparators.contains(previous.separator),
              WordDecoder.mendableSeparators.contains(separator), follows(previous, at: w.range.lowerBound) else { return false }
        var splits: [DecodedWord] = []
        func asTyped(_ part: WordDecoder.JoinPart, _ decision: DecodedWord?) -> WordDecoder.JoinPart {
            guard part.text.contains(" "), let decision, decision.reason == .split else { return part }
            splits.append(decision)
            return WordDecoder.JoinPart(request: part.request, text: part.request.typed)
        }
        let first = asTyped(previous.part, previous.decision), part = asTyped(second, decided)
        guard let joined = d.decoder.join(first, separator: previous.separator, separatorTap: tap, part),
              splits.isEmpty || d.decoder.joinBeatsSplits(joined, splits),
              let range = editor.textRange(from: TextPosition(previous.range.lowerBound), to: TextPosition(w.range.upperBound))
        else { return false }
        editor.replace(range, withSuggestion: joined.text, tapIntensity: intensity)
        d.correctedWords += 1
        d.joinedWords += 1
        if d.recordsRequests, d.decisions.count < 4000 {
            d.decisions.append((joined.request, joined.decision))
        }
        let start = previous.range.lowerBound, end = start + joined.text.utf16.count
        d.lastCorrection = .init(range: start..<end, typed: joined.typed, replacement: joined.text, separatorLength: separator.utf16.count)
        // The next word may mend its seam with the last word of this one.
        guard joined.lastWordMendable else { return true }
        d.lastWord = .last(of: joined, at: start, separator: separator, separatorTap: separatorTap)
        return true
    }

    /// Whether a word starting at `offset` (UTF-16) stands inside a sentence: the last character
    /// before it other than a space is neither a sentence end nor a paragraph break, and there
    /// is one (the keyboard capitalises the text's first word and every sentence's).
    func isMidSentence(_ offset: Int) -> Bool {
        let before = editor.document.string(inUTF16Range: editor.document.boundaryUTF16Offset(max(0, offset - 16), roundingUp: true)..<offset)
        guard let last = before.last(where: { $0 != " " }) else { return false }
        return !".?!".contains(last) && !IntensityDocument.isParagraphSeparator(last)
    }

    /// Whether the user writes this text in small letters: the sentence holding the word at
    /// `range` (UTF-16) begins with a small letter, and so does every sentence begun in the
    /// 1,024 units before it. A sentence begins at the text's start, after a paragraph break, and
    /// after `.` `?` `!` and a space. One small start after capitals is a slip (a stray full stop
    /// whose automatic capital the shift meant for the next word turned off), not a style.
    func isSmallLetterSentence(_ range: Range<Int>) -> Bool {
        let document = editor.document
        let from = document.boundaryUTF16Offset(max(0, range.lowerBound - 1024), roundingUp: true)
        var atStart = from == 0, afterStop = false, starts = 0
        for c in document.string(inUTF16Range: from..<range.upperBound) {
            if IntensityDocument.isParagraphSeparator(c) || afterStop && c.isWhitespace { atStart = true }
            afterStop = ".?!".contains(c)
            guard atStart, c.isLetter else { continue }
            if !c.isLowercase { return false }
            atStart = false
            starts += 1
        }
        return starts > 0 && !atStart
    }

    /// `offset` (UTF-16) is right after `previous` and its separator, and both are still in the
    /// text as they were committed.
    func follows(_ previous: SessionDecoding.FinishedWord, at offset: Int) -> Bool {
        previous.range.upperBound + previous.separator.utf16.count == offset
            && editor.document.string(inUTF16Range: previous.range) == previous.part.text
            && editor.document.string(inUTF16Range: previous.range.upperBound..<offset) == previous.separator
    }

    /// Backspace right after a correction (caret just after the corrected word and its separator):
    /// restores the typed word, drops the separator, and keeps the word literal from now on.
    /// Returns true when it did.
    func undoCorrectionOnBackspace() -> Bool {
        guard var d = decoding, let c = d.lastCorrection else { return false }
        defer { decoding = d }
        d.lastCorrection = nil
        let caret = editor.selection.lowerBound
        guard editor.selection.isEmpty, caret == c.range.upperBound + c.separatorLength,
              editor.document.string(inUTF16Range: c.range) == c.replacement,
              let r = editor.textRange(from: TextPosition(c.range.lowerBound), to: TextPosition(caret)) else { return false }
        editor.replace(r, withText: c.typed)
        d.literal.markReverted(c.typed)
        d.revertedCorrections += 1
        wordTaps.removeAll()
        return true
    }

    /// After a correction the bar offers the typed word first (picking it undoes the correction).
    func correctionOffer() -> [Suggestion] {
        guard let c = decoding?.lastCorrection else { return [] }
        return [Suggestion(text: c.typed, score: 0, kind: .typed, confidence: 1)]
    }

    /// Picking the offered typed word after a correction: restores it (and its space).
    func pickCorrectionOffer(_ chosen: Suggestion) -> Bool {
        guard let c = decoding?.lastCorrection, chosen.text == c.typed, chosen.kind == .typed else { return false }
        guard undoCorrectionOnBackspace() else { return false }
        editor.insertText(" ", intensity: 50)
        return true
    }
}
