import Suggestions

/// A Return that was a letter at a word's edge. Return sits under the right half of m (and the
/// apostrophe's place in the full stop's grid), so a noisy m at the start or end of a word lands
/// on it: "the ⏎Odel" for "the model" (after the space, with the automatic capital Return gave),
/// "proble⏎ with" for "problem with". A Return with a space on its other side is no paragraph
/// anyone meant there: the tap is read as the nearest letter, joined to the word on its other
/// side. Between two words, Return is a seam like the bar (`join`).
extension WordDecoder {
    /// Where the Return's tap stands relative to the word.
    public enum ReturnSide: Sendable {
        /// The word follows the Return ("⏎Odel").
        case before
        /// The word precedes the Return ("proble⏎").
        case after
    }

    /// `part` with the Return's tap read as a letter on `side`, or nil when the word stays.
    /// The typed word must be unknown (or a single letter) and the reading a known word that
    /// beats it by `joinMargin` nats, or the very word the decoder committed (it supplied the
    /// letter without a tap; the Return's tap was that letter). The reading is lowercase when the
    /// Return came first (its capital was the automatic one of a new paragraph).
    ///
    /// After the word ("a⏎ " for "am "), the word may be known too: no paragraph starts with a
    /// space, so the words as they stand pay `insertionCost` for the Return they leave
    /// unexplained, and the reading must hold the tap as its last letter ("fro⏎ " is "from",
    /// "a⏎ " is "am"). Before the word a Return after a space is common (a line ended with a
    /// space), and a known word after it stays.
    public func returnAsLetter(_ part: JoinPart, returnTap: TapPoint, side: ReturnSide) -> JoinedWord? {
        switch side {
        case .before: edgeTapAsLetter(part, tap: returnTap, side: side, separator: "\n", rowSlip: false)
        case .after: edgeTapAsLetter(part, tap: returnTap, side: side, separator: "\n", rowSlip: false, needsLetter: true,
                                     unexplainedTapCost: settings.insertionCost, typedMayBeKnown: true)
        }
    }

    /// `part` with the tap of a second space dropped right before it (a doubled space is a slip,
    /// `Session.dropsDoubleSpace`) read as its first letter: a bottom-row letter that landed on the
    /// bar right after the space ("we  annot" → "we cannot"), as for Return. A tap deep on the
    /// bar is read as the letter right above it only when that spells the word with nothing else
    /// mended (`letterAbove`). The word as it stands leaves the second space unexplained, a tap
    /// typed for nothing: it pays `insertionCost` for it ("you  ould" is "you could", its c on
    /// the bar, rather than "you would" with a stray space; held-out CER at σ 0.19 and 0.235
    /// fell by 0.01–0.02 points, no right word changed). Nil when the word stays.
    public func droppedSpaceAsLetter(_ part: JoinPart, spaceTap: TapPoint) -> JoinedWord? {
        // A capital typed after a space starts a word on purpose (a name, a sentence).
        guard part.request.typed.first?.isUppercase != true else { return nil }
        return edgeTapAsLetter(part, tap: spaceTap, side: .before, separator: "", rowSlip: true,
                               unexplainedTapCost: settings.insertionCost)
    }

    /// `part` with the tap of the space right after it read as its last letter, when a second
    /// space followed at once (`Session.dropsDoubleSpace`): a bottom-row letter at a word's end
    /// that landed on the bar types a space, and the space meant after the word doubles it
    /// ("ca  help" → "can help", "o  the" → "on the"). Under the right half of the bar such a
    /// tap is also near the full stop; the letter is tried first, as it spells a known word out
    /// of an unknown one. The reading may be the word already committed (the decoder supplied the
    /// letter the tap was): the space was that letter, not punctuation. The word as it stands
    /// leaves the second space unexplained, a tap typed for nothing: it pays `insertionCost`, as
    /// in `droppedSpaceAsLetter` ("and i  " is "and in", its n deep on the bar). Nil when the
    /// word stays.
    public func spaceAsLastLetter(_ part: JoinPart, spaceTap: TapPoint) -> JoinedWord? {
        edgeTapAsLetter(part, tap: spaceTap, side: .after, separator: " ", rowSlip: true, unexplainedTapCost: settings.insertionCost)
    }

    /// `part` with the tap of the space right after it read as its last letter, when a full stop
    /// or comma followed that space: no text puts a space before them, so the word as it stands
    /// pays `insertionCost` for the space it leaves unexplained ("Ly ." → "Lyn.", "o ." → "on.").
    /// The reading must hold the tap as its last letter: a full stop after a space may as well
    /// start the next word (its first letter on the key, `punctuationAsFirstLetter`: "aee
    /// .egotiating" is "are negotiating"). Nil when the word stays.
    public func spaceAsLastLetter(beforePunctuation part: JoinPart, spaceTap: TapPoint) -> JoinedWord? {
        edgeTapAsLetter(part, tap: spaceTap, side: .after, separator: " ", rowSlip: true, needsLetter: true,
                        unexplainedTapCost: settings.insertionCost)
    }

