import CPangoCairo
import TextEditing
import TextLayout

/// The box drawn for an image that cannot be shown: light grey, a diagonal cross, the file name
/// and the reason ("missing", "changed", …) in small type, clipped to the box.
enum Placeholder {
    static let fill = RGBA(red: 0.93, green: 0.93, blue: 0.93, alpha: 1)
    static let ink = RGBA(red: 0.45, green: 0.45, blue: 0.45, alpha: 1)

    static func draw(label: String, reason: PlaceholderReason, in r: LayoutRect, cairo cr: OpaquePointer, engine: LayoutEngine) {
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoShapes.fill(cr, r, fill)
        cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
        cairo_clip(cr)
        CairoShapes.setColor(cr, RGBA(red: 0.8, green: 0.8, blue: 0.8, alpha: 1))
        cairo_set_line_width(cr, 1)
        cairo_move_to(cr, r.minX, r.minY); cairo_line_to(cr, r.maxX, r.maxY)
        cairo_move_to(cr, r.maxX, r.minY); cairo_line_to(cr, r.minX, r.maxY)
        cairo_stroke(cr)
        let size = max(6, min(11, r.height / 4))
        let type = TextAttributes(fontFamily: "DejaVu Sans", fontSize: size, weight: .regular, italic: false, foreground: ink)
        engine.drawString(label, attributes: type, at: LayoutPoint(x: r.minX + 2, y: r.minY + 2), in: cr)
        var bold = type
        bold.weight = .bold
        engine.drawString(reason.label, attributes: bold, at: LayoutPoint(x: r.minX + 2, y: r.minY + 2 + size * 1.3), in: cr)
    }
}
