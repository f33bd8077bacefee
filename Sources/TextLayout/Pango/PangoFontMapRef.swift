import CPangoCairo

/// Owns one Pango/Cairo font map. An engine creates exactly one: a font map per layout costs
/// about ten times the layout itself, and Pango's default font map is per thread.
///
/// Thread rule: like every Pango object here, it is used only by the engine that owns it, on the
/// thread (or actor) that owns the engine; it is not `Sendable`.
final class PangoFontMapRef {
    let pointer: UnsafeMutablePointer<PangoFontMap>

    init() {
        pointer = FontLibraryLock.process.withLock { pango_cairo_font_map_new() }
    }

    deinit { FontLibraryLock.process.withLock { g_object_unref(UnsafeMutableRawPointer(pointer)) } }
}
