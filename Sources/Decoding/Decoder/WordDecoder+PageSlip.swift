import Suggestions

/// A stray tap on a page key: the `123` key sits under shift and beside the comma, so a shift
/// meant for a name's capital, or a tap meant for the bar, can land on it, and the word after it
/// is typed on the numbers page ("Karen" → "@/43!"). The keyboard returns to
/// its letters at the next space, so the slip costs that one word; the decoder gets it back. The
/// numbers page's taps are read on the letters page (where the finger aimed them), and that
/// reading, less the cost of the stray tap, is weighed against the symbols as typed: a number
/// ("6:30", "1,000") is meant, a string of symbols rarely is.
///
/// A number typed on purpose can end the same way: its space slips onto the row above the bar
/// ("?" on the numbers page), the page stays, and the next word comes out in symbols
/// ("800 number" → "800?'7'!34"). The number stays; the rest is read as a space and a word.
extension WordDecoder {
    /// Reads a word typed on another page after a page key tap; nil when the symbols as typed
    /// stand (a number, no known word fits, or too little evidence).
    public func readPageSlip(_ s: PageSlip) -> String? {
        let n = s.prefix.count + s.taps.count
        guard !s.taps.isEmpty, s.taps.count == s.typed.count, s.prefix.count == s.prefixTaps.count,
              n >= 2 || s.shifted, n <= settings.maxTaps, !s.typed.contains(where: \.isLetter) else { return nil }
        let typed = Array(s.typed)
        let lead = Self.leadingNumberLength(typed)
        // A number starts with a digit or "$" (":/6" is no number), and may close a sentence
        // ("3825?").
        let number = lead > 0 ? readingLogProbability(of: String(s.typed.reversed().drop { "?!.,;:".contains($0) }.reversed()), after: nil) : nil
        let asTyped = number ?? settings.unknownWordLogProbability - settings.symbolCost * Double(s.typed.count)
        // One symbol alone after a tap meant as shift is the word "I" ("8": i's place on the
        // numbers page), the one word that takes a shift by itself inside a sentence: the tap
        // was that shift, no slip to pay for.
        let slipCost = n == 1 ? 0 : settings.pageSlipCost
        // A whole number ("3825") stands or takes a word after it; it is not read as letters.
        let letters = lead >= 2 && number != nil ? nil : letterReading(prefix: s.prefix, prefixTaps: s.prefixTaps, taps: s.taps[...], capital: s.shifted || (s.prefix.isEmpty && !s.midSentence),
                                    previousWord: s.previousWord, midSentence: s.midSentence)
            .map { (text: $0.text, score: $0.score - slipCost) }
        // Digits first: a number and a word after it, or a name whose first letters fall on
        // digits ("Rohauer" typed as "49)-734").
        let numbered = lead >= 2 ? numberThenWord(s, typed: typed, numberLength: lead) : nil
        let reading = [letters, numbered].compactMap { $0 }.max { $0.score < $1.score }
        guard let reading, reading.score - asTyped >= settings.pageSlipMargin else { return nil }
        return n == 1 && reading.text != "I" ? nil : reading.text
    }

    /// Whether an unknown word read on the letters page may stand as a name: two or more
    /// letters. A name's shift tap is the one most often lost to the page key beside it ("Pemex"
    /// typed as "03'3,"). Its score is an unknown word's (`unknownPrior`), which judges its
    /// letters: symbols read as letters at random spell no word ("IDwz", "wv"), and lose to the
    /// symbols as typed.
    func mayBeName(_ word: String) -> Bool {
        word.count >= 2 && word.allSatisfy(\.isLetter)
    }

    /// "800?'7'!34": the number, the tap after it read as the space, the rest as a word.
    func numberThenWord(_ s: PageSlip, typed: [Character], numberLength lead: Int) -> (text: String, score: Double)? {
        guard s.prefix.isEmpty, lead + 2 <= typed.count, let space = spatial.spaceCost(s.taps[lead]),
              space < WordSegmentation.maxSpaceTapCost,
              let word = letterReading(prefix: "", prefixTaps: [], taps: s.taps[(lead + 1)...], capital: false, previousWord: nil, midSentence: true)
        else { return nil }
        return (String(typed[..<lead]) + " " + word.text, settings.numberLogProbability + word.score - space)
    }

    /// The taps read on the letters page after `prefix`, decoded: the text and its score, when
    /// every word of it is known.
    func letterReading(prefix: String, prefixTaps: [TapPoint], taps: ArraySlice<TapPoint>, capital: Bool,
                       previousWord: String?, midSentence: Bool) -> (text: String, score: Double)? {
        var letters: [Character] = []
        letters.reserveCapacity(taps.count)
        for t in taps {
            guard let c = nearestLetters(to: t, count: 1).first else { return nil }
            letters.append(c)
        }
        // The letters page's case: a capital at a sentence's start, or after the shift the stray
        // tap was meant as.
        if capital, let first = letters.first { letters[0] = Character(first.uppercased()) }
        let request = DecodingRequest(typed: prefix + String(letters), taps: prefixTaps + taps, previousWord: previousWord, midSentence: midSentence)
        let (decision, chosen) = decodeScored(request)
        guard decision.text.split(separator: " ").allSatisfy({ readingLogProbability(of: String($0), after: nil) != nil || mayBeName(String($0)) })
        else { return nil }
        // A word the decoder leaves as typed ("I") is scored as it stands.
        guard let chosen else {
            return decision.reason == .notDecoded ? (decision.text, explain(decision.text, request).total) : nil
        }
        return (decision.text, chosen.score)
    }

    /// Length of the number at the start of `typed` (digits and what numbers hold: "1,000",
    /// "6:30", "$5"), ending in a digit; 0 when it does not start with one.
    static func leadingNumberLength(_ typed: [Character]) -> Int {
        guard let first = typed.first, first.isNumber || first == "$" else { return 0 }
        var end = 0
        for (i, c) in typed.enumerated() {
            if c.isNumber { end = i + 1 } else if !",.:/-$%".contains(c) { break }
        }
        return end
    }
}
