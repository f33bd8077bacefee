/// Where a custom drawing handler draws relative to the glyphs (Lexical's `CustomDrawingLayer`).
public enum CustomDrawingLayer: Hashable, Sendable {
    /// Behind the text: after `background` attribute fills, before glyphs.
    case background
    /// In front of the text: after glyphs, underlines and strikethroughs.
    case text
}
