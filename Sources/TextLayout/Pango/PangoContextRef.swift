import CPangoCairo

/// Owns a Pango context on the engine's font map, with font options, resolution, language and base
/// direction set explicitly (deterministic output whatever the locale or fontconfig defaults say).
///
/// Thread rule: confined to the owning engine's thread; not `Sendable`.
final class PangoContextRef {
    let pointer: OpaquePointer

    /// - Parameter rightToLeft: the base direction for paragraphs whose direction is forced
    ///   (natural-direction paragraphs use Pango's auto-direction on either context).
    init(fontMap: PangoFontMapRef, options: FontRenderingOptions, rightToLeft: Bool) {
        pointer = FontLibraryLock.process.withLock { pango_font_map_create_context(fontMap.pointer) }
        let cairoOptions = options.makeCairoOptions()
        pango_cairo_context_set_font_options(pointer, cairoOptions)
        cairo_font_options_destroy(cairoOptions)
        // 72 dpi makes one Pango "point" one layout unit; sizes are set in absolute units anyway.
        pango_cairo_context_set_resolution(pointer, 72)
        pango_context_set_round_glyph_positions(pointer, 0)
        pango_context_set_language(pointer, pango_language_from_string("en"))
        pango_context_set_base_dir(pointer, rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR)
    }

    deinit { FontLibraryLock.process.withLock { g_object_unref(UnsafeMutableRawPointer(pointer)) } }
}
