import Suggestions

/// A letter tap that slipped onto shift: shift sits beside "a" and "z", so a tap meant for one of
/// them that lands on it types nothing and capitalises the next letter ("agreement" →
/// "Greement", "game" → "gMe"). The session passes the word's shift taps; each is read as the
/// letter keys nearest to it, inserted where it was tapped, with the letter after it in the case
/// it had before the slip, and decoded as a word of its own.
extension WordDecoder {
    /// Readings of `r` with `shift` read as a letter, scored on the scale of the typed word's own
    /// readings (a deliberate shift tap explains itself at no cost; reading it as a letter costs
    /// its distance from that key and `shiftSlipCost`).
    func shiftReadings(_ r: DecodingRequest, _ shift: ShiftTap) -> [Scored] {
        var chars = Array(r.typed)
        guard shift.index >= 0, shift.index < chars.count, chars.count < settings.maxTaps, r.taps.count == chars.count else { return [] }
        chars[shift.index] = Character(chars[shift.index].lowercased())
        var out: [Scored] = []
        for letter in nearestLetters(to: shift.point, count: 2) {
            var typed = chars
            typed.insert(letter, at: shift.index)
            var taps = r.taps
            taps.insert(shift.point, at: shift.index)
            let augmented = DecodingRequest(typed: String(typed), taps: taps, previousWord: r.previousWord, midSentence: r.midSentence)
            let d = decodeScored(augmented, severalWords: false).word
            // The reading explains the shift tap as a letter; it may not drop taps to get there
            // ("Playdate" is no slip for "date").
            guard !d.text.contains(" "), d.text.count >= typed.count - 1,
                  readingLogProbability(of: d.text, after: r.previousWord) != nil else { continue }
            out.append(Scored(text: d.text, score: explain(d.text, augmented).total - settings.shiftSlipCost, split: false, lenient: true))
        }
        return out
    }

    /// Up to `count` letter keys likeliest for a tap, nearest first, within `reach` nats.
    func nearestLetters(to t: TapPoint, count: Int, within reach: Double = WordSegmentation.maxSpaceTapCost) -> [Character] {
        var all: [(Character, Double)] = []
        for (c, g) in spatial.layout.keys where c.isLetter {
            let cost = spatial.cost(t, spatial.touchModel.target(c, geometry: g))
            if cost <= reach { all.append((c, cost)) }
        }
        all.sort { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }
        return all.prefix(count).map(\.0)
    }

    /// Readings of `r` whose first tap was meant as shift and slipped onto the letter beside it
    /// ("agary" for "Gary": a name's shift landed on "a"): the tap dropped and the next letter
    /// capitalised. Only inside a sentence, where a capital takes a shift tap (the keyboard
    /// capitalises a sentence's start by itself), and only for a tap that lies about as near
    /// shift as its own key.
    func slippedShiftReadings(_ r: DecodingRequest) -> [Scored] {
        let chars = Array(r.typed)
        guard r.midSentence, chars.count >= 3, chars.count == r.taps.count, chars[0].isLowercase, chars[1].isLowercase,
              let shift = spatial.shiftCost(r.taps[0]), shift <= WordSegmentation.maxSpaceTapCost,
              spatial.layout.keys[chars[0]] != nil, shift <= spatial.cost(r.taps[0], for: chars[0], typed: chars[0]) + 1 else { return [] }
        var typed = Array(chars.dropFirst())
        typed[0] = Character(typed[0].uppercased())
        let request = DecodingRequest(typed: String(typed), taps: Array(r.taps.dropFirst()), previousWord: r.previousWord, midSentence: true)
        let d = decodeScored(request, severalWords: false).word
        guard !d.text.contains(" "), d.text.first?.isUppercase == true, readingLogProbability(of: d.text, after: r.previousWord) != nil else { return [] }
        return [Scored(text: d.text, score: explain(d.text, request).total - shift - settings.shiftSlipCost, split: false, lenient: true)]
    }
}
