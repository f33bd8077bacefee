import Suggestions

/// A finished word as the decoder sees it: the characters typed, where each was tapped, how hard,
/// and the word before it.
public struct DecodingRequest: Sendable, Hashable {
    /// The word as typed (the keys the taps hit).
    public var typed: String
    /// One tap per character of `typed` (keyboard units); decoding needs them all.
    public var taps: [TapPoint]
    /// The previous word (bigram context), if any.
    public var previousWord: String?
    /// Keep the word as typed whatever the models say (a hard press, a reverted correction).
    public var literal: Bool
    /// Taps on shift while the word was typed: each may have been a letter that slipped onto it.
    public var shiftTaps: [ShiftTap]
    /// The word stands inside a sentence (a word or a comma before it, not the text's start or
    /// `.` `?` `!` or a paragraph break): a capital there was typed on purpose, not given by the
    /// keyboard. False when unknown.
    public var midSentence: Bool
    /// The sentence the word is in begins with a small letter: the user turned the keyboard's
    /// automatic capital off, or writes without one. They write in small letters on purpose,
    /// so a small pronoun "i" is theirs and stays. False when unknown.
    public var smallLetterSentence: Bool

    public init(typed: String, taps: [TapPoint], previousWord: String? = nil, literal: Bool = false, shiftTaps: [ShiftTap] = [],
                midSentence: Bool = false, smallLetterSentence: Bool = false) {
        self.typed = typed
        self.taps = taps
        self.previousWord = previousWord
        self.literal = literal
        self.shiftTaps = shiftTaps
        self.midSentence = midSentence
        self.smallLetterSentence = smallLetterSentence
    }

    /// The word starts with a capital typed on purpose: inside a sentence, where the keyboard
    /// gives none. Such a capital starts a name far more often than a common word.
    public var capitalTypedOnPurpose: Bool { midSentence && typed.first?.isUppercase == true }
}

/// A tap on shift inside a word: before which letter (0: before the first) and where
/// (keyboard units).
public struct ShiftTap: Sendable, Hashable {
    public var index: Int
    public var point: TapPoint

    public init(index: Int, point: TapPoint) {
        self.index = index
        self.point = point
    }
}

/// What the decoder decided for a word.
public struct DecodedWord: Sendable, Hashable {
    /// Why the decision went as it did.
    public enum Reason: Sendable, Hashable {
        /// The typed word is the most probable (or no alternative beat it by the margin).
        case typedIsBest
        /// Replaced by a more probable word.
        case corrected
        /// Replaced by two words (a space was missed, or a letter typed in its place).
        case split
        /// Replaced, with the word before it, by one word (a letter typed as the separator).
        case joined
        /// Kept: marked literal (pressure, or reverted before).
        case literal
        /// Kept: nothing to decode (empty, no or mismatched taps, too long).
        case notDecoded
    }

    /// The text to commit (the typed word when nothing beats it; may contain one space after a split).
    public var text: String
    public var reason: Reason
    /// Posterior of `text` among the candidates (0…1).
    public var posterior: Double
    /// Posterior of the typed word as typed.
    public var typedPosterior: Double
    /// Candidates considered, best first, with their posteriors (for the bar and for evaluation).
    public var candidates: [(text: String, posterior: Double)]

    public var isReplacement: Bool { reason == .corrected || reason == .split || reason == .joined }

    public static func == (a: DecodedWord, b: DecodedWord) -> Bool {
        a.text == b.text && a.reason == b.reason && a.posterior == b.posterior && a.typedPosterior == b.typedPosterior
            && a.candidates.elementsEqual(b.candidates) { $0.text == $1.text && $0.posterior == $1.posterior }
    }

    public func hash(into h: inout Hasher) { h.combine(text); h.combine(reason); h.combine(posterior) }
}

extension DecodedWord {
    /// A decision changed afterwards (the word after it revised it): the same candidates, `text` committed.
    public init(revising d: DecodedWord, to text: String) {
        self = d
        self.text = text
        reason = .corrected
        posterior = d.candidates.first { $0.text == text }?.posterior ?? 0
    }
}
