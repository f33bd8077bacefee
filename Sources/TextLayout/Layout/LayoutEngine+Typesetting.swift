import CPangoCairo

// MARK: - Typesetting one paragraph with Pango

extension LayoutEngine {
    /// Re-typesets every paragraph (container, transformer or whole-text change).
    func relayoutAll() {
        for i in paragraphs.indices { typeset(i) }
        rebuildSums()
    }

    /// Re-typesets the given paragraphs and updates their heights in place; the rest only shift.
    func relayoutParagraphs(_ range: Range<Int>) {
        for i in range where i >= 0 && i < paragraphs.count {
            typeset(i)
            heights.set(i, to: paragraphs[i].geometry.height)
        }
    }

    func rebuildSums() {
        lengths = PrefixSums(paragraphs.map(\.length))
        heights = PrefixSums(paragraphs.map { $0.geometry.height })
    }

    /// Stored attributes → defaults filled in → link colour → the display transformer.
    public func displayAttributes(_ stored: TextAttributes) -> TextAttributes {
        displayEntry(stored).display
    }

    /// The display attributes of `stored` with their font key and Pango font, cached.
    func displayEntry(_ stored: TextAttributes) -> DisplayEntry {
        let id = stored.storageIdentity
        if let hit = displayCache[id] { return hit }
        var a = configuration.defaultAttributes.merging(stored)
        if stored.link != nil && stored.foreground == nil { a.foreground = configuration.linkForeground }
        if let t = attributeTransformer { a = t(a) }
        let key = fontKey(a)
        let entry = DisplayEntry(stored: stored, display: a, fontKey: key, font: fonts.description(for: key), defaultForeground: defaultForeground)
        // Bounded: documents with many distinct attribute sets start over rather than grow.
        if displayCache.count >= 512 { displayCache.removeAll(keepingCapacity: true) }
        displayCache[id] = entry
        return entry
    }

    /// The stored attributes that decide paragraph `i`'s style: its first character's, or for the
    /// empty last paragraph the trailing attributes, else the newline's before it.
    func styleSourceAttributes(_ i: Int) -> TextAttributes {
        let p = paragraphs[i]
        if let first = p.text.runs.first { return first.attributes }
        if let t = trailing { return t }
        if i > 0, let last = paragraphs[i - 1].text.runs.last { return last.attributes }
        return TextAttributes()
    }

    func fontKey(_ a: TextAttributes) -> FontDescriptionCache.Key {
        FontDescriptionCache.Key(
            family: a.fontFamily ?? "DejaVu Sans", size: a.fontSize ?? 15,
            weight: a.weight?.value ?? 400, italic: a.italic ?? false)
    }

    var defaultForeground: RGBA { configuration.defaultAttributes.foreground ?? .black }

    func typeset(_ i: Int) {
        listNumberCache = nil
        let p = paragraphs[i]
        let had = p.layout
        typeset(p, index: i, in: container)
        if p.layout !== had { layoutCache.noteLayout(of: p) }
    }

    /// Paragraph `i`'s Pango layout, typesetting it again if the cache dropped it (same geometry).
    func layout(of i: Int) -> PangoLayoutRef? {
        if paragraphs[i].layout == nil { typeset(i) }
        return paragraphs[i].layout
    }

    /// Typesets `p` as paragraph `i` of the document into `container` (a scratch container for
    /// `sizeThatFits`, the engine's own otherwise).
    func typeset(_ p: Paragraph, index i: Int, in container: TextContainer) {
        // Shaping loads fonts and measures glyphs through Cairo's FreeType faces.
        FontLibraryLock.process.withLock { typesetHoldingFontLock(p, index: i, in: container) }
    }

