import CPangoCairo

/// The value of `AttributeKey.roundedBackground`: a Telegram-style rounded highlight drawn as one
/// contour around the run's lines (see `RoundedContour`).
public struct RoundedBackground: Hashable, Sendable {
    public var color: RGBA
    public var contour: RoundedContour

    public init(color: RGBA, contour: RoundedContour = RoundedContour()) {
        self.color = color
        self.contour = contour
    }

    /// Registers the drawing (background layer). Contiguous-paragraph granularity gives one call per
    /// run across lines and paragraphs; the handler builds the contour from the run's line rects.
    public static func register(in engine: LayoutEngine) {
        engine.registerCustomDrawing(key: .roundedBackground, layer: .background, granularity: .contiguousParagraphs) { call, ctx in
            guard let style = call.value.as(RoundedBackground.self) else { return }
            let rects = ctx.engine.lineRects(for: call.runRange)
            let cr = ctx.cairo
            cairo_set_source_rgba(cr, style.color.red, style.color.green, style.color.blue, style.color.alpha)
            for c in style.contour.contours(for: rects) {
                CairoPath.append(c, to: cr, offset: ctx.origin)
                cairo_fill(cr)
            }
        }
    }
}

extension LayoutEngine {
    /// One rect per line of `range`: the glyphs' extent without trailing whitespace, from the line's
    /// top to the next line's (line spacing included, so neighbours touch). Lines where the range
    /// has no visible glyph (empty lines) give a zero-width rect, which splits rounded contours.
    public func lineRects(for range: Range<Int>) -> [LayoutRect] {
        var out: [LayoutRect] = []
        let clamped = max(0, range.lowerBound)..<min(length, range.upperBound)
        guard !clamped.isEmpty else { return out }
        let first = paragraphIndex(containing: clamped.lowerBound)
        let last = paragraphIndex(containing: clamped.upperBound - 1)
        for i in first...last {
            let p = paragraphs[i]
            let start = lengths.prefix(i)
            let top = paragraphContentTop(i)
            let units = Array(p.body.utf16)
            let local = (clamped.lowerBound - start)..<(clamped.upperBound - start)
            for m in p.geometry.lines where m.utf16Range.overlaps(local) {
                let lo = max(local.lowerBound, m.utf16Range.lowerBound)
                var hi = min(local.upperBound, m.utf16Range.upperBound, p.bodyLength)
                while hi > lo, units[hi - 1] == 0x20 || units[hi - 1] == 0x09 { hi -= 1 }
                let y = top + m.top, h = m.height + m.lineSpacing
                if hi <= lo {
                    out.append(LayoutRect(x: p.geometry.layoutX + m.logicalX, y: y, width: 0, height: h))
                    continue
                }
                let rects = glyphRects(for: (start + lo)..<(start + hi))
                guard var u = rects.first?.rect else { continue }
                for s in rects.dropFirst() { u = u.union(s.rect) }
                out.append(LayoutRect(x: u.minX, y: y, width: u.width, height: h))
            }
        }
        return out
    }

    /// Registers the built-in decorations in a fixed order: block backgrounds, rounded backgrounds
    /// (background layer), then list markers (text layer).
    public func registerStandardDecorations() {
        BlockBackground.register(in: self)
        RoundedBackground.register(in: self)
        ListMarkers.register(in: self)
    }
}
