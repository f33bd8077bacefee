// MARK: - Edits: re-typeset the edited paragraphs only

extension LayoutEngine {
    /// Replaces the characters in `range` (UTF-16) with `replacement`, re-typesetting only the
    /// paragraphs the edit touches; the paragraphs after it move without being typeset again.
    ///
    /// - Returns: the range of paragraph indices that were re-typeset (a paragraph whose text the
    ///   edit left as it was keeps its lines; empty when no paragraph needed typesetting).
    @discardableResult
    public func replaceCharacters(in range: Range<Int>, with replacement: AttributedText) throws -> Range<Int> {
        let total = length
        guard range.lowerBound >= 0, range.upperBound <= total else {
            throw TextRangeError.outOfBounds(lower: range.lowerBound, upper: range.upperBound, length: total)
        }
        let first = paragraphIndex(containing: range.lowerBound)
        let last = paragraphIndex(containing: range.upperBound)
        let texts = try editedTexts(range, replacement, first: first, last: last)
        if last == paragraphs.count - 1, range.upperBound == total, let t = replacement.trailingAttributes { trailing = t }
        // The edited paragraphs take the new texts in place, keeping their Pango layouts and cache
        // entries; pieces beyond them are new paragraphs, and paragraphs the edit joined away give
        // their layouts to the spares (Return after Backspace then creates no layout). Return at a
        // paragraph's start leaves its old text as the second piece, which keeps the object.
        let oldCount = last - first + 1
        let shifted = oldCount == 1 && texts.count == 2 && Self.sameText(texts[1], paragraphs[first].text)
            && !Self.sameText(texts[0], paragraphs[first].text)
        var pieces: [Paragraph] = []
        pieces.reserveCapacity(texts.count)
        // Bit k: piece k came out of the edit as it was (Return at its end or start, Backspace
        // joining the empty paragraph after it): same text, attributes and container give the
        // same lines, so it is not typeset again. Pieces past 64 (a long paste) are always typeset.
        var unchanged: UInt64 = 0
        for (k, t) in texts.enumerated() {
            guard let j = shifted ? (k == 1 ? 0 : nil) : (k < oldCount ? k : nil) else {
                pieces.append(Paragraph(text: t))
                continue
            }
            let old = paragraphs[first + j]
            pieces.append(old)
            if k < 64 && t.length > 0 && Self.sameText(t, old.text) { unchanged |= 1 << UInt64(k) } else { old.replaceText(t) }
        }
        for k in min(oldCount, texts.count)..<oldCount {
            let old = paragraphs[first + k]
            if let l = old.layout, spareLayouts.count < 8 { spareLayouts.append(l) }
            layoutCache.release(old)
        }
        listNumberCache = nil
        func typesets(_ k: Int) -> Bool { k >= 64 || unchanged & (1 << UInt64(k)) == 0 }
        if pieces.count != oldCount {
            paragraphs.replaceSubrange(first...last, with: pieces)
            for k in pieces.indices where typesets(k) { typeset(first + k) }
            lengths.replaceSubrange(first..<(last + 1), with: pieces.map(\.length))
            heights.replaceSubrange(first..<(last + 1), with: pieces.map { $0.geometry.height })
        } else {
            for k in pieces.indices where typesets(k) {
                typeset(first + k)
                lengths.set(first + k, to: paragraphs[first + k].length)
                heights.set(first + k, to: paragraphs[first + k].geometry.height)
            }
        }
        let lo = pieces.indices.first(where: typesets), hi = pieces.indices.last(where: typesets)
        let touched = lo.map { (first + $0)..<(first + hi! + 1) } ?? first..<first
        // The empty last paragraph takes its style from the newline before it.
        let lastIndex = paragraphs.count - 1
        if first + pieces.count == lastIndex, paragraphs[lastIndex].length == 0 {
            relayoutParagraphs(lastIndex..<(lastIndex + 1))
            return (touched.isEmpty ? lastIndex : touched.lowerBound)..<(lastIndex + 1)
        }
        return touched
    }

    /// The texts of the paragraphs `first...last` after replacing `range` (document UTF-16
    /// offsets) with `replacement`, one per paragraph, each with its newline.
    private func editedTexts(_ range: Range<Int>, _ replacement: AttributedText, first: Int, last: Int) throws -> [AttributedText] {
        let firstStart = lengths.prefix(first)
        // Edit a copy of the touched paragraphs' text.
        var local = paragraphs[first].text
        if last > first { for i in (first + 1)...last { local.append(paragraphs[i].text) } }
        try local.replaceCharacters(in: (range.lowerBound - firstStart)..<(range.upperBound - firstStart), with: replacement)
        let isDocumentEnd = last == paragraphs.count - 1
        var texts: [AttributedText] = []
        let ranges = local.paragraphRanges
        texts.reserveCapacity(ranges.count)
        for r in ranges {
            // A piece ending exactly at a newline of a middle paragraph is the start of the next one.
            if r.isEmpty && !isDocumentEnd && !texts.isEmpty { continue }
            // The edited text is often one whole paragraph (typing; Backspace joining two): no copy.
            texts.append(r == 0..<local.length ? local : try local.attributedSubstring(r))
        }
        if !isDocumentEnd, let lastText = texts.last, lastText.string.utf8.last != 0x0A {
            // Cannot happen: text before a following paragraph always ends in a newline.
            throw TextRangeError.outOfBounds(lower: range.lowerBound, upper: range.upperBound, length: length)
        }
        return texts
    }

    /// Same characters and runs (a paragraph's text has no trailing attributes of its own).
    private static func sameText(_ a: AttributedText, _ b: AttributedText) -> Bool {
        a.length == b.length && a.string == b.string && a.runs == b.runs
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
