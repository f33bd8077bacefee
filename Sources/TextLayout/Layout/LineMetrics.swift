/// One Pango line of a paragraph, measured once when the paragraph is typeset. Offsets are relative
/// to the paragraph; x values are layout units relative to the Pango layout's left edge; y values
/// relative to the paragraph's content top (below its spacing before).
struct LineMetrics {
    var byteStart: Int
    var byteEnd: Int
    var utf16Range: Range<Int>
    /// Where `pango_cairo_show_layout_line` puts the line's origin.
    var originX: Double
    /// The line's logical extent (alignment and indent included).
    var logicalX: Double
    var logicalWidth: Double
    var top: Double
    /// Line height after line-height multiple and min/max, without line spacing.
    var height: Double
    /// From `top` to the baseline.
    var baselineOffset: Double
    var lineSpacing: Double
    var rightToLeft: Bool
}
