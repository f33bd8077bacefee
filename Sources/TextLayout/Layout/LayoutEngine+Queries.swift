import CPangoCairo

// MARK: - TextKit 1 geometry queries (UTF-16 offsets, container space)

extension LayoutEngine {
    // MARK: Line fragments

    /// The line fragment for line `k` of paragraph `i`.
    public func lineFragment(paragraph i: Int, line k: Int) -> LineFragment {
        let p = paragraphs[i]
        let g = p.geometry
        let m = g.lines[k]
        let contentTop = paragraphContentTop(i)
        let start = lengths.prefix(i)
        let isFirstLine = k == 0, isLastLine = k == g.lines.count - 1
        var top = contentTop + m.top
        var height = m.height + m.lineSpacing
        if isFirstLine {
            let before = contentTop - paragraphTop(i)
            top -= before
            height += before
        }
        if isLastLine { height += g.spacingAfter }
        let rect = LayoutRect(x: container.insets.left, y: top, width: container.fragmentWidth, height: height)
        let pad = container.lineFragmentPadding
        let used = LayoutRect(x: g.layoutX + m.logicalX - pad, y: contentTop + m.top,
                              width: m.logicalWidth + 2 * pad, height: m.height)
        return LineFragment(
            rect: rect, usedRect: used, baseline: contentTop + m.top + m.baselineOffset,
            characterRange: (start + m.utf16Range.lowerBound)..<(start + m.utf16Range.upperBound),
            paragraphIndex: i, lineIndex: k, isExtra: i == paragraphs.count - 1 && p.length == 0)
    }

    /// All line fragments of paragraph `i`, top to bottom.
    public func lineFragments(paragraph i: Int) -> [LineFragment] {
        paragraphs[i].geometry.lines.indices.map { lineFragment(paragraph: i, line: $0) }
    }

    /// Calls `body` for each line fragment intersecting `range` (all when nil), top to bottom, until
    /// it returns false. The extra line fragment is included only when `includeExtra` is set.
    public func enumerateLineFragments(in range: Range<Int>? = nil, includeExtra: Bool = false,
                                       _ body: (LineFragment) -> Bool) {
        let r = range ?? 0..<length
        let first = paragraphIndex(containing: r.lowerBound)
        let last = paragraphIndex(containing: max(r.lowerBound, r.upperBound - 1))
        for i in first...last {
            for k in paragraphs[i].geometry.lines.indices {
                let f = lineFragment(paragraph: i, line: k)
                if f.isExtra && !includeExtra { continue }
                let hits = r.isEmpty ? f.characterRange.contains(r.lowerBound) || f.characterRange.lowerBound == r.lowerBound
                    : f.characterRange.overlaps(r)
                if hits || f.isExtra { if !body(f) { return } }
            }
        }
        if includeExtra, last < paragraphs.count - 1, let extra = extraLineFragment, r.upperBound >= length {
            _ = body(extra)
        }
    }

    /// The line fragments intersecting `range` (all when nil).
    public func lineFragments(in range: Range<Int>? = nil, includeExtra: Bool = false) -> [LineFragment] {
        var out: [LineFragment] = []
        enumerateLineFragments(in: range, includeExtra: includeExtra) { out.append($0); return true }
        return out
    }

    /// The extra line fragment: the empty last paragraph after a trailing newline or of an empty text.
    public var extraLineFragment: LineFragment? {
        guard let last = paragraphs.last, last.length == 0 else { return nil }
        return lineFragment(paragraph: paragraphs.count - 1, line: 0)
    }

    public var extraLineFragmentRect: LayoutRect? { extraLineFragment?.rect }
    public var extraLineFragmentUsedRect: LayoutRect? { extraLineFragment?.usedRect }

    /// The line fragment holding the character at `index` (at a soft wrap, the later line; at the
    /// end of the document, the extra fragment or the last line).
    public func lineFragment(forCharacterAt index: Int) -> LineFragment {
        let (i, k) = locate(index)
        return lineFragment(paragraph: i, line: k)
    }

    public func lineFragmentRect(forCharacterAt index: Int) -> LayoutRect { lineFragment(forCharacterAt: index).rect }
    public func lineFragmentUsedRect(forCharacterAt index: Int) -> LayoutRect { lineFragment(forCharacterAt: index).usedRect }

