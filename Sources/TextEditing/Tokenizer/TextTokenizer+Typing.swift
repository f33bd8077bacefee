/// Words around the caret while typing: what the suggestions bar looks up, the bigram context it
/// ranks with, and where deleting a word stops. One definition of a word (`CharacterClass`) for
/// the editor and everything that wires it, so a curly apostrophe joins a word as a straight one does.
extension TextTokenizer {
    /// The word being typed just before `caret` and the word before it.
    public struct TypedWord: Hashable, Sendable {
        /// Word characters and apostrophes ending at the caret; a trailing apostrophe is kept
        /// ("don'" before its "t"), leading ones are not. Empty when the caret follows a separator.
        public var word: String
        /// UTF-16 range of `word` (ends at the caret).
        public var range: Range<Int>
        /// The word before it, separated from it by spaces only, apostrophes normalised to `'`
        /// (the ranker's bigram keys); nil when there is none or punctuation intervenes.
        public var previous: String?
    }

    /// The word before `caret` with its bigram context, looking back at most `limit` UTF-16 units.
    public func typedWord(before caret: TextPosition, limit: Int = 128) -> TypedWord {
        let end = min(max(0, caret.offset), document.utf16Count)
        let lo = document.boundaryUTF16Offset(max(0, end - limit), roundingUp: true)
        let chars = Array(document.string(inUTF16Range: lo..<end))
        var i = chars.count
        while i > 0, CharacterClass.isWordOrJoiner(chars[i - 1]) { i -= 1 }
        while i < chars.count, CharacterClass.isJoiner(chars[i]) { i += 1 }
        let word = String(chars[i...])
        var j = i
        while j > 0, chars[j - 1] == " " { j -= 1 }
        var previous: String?
        if j < i, j > 0, CharacterClass.isWord(chars[j - 1]),
           let unit = enclosing(end - word.utf16.count - (i - j), .word, forward: false) {
            previous = Self.normalisedApostrophes(document.string(inUTF16Range: unit))
        }
        return TypedWord(word: word, range: (end - word.utf16.count)..<end, previous: previous)
    }

    /// Where deleting a word backwards from `caret` stops: back over spaces and tabs, then over
    /// the word before them, or over one character when no word ends there (punctuation).
    public func wordDeletionStart(before caret: TextPosition) -> TextPosition {
        var p = min(max(0, caret.offset), document.utf16Count)
        while p > 0, let unit = enclosing(p, .character, forward: false),
              let c = document.string(inUTF16Range: unit).first, c == " " || c == "\t" {
            p = unit.lowerBound
        }
        if let word = enclosing(p, .word, forward: false) { return TextPosition(word.lowerBound) }
        return TextPosition(enclosing(p, .character, forward: false)?.lowerBound ?? p)
    }

    /// `text` with curly and modifier-letter apostrophes written as `'`.
    public static func normalisedApostrophes(_ text: String) -> String {
        guard text.contains(where: { $0 == "\u{2019}" || $0 == "\u{02BC}" }) else { return text }
        return String(text.map { $0 == "\u{2019}" || $0 == "\u{02BC}" ? "'" : $0 })
    }
}
