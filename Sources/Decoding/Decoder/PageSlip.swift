import Suggestions

/// A word typed across a page key tap (`WordDecoder.readPageSlip`): the letters typed before it
/// on the default page, where the page key was tapped, and what was typed on the other page.
/// Points are in keyboard units.
public struct PageSlip: Sendable, Hashable {
    /// The word's letters typed on the default page before the page key (often none), one tap each.
    public var prefix: String
    public var prefixTaps: [TapPoint]
    /// Characters typed on the other page, one tap each (no trailing punctuation that types the
    /// same on both pages).
    public var typed: String
    public var taps: [TapPoint]
    /// The stray tap was meant as shift (the session's reading of where it lies), so the next
    /// letter is a capital.
    public var shifted: Bool
    public var previousWord: String?
    /// The word stands inside a sentence (`DecodingRequest.midSentence`).
    public var midSentence: Bool

    public init(prefix: String, prefixTaps: [TapPoint], typed: String, taps: [TapPoint], shifted: Bool,
                previousWord: String?, midSentence: Bool) {
        self.prefix = prefix
        self.prefixTaps = prefixTaps
        self.typed = typed
        self.taps = taps
        self.shifted = shifted
        self.previousWord = previousWord
        self.midSentence = midSentence
    }
}