    private func typesetHoldingFontLock(_ p: Paragraph, index i: Int, in container: TextContainer) {
        let style = displayEntry(styleSourceAttributes(i))
        let attrs = style.display
        p.styleAttributes = attrs
        let ps = attrs.paragraphStyle ?? .default
        let forcedRTL = ps.baseWritingDirection == .rightToLeft
        let ctx = forcedRTL ? contextRTL : contextLTR
        let layout: PangoLayoutRef
        if let l = p.layout, pango_layout_get_context(l.pointer) == ctx.pointer {
            layout = l
        } else if container == self.container, let k = spareLayouts.lastIndex(where: { pango_layout_get_context($0.pointer) == ctx.pointer }) {
            layout = spareLayouts.remove(at: k)
            p.layout = layout
        } else {
            layout = PangoLayoutRef(context: ctx)
            p.layout = layout
        }
        let lp = layout.pointer
        let autoDir = ps.baseWritingDirection == .natural
        pango_layout_set_auto_dir(lp, autoDir ? 1 : 0)
        let baseKey = style.fontKey
        pango_layout_set_font_description(lp, style.font)

        // Horizontal geometry: TextKit's indents inside the padded fragment.
        let padding = container.lineFragmentPadding
        let available = max(1, container.fragmentWidth - 2 * padding)
        let head = ps.headIndent
        let lineEnd = ps.tailIndent > 0 ? ps.tailIndent : available + ps.tailIndent
        let width = max(1, lineEnd - head)
        pango_layout_set_width(lp, Int32((width * Double(PANGO_SCALE)).rounded()))
        pango_layout_set_wrap(lp, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_indent(lp, Int32(((ps.firstLineHeadIndent - head) * Double(PANGO_SCALE)).rounded()))

        // Text. Only "\n" separates paragraphs: Pango must show \r and U+2029 as characters. Its
        // single-paragraph mode does that, but costs every paragraph a copied attribute list and
        // a show-line-breaks pass over each glyph (a quarter of a short paragraph's layout time),
        // so it is on only for a body that holds one of them (the body never holds "\n").
        p.withBodyUTF8 { buf in
            pango_layout_set_single_paragraph_mode(lp, Self.holdsPangoParagraphSeparator(buf) ? 1 : 0)
            // Pango stops at a NUL byte; a space keeps every byte offset where it was.
            if buf.contains(0) {
                var copy = Array(buf)
                for k in copy.indices where copy[k] == 0 { copy[k] = 0x20 }
                copy.withUnsafeBufferPointer { c in
                    c.withMemoryRebound(to: CChar.self) { pango_layout_set_text(lp, $0.baseAddress, Int32($0.count)) }
                }
                return
            }
            buf.withMemoryRebound(to: CChar.self) { chars in
                if let base = chars.baseAddress {
                    pango_layout_set_text(lp, base, Int32(chars.count))
                } else {
                    pango_layout_set_text(lp, "", 0)
                }
            }
        }
        // A natural-direction paragraph's direction is known only after layout (Pango resolves it
        // from the first strong character); assume left-to-right and correct below.
        let assumedRTL = ps.baseWritingDirection == .rightToLeft
        pango_layout_set_alignment(lp, pangoAlignment(ps.alignment, rtl: assumedRTL, autoDir: autoDir))
        pango_layout_set_justify(lp, ps.alignment == .justified ? 1 : 0)

        applyRunAttributes(p, layout: lp, baseKey: baseKey)
        measure(p, layout: lp, style: ps, rtl: assumedRTL, isFirst: i == 0, width: width)
        if autoDir, let first = p.geometry.lines.first, first.rightToLeft {
            p.geometry.rightToLeft = true
            // Explicit left/right must not follow Pango's flip for right-to-left paragraphs:
            // set the mirrored value and measure again (only these paragraphs pay twice).
            if ps.alignment == .left || ps.alignment == .right {
                pango_layout_set_alignment(lp, pangoAlignment(ps.alignment, rtl: true, autoDir: true))
                measure(p, layout: lp, style: ps, rtl: true, isFirst: i == 0, width: width)
            }
        }
        p.geometry.layoutX = container.insets.left + padding + (p.geometry.rightToLeft ? available - lineEnd : head)
    }

    /// Pango's alignment value for a visual alignment: Pango flips left/right for auto-direction
    /// paragraphs whose direction is opposite to the context's (left-to-right) base direction.
    private func pangoAlignment(_ alignment: TextAlignment, rtl: Bool, autoDir: Bool) -> PangoAlignment {
        var visual = alignment
        if visual == .natural || visual == .justified { visual = rtl ? .right : .left }
        let flip = autoDir && rtl
        return switch visual {
        case .center: PANGO_ALIGN_CENTER
        case .right: flip ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT
        default: flip ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT
        }
    }

    /// Builds the Pango attribute list for the paragraph's runs (UTF-16 runs → UTF-8 byte ranges).
    private func applyRunAttributes(_ p: Paragraph, layout lp: OpaquePointer, baseKey: FontDescriptionCache.Key) {
        var list: OpaquePointer? = nil
        var offset = 0
        let bodyLength = p.bodyLength
        let defaultFG = defaultForeground
        for run in p.text.runs {
            let lo = offset, hi = min(offset + run.length, bodyLength)
            offset += run.length
            guard lo < hi else { continue }
            let entry = displayEntry(run.attributes)
            // Most runs have nothing Pango must hear about beyond the paragraph's own font.
            guard entry.fontKey != baseKey || entry.hasInlinePangoAttributes else { continue }
            let a = entry.display
            let sb = UInt32(p.map.byteOffset(forUTF16: lo)), eb = UInt32(p.map.byteOffset(forUTF16: hi))
            func insert(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                if list == nil { list = pango_attr_list_new() }
                attr.pointee.start_index = sb
                attr.pointee.end_index = eb
                pango_attr_list_insert(list, attr)
            }
            if entry.fontKey != baseKey { insert(pango_attr_font_desc_new(entry.font)) }
            if let fg = a.foreground, fg != defaultFG {
                insert(pango_attr_foreground_new(channel(fg.red), channel(fg.green), channel(fg.blue)))
                if fg.alpha < 1 { insert(pango_attr_foreground_alpha_new(channel(fg.alpha))) }
            }
            if let u = a.underline {
                let style: PangoUnderline = switch u {
                case .single: PANGO_UNDERLINE_SINGLE
                case .double: PANGO_UNDERLINE_DOUBLE
                case .error: PANGO_UNDERLINE_ERROR
                }
                insert(pango_attr_underline_new(style))
            }
            if a.strikethrough == true { insert(pango_attr_strikethrough_new(1)) }
            if let shape = a.custom[.attachmentShape]?.as(AttachmentShape.self) { insert(Self.shapeAttribute(shape)) }
            if let t = a.textTransform {
                let tt: PangoTextTransform = switch t {
                case .uppercase: PANGO_TEXT_TRANSFORM_UPPERCASE
                case .lowercase: PANGO_TEXT_TRANSFORM_LOWERCASE
                case .capitalize: PANGO_TEXT_TRANSFORM_CAPITALIZE
                }
                insert(pango_attr_text_transform_new(tt))
            }
        }
        p.withBodyUTF8 { segmentLongWords($0, list: &list) }  // reliability (issue 16)
        pango_layout_set_attributes(lp, list)
        if let list { pango_attr_list_unref(list) }
    }

    /// Whether UTF-8 `bytes` hold a character Pango ends a paragraph at besides "\n": "\r" or
    /// U+2029 PARAGRAPH SEPARATOR (E2 80 A9).
    static func holdsPangoParagraphSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for (k, b) in bytes.enumerated() {
            if b == 0x0D { return true }
            if b == 0xE2, k + 2 < bytes.count, bytes[k + 1] == 0x80, bytes[k + 2] == 0xA9 { return true }
        }
        return false
    }

