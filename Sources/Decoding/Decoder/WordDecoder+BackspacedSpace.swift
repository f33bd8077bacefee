import Suggestions

/// A letter that landed on Backspace right after a space. Backspace sits right of "m" and under
/// "l", so the first letter of a word after a space can slip onto it: it deletes the space, and
/// the next word's letters run on from the word before ("This message" comes out "Thisessage",
/// "I am monitoring" "I amonitoring"). The session keeps where that Backspace was tapped and gives
/// the joined string back its first word's taps; when it is finished, the decoder weighs it as
/// typed against the first word as committed, the space, and the rest with the Backspace tap
/// read as the letter it lies on the edge of. A Backspace meant to join two words lands near
/// the key's middle, far from every letter: that reading does not arise
/// (`maxBackspaceLetterCost`), and the joined string is decoded as one word.
extension WordDecoder {
    /// `whole` (the string since the first word's start, as typed, with all its taps, and the
    /// text the decoder decided for it) read as `first` (the word committed before the space the
    /// Backspace at `backspaceTap` deleted), a space, and the rest with the Backspace tap as its
    /// first letter. Only when the joined string is no known word (a join meant types one), the
    /// rest as typed is none either, and the reading beats the whole string's decision (or the
    /// string as typed, when that decision drops letters of either side) by `joinMargin` nats
    /// after `backspaceSlipCost`. Nil when the string stays one word.
    public func backspacedSpace(_ first: JoinPart, backspaceTap: TapPoint, whole: JoinPart) -> JoinedWord? {
        let head = first.request, r = whole.request
        let k = head.typed.count
        guard !r.literal, !head.literal, k > 0, head.typed == first.text, r.typed.count == r.taps.count, r.typed.count > k,
              r.typed.hasPrefix(head.typed), wordLogProbability(of: r.typed, after: r.previousWord) == nil else { return nil }
        let rest = DecodingRequest(typed: String(r.typed.dropFirst(k)), taps: Array(r.taps.dropFirst(k)), previousWord: first.text,
                                   shiftTaps: r.shiftTaps.filter { $0.index >= k }.map { ShiftTap(index: $0.index - k, point: $0.point) },
                                   midSentence: true, smallLetterSentence: r.smallLetterSentence)
        let restDecided = decode(rest)
        guard !restDecided.text.contains(" "),
              let read = edgeTapAsLetter(JoinPart(request: rest, text: restDecided.text), tap: backspaceTap, side: .before,
                                         separator: "", rowSlip: false, reach: Self.maxBackspaceLetterCost) else { return nil }
        let score = explain(first.text, head).total + explain(read.text, read.request).total - settings.backspaceSlipCost
        // A join meant keeps the first word's letters and adds to them: a decision that drops
        // either ("amonitoring" read as "monitoring", its a an extra tap; "gety" as "get") reads
        // no join, and the string is weighed as typed.
        let joins = whole.text.count > first.text.count && whole.text.lowercased().hasPrefix(first.text.lowercased())
        let kept = joins ? whole.text : r.typed
        let gain = score - explain(kept, r).total
        guard gain >= settings.joinMargin else { return nil }
        return JoinedWord(text: first.text + " " + read.text, typed: r.typed, request: read.request, gain: gain)
    }
}
