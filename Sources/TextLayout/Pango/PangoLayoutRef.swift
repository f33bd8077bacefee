import CPangoCairo

/// Owns one PangoLayout (one per paragraph). Thread rule: confined to the owning engine's thread.
final class PangoLayoutRef {
    let pointer: OpaquePointer

    init(context: PangoContextRef) {
        pointer = pango_layout_new(context.pointer)
    }

    /// Releasing a layout may release its fonts, and with them Cairo's FreeType faces.
    deinit { FontLibraryLock.process.withLock { g_object_unref(UnsafeMutableRawPointer(pointer)) } }
}
