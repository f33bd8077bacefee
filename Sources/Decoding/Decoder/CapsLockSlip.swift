import Suggestions

/// A word typed in caps lock that a letter tap slipped into (`WordDecoder.readCapsLockSlip`):
/// the name's shift, then its first letter landing on shift too ("a" and "z" border it), is a
/// double tap on shift, which locks the capitals ("Alina" → "LINA", and every word after it in
/// capitals). Points are in keyboard units.
public struct CapsLockSlip: Sendable, Hashable {
    /// Where the second shift tap, the one that locked the capitals, landed.
    public var shiftTap: TapPoint
    /// The word typed after it in capitals, one tap each.
    public var typed: String
    public var taps: [TapPoint]
    public var previousWord: String?
    /// The word stands inside a sentence (`DecodingRequest.midSentence`).
    public var midSentence: Bool

    public init(shiftTap: TapPoint, typed: String, taps: [TapPoint], previousWord: String?, midSentence: Bool) {
        self.shiftTap = shiftTap
        self.typed = typed
        self.taps = taps
        self.previousWord = previousWord
        self.midSentence = midSentence
    }
}
