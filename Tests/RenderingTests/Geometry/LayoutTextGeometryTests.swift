import PropertyBased
import Testing
import TextEditing
@testable import Rendering

@Suite struct LayoutTextGeometryTests {
    @Test func caretRectsAdvanceAndHitTestingRoundTrips() {
        let editor = TextEditor(document: IntensityDocument(string: "Wide and narrow\nsecond line", intensity: 60))
        let g = LayoutTextGeometry(editor: editor)
        var last = -1.0
        for i in 0...15 {
            let r = g.caretRect(forUTF16Offset: i)
            #expect(r.x > last)
            last = r.x
            #expect(g.closestUTF16Offset(to: Point(x: r.x + r.width / 2, y: r.midY)) == i)
        }
        #expect(g.caretRect(forUTF16Offset: 16).y > g.caretRect(forUTF16Offset: 0).y)
    }

    @Test func verticalMovesKeepTheColumnAndStopAtTheEnds() {
        let editor = TextEditor(document: IntensityDocument(string: "abcdef\nabcdef\nab", intensity: 40))
        let g = LayoutTextGeometry(editor: editor)
        #expect(g.utf16Offset(from: 3, movingLinesBy: 1) == 10)
        #expect(g.utf16Offset(from: 10, movingLinesBy: -1) == 3)
        // The short last line clamps to its end.
        #expect(g.utf16Offset(from: 12, movingLinesBy: 1) == 16)
        #expect(g.utf16Offset(from: 3, movingLinesBy: -1) == nil)
        #expect(g.utf16Offset(from: 15, movingLinesBy: 1) == nil)
        #expect(g.lineRange(containingUTF16Offset: 9) == 7..<13)
        #expect(g.lineRange(containingUTF16Offset: 16) == 14..<16)
    }

    @Test func wrappedLinesAreVisualLines() {
        let words = Array(repeating: "pressure", count: 40).joined(separator: " ")
        let editor = TextEditor(document: IntensityDocument(string: words, intensity: 40))
        let g = LayoutTextGeometry(editor: editor, width: 300)
        let first = g.lineRange(containingUTF16Offset: 0)
        #expect(first.lowerBound == 0 && first.upperBound < words.utf16.count)
        let rects = g.selectionRects(forUTF16Range: 0..<words.utf16.count)
        #expect(rects.count > 3)
        #expect(rects.first?.containsStart == true && rects.last?.containsEnd == true)
        let down = g.utf16Offset(from: 2, movingLinesBy: 1)
        #expect(down.map { $0 > first.upperBound - 1 } == true)
        #expect(g.firstRect(forUTF16Range: 0..<words.utf16.count).width <= 300)
    }

    @Test func followsTheEditorsEditsAndSchemes() {
        let editor = TextEditor(document: IntensityDocument(string: "mmm", intensity: 0))
        let g = LayoutTextGeometry(editor: editor)
        editor.geometry = g
        let light = g.caretRect(forUTF16Offset: 3).x
        editor.load(IntensityDocument(string: "mmm", intensity: 100))
        let heavy = g.caretRect(forUTF16Offset: 3).x
        #expect(heavy > light)
        // Alpha keeps the regular weight: narrower than Black.
        g.schemeOverride = .alpha
        let alpha = g.caretRect(forUTF16Offset: 3).x
        #expect(alpha < heavy)
        editor.insertText("mmm")
        #expect(g.caretRect(forUTF16Offset: 6).x > alpha)
    }

    @Test func closestOffsetIsAlwaysACaretPositionOfTheCurrentText() async {
        let editor = TextEditor(document: IntensityDocument(string: "héllo wörld 👍🏽 שלום\nnext", intensity: 50))
        let g = LayoutTextGeometry(editor: editor, width: 200)
        await propertyCheck(input: Gen.double(in: -50...300), Gen.double(in: -50...300)) { x, y in
            let o = g.closestUTF16Offset(to: Point(x: x, y: y))
            #expect(o >= 0 && o <= editor.document.utf16Count)
            #expect(editor.document.isCharacterBoundary(utf16: o))
        }
    }
}