    /// A Pango shape attribute reserving `shape`'s box (ink = logical) on the baseline for each character.
    static func shapeAttribute(_ shape: AttachmentShape) -> UnsafeMutablePointer<PangoAttribute>? {
        let scale = Double(PANGO_SCALE)
        var rect = PangoRectangle(x: 0, y: Int32(((shape.descent - shape.height) * scale).rounded()),
                                  width: Int32((shape.width * scale).rounded()), height: Int32((shape.height * scale).rounded()))
        return pango_attr_shape_new(&rect, &rect)
    }

    /// Longest stretch of a word Pango shapes as one item, in UTF-8 bytes.
    static let wordSegmentBytes = 256

    /// Pango reshapes the rest of an unbreakable run for every line it wraps it onto, which is
    /// quadratic in a word's length (a 100,000-letter word took 31 s). Every other
    /// `wordSegmentBytes` stretch of a longer word gets an attribute that changes nothing (font
    /// fallback on, its default), so Pango itemizes the word into short items and each wrapped
    /// line reshapes at most one of them.
    private func segmentLongWords(_ bytes: UnsafeBufferPointer<UInt8>, list: inout OpaquePointer?) {
        let n = Self.wordSegmentBytes
        guard bytes.count > n else { return }
        func scalarStart(_ k: Int) -> Int {
            var k = k
            while k < bytes.count && bytes[k] & 0xC0 == 0x80 { k += 1 }
            return k
        }
        var start = 0
        for k in 0...bytes.count where k == bytes.count || bytes[k] == 0x20 || bytes[k] == 0x0A || bytes[k] == 0x09 {
            if k - start > n {
                for (j, lo) in stride(from: start, to: k, by: n).enumerated() where j % 2 == 1 {
                    let a = scalarStart(lo), b = scalarStart(min(lo + n, k))
                    guard a < b, let attr = pango_attr_fallback_new(1) else { continue }
                    if list == nil { list = pango_attr_list_new() }
                    attr.pointee.start_index = UInt32(a)
                    attr.pointee.end_index = UInt32(b)
                    pango_attr_list_insert(list, attr)
                }
            }
            start = k + 1
        }
    }

