/// When shift turns on by itself: at the start of the text, at the start of a paragraph (after a
/// line break, as phone keyboards do), and after a sentence end (`. ? !`) followed by whitespace
/// — the original's rule, which looks at a few characters before the caret.
public enum AutoCapitalization {
    /// True when the next letter should be a capital, given the text before the caret.
    public static func shouldCapitalize<S: StringProtocol>(textBeforeCaret text: S) -> Bool {
        var sawSpace = false
        var looked = 0
        for ch in text.reversed() {
            looked += 1
            if ch.isNewline { return true }
            if ch.isWhitespace {
                sawSpace = true
                if looked > 3 { return !text.contains { !$0.isWhitespace } }
                continue
            }
            return sawSpace && (ch == "." || ch == "?" || ch == "!")
        }
        return true  // empty, or only whitespace
    }
}