    /// The rect enclosing all used rects, from the container's top-left inset corner; its height is
    /// the laid-out text's (TextKit's `usedRect(for:)`).
    public var usedRect: LayoutRect {
        var maxX = container.insets.left
        for p in paragraphs {
            for m in p.geometry.lines where m.logicalWidth > 0 {
                maxX = max(maxX, p.geometry.layoutX + m.logicalX + m.logicalWidth + container.lineFragmentPadding)
            }
        }
        let top = container.insets.top
        return LayoutRect(x: container.insets.left, y: top, width: maxX - container.insets.left,
                          height: documentHeight - top - container.insets.bottom)
    }

    /// Height of the whole document including the container's insets.
    public var contentHeight: Double { documentHeight }

    // MARK: Rects for ranges

    /// The union of the glyph boxes of `range`, line by line (TextKit's `boundingRect(forGlyphRange:in:)`);
    /// for an empty range, a zero-width rect at the caret position.
    public func boundingRect(forCharacterRange range: Range<Int>) -> LayoutRect {
        if range.isEmpty {
            let c = caretRect(at: range.lowerBound)
            return LayoutRect(x: c.midX, y: c.minY, width: 0, height: c.height)
        }
        var out: LayoutRect? = nil
        for s in glyphRects(for: range) { out = out.map { $0.union(s.rect) } ?? s.rect }
        return out ?? boundingRect(forCharacterRange: range.lowerBound..<range.lowerBound)
    }

    /// One rect per line piece of `range` (split where bidi text makes the piece discontiguous),
    /// covering the glyphs and the line's height without spacing. The newline adds nothing.
    func glyphRects(for range: Range<Int>, extendNewlines: Bool = false) -> [LayoutSelectionRect] {
        var out: [LayoutSelectionRect] = []
        let clamped = max(0, range.lowerBound)..<min(length, range.upperBound)
        guard !clamped.isEmpty else { return out }
        let first = paragraphIndex(containing: clamped.lowerBound)
        let last = paragraphIndex(containing: clamped.upperBound - 1)
        let scale = Double(PANGO_SCALE)
        for i in first...last {
            let p = paragraphs[i]
            guard let layout = layout(of: i) else { continue }
            let start = lengths.prefix(i)
            let g = p.geometry
            let contentTop = paragraphContentTop(i)
            for (k, m) in g.lines.enumerated() {
                let lineRange = (start + m.utf16Range.lowerBound)..<(start + m.utf16Range.upperBound)
                guard lineRange.overlaps(clamped) else { continue }
                let lo = max(clamped.lowerBound, lineRange.lowerBound) - start
                let hi = min(clamped.upperBound, lineRange.upperBound) - start
                let piece = (lo + start)..<(hi + start)
                let y = contentTop + m.top
                let h = extendNewlines ? m.height + m.lineSpacing : m.height
                var rects: [LayoutRect] = []
                let sb = p.map.byteOffset(forUTF16: lo), eb = p.map.byteOffset(forUTF16: min(hi, p.bodyLength))
                if eb > sb, let line = pango_layout_get_line_readonly(layout.pointer, Int32(k)) {
                    var ranges: UnsafeMutablePointer<Int32>? = nil
                    var n: Int32 = 0
                    // Glyph extents come from the fonts (FreeType) on first use.
                    FontLibraryLock.process.withLock {
                        pango_layout_line_get_x_ranges(line, Int32(sb), Int32(eb), &ranges, &n)
                    }
                    if let ranges {
                        for j in 0..<Int(n) {
                            let x0 = g.layoutX + Double(ranges[2 * j]) / scale
                            let x1 = g.layoutX + Double(ranges[2 * j + 1]) / scale
                            if x1 > x0 { rects.append(LayoutRect(x: x0, y: y, width: x1 - x0, height: h)) }
                        }
                        g_free(ranges)
                    }
                }
                let coversNewline = p.hasTerminator && hi == p.length && k == g.lines.count - 1
                if extendNewlines && coversNewline {
                    // A selected newline highlights the rest of the line, as TextKit does.
                    let fragEnd = container.insets.left + container.fragmentWidth - container.lineFragmentPadding
                    let fragStart = container.insets.left + container.lineFragmentPadding
                    if m.rightToLeft {
                        let x1 = g.layoutX + m.logicalX
                        if x1 > fragStart { rects.append(LayoutRect(x: fragStart, y: y, width: x1 - fragStart, height: h)) }
                    } else {
                        let x0 = g.layoutX + m.logicalX + m.logicalWidth
                        if fragEnd > x0 { rects.append(LayoutRect(x: x0, y: y, width: fragEnd - x0, height: h)) }
                    }
                }
                rects.sort { $0.minX < $1.minX }
                // Touching pieces (a glyph range and its newline extension) are one rect per line.
                var merged: [LayoutRect] = []
                for r in rects {
                    if let last = merged.last, abs(last.maxX - r.minX) < 0.01 {
                        merged[merged.count - 1] = last.union(r)
                    } else {
                        merged.append(r)
                    }
                }
                for r in merged {
                    out.append(LayoutSelectionRect(rect: r, characterRange: piece, isRightToLeft: m.rightToLeft,
                                             containsStart: false, containsEnd: false))
                }
            }
        }
        return out
    }

