import CPangoCairo

/// A decoded image at thumbnail size: a Cairo ARGB32 surface the scene paints from. The full
/// bitmap it was scaled from is gone by the time a `Thumbnail` exists.
///
/// Thread rule: one thread at a time (not `Sendable`); owned by a ``ThumbnailCache``.
public final class Thumbnail {
    public let surface: OpaquePointer
    /// Pixels.
    public let width: Int
    public let height: Int
    /// The size the decoder produced before scaling to the thumbnail, in pixels: the JPEG's
    /// DCT-scaled size (1/1…1/8 of the file's), a PNG's full size. How tests see bounded memory.
    public let decodedWidth: Int
    public let decodedHeight: Int

    /// Scales `source` (an image surface, still owned by the caller) to `width` × `height` pixels,
    /// turned by EXIF `orientation` (1…8; `width` × `height` is the upright size).
    init(scaling source: OpaquePointer, to width: Int, _ height: Int, orientation: Int = 1) throws(RenderingError) {
        self.width = max(1, width)
        self.height = max(1, height)
        decodedWidth = Int(cairo_image_surface_get_width(source))
        decodedHeight = Int(cairo_image_surface_get_height(source))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
        try RenderingError.check(cairo_surface_status(surface), "a \(self.width)×\(self.height) thumbnail")
        let cr = cairo_create(surface)
        defer { cairo_destroy(cr) }
        let sw = Double(max(1, decodedWidth)), sh = Double(max(1, decodedHeight))
        let turned = orientation >= 5
        cairo_scale(cr, Double(self.width) / (turned ? sh : sw), Double(self.height) / (turned ? sw : sh))
        var m = Self.orientationMatrix(orientation, width: sw, height: sh)
        cairo_transform(cr, &m)
        cairo_set_source_surface(cr, source, 0, 0)
        // GOOD filters a downscale over the source pixels it covers (pixman's box/bilinear
        // convolution), so thin lines survive; PAD keeps the edges from fading to transparent.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_paint(cr)
        cairo_surface_flush(surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// Stored pixels (`width` × `height`) → upright pixels for EXIF orientation `o`.
    static func orientationMatrix(_ o: Int, width w: Double, height h: Double) -> cairo_matrix_t {
        // (xx, yx, xy, yy, x0, y0): x' = xx·x + xy·y + x0, y' = yx·x + yy·y + y0.
        let c: (Double, Double, Double, Double, Double, Double) = switch o {
        case 2: (-1, 0, 0, 1, w, 0)
        case 3: (-1, 0, 0, -1, w, h)
        case 4: (1, 0, 0, -1, 0, h)
        case 5: (0, 1, 1, 0, 0, 0)
        case 6: (0, 1, -1, 0, h, 0)
        case 7: (0, -1, -1, 0, h, w)
        case 8: (0, -1, 1, 0, 0, w)
        default: (1, 0, 0, 1, 0, 0)
        }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, c.0, c.1, c.2, c.3, c.4, c.5)
        return m
    }

    /// Paints the thumbnail into `rect` (user space of `cr`), scaled to fit it exactly.
    func paint(in cr: OpaquePointer, x: Double, y: Double, width w: Double, height h: Double) {
        cairo_save(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, w / Double(width), h / Double(height))
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(width), Double(height))
        cairo_fill(cr)
        cairo_restore(cr)
    }
}
