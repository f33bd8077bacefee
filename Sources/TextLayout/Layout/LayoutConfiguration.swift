/// Engine-wide settings, passed in at creation (no global state).
public struct LayoutConfiguration: Sendable {
    /// What unset attributes fall back to. Defaults: DejaVu Sans 15, weight 400, black, upright.
    public var defaultAttributes: TextAttributes
    /// Foreground for runs with a link and no foreground of their own.
    public var linkForeground: RGBA
    public var fontRendering: FontRenderingOptions
    /// Width of caret rects in layout units.
    public var caretWidth: Double
    /// How many paragraphs keep their Pango layout (glyphs, lines) in memory; others keep only their
    /// measured geometry and are typeset again when drawn or hit-tested. Bounds memory on long
    /// documents (a paragraph's layout is ~25 KB).
    public var maximumCachedLayouts: Int

    public init(
        defaultAttributes: TextAttributes = TextAttributes(
            fontFamily: "DejaVu Sans", fontSize: 15, weight: .regular, italic: false, foreground: .black),
        linkForeground: RGBA = RGBA(hex: 0x1A5FB4),
        fontRendering: FontRenderingOptions = FontRenderingOptions(),
        caretWidth: Double = 2,
        maximumCachedLayouts: Int = 1024
    ) {
        self.defaultAttributes = defaultAttributes
        self.linkForeground = linkForeground
        self.fontRendering = fontRendering
        self.caretWidth = caretWidth
        self.maximumCachedLayouts = max(1, maximumCachedLayouts)
    }
}
