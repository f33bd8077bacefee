import Testing
@testable import TextEditing

@Suite struct TokenizerTests {
    let text = "Hello, wor'ld! It's 漢字 👍🏽 ok.\nSecond para here"
    var tokenizer: TextTokenizer { TextTokenizer(document: IntensityDocument(string: text)) }

    func u(_ s: String) -> Int { text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: s)!.lowerBound.samePosition(in: text.utf16)!) }

    @Test func wordRanges() {
        let t = tokenizer
        let r = t.rangeEnclosingPosition(TextPosition(2), with: .word, inDirection: .forward)
        #expect(r == TextRange(0..<5))
        #expect(t.rangeEnclosingPosition(TextPosition(5), with: .word, inDirection: .forward) == nil)  // ","
        #expect(t.rangeEnclosingPosition(TextPosition(5), with: .word, inDirection: .backward) == TextRange(0..<5))
        // Apostrophes between letters stay in the word.
        let w = u("wor'ld")
        #expect(t.rangeEnclosingPosition(TextPosition(w), with: .word, inDirection: .forward) == TextRange(w..<(w + 6)))
        let k = u("漢字")
        #expect(t.rangeEnclosingPosition(TextPosition(k), with: .word, inDirection: .forward) == TextRange(k..<(k + 2)))
    }

    @Test func boundariesAndMovement() {
        let t = tokenizer
        #expect(t.isPosition(TextPosition(5), atBoundary: .word, inDirection: .forward))
        #expect(t.isPosition(TextPosition(0), atBoundary: .word, inDirection: .backward))
        #expect(!t.isPosition(TextPosition(2), atBoundary: .word, inDirection: .forward))
        #expect(t.position(from: TextPosition(0), toBoundary: .word, inDirection: .forward) == TextPosition(5))
        // From inside the separator ", " forward goes to the end of the next word.
        #expect(t.position(from: TextPosition(5), toBoundary: .word, inDirection: .forward) == TextPosition(u("wor'ld") + 6))
        #expect(t.position(from: TextPosition(7), toBoundary: .word, inDirection: .backward) == TextPosition(0))
        #expect(t.position(from: TextPosition(0), toBoundary: .word, inDirection: .backward) == nil)
        #expect(t.isPosition(TextPosition(2), withinTextUnit: .word, inDirection: .forward))
        #expect(!t.isPosition(TextPosition(6), withinTextUnit: .word, inDirection: .forward))
    }

    @Test func sentencesAndParagraphs() {
        let t = tokenizer
        #expect(t.rangeEnclosingPosition(TextPosition(3), with: .sentence, inDirection: .forward) == TextRange(0..<u("! It") + 1))
        let it = u("It's")
        let s2 = t.rangeEnclosingPosition(TextPosition(it + 2), with: .sentence, inDirection: .forward)
        #expect(s2 == TextRange(it..<(u("ok.") + 3)))
        let nl = u("\n")
        #expect(t.rangeEnclosingPosition(TextPosition(3), with: .paragraph, inDirection: .forward) == TextRange(0..<nl))
        #expect(t.rangeEnclosingPosition(TextPosition(nl), with: .paragraph, inDirection: .forward) == nil)
        #expect(t.rangeEnclosingPosition(TextPosition(nl + 1), with: .paragraph, inDirection: .forward) == TextRange((nl + 1)..<text.utf16.count))
        // Without geometry a line is a paragraph.
        #expect(t.rangeEnclosingPosition(TextPosition(nl + 3), with: .line, inDirection: .backward) == TextRange((nl + 1)..<text.utf16.count))
        #expect(t.position(from: TextPosition(3), toBoundary: .document, inDirection: .forward) == TextPosition(text.utf16.count))
    }

    @Test func characterUnitsAreClusters() {
        let t = tokenizer
        let p = u("👍🏽")
        #expect(t.rangeEnclosingPosition(TextPosition(p), with: .character, inDirection: .forward) == TextRange(p..<(p + 4)))
        #expect(t.position(from: TextPosition(p), toBoundary: .character, inDirection: .forward) == TextPosition(p + 4))
    }

    @Test func segmentsCoverEverythingOnce() {
        let doc = IntensityDocument(string: text)
        let t = TextTokenizer(document: doc)
        for g in TextGranularity.allCases {
            let segs = t.segments(g)
            #expect(segs.first?.lowerBound == 0, "\(g)")
            #expect(segs.last?.upperBound == doc.utf16Count, "\(g)")
            for (a, b) in zip(segs, segs.dropFirst()) { #expect(a.upperBound == b.lowerBound, "\(g)") }
        }
    }
}

/// A fake-free geometry: a monospaced grid that wraps every `width` clusters, enough to exercise
/// the editor's use of the protocol (the real one is TextLayout's, adapted by Rendering).
final class GridGeometry: TextGeometry {
    let document: () -> IntensityDocument
    let width: Int
    init(width: Int, document: @escaping () -> IntensityDocument) { self.width = width; self.document = document }

