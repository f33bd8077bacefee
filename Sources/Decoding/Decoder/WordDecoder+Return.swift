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
    public func returnAsLetter(_ part: JoinPart, returnTap: TapPoint, side: ReturnSide) -> JoinedWord? {
        let r = part.request
        guard !r.literal, !r.typed.isEmpty, r.typed.count == r.taps.count, r.taps.count + 1 <= min(settings.maxTaps, TapCandidates.maxTaps),
              r.typed.allSatisfy(\.isLetter), mayBeCut(r.typed),
              let letter = nearestLetters(to: returnTap, count: 1).first else { return nil }
        let typed: String, taps: [TapPoint]
        switch side {
        case .before: typed = String(letter) + r.typed.lowercased(); taps = [returnTap] + r.taps
        case .after: typed = r.typed + String(letter); taps = r.taps + [returnTap]
        }
        let request = DecodingRequest(typed: typed, taps: taps, previousWord: r.previousWord)
        let decided = decode(request)
        guard decided.text.count >= typed.count - 1, !decided.text.contains(" "),
              wordLogProbability(of: decided.text, after: r.previousWord) != nil,
              decided.text.lowercased() == part.text.lowercased()
                || explain(decided.text, request).total - explain(part.text, r).total >= settings.joinMargin else { return nil }
        let restored = side == .before ? "\n" + r.typed : r.typed + "\n"
        return JoinedWord(text: decided.text, typed: restored, request: request, gain: 0)
    }
}
