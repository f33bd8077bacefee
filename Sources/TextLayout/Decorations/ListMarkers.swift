/// Draws list markers through custom drawing (text layer, contiguous paragraphs — one call per
/// item): the marker sits on the item's first line fragment only, vertically centred on that line,
/// in the item's font and colour without underline or strikethrough, `gap` before the line's first
/// glyph (after its last for right-to-left paragraphs). Because it follows the line's glyphs, it
/// is right under left, centre and right alignment and at every nesting level.
public enum ListMarkers {
    /// Where a marker sits on its item's first line.
    public enum Placement: Hashable, Sendable {
        /// `gap` before the line's first glyph, wherever alignment puts it.
        case followsText
        /// At the paragraph's leading edge (where a left-aligned first line would start), so
        /// markers of centred and right-aligned items stay in the list's gutter.
        case leadingEdge
    }

    public static func register(in engine: LayoutEngine, gap: Double = 8, placement: Placement = .followsText) {
        engine.registerCustomDrawing(key: .listItem, layer: .text, granularity: .contiguousParagraphs) { call, ctx in
            guard let item = call.value.as(ListItem.self) else { return }
            let e = ctx.engine
            let line = e.lineFragment(forCharacterAt: call.expandedRange.lowerBound)
            var attrs = e.attributesForMarker(at: call.expandedRange.lowerBound)
            attrs.underline = nil
            attrs.strikethrough = false
            attrs.paragraphStyle = nil
            let (size, _) = e.measure(item.markerText, attributes: attrs)
            let pad = e.container.lineFragmentPadding
            let rtl = e.isRightToLeft(paragraph: line.paragraphIndex)
            var x = rtl ? line.usedRect.maxX - pad + gap : line.usedRect.minX + pad - gap - size.width
            if placement == .leadingEdge && !rtl {
                let g = e.paragraphs[line.paragraphIndex].geometry
                let style = e.styleSourceAttributes(line.paragraphIndex).paragraphStyle ?? .default
                x = g.layoutX + (style.firstLineHeadIndent - style.headIndent) - gap - size.width
            }
            let y = line.usedRect.midY - size.height / 2
            e.drawString(item.markerText, attributes: attrs,
                         at: LayoutPoint(x: x + ctx.origin.x, y: y + ctx.origin.y), in: ctx.cairo)
        }
    }
}

extension LayoutEngine {
    /// The stored attributes a marker for the paragraph starting at `offset` is drawn with.
    func attributesForMarker(at offset: Int) -> TextAttributes {
        styleSourceAttributes(paragraphIndex(containing: offset))
    }

    /// Whether paragraph `i` is laid out right to left (its base direction).
    public func isRightToLeft(paragraph i: Int) -> Bool { paragraphs[i].geometry.rightToLeft }
}
