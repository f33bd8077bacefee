import Testing
import TextEditing

/// Paragraph separators are recognised by their bytes; exactly LF, CR, CR LF and U+2029.
@Suite struct ParagraphSeparatorTests {
    @Test(arguments: ["\n", "\r", "\r\n", "\u{2029}"] as [Character])
    func separators(_ c: Character) { #expect(IntensityDocument.isParagraphSeparator(c)) }

    /// Neighbours in UTF-8 (U+2026, U+20AC and U+2028 start with the same 0xE2 byte) and
    /// clusters that merely contain a newline-like scalar are not separators.
    @Test(arguments: ["a", " ", "\t", "\u{2028}", "\u{2026}", "\u{20AC}", "\u{0085}", "é", "👍🏽"] as [Character])
    func notSeparators(_ c: Character) { #expect(!IntensityDocument.isParagraphSeparator(c)) }
}