    /// The selection rects for `range` (UIKit's `selectionRects(for:)`): one per line, several where
    /// bidi text splits the selection visually; a selected newline extends to the fragment's end.
    public func selectionRects(for range: Range<Int>) -> [LayoutSelectionRect] {
        var rects = glyphRects(for: range, extendNewlines: true)
        guard !rects.isEmpty else { return [] }
        if let i = rects.firstIndex(where: { $0.characterRange.contains(range.lowerBound) }) { rects[i].containsStart = true }
        if let i = rects.lastIndex(where: { $0.characterRange.upperBound == min(range.upperBound, length) }) { rects[i].containsEnd = true }
        return rects
    }

    /// The glyph box of `range` on its first line, and the part of the range that line holds
    /// (UIKit's `firstRect(for:)`, used to place input-method windows).
    public func firstRect(forCharacterRange range: Range<Int>) -> (rect: LayoutRect, actualRange: Range<Int>) {
        guard !range.isEmpty else { return (boundingRect(forCharacterRange: range), range) }
        let rects = glyphRects(for: range)
        guard let first = rects.first else { return (boundingRect(forCharacterRange: range.lowerBound..<range.lowerBound), range.lowerBound..<range.lowerBound) }
        var r = first.rect
        for s in rects.dropFirst() where s.characterRange == first.characterRange { r = r.union(s.rect) }
        return (r, first.characterRange)
    }

    // MARK: Carets and hit testing

    /// The caret rect for an insertion point (Pango's strong cursor): `caretWidth` wide, the line's
    /// height, centred on the insertion x.
    public func caretRect(at index: Int) -> LayoutRect {
        let clamped = min(max(0, index), length)
        let (i, k) = locate(clamped)
        let p = paragraphs[i]
        let m = p.geometry.lines[k]
        let rel = clamped - lengths.prefix(i)
        var x = p.geometry.layoutX + m.logicalX
        if let layout = layout(of: i) {
            var strong = PangoRectangle(), weak = PangoRectangle()
            let byte = Int32(p.map.byteOffset(forUTF16: min(rel, p.bodyLength)))
            FontLibraryLock.process.withLock { pango_layout_get_cursor_pos(layout.pointer, byte, &strong, &weak) }
            x = p.geometry.layoutX + Double(strong.x) / Double(PANGO_SCALE)
        }
        let w = configuration.caretWidth
        return LayoutRect(x: x - w / 2, y: paragraphContentTop(i) + m.top, width: w, height: m.height)
    }

    /// Hit tests a point: the character under it (or nearest), the fraction through it, and the
    /// closest insertion point. Points above the text hit the first line, below it the last.
    public func characterHit(at point: LayoutPoint) -> CharacterHit {
        characterHit(at: point, fraction: true)
    }

