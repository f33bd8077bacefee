import CPangoCairo

// MARK: - Drawing into Cairo (Lexical's order: backgrounds, background handlers, glyphs, text handlers)

extension LayoutEngine {
    /// Draws the laid-out text into a Cairo context.
    ///
    /// Order: `background` attribute fills, background-layer handlers, glyphs with underlines and
    /// strikethroughs, text-layer handlers. Only paragraphs meeting `clip` (container space; nil =
    /// everything) are drawn, and custom-drawing runs are clipped to them, as in TextKit tiles.
    ///
    /// - Parameters:
    ///   - cairo: a `cairo_t *`; its state is saved and restored.
    ///   - origin: where the container's top-left corner goes in the context's user space.
    public func draw(in cairo: OpaquePointer, origin: LayoutPoint = .zero, clip: LayoutRect? = nil) {
        // Glyphs are rasterised from Cairo's FreeType faces; restoring the context's state inside
        // the lock also releases its scaled font there.
        FontLibraryLock.process.withLock { drawHoldingFontLock(in: cairo, origin: origin, clip: clip) }
    }

    private func drawHoldingFontLock(in cairo: OpaquePointer, origin: LayoutPoint, clip: LayoutRect?) {
        var area = clip ?? LayoutRect(x: 0, y: 0, width: container.width, height: documentHeight)
        if let h = container.height {
            area = LayoutRect(x: area.minX, y: max(area.minY, 0), width: area.width, height: min(area.maxY, h) - max(area.minY, 0))
        }
        guard area.height > 0, !paragraphs.isEmpty else { return }
        let (a, b) = paragraphRange(forVerticalSpan: area.minY, area.maxY)
        let range = lengths.prefix(a)..<(lengths.prefix(b) + paragraphs[b].length)
        let ctx = DrawingContext(cairo: cairo, origin: origin, engine: self)
        cairo_save(cairo)
        if let h = container.height {
            cairo_rectangle(cairo, origin.x, origin.y, container.width, h)
            cairo_clip(cairo)
        }
        drawBackgrounds(cairo, origin: origin, paragraphs: a...b)
        for (call, handler) in customDrawingCallsWithHandlers(layer: .background, in: range) {
            handler(moved(call, by: origin), ctx)
        }
        drawGlyphs(cairo, origin: origin, paragraphs: a...b)
        for (call, handler) in customDrawingCallsWithHandlers(layer: .text, in: range) {
            handler(moved(call, by: origin), ctx)
        }
        cairo_restore(cairo)
    }

    private func moved(_ call: CustomDrawingCall, by origin: LayoutPoint) -> CustomDrawingCall {
        var c = call
        c.rect = c.rect.offsetBy(dx: origin.x, dy: origin.y)
        c.firstLineFragment = c.firstLineFragment.offsetBy(dx: origin.x, dy: origin.y)
        return c
    }

    private func drawBackgrounds(_ cr: OpaquePointer, origin: LayoutPoint, paragraphs range: ClosedRange<Int>) {
        for i in range {
            var offset = lengths.prefix(i)
            for run in paragraphs[i].text.runs {
                defer { offset += run.length }
                guard let bg = displayAttributes(run.attributes).background else { continue }
                cairo_set_source_rgba(cr, bg.red, bg.green, bg.blue, bg.alpha)
                for s in glyphRects(for: offset..<(offset + run.length)) {
                    cairo_rectangle(cr, s.rect.minX + origin.x, s.rect.minY + origin.y, s.rect.width, s.rect.height)
                }
                cairo_fill(cr)
            }
        }
    }

    private func drawGlyphs(_ cr: OpaquePointer, origin: LayoutPoint, paragraphs range: ClosedRange<Int>) {
        let fg = defaultForeground
        for i in range {
            let p = paragraphs[i]
            guard p.bodyLength > 0, let layout = layout(of: i) else { continue }
            let top = paragraphContentTop(i)
            for (k, m) in p.geometry.lines.enumerated() {
                guard let line = pango_layout_get_line_readonly(layout.pointer, Int32(k)) else { continue }
                cairo_set_source_rgba(cr, fg.red, fg.green, fg.blue, fg.alpha)
                cairo_move_to(cr, origin.x + p.geometry.layoutX + m.originX, origin.y + top + m.top + m.baselineOffset)
                pango_cairo_show_layout_line(cr, line)
            }
        }
    }

    // MARK: Strings outside the document (list markers, labels)

    /// The size and baseline (from the top) of a one-line string in the engine's fonts, with
    /// `attributes` resolved like document text (defaults, then the transformer).
    public func measure(_ string: String, attributes: TextAttributes) -> (size: LayoutSize, baseline: Double) {
        let layout = stringLayout(string, attributes: attributes)
        var logical = PangoRectangle()
        var baseline: Int32 = 0
        FontLibraryLock.process.withLock {
            pango_layout_get_extents(layout.pointer, nil, &logical)
            baseline = pango_layout_get_baseline(layout.pointer)
        }
        let scale = Double(PANGO_SCALE)
        return (LayoutSize(width: Double(logical.width) / scale, height: Double(logical.height) / scale),
                Double(baseline) / scale)
    }

    /// Draws a one-line string with its logical box's top-left corner at `topLeft` (Cairo user space).
    public func drawString(_ string: String, attributes: TextAttributes, at topLeft: LayoutPoint, in cairo: OpaquePointer) {
        let layout = stringLayout(string, attributes: attributes)
        let a = displayAttributes(attributes)
        let fg = a.foreground ?? defaultForeground
        let scale = Double(PANGO_SCALE)
        FontLibraryLock.process.withLock {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout.pointer, nil, &logical)
            cairo_save(cairo)
            cairo_set_source_rgba(cairo, fg.red, fg.green, fg.blue, fg.alpha)
            cairo_move_to(cairo, topLeft.x - Double(logical.x) / scale, topLeft.y - Double(logical.y) / scale)
            pango_cairo_show_layout(cairo, layout.pointer)
            cairo_restore(cairo)
        }
    }

    private func stringLayout(_ string: String, attributes: TextAttributes) -> PangoLayoutRef {
        let layout = PangoLayoutRef(context: contextLTR)
        let a = displayAttributes(attributes)
        pango_layout_set_font_description(layout.pointer, fonts.description(for: fontKey(a)))
        string.withCString { pango_layout_set_text(layout.pointer, $0, -1) }
        return layout
    }
}
