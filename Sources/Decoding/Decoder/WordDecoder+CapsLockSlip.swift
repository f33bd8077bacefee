import Suggestions

/// A letter tap that slipped onto shift right after the shift it followed: the double tap locks
/// the capitals, and without a reading the slip costs every word after it, not one ("Alina had a
/// fit" → "LINA HAD A FIT…"; at σ 0.19 two phrases in 1,200 lost 15 words each that way).
///
/// The shift tap is read as the letter whose key it lies on the edge of, the word after it in
/// small letters behind that capital, decoded. Capitals locked on purpose are kept: the session
/// asks only when the locking tap lay nearer a letter's edge than shift's centre, and the reading
/// must start with the slipped letter (a word the decoder would rather read without it —
/// "Hello" for "a" + "HELLO" — was typed in capitals as meant); an acronym the lists know in
/// capitals is kept unless the reading is a known word.
extension WordDecoder {
    /// The word `s` meant, in its case (a capital from the shift, the rest small); nil when the
    /// capitals as typed stand.
    public func readCapsLockSlip(_ s: CapsLockSlip) -> String? {
        guard !s.typed.isEmpty, s.typed.count == s.taps.count, s.typed.count < settings.maxTaps,
              s.typed.allSatisfy({ $0.isLetter && !$0.isLowercase || $0 == "'" }), s.typed.contains(where: \.isLetter),
              let letter = nearestLetters(to: s.shiftTap, count: 1).first else { return nil }
        let typed = letter.uppercased() + s.typed.lowercased()
        let request = DecodingRequest(typed: typed, taps: [s.shiftTap] + s.taps, previousWord: s.previousWord, midSentence: s.midSentence)
        let reading = decode(request).text
        guard !reading.contains(" "), reading.first.map({ $0.lowercased() == String(letter) }) == true else { return nil }
        let readingKnown = wordLogProbability(of: reading, after: nil) != nil || wordLogProbability(of: reading.lowercased(), after: nil) != nil
        // An acronym the vocabulary knows only in capitals ("NASA", "OK") was typed as meant
        // unless the reading is a word too; an unknown reading (a name) needs four letters.
        guard readingKnown || (!isAcronym(s.typed) && reading.count >= 4 && mayBeName(reading)) else { return nil }
        return reading
    }

    /// A word the vocabulary accepts in capitals but not capitalised: Hunspell lists acronyms in
    /// capitals and accepts any of its words in capitals, so "LINA" ("Lina") is no acronym.
    func isAcronym(_ typed: String) -> Bool {
        guard let vocabulary, typed.count >= 2 else { return false }
        let lower = typed.lowercased()
        return vocabulary.spell(typed) && !vocabulary.spell(lower.prefix(1).uppercased() + lower.dropFirst())
    }
}