    private func channel(_ v: Double) -> UInt16 { UInt16((min(1, max(0, v)) * 65535).rounded()) }

    /// Reads Pango's lines and applies TextKit's vertical model (line height multiple, min/max,
    /// line spacing, paragraph spacing).
    private func measure(_ p: Paragraph, layout lp: OpaquePointer, style ps: ParagraphStyle, rtl: Bool, isFirst: Bool, width: Double) {
        var g = ParagraphGeometry()
        // The lines array of the paragraph's last typesetting, emptied: no new allocation per edit.
        swap(&g.lines, &p.geometry.lines)
        g.lines.removeAll(keepingCapacity: true)
        // Negative spacing would make y positions non-monotonic (and the height index unsearchable).
        g.spacingBefore = max(0, ps.paragraphSpacingBefore)
        g.spacingAfter = max(0, ps.paragraphSpacing)
        let lineSpacing = max(0, ps.lineSpacing)
        g.layoutWidth = width
        g.rightToLeft = rtl
        let scale = Double(PANGO_SCALE)
        let iter = pango_layout_get_iter(lp)
        var y = 0.0
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iter) else { break }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = Double(pango_layout_iter_get_baseline(iter))
            let natural = Double(logical.height) / scale
            let ascent = (baseline - Double(logical.y)) / scale
            var h = natural
            if ps.lineHeightMultiple > 0 { h *= ps.lineHeightMultiple }
            if ps.minimumLineHeight > 0 { h = max(h, ps.minimumLineHeight) }
            if ps.maximumLineHeight > 0 { h = min(h, ps.maximumLineHeight) }
            h = max(h, 0)
            let descent = natural - ascent
            let byteStart = Int(line.pointee.start_index)
            let byteEnd = byteStart + Int(line.pointee.length)
            let m = LineMetrics(
                byteStart: byteStart, byteEnd: byteEnd,
                utf16Range: p.map.utf16Offset(forByte: byteStart)..<p.map.utf16Offset(forByte: byteEnd),
                // A line's own logical extent starts at its origin (Pango sets x = 0 for glyph
                // strings), so the iterator's x is where show_layout_line must put the origin.
                originX: Double(logical.x) / scale,
                logicalX: Double(logical.x) / scale, logicalWidth: Double(logical.width) / scale,
                top: y, height: h, baselineOffset: h - descent, lineSpacing: lineSpacing,
                rightToLeft: pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_RTL)
            g.lines.append(m)
            y += h + lineSpacing
        } while pango_layout_iter_next_line(iter) != 0
        pango_layout_iter_free(iter)
        // The last line owns the newline (TextKit puts it in the last line's range).
        if !g.lines.isEmpty {
            let last = g.lines.count - 1
            g.lines[last].utf16Range = g.lines[last].utf16Range.lowerBound..<p.length
        }
        g.contentHeight = y
        p.geometry = g
    }
}
