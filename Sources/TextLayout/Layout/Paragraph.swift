/// One paragraph of the engine's document: its text (newline included), the Pango layout that
/// typesets it and the measured geometry. A class so edits swap paragraphs without copying text.
final class Paragraph {
    /// The paragraph's text including its newline, if it has one (every paragraph but the last).
    var text: AttributedText
    let hasTerminator: Bool
    /// The text Pango sees: without the newline.
    let body: String
    let map: UTF16ByteMap
    var layout: PangoLayoutRef?
    /// Which entry of the engine's layout cache owns `layout` (see `LayoutCache`).
    var layoutStamp = 0
    var geometry = ParagraphGeometry()
    /// Attributes that decide the paragraph's style and empty-line metrics (display-transformed).
    var styleAttributes = TextAttributes()

    init(text: AttributedText) {
        self.text = text
        hasTerminator = text.string.utf8.last == 0x0A
        body = hasTerminator ? String(decoding: text.string.utf8.dropLast(), as: UTF8.self) : text.string
        map = UTF16ByteMap(body)
    }

    /// UTF-16 length including the newline.
    var length: Int { text.length }
    /// UTF-16 length without the newline.
    var bodyLength: Int { map.utf16Count }
}
