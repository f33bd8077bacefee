/// Character classes the tokenizer segments by: the one definition of "word character" for the
/// editor, the session's word logic (suggestions, word deletion) and the intensity smoothing units.
public enum CharacterClass {
    /// Letters, digits, marks and connector punctuation: the stuff of words.
    public static func isWord(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }

    /// A character that may belong to a word being typed: a word character or an apostrophe
    /// (straight or curly), which joins once the next letter arrives.
    public static func isWordOrJoiner(_ c: Character) -> Bool { isWord(c) || isJoiner(c) }

    /// Apostrophes join words ("don't") when a word character sits on both sides.
    public static func isJoiner(_ c: Character) -> Bool { c == "'" || c == "\u{2019}" }

    public static func isNewline(_ c: Character) -> Bool { c.isNewline }

    public static func isSpace(_ c: Character) -> Bool { c.isWhitespace }

    /// Sentence terminators.
    public static func isTerminator(_ c: Character) -> Bool {
        c == "." || c == "!" || c == "?" || c == "\u{2026}" || c == "\u{3002}" || c == "\u{FF01}" || c == "\u{FF1F}"
    }

    /// Closing punctuation that stays with the sentence it ends (`"Go!" he said`).
    public static func isCloser(_ c: Character) -> Bool {
        c == "\"" || c == "'" || c == ")" || c == "]" || c == "\u{201D}" || c == "\u{2019}" || c == "\u{00BB}"
    }
}
