// MARK: - Edits: re-typeset the edited paragraphs only

extension LayoutEngine {
    /// Replaces the characters in `range` (UTF-16) with `replacement`, re-typesetting only the
    /// paragraphs the edit touches; the paragraphs after it move without being typeset again.
    ///
    /// - Returns: the range of paragraph indices that were re-typeset.
    @discardableResult
    public func replaceCharacters(in range: Range<Int>, with replacement: AttributedText) throws -> Range<Int> {
        let total = length
        guard range.lowerBound >= 0, range.upperBound <= total else {
            throw TextRangeError.outOfBounds(lower: range.lowerBound, upper: range.upperBound, length: total)
        }
        let first = paragraphIndex(containing: range.lowerBound)
        let last = paragraphIndex(containing: range.upperBound)
        let firstStart = lengths.prefix(first)
        // Edit a copy of the touched paragraphs' text.
        var local = paragraphs[first].text
        if last > first { for i in (first + 1)...last { local.append(paragraphs[i].text) } }
        try local.replaceCharacters(in: (range.lowerBound - firstStart)..<(range.upperBound - firstStart), with: replacement)
        let isDocumentEnd = last == paragraphs.count - 1
        var texts: [AttributedText] = []
        for r in local.paragraphRanges {
            // A piece ending exactly at a newline of a middle paragraph is the start of the next one.
            if r.isEmpty && !isDocumentEnd && !texts.isEmpty { continue }
            texts.append(try local.attributedSubstring(r))
        }
        if !isDocumentEnd, let lastText = texts.last, lastText.string.utf8.last != 0x0A {
            // Cannot happen: text before a following paragraph always ends in a newline.
            throw TextRangeError.outOfBounds(lower: range.lowerBound, upper: range.upperBound, length: total)
        }
        if isDocumentEnd, range.upperBound == total, let t = replacement.trailingAttributes { trailing = t }
        // The edited paragraphs take the new texts in place, keeping their Pango layouts and cache
        // entries; pieces beyond them are new paragraphs, and paragraphs the edit joined away give
        // their layouts to the spares (Return after Backspace then creates no layout).
        let oldCount = last - first + 1
        var pieces: [Paragraph] = []
        pieces.reserveCapacity(texts.count)
        for (k, t) in texts.enumerated() {
            if k < oldCount {
                paragraphs[first + k].replaceText(t)
                pieces.append(paragraphs[first + k])
            } else {
                pieces.append(Paragraph(text: t))
            }
        }
        for k in pieces.count..<max(pieces.count, oldCount) {
            let old = paragraphs[first + k]
            if let l = old.layout, spareLayouts.count < 8 { spareLayouts.append(l) }
            layoutCache.release(old)
        }
        if pieces.count != oldCount { paragraphs.replaceSubrange(first...last, with: pieces) }
        let touched = first..<(first + pieces.count)
        if pieces.count == oldCount {
            for i in touched {
                typeset(i)
                lengths.set(i, to: paragraphs[i].length)
                heights.set(i, to: paragraphs[i].geometry.height)
            }
        } else {
            for i in touched { typeset(i) }
            lengths.replaceSubrange(first..<(last + 1), with: pieces.map(\.length))
            heights.replaceSubrange(first..<(last + 1), with: pieces.map { $0.geometry.height })
        }
        // The empty last paragraph takes its style from the newline before it.
        let lastIndex = paragraphs.count - 1
        if touched.upperBound == lastIndex, paragraphs[lastIndex].length == 0 {
            relayoutParagraphs(lastIndex..<(lastIndex + 1))
            return first..<(lastIndex + 1)
        }
        return touched
    }

    /// Inserts plain text with `attributes` at a UTF-16 offset.
    @discardableResult
    public func insert(_ string: String, attributes: TextAttributes, at offset: Int) throws -> Range<Int> {
        try replaceCharacters(in: offset..<offset, with: AttributedText(string, attributes: attributes))
    }

    /// Changes the attributes in `range` and re-typesets the paragraphs it touches.
    public func updateAttributes(in range: Range<Int>, _ body: (inout TextAttributes) -> Void) throws {
        let total = length
        guard range.lowerBound >= 0, range.upperBound <= total else {
            throw TextRangeError.outOfBounds(lower: range.lowerBound, upper: range.upperBound, length: total)
        }
        let first = paragraphIndex(containing: range.lowerBound)
        let last = paragraphIndex(containing: max(range.lowerBound, range.upperBound - 1))
        for i in first...last {
            let start = lengths.prefix(i)
            let p = paragraphs[i]
            let lo = max(range.lowerBound, start) - start, hi = min(range.upperBound, start + p.length) - start
            try p.text.updateAttributes(in: lo..<hi, body)
        }
        var upper = last + 1
        if upper == paragraphs.count - 1 && paragraphs[upper].length == 0 { upper += 1 }
        relayoutParagraphs(first..<upper)
    }
}
