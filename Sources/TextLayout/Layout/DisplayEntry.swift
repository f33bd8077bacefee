/// What the engine derives from one stored attribute set to typeset a run: its display
/// attributes (defaults, link colour, transformer), their font key and the Pango font for it.
struct DisplayEntry {
    /// Kept so its storage identity (the cache key) is not reused while the entry exists.
    let stored: TextAttributes
    let display: TextAttributes
    let fontKey: FontDescriptionCache.Key
    /// Owned by the engine's `FontDescriptionCache`.
    let font: OpaquePointer
    /// Whether a run with these attributes needs a Pango attribute besides its font: a colour
    /// other than the default, underline, strikethrough, an attachment's shape or a case change.
    let hasInlinePangoAttributes: Bool

    init(stored: TextAttributes, display a: TextAttributes, fontKey: FontDescriptionCache.Key, font: OpaquePointer, defaultForeground: RGBA) {
        self.stored = stored
        display = a
        self.fontKey = fontKey
        self.font = font
        hasInlinePangoAttributes = (a.foreground != nil && a.foreground != defaultForeground) || a.underline != nil
            || a.strikethrough == true || a.custom[.attachmentShape] != nil || a.textTransform != nil
    }
}
