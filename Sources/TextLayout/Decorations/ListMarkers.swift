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

    /// Registers the marker handler on `engine`. With `eachParagraph`, every paragraph of a group
    /// of equal item values is its own item and gets a marker (documents whose items are single
    /// paragraphs can then give every item the same value, so inserting an item changes no other
    /// paragraph); otherwise a group is one item, marked on its first line.
    public static func register(in engine: LayoutEngine, gap: Double = 8, placement: Placement = .followsText,
                                eachParagraph: Bool = false) {
        engine.registerCustomDrawing(key: .listItem, layer: .text, granularity: .contiguousParagraphs) { call, ctx in
            guard let item = call.value.as(ListItem.self) else { return }
            let e = ctx.engine
            let first = e.paragraphIndex(containing: call.expandedRange.lowerBound)
            let last = eachParagraph ? e.paragraphIndex(containing: max(call.expandedRange.lowerBound, call.expandedRange.upperBound - 1)) : first
            for i in first...max(first, last) {
                drawMarker(item, paragraph: i, gap: gap, placement: placement, ctx)
            }
            // A group reaching the empty last paragraph covers it too (it has no characters).
            if eachParagraph, call.expandedRange.upperBound == e.length, last + 1 == e.paragraphs.count - 1,
               e.paragraphs[last + 1].length == 0, e.styleSourceAttributes(last + 1).custom[.listItem] == call.value {
                drawMarker(item, paragraph: last + 1, gap: gap, placement: placement, ctx)
            }
        }
    }

    /// Draws `item`'s marker on paragraph `i`'s first line.
    static func drawMarker(_ item: ListItem, paragraph i: Int, gap: Double, placement: Placement, _ ctx: DrawingContext) {
        let e = ctx.engine
        let line = e.lineFragment(paragraph: i, line: 0)
        let text = item.markerText(number: e.listNumber(ofParagraph: i))
        var attrs = e.styleSourceAttributes(i)
        attrs.underline = nil
        attrs.strikethrough = false
        attrs.paragraphStyle = nil
        let (size, _) = e.measure(text, attributes: attrs)
        let pad = e.container.lineFragmentPadding
        let rtl = e.isRightToLeft(paragraph: i)
        var x = rtl ? line.usedRect.maxX - pad + gap : line.usedRect.minX + pad - gap - size.width
        if placement == .leadingEdge && !rtl {
            let g = e.paragraphs[i].geometry
            let style = e.styleSourceAttributes(i).paragraphStyle ?? .default
            x = g.layoutX + (style.firstLineHeadIndent - style.headIndent) - gap - size.width
        }
        let y = line.usedRect.midY - size.height / 2
        e.drawString(text, attributes: attrs, at: LayoutPoint(x: x + ctx.origin.x, y: y + ctx.origin.y), in: ctx.cairo)
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
