import CPangoCairo

/// One step of a drawn outline, kept as data so contours can be tested as tables and drawn by any
/// canvas. Coordinates are in the space of the rects the path was built from (y down).
public enum PathSegment: Hashable, Sendable, CustomStringConvertible {
    case move(LayoutPoint)
    case line(LayoutPoint)
    /// A circular arc around `center`; angles in degrees, 0° = +x, 90° = +y (down).
    /// `clockwise` is on screen (y down): increasing angle, Cairo's `cairo_arc`; otherwise
    /// `cairo_arc_negative`. Convex corners of a clockwise contour are clockwise, concave ones not.
    case arc(center: LayoutPoint, radius: Double, startDegrees: Double, endDegrees: Double, clockwise: Bool)
    case close

    public var description: String {
        switch self {
        case let .move(p): "move \(p)"
        case let .line(p): "line \(p)"
        case let .arc(c, r, a, b, cw): "arc c\(c) r\(r) \(a)°→\(b)° \(cw ? "cw" : "ccw")"
        case .close: "close"
        }
    }
}

/// Draws path segments into a Cairo context (adds to the current path; the caller fills or strokes).
public enum CairoPath {
    public static func append(_ segments: [PathSegment], to cairo: OpaquePointer, offset: LayoutPoint = .zero) {
        for s in segments {
            switch s {
            case let .move(p): cairo_move_to(cairo, p.x + offset.x, p.y + offset.y)
            case let .line(p): cairo_line_to(cairo, p.x + offset.x, p.y + offset.y)
            case let .arc(c, r, a, b, cw):
                let ra = a * .pi / 180, rb = b * .pi / 180
                if cw { cairo_arc(cairo, c.x + offset.x, c.y + offset.y, r, ra, rb) }
                else { cairo_arc_negative(cairo, c.x + offset.x, c.y + offset.y, r, ra, rb) }
            case .close: cairo_close_path(cairo)
            }
        }
    }
}
