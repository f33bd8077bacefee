/// A name or acronym after a missed space, kept as typed. The pieces of a reading are words the
/// lexicon knows, so "atUBS" and "withDynegy" had no reading with the space ("at tubs" at best)
/// and stayed as typed. A capital typed after two or more small letters took a deliberate
/// shift tap: the word it starts is meant as typed, the space before it was missed (or tapped
/// as a letter: "badvEnro"). That tail, to the string's end, is one more piece of the reading,
/// weighed by the unknown-word prior; the typed string itself pays `camelTailCost`.
extension WordSegmentation {
    /// The tail from `WordDecoder.camelTail` as typed, when it is no known word (those the
    /// beams spell already): its text and the cost of its taps on the keys typed.
    func typedTail() -> (start: Int, spelling: Spelling)? {
        guard let k = WordDecoder.camelTail(of: typedCharacters) else { return nil }
        let text = String(typedCharacters[k...])
        guard decoder.readingLogProbability(of: text, after: nil) == nil else { return nil }
        let lowered = Array(text.lowercased())
        let cost = decoder.spatial.alignmentCost(taps: Array(request.taps[k...]), typed: lowered, candidate: lowered)
        return (k, (text, text, cost, false))
    }
}
