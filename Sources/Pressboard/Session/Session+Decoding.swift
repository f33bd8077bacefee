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
        let page = keyboard.geometry.pages[keyboard.geometry.keyset.defaultPageIndex]
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
    /// handled the word (corrected or kept it); false to fall back to the bar's autocorrect.
    func decodeFinishedWord(_ w: TextTokenizer.TypedWord, separator: String, intensity: UInt8) -> Bool {
        guard var d = decoding else { return false }
        defer { decoding = d }
        let intensities = Array(d.wordIntensities.suffix(w.word.count))
        d.wordIntensities.removeAll(keepingCapacity: true)
        d.lastCorrection = nil
        let taps = wordTaps.count == w.word.count ? wordTaps : []
        guard configuration.suggestions.autocorrectEnabled else { return false }
        // Without tap points there is nothing to decode from: the word stays (the bar's guess
        // would undo a reverted correction).
        guard !taps.isEmpty else { keep(w.word); return true }
        let literal = d.literal.isLiteral(word: w.word, intensities: intensities)
        let result = d.decoder.decode(DecodingRequest(typed: w.word, taps: taps, previousWord: w.previous, literal: literal))
        d.decodedWords += 1
        if d.recordsRequests, d.requests.count < 4000 {
            let request = DecodingRequest(typed: w.word, taps: taps, previousWord: w.previous, literal: literal)
            d.requests.append(request)
            d.decisions.append((request, result))
        }
        if result.isReplacement, let range = editor.textRange(from: TextPosition(w.range.lowerBound), to: TextPosition(w.range.upperBound)) {
            editor.replace(range, withSuggestion: result.text, tapIntensity: intensity)
            d.correctedWords += 1
            d.lastCorrection = .init(range: w.range.lowerBound..<(w.range.lowerBound + result.text.utf16.count), typed: w.word,
                                     replacement: result.text, separatorLength: separator.utf16.count)
            return true
        }
        if d.configuration.learnsTouchModel, result.text == w.word {
            d.decoder.spatial.touchModel.learn(word: w.word, taps: taps, layout: d.decoder.spatial.layout)
        }
        keep(w.word, picked: literal)
        return true
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

    /// A second space typed right after a word's space is a slip (VelociTap decodes double spaces).
    func dropsDoubleSpace(_ s: String) -> Bool {
        guard let d = decoding, d.configuration.dropsDoubleSpaces, configuration.suggestions.autocorrectEnabled, s == " " else { return false }
        let before = Array(textBeforeCaret(limit: 4))
        guard before.count >= 2 else { return false }
        return before[before.count - 1] == " " && before[before.count - 2].isLetter
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
