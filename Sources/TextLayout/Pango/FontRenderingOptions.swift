import CPangoCairo

/// Font rasterisation settings set explicitly on the engine's Pango context, so metrics and
/// pictures do not depend on the machine's fontconfig defaults.
///
/// The defaults (no hinting, unhinted metrics, greyscale antialiasing) give layout that is the
/// same at every scale and on every machine with the same fonts.
public struct FontRenderingOptions: Hashable, Sendable {
    public enum Hinting: Hashable, Sendable { case none, slight, medium, full }
    public enum Antialias: Hashable, Sendable { case none, gray, subpixel }

    public var hinting: Hinting
    /// Whether glyph advances are rounded to whole pixels (hinted metrics).
    public var hintMetrics: Bool
    public var antialias: Antialias

    public init(hinting: Hinting = .none, hintMetrics: Bool = false, antialias: Antialias = .gray) {
        self.hinting = hinting
        self.hintMetrics = hintMetrics
        self.antialias = antialias
    }

    /// A new cairo_font_options_t with these settings; the caller destroys it.
    func makeCairoOptions() -> OpaquePointer {
        let o = cairo_font_options_create()!
        let style: cairo_hint_style_t = switch hinting {
        case .none: CAIRO_HINT_STYLE_NONE
        case .slight: CAIRO_HINT_STYLE_SLIGHT
        case .medium: CAIRO_HINT_STYLE_MEDIUM
        case .full: CAIRO_HINT_STYLE_FULL
        }
        cairo_font_options_set_hint_style(o, style)
        cairo_font_options_set_hint_metrics(o, hintMetrics ? CAIRO_HINT_METRICS_ON : CAIRO_HINT_METRICS_OFF)
        let aa: cairo_antialias_t = switch antialias {
        case .none: CAIRO_ANTIALIAS_NONE
        case .gray: CAIRO_ANTIALIAS_GRAY
        case .subpixel: CAIRO_ANTIALIAS_SUBPIXEL
        }
        cairo_font_options_set_antialias(o, aa)
        return o
    }
}