    private func rowCol(_ offset: Int) -> (Int, Int) {
        let c = document().characterOffset(forUTF16Offset: offset)
        return (c / width, c % width)
    }
    private func offset(row: Int, col: Int) -> Int {
        let d = document()
        return d.utf16Offset(forCharacterOffset: min(d.characterCount, row * width + col))
    }
    func caretRect(forUTF16Offset offset: Int) -> Rect {
        let (r, c) = rowCol(offset)
        return Rect(x: Double(c) * 10, y: Double(r) * 20, width: 2, height: 20)
    }
    func selectionRects(forUTF16Range range: Range<Int>) -> [SelectionRect] {
        [SelectionRect(rect: firstRect(forUTF16Range: range), containsStart: true, containsEnd: true)]
    }
    func firstRect(forUTF16Range range: Range<Int>) -> Rect {
        let (r, c) = rowCol(range.lowerBound)
        let n = document().characterRange(forUTF16Range: range).count
        return Rect(x: Double(c) * 10, y: Double(r) * 20, width: Double(min(n, width - c)) * 10, height: 20)
    }
    func closestUTF16Offset(to point: Point) -> Int {
        offset(row: max(0, Int(point.y / 20)), col: max(0, min(width, Int((point.x + 5) / 10))))
    }
    func utf16Offset(from offset: Int, movingLinesBy lines: Int) -> Int? {
        let (r, c) = rowCol(offset)
        let target = r + lines
        let rows = (document().characterCount + width - 1) / width
        guard target >= 0, target < max(rows, 1) else { return nil }
        return self.offset(row: target, col: c)
    }
    func lineRange(containingUTF16Offset offset: Int) -> Range<Int> {
        let (r, _) = rowCol(offset)
        return self.offset(row: r, col: 0)..<self.offset(row: r + 1, col: 0)
    }
}

@Suite struct GeometryTests {
    @Test func verticalMovementAndRectsGoThroughTheGeometry() {
        let editor = TextEditor(document: IntensityDocument(string: "abcdefghij👍🏽klmno"))
        let grid = GridGeometry(width: 5) { [unowned editor] in editor.document }
        editor.geometry = grid
        // Rows of 5 clusters: "abcde", "fghij", "👍🏽klm" + "n"…: two rows down from "b" is "k" (UTF-16 14).
        #expect(editor.position(from: TextPosition(1), in: .down, offset: 2) == TextPosition(14))
        #expect(editor.position(from: TextPosition(14), in: .up, offset: 1) == TextPosition(6))
        #expect(editor.position(from: TextPosition(1), in: .up, offset: 1) == TextPosition(0))
        #expect(editor.caretRect(for: TextPosition(6)) == Rect(x: 10, y: 20, width: 2, height: 20))
        #expect(editor.closestPosition(to: Point(x: 2, y: 45)) == TextPosition(10))
        #expect(editor.closestPosition(to: Point(x: 2, y: 45), within: TextRange(11..<13)) == TextPosition(11))
        #expect(editor.characterRange(at: Point(x: 2, y: 45)) == TextRange(10..<14))
        #expect(editor.tokenizer.rangeEnclosingPosition(TextPosition(7), with: .line, inDirection: .forward) == TextRange(5..<10))
        #expect(editor.selectionRects(for: TextRange(0..<3)).count == 1)
        editor.geometry = nil
        withExtendedLifetime(grid) {}
    }

    @Test func withoutGeometryUpDownMoveByParagraph() {
        let editor = TextEditor(document: IntensityDocument(string: "first line\nab\nthird"))
        #expect(editor.caretRect(for: TextPosition(0)) == nil)
        #expect(editor.selectionRects(for: TextRange(0..<2)).isEmpty)
        #expect(editor.position(from: TextPosition(7), in: .down, offset: 1) == TextPosition(13))  // column clamped to "ab"
        #expect(editor.position(from: TextPosition(7), in: .down, offset: 2) == TextPosition(19))
        #expect(editor.position(from: TextPosition(16), in: .up, offset: 1) == TextPosition(13))
        #expect(editor.position(from: TextPosition(3), in: .up, offset: 1) == TextPosition(0))
        #expect(editor.position(from: TextPosition(16), in: .down, offset: 1) == TextPosition(19))
        #expect(editor.characterRange(byExtending: TextPosition(2), in: .right) == TextRange(2..<3))
        #expect(editor.position(within: TextRange(2..<5), farthestIn: .left) == TextPosition(2))
        #expect(editor.baseWritingDirection(for: TextPosition(0), in: .forward) == .leftToRight)
    }

    @Test func rightToLeftParagraphsAreDetected() {
        let editor = TextEditor(document: IntensityDocument(string: "abc\nשלום"))
        #expect(editor.baseWritingDirection(for: TextPosition(5), in: .forward) == .rightToLeft)
        editor.setBaseWritingDirection(.leftToRight, for: TextRange(0..<1))
        #expect(editor.baseWritingDirection(for: TextPosition(5), in: .forward) == .leftToRight)
    }
}
