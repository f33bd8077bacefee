/// One paragraph of the engine's document: its text (newline included), the Pango layout that
/// typesets it and the measured geometry. A class so edits swap paragraphs without copying text.
final class Paragraph {
    /// The paragraph's text including its newline, if it has one (every paragraph but the last).
    /// Its attributes may change in place (same characters); new characters go through
    /// `replaceText`, which derives the rest again.
    var text: AttributedText
    private(set) var hasTerminator: Bool
    private(set) var map: UTF16ByteMap
    var layout: PangoLayoutRef?
    /// Which entry of the engine's layout cache owns `layout` (see `LayoutCache`).
    var layoutStamp = 0
    var geometry = ParagraphGeometry()
    /// Attributes that decide the paragraph's style and empty-line metrics (display-transformed).
    var styleAttributes = TextAttributes()

    init(text: AttributedText) {
        self.text = text
        (hasTerminator, map) = Self.derived(from: text)
    }

    /// Gives the paragraph new text (an edit), keeping the object, its layout and its place in
    /// the engine's layout cache; the caller typesets it again.
    func replaceText(_ text: AttributedText) {
        self.text = text
        (hasTerminator, map) = Self.derived(from: text)
    }

    /// Whether `text` ends in a newline, and the offset map of the text without it.
    private static func derived(from text: AttributedText) -> (Bool, UTF16ByteMap) {
        let terminated = text.string.utf8.last == 0x0A
        return (terminated, UTF16ByteMap(body(of: text.string, hasTerminator: terminated)))
    }

    /// The text Pango sees: without the newline. A copy; the typesetter reads the bytes in place
    /// through `withBodyUTF8` (a stored copy cost every edited paragraph an allocation).
    var body: String { String(Self.body(of: text.string, hasTerminator: hasTerminator)) }

    /// Calls `body` with the UTF-8 bytes of the text without its newline, in place.
    func withBodyUTF8<R>(_ read: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        var s = text.string
        let drop = hasTerminator ? 1 : 0
        return try s.withUTF8 { buf in try read(UnsafeBufferPointer(rebasing: buf[0..<(buf.count - drop)])) }
    }

    /// `string` without its final newline (a slice at a scalar boundary).
    private static func body(of string: String, hasTerminator: Bool) -> Substring {
        hasTerminator ? string[..<string.utf8.index(before: string.endIndex)] : string[...]
    }

    /// UTF-16 length including the newline.
    var length: Int { text.length }
    /// UTF-16 length without the newline.
    var bodyLength: Int { map.utf16Count }
}