    func characterHit(at point: LayoutPoint, fraction wantFraction: Bool) -> CharacterHit {
        let sb0 = paragraphs[0].geometry.spacingBefore
        let i = heights.index(containing: point.y - container.insets.top + sb0)
        let p = paragraphs[i]
        let g = p.geometry
        let relY = point.y - paragraphContentTop(i)
        var k = 0
        var lo = 0, hi = g.lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if g.lines[mid].top <= relY { lo = mid } else { hi = mid - 1 }
        }
        k = lo
        let start = lengths.prefix(i)
        guard p.bodyLength > 0, let layout = layout(of: i),
              let line = pango_layout_get_line_readonly(layout.pointer, Int32(k)) else {
            return CharacterHit(characterIndex: start, fraction: 0, insertionIndex: start)
        }
        let m = g.lines[k]
        let scale = Double(PANGO_SCALE)
        let xLine = (point.x - g.layoutX - m.originX) * scale
        var byte: Int32 = 0, trailing: Int32 = 0
        var pos = PangoRectangle()
        FontLibraryLock.process.withLock {
            pango_layout_line_x_to_index(line, Int32(xLine.rounded(.down)), &byte, &trailing)
            if wantFraction { pango_layout_index_to_pos(layout.pointer, byte, &pos) }
        }
        var fraction = trailing > 0 ? 1.0 : 0.0
        if pos.width != 0 {
            let x0 = g.layoutX + Double(pos.x) / scale
            fraction = min(1, max(0, (point.x - x0) / (Double(pos.width) / scale)))
        }
        let after = advance(p, byte: Int(byte), scalars: Int(trailing))
        return CharacterHit(characterIndex: start + p.map.utf16Offset(forByte: Int(byte)),
                            fraction: fraction,
                            insertionIndex: start + p.map.utf16Offset(forByte: after))
    }

    /// The closest insertion point to a point (caret placement for a tap).
    public func closestInsertionIndex(to point: LayoutPoint) -> Int {
        characterHit(at: point, fraction: false).insertionIndex
    }

    /// The characters whose lines intersect `rect` (TextKit's `glyphRange(forBoundingRect:in:)`),
    /// whole lines, for drawing only what is visible.
    public func characterRange(forBoundingRect rect: LayoutRect) -> Range<Int> {
        let (a, b) = paragraphRange(forVerticalSpan: rect.minY, rect.maxY)
        return lengths.prefix(a)..<(lengths.prefix(b) + paragraphs[b].length)
    }

    /// Paragraph indices whose vertical extent meets minY…maxY.
    func paragraphRange(forVerticalSpan minY: Double, _ maxY: Double) -> (Int, Int) {
        let sb0 = paragraphs[0].geometry.spacingBefore
        let a = heights.index(containing: minY - container.insets.top + sb0)
        let b = heights.index(containing: maxY - container.insets.top + sb0)
        return (a, max(a, b))
    }

    // MARK: Sizing

    /// The size the text needs when laid out `width` wide (the view's `sizeThatFits`): widest line
    /// plus padding and insets, and the full height. Typesets scratch copies; the engine is untouched.
    public func sizeThatFits(width: Double) -> LayoutSize {
        var scratch = container
        scratch.width = width
        var height = container.insets.top + container.insets.bottom
        var widest = 0.0
        for (i, p) in paragraphs.enumerated() {
            let copy = Paragraph(text: p.text)
            typeset(copy, index: i, in: scratch)
            height += copy.geometry.height - (i == 0 ? copy.geometry.spacingBefore : 0)
            let ps = copy.styleAttributes.paragraphStyle ?? .default
            for (k, m) in copy.geometry.lines.enumerated() {
                let indent = k == 0 ? ps.firstLineHeadIndent : ps.headIndent
                widest = max(widest, m.logicalWidth + max(0, indent))
            }
        }
        let w = widest + 2 * container.lineFragmentPadding + container.insets.left + container.insets.right
        return LayoutSize(width: w, height: height)
    }

    // MARK: Internals

    /// Paragraph and line holding a UTF-16 offset.
    func locate(_ index: Int) -> (Int, Int) {
        let clamped = min(max(0, index), length)
        let i = paragraphIndex(containing: clamped)
        let rel = clamped - lengths.prefix(i)
        let lines = paragraphs[i].geometry.lines
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].utf16Range.lowerBound <= rel { lo = mid } else { hi = mid - 1 }
        }
        return (i, lo)
    }

    /// The byte offset `scalars` Unicode scalars after `byte` in the paragraph's UTF-8 text.
    func advance(_ p: Paragraph, byte: Int, scalars: Int) -> Int {
        guard scalars > 0 else { return byte }
        return p.withBodyUTF8 { buf in
            var b = byte, left = scalars
            while left > 0 && b < buf.count {
                b += 1
                while b < buf.count && buf[b] & 0xC0 == 0x80 { b += 1 }
                left -= 1
            }
            return b
        }
    }
}
