import CPangoCairo
import TextLayout

/// Small Cairo drawing helpers for the scene's boxes (keycaps, popups, highlights).
enum CairoShapes {
    static func setColor(_ cr: OpaquePointer, _ c: RGBA) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    static func fill(_ cr: OpaquePointer, _ r: LayoutRect, _ c: RGBA) {
        setColor(cr, c)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_fill(cr)
    }

    /// Adds a rounded rectangle path (radius capped at half the shorter side).
    static func roundedRect(_ cr: OpaquePointer, _ r: LayoutRect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0 else { cairo_rectangle(cr, r.minX, r.minY, r.width, r.height); return }
        cairo_new_sub_path(cr)
        cairo_arc(cr, r.maxX - rad, r.minY + rad, rad, -Double.pi / 2, 0)
        cairo_arc(cr, r.maxX - rad, r.maxY - rad, rad, 0, Double.pi / 2)
        cairo_arc(cr, r.minX + rad, r.maxY - rad, rad, Double.pi / 2, Double.pi)
        cairo_arc(cr, r.minX + rad, r.minY + rad, rad, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    static func fillRounded(_ cr: OpaquePointer, _ r: LayoutRect, radius: Double, _ c: RGBA) {
        setColor(cr, c)
        roundedRect(cr, r, radius: radius)
        cairo_fill(cr)
    }

    static func strokeRounded(_ cr: OpaquePointer, _ r: LayoutRect, radius: Double, width: Double, _ c: RGBA) {
        setColor(cr, c)
        cairo_set_line_width(cr, width)
        roundedRect(cr, r.insetBy(dx: width / 2, dy: width / 2), radius: radius)
        cairo_stroke(cr)
    }
}
