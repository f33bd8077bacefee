// MARK: - Custom drawing calls (Lexical semantics, registration order)

extension LayoutEngine {
    /// The handler calls the engine would make for `layer` when drawing the characters in `range`
    /// (all when nil), in order, with rects in container space. `draw` makes exactly these calls
    /// (moved by its origin); tests use this to check the granularity rules without pixels.
    public func customDrawingCalls(layer: CustomDrawingLayer, in range: Range<Int>? = nil) -> [CustomDrawingCall] {
        customDrawingCallsWithHandlers(layer: layer, in: range).map(\.0)
    }

    func customDrawingCallsWithHandlers(layer: CustomDrawingLayer, in range: Range<Int>?) -> [(CustomDrawingCall, CustomDrawingHandler)] {
        var out: [(CustomDrawingCall, CustomDrawingHandler)] = []
        let r = range ?? 0..<length
        let firstPara = paragraphIndex(containing: r.lowerBound)
        // A range reaching the end includes the empty last paragraph (the extra line fragment).
        let lastPara = r.upperBound >= length ? paragraphs.count - 1 : paragraphIndex(containing: max(r.lowerBound, r.upperBound - 1))
        for reg in registrations where reg.layer == layer {
            for run in keyRuns(reg.key, paragraphs: firstPara...lastPara, clip: r) {
                for call in calls(for: run, registration: reg) { out.append((call, reg.handler)) }
            }
        }
        return out
    }

    /// A run of equal values of one key: `range` in UTF-16; `paragraphs` the paragraphs it touches.
    struct KeyRun {
        var value: AttributeValue
        var range: Range<Int>
        var paragraphs: ClosedRange<Int>
    }

    /// Runs of `key` with adjacent equal values merged (across attribute runs and paragraphs),
    /// clipped to `clip`. The empty last paragraph joins as a zero-length run with its style attributes.
    func keyRuns(_ key: AttributeKey, paragraphs range: ClosedRange<Int>, clip: Range<Int>) -> [KeyRun] {
        var out: [KeyRun] = []
        for i in range {
            let p = paragraphs[i]
            var offset = lengths.prefix(i)
            if p.length == 0 {
                guard let v = styleSourceAttributes(i).custom[key] else { continue }
                if let last = out.last, last.value == v, last.range.upperBound == offset, last.paragraphs.upperBound == i - 1 {
                    out[out.count - 1].paragraphs = last.paragraphs.lowerBound...i
                } else {
                    out.append(KeyRun(value: v, range: offset..<offset, paragraphs: i...i))
                }
                continue
            }
            for run in p.text.runs {
                defer { offset += run.length }
                let piece = max(offset, clip.lowerBound)..<min(offset + run.length, clip.upperBound)
                guard !piece.isEmpty, let v = run.attributes.custom[key] else { continue }
                if let last = out.last, last.value == v, last.range.upperBound == piece.lowerBound {
                    out[out.count - 1].range = last.range.lowerBound..<piece.upperBound
                    out[out.count - 1].paragraphs = last.paragraphs.lowerBound...i
                } else {
                    out.append(KeyRun(value: v, range: piece, paragraphs: i...i))
                }
            }
        }
        return out
    }

    private func calls(for run: KeyRun, registration reg: CustomDrawingRegistration) -> [CustomDrawingCall] {
        func call(_ expanded: Range<Int>, _ rect: LayoutRect, _ first: LayoutRect) -> CustomDrawingCall {
            CustomDrawingCall(key: reg.key, value: run.value, layer: reg.layer, granularity: reg.granularity,
                              runRange: run.range, expandedRange: expanded, rect: rect, firstLineFragment: first)
        }
        switch reg.granularity {
        case .characterRuns:
            var out: [CustomDrawingCall] = []
            var currentLine: (Int, Int)? = nil
            var pieceRect: LayoutRect? = nil
            var pieceRange = 0..<0
            func flush() {
                if let (i, k) = currentLine, let rect = pieceRect {
                    out.append(call(pieceRange, rect, lineFragment(paragraph: i, line: k).rect))
                }
                pieceRect = nil
            }
            for s in glyphRects(for: run.range) {
                let (i, k) = locate(s.characterRange.lowerBound)
                if let c = currentLine, c == (i, k) {
                    pieceRect = pieceRect.map { $0.union(s.rect) } ?? s.rect
                } else {
                    flush()
                    currentLine = (i, k)
                    pieceRect = s.rect
                    pieceRange = s.characterRange
                }
            }
            flush()
            return out
        case .singleParagraph:
            var out: [CustomDrawingCall] = []
            for i in run.paragraphs where paragraphs[i].length > 0 {
                let frags = lineFragments(paragraph: i)
                guard let f = frags.first, let l = frags.last else { continue }
                out.append(call(paragraphRange(at: i), f.rect.union(l.rect), f.rect))
            }
            return out
        case .contiguousParagraphs:
            let a = run.paragraphs.lowerBound, b = run.paragraphs.upperBound
            let firstFrag = lineFragment(paragraph: a, line: 0)
            let lastFrag = lineFragment(paragraph: b, line: paragraphs[b].geometry.lines.count - 1)
            var rect = firstFrag.rect.union(lastFrag.rect)
            // Margins are outside a block's box; the spacing that holds them is inside the fragments.
            if let block = paragraphs[a].styleAttributes.paragraphStyle?.blockAttributes {
                if a > 0 {
                    rect.origin.y += block.marginTop
                    rect.size.height -= block.marginTop
                }
            }
            if let block = blockAttributesEnding(at: b) {
                rect.size.height -= block.marginBottom
            }
            let expanded = lengths.prefix(a)..<(lengths.prefix(b) + paragraphs[b].length)
            return [call(expanded, rect, firstFrag.rect)]
        }
    }

    /// The block attributes of the block whose last paragraph is `i` (stored on the last paragraph's
    /// style as well, so bottom margins can be removed from block rects).
    private func blockAttributesEnding(at i: Int) -> BlockLevelAttributes? {
        paragraphs[i].styleAttributes.paragraphStyle?.blockEndAttributes
    }
}
