import CPangoCairo

/// The value of `AttributeKey.blockBackground`: a box behind a block of paragraphs such as a code
/// block or a quote, drawn over the block's fragment rects (block margins outside, padding inside).
public struct BlockBackground: Hashable, Sendable {
    public var fill: RGBA
    public var border: RGBA?
    public var borderWidth: Double
    public var cornerRadius: Double
    /// A bar on the leading edge instead of a box (quotes), this wide; 0 = a full box.
    public var leadingBarWidth: Double

    public init(fill: RGBA, border: RGBA? = nil, borderWidth: Double = 1, cornerRadius: Double = 0, leadingBarWidth: Double = 0) {
        self.fill = fill
        self.border = border
        self.borderWidth = borderWidth
        self.cornerRadius = cornerRadius
        self.leadingBarWidth = leadingBarWidth
    }

    /// Registers the drawing (background layer, contiguous paragraphs).
    public static func register(in engine: LayoutEngine) {
        engine.registerCustomDrawing(key: .blockBackground, layer: .background, granularity: .contiguousParagraphs) { call, ctx in
            guard let style = call.value.as(BlockBackground.self) else { return }
            var rect = call.rect
            if style.leadingBarWidth > 0 {
                rect = LayoutRect(x: rect.minX, y: rect.minY, width: style.leadingBarWidth, height: rect.height)
            }
            let cr = ctx.cairo
            let r = min(style.cornerRadius, rect.width / 2, rect.height / 2)
            let path = RoundedContour(inset: 0, outerRadius: r, snapDistance: 0).path(for: [rect])
            CairoPath.append(path, to: cr)
            cairo_set_source_rgba(cr, style.fill.red, style.fill.green, style.fill.blue, style.fill.alpha)
            if let b = style.border, style.borderWidth > 0 {
                cairo_fill_preserve(cr)
                cairo_set_source_rgba(cr, b.red, b.green, b.blue, b.alpha)
                cairo_set_line_width(cr, style.borderWidth)
                cairo_stroke(cr)
            } else {
                cairo_fill(cr)
            }
        }
    }
}
