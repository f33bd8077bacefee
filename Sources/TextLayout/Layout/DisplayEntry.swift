/// What the engine derives from one stored attribute set to typeset a run: its display
/// attributes (defaults, link colour, transformer), their font key and the Pango font for it.
struct DisplayEntry {
    /// Kept so its storage identity (the cache key) is not reused while the entry exists.
    let stored: TextAttributes
    let display: TextAttributes
    let fontKey: FontDescriptionCache.Key
    /// Owned by the engine's `FontDescriptionCache`.
    let font: OpaquePointer
}