    /// `part` with the tap of the full stop or comma right after it read as its last letter, when
    /// a space followed: the keys sit under the bottom row's edges (the full stop under n's right
    /// half and m), so a word's last letter slips onto them and the space meant after the word
    /// follows ("Ca. you" → "Can you"). Nil when the word stays.
    public func punctuationAsLastLetter(_ part: JoinPart, tap: TapPoint, separator: String) -> JoinedWord? {
        guard WordSegmentation.closingPunctuation.contains(where: { String($0) == separator }) else { return nil }
        return edgeTapAsLetter(part, tap: tap, side: .after, separator: separator, rowSlip: true, needsLetter: true)
    }

    /// Punctuation whose tap may be a word's first letter when a space stands before it
    /// (`punctuationAsFirstLetter`): the keys beside the bar, under the bottom row's right end.
    public static let letterEdgePunctuation: Set<String> = Set(WordSegmentation.closingPunctuation.map { String($0) })

    /// `part` with the tap of the full stop or comma typed right before it, after a space, read
    /// as its first letter: an m (or n) at a word's start that slipped onto the key below it
    /// ("church .eetung" → "church meeting", "to .ake" → "to make"). No sentence puts a full
    /// stop after a space and a word right after it: the word as it stands pays `insertionCost`
    /// for the tap it leaves unexplained, as for a doubled space ("we .ot" is "we not", not "we
    /// to" with its letters swapped); a name or extension written so (".NET") is a known word
    /// and stays. The reading must hold the tap as its first letter. Nil when the word stays.
    public func punctuationAsFirstLetter(_ part: JoinPart, tap: TapPoint, separator: String) -> JoinedWord? {
        guard Self.letterEdgePunctuation.contains(separator) else { return nil }
        return edgeTapAsLetter(part, tap: tap, side: .before, separator: separator, rowSlip: true, needsLetter: true,
                               unexplainedTapCost: settings.insertionCost)
    }

    /// `part` with a separator's tap on `side` read as a letter (`returnAsLetter`); `separator`
    /// is what Backspace restores with the typed word. `needsLetter`: the reading must hold the
    /// tap as its letter (punctuation that was meant stays; a Return needs no such proof: no
    /// paragraph break is meant beside a space). `unexplainedTapCost`: what the words as they
    /// stand pay for leaving the tap unexplained. `reach`: how far (nats) from a letter the tap
    /// may lie and still be read as it. `typedMayBeKnown`: a known typed word may be read so too
    /// (else it stays: only an unknown word or a single letter is half of a cut word).
    func edgeTapAsLetter(_ part: JoinPart, tap: TapPoint, side: ReturnSide, separator: String, rowSlip: Bool,
                         needsLetter: Bool = false, unexplainedTapCost: Double = 0,
                         reach: Double = WordSegmentation.maxSpaceTapCost, typedMayBeKnown: Bool = false) -> JoinedWord? {
        let r = part.request
        guard !r.literal, !r.typed.isEmpty, r.typed.count == r.taps.count, r.taps.count + 1 <= min(settings.maxTaps, TapCandidates.maxTaps),
              r.typed.allSatisfy(\.isLetter), typedMayBeKnown || mayBeCut(r.typed) else { return nil }
        var exact = false
        // The two letters nearest the tap: the reading is spelled with the nearer, and may hold
        // either (a tap on the full stop between n and m: "mot" reads "not").
        var near = nearestLetters(to: tap, count: 2, within: reach)
        if near.isEmpty, rowSlip, let above = letterAbove(tap) { near = [above]; exact = true }
        guard let letter = near.first else { return nil }
        let typed: String, taps: [TapPoint]
        switch side {
        case .before: typed = String(letter) + r.typed.lowercased(); taps = [tap] + r.taps
        case .after: typed = r.typed + String(letter); taps = r.taps + [tap]
        }
        let request = DecodingRequest(typed: typed, taps: taps, previousWord: r.previousWord, midSentence: r.midSentence,
                                      smallLetterSentence: r.smallLetterSentence)
        let decided = decode(request)
        // A tap a whole row low is its own kind of slip: it costs `spaceSlipCost`, as a space on
        // the row above the bar does, not its distance from the letter (the stray floor).
        let rowSlipRefund = exact ? max(0, spatial.cost(tap, for: letter, typed: letter) - settings.spaceSlipCost) : 0
        // The tap must be the reading's letter where it was tapped, one the typed word lacked
        // ("ca" + n is "can"; "Interesfing," is "Interesting" with its comma, "tomorro." is
        // "tomorrow." with its full stop).
        let spelled = decided.text.lowercased()
        let tapIsLetter = decided.text.count > r.typed.count && (side == .after ? spelled.last : spelled.first).map(near.contains) == true
        guard decided.text.count >= typed.count - 1, !needsLetter || tapIsLetter, !decided.text.contains(" "),
              !exact || spelled == typed.lowercased(),
              wordLogProbability(of: decided.text, after: r.previousWord) != nil,
              spelled == part.text.lowercased()
                || explain(decided.text, request).total + rowSlipRefund - explain(part.text, r).total + unexplainedTapCost >= settings.joinMargin
        else { return nil }
        let restored = side == .before ? separator + r.typed : r.typed + separator
        return JoinedWord(text: decided.text, typed: restored, request: request, gain: 0)
    }
}
