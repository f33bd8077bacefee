/// One paragraph of the engine's document: its text (newline included), the Pango layout that
/// typesets it and the measured geometry. A class so edits swap paragraphs without copying text.
final class Paragraph {
    /// The paragraph's text including its newline, if it has one (every paragraph but the last).
    /// Its attributes may change in place (same characters); new characters go through
    /// `replaceText`, which derives the rest again.
    var text: AttributedText
    private(set) var hasTerminator: Bool
    /// The text Pango sees: without the newline.
    private(set) var body: String
    private(set) var map: UTF16ByteMap
    var layout: PangoLayoutRef?
    /// Which entry of the engine's layout cache owns `layout` (see `LayoutCache`).
    var layoutStamp = 0
    var geometry = ParagraphGeometry()
    /// Attributes that decide the paragraph's style and empty-line metrics (display-transformed).
    var styleAttributes = TextAttributes()

    init(text: AttributedText) {
        self.text = text
        (hasTerminator, body) = Self.body(of: text.string)
        map = UTF16ByteMap(body)
    }

    /// Gives the paragraph new text (an edit), keeping the object, its layout and its place in
    /// the engine's layout cache; the caller typesets it again.
    func replaceText(_ text: AttributedText) {
        self.text = text
        (hasTerminator, body) = Self.body(of: text.string)
        map = UTF16ByteMap(body)
    }

    /// Whether `string` ends in a newline, and the string without it (a slice at a scalar
    /// boundary: copied without validating it again).
    private static func body(of string: String) -> (Bool, String) {
        guard string.utf8.last == 0x0A else { return (false, string) }
        return (true, String(string[..<string.utf8.index(before: string.endIndex)]))
    }

    /// UTF-16 length including the newline.
    var length: Int { text.length }
    /// UTF-16 length without the newline.
    var bodyLength: Int { map.utf16Count }
}
