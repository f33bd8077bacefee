import CPangoCairo

/// Pango font descriptions keyed by the attributes that select a font, created once per engine
/// (building a description per run per layout is measurable in the edit benchmark).
///
/// Thread rule: confined to the owning engine's thread.
final class FontDescriptionCache {
    struct Key: Hashable {
        var family: String
        var size: Double
        var weight: Int
        var italic: Bool
    }

    private var descriptions: [Key: OpaquePointer] = [:]

    /// A description owned by the cache (valid as long as the cache lives).
    func description(for key: Key) -> OpaquePointer {
        if let d = descriptions[key] { return d }
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, key.family)
        pango_font_description_set_absolute_size(d, key.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(key.weight)))
        pango_font_description_set_style(d, key.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        descriptions[key] = d
        return d
    }

    deinit {
        for d in descriptions.values { pango_font_description_free(d) }
    }
}
