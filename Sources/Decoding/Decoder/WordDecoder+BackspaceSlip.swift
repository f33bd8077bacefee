import Suggestions

/// A letter that landed on Backspace. Backspace sits right of "m" and under "l", so a noisy tap
/// meant for one of them deletes the letter before it instead: "home" comes out "he" ("m" on
/// Backspace took the "o"), "deal" comes out "de". Backspace acts at once (it repeats while
/// held), so the session keeps what it deleted and where it was tapped; when the word is
/// finished, the decoder weighs the word as it stands against the word with the deleted letter
/// back and the Backspace tap read as the letter it lies on the edge of. A deliberate Backspace
/// removes a wrong letter and lands near the key's middle, far from every letter: that reading
/// does not arise, or spells no word.
extension WordDecoder {
    /// The most a Backspace tap read as a letter may cost (nats): a tap on that key's edge. A
    /// Backspace tapped near its middle is about 4 nats from "l" above it.
    static let maxBackspaceLetterCost = 3.0

    /// The better of `r` as typed (decoded as usual) and the reading with `slip` undone; the
    /// latter only when it is a known word that beats the former by `joinMargin` nats after
    /// `backspaceSlipCost`.
    public func decode(_ r: DecodingRequest, across slip: BackspaceSlip) -> DecodedWord {
        let (typed, chosen) = decodeScored(r)
        guard !r.literal, let chosen, let reading = backspaceReading(r, slip), reading.score - chosen.score >= settings.joinMargin
        else { return typed }
        return DecodedWord(text: reading.text, reason: .corrected, posterior: typed.posterior, typedPosterior: typed.typedPosterior,
                           candidates: [(reading.text, 1)] + typed.candidates)
    }

    /// The word with the deleted letter restored at `slip.index` and the Backspace tap read as
    /// the letter nearest it, decoded: its text and score (less `backspaceSlipCost`), when that
    /// is one known word.
    func backspaceReading(_ r: DecodingRequest, _ slip: BackspaceSlip) -> (text: String, score: Double)? {
        var chars = Array(r.typed)
        guard slip.index >= 0, slip.index <= chars.count, chars.count == r.taps.count, chars.count + 2 <= settings.maxTaps,
              slip.deleted.isLetter,
              let letter = nearestLetters(to: slip.backspaceTap, count: 1, within: Self.maxBackspaceLetterCost).first else { return nil }
        chars.insert(contentsOf: [slip.deleted, letter], at: slip.index)
        var taps = r.taps
        taps.insert(contentsOf: [slip.deletedTap, slip.backspaceTap], at: slip.index)
        let request = DecodingRequest(typed: String(chars), taps: taps, previousWord: r.previousWord, shiftTaps: [], midSentence: r.midSentence,
                                      smallLetterSentence: r.smallLetterSentence)
        let (decision, chosen) = decodeScored(request, severalWords: false)
        // The reading explains both taps: it may not drop letters to get there.
        guard let chosen, !decision.text.contains(" "), decision.text.count >= chars.count - 1,
              wordLogProbability(of: decision.text, after: r.previousWord) != nil else { return nil }
        return (decision.text, chosen.score - settings.backspaceSlipCost)
    }
}
