/// Character classes the tokenizer segments by.
enum CharacterClass {
    /// Letters, digits, marks and connector punctuation: the stuff of words.
    static func isWord(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }

    /// Apostrophes join words ("don't") when a word character sits on both sides.
    static func isJoiner(_ c: Character) -> Bool { c == "'" || c == "\u{2019}" }

    static func isNewline(_ c: Character) -> Bool { c.isNewline }

    static func isSpace(_ c: Character) -> Bool { c.isWhitespace }

    /// Sentence terminators.
    static func isTerminator(_ c: Character) -> Bool {
        c == "." || c == "!" || c == "?" || c == "\u{2026}" || c == "\u{3002}" || c == "\u{FF01}" || c == "\u{FF1F}"
    }

    /// Closing punctuation that stays with the sentence it ends (`"Go!" he said`).
    static func isCloser(_ c: Character) -> Bool {
        c == "\"" || c == "'" || c == ")" || c == "]" || c == "\u{201D}" || c == "\u{2019}" || c == "\u{00BB}"
    }
}
