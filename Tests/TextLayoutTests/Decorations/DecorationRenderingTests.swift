import CPangoCairo
import Testing
@testable import TextLayout

/// Lists, code blocks and rounded backgrounds drawn for real; the PNGs are written to /tmp for
/// looking at, and pixels are checked where a user would see a difference.
@Suite struct DecorationRenderingTests {
    func listDocument() throws -> AttributedText {
        var t = AttributedText()
        var id = 0
        func item(_ s: String, _ marker: ListItem.Marker, level: Int = 0, alignment: TextAlignment = .natural) {
            id += 1
            let li = ListItem(marker: marker, level: level, id: id)
            var a = TextAttributes(paragraphStyle: li.paragraphStyle(indentSize: 24, base: ParagraphStyle(alignment: alignment)))
            a[.listItem] = AttributeValue(li)
            t.append(AttributedText(s + "\n", attributes: a))
        }
        item("First bullet item that is long enough to wrap onto a second line", .bullet)
        item("Nested bullet", .bullet, level: 1)
        item("Deeper still", .bullet, level: 2)
        item("Back to the top", .bullet)
        t.append(AttributedText("\n"))
        item("Numbered one", .number(1))
        item("Numbered two wraps around the right edge of the narrow page", .number(2))
        item("Centred item", .number(3), alignment: .center)
        item("Right-aligned item", .number(4), alignment: .right)
        item("פריט בעברית", .bullet)
        return t
    }

    @Test func listMarkersSitOnTheFirstLineOfEachItemInTheGutter() throws {
        let text = try listDocument()
        let e = makeEngine(text, width: 300, insets: EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        e.registerStandardDecorations()
        let canvas = TestCanvas(width: 300, height: Int(e.contentHeight.rounded(.up)))
        e.draw(in: canvas.cairo)
        canvas.writePNG("/tmp/textlayout-lists.png")

        // First item: a marker left of the first line's text, none left of its second line.
        let first = e.lineFragments(paragraph: 0)
        #expect(first.count >= 2)
        let textStart0 = first[0].usedRect.minX + 5
        #expect(canvas.inkCount(x: Int(textStart0) - 16, y: Int(first[0].usedRect.minY), width: 14, height: Int(first[0].usedRect.height)) > 5)
        #expect(canvas.inkCount(x: Int(textStart0) - 16, y: Int(first[1].usedRect.minY), width: 14, height: Int(first[1].usedRect.height)) == 0)
        // The bullet is vertically centred on the line.
        let inkRows = (Int(first[0].usedRect.minY)..<Int(first[0].usedRect.maxY)).filter {
            canvas.inkCount(x: Int(textStart0) - 16, y: $0, width: 14, height: 1) > 0
        }
        let inkMid = Double(inkRows.first! + inkRows.last!) / 2
        #expect(abs(inkMid - first[0].usedRect.midY) < 3)
        // Nesting moves the text (and its marker) in.
        #expect(e.lineFragments(paragraph: 1)[0].usedRect.minX > first[0].usedRect.minX + 20)
        // Centred and right-aligned items: the marker follows the first glyph.
        for para in [7, 8] {
            let line = e.lineFragments(paragraph: para)[0]
            let glyphStart = Int(line.usedRect.minX + 5)
            #expect(canvas.inkCount(x: glyphStart - 22, y: Int(line.usedRect.minY), width: 20, height: Int(line.usedRect.height)) > 5)
            #expect(canvas.inkCount(x: 8, y: Int(line.usedRect.minY) + 2, width: glyphStart - 30 - 8, height: Int(line.usedRect.height) - 4) == 0)
        }
        // Right-to-left item: marker right of the text.
        let rtl = e.lineFragments(paragraph: 9)[0]
        #expect(canvas.inkCount(x: Int(rtl.usedRect.maxX - 5) + 2, y: Int(rtl.usedRect.minY), width: 14, height: Int(rtl.usedRect.height)) > 5)
        // The empty paragraph between the lists has no marker.
        let gap = e.lineFragments(paragraph: 4)[0]
        #expect(canvas.inkCount(x: 0, y: Int(gap.usedRect.minY) + 1, width: 300, height: Int(gap.usedRect.height) - 2) == 0)
    }

    @Test func roundedBackgroundsAndCodeBlocks() throws {
        let style = RoundedBackground(color: RGBA(hex: 0xF6C744), contour: RoundedContour(inset: 2, outerRadius: 6))
        var hl = TextAttributes()
        hl[.roundedBackground] = AttributeValue(style)
        var t = AttributedText("A highlighted passage that runs over several lines of different lengths, ending here.\n", attributes: hl)
        t.append(AttributedText("\n"))
        t.append(AttributedText("short\nmuch longer line here\nshort\n\nsplit by an empty line\n", attributes: hl))
        t.append(AttributedText("\n"))
        let codeStart = t.length
        var code = Theme().textAttributes(for: [ThemeNode(.codeBlock)])
        code.fontSize = 13
        t.append(AttributedText("let x = 1\n\nprint(x)\n", attributes: code))
        try Theme.applyBlockLevelAttributes(BlockLevelAttributes(marginTop: 6, marginBottom: 6, paddingTop: 4, paddingBottom: 4),
                                            toParagraphsIn: codeStart..<(t.length - 1), of: &t)
        t.append(AttributedText("after the code block"))
        let e = makeEngine(t, width: 260, insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        e.registerStandardDecorations()
        let canvas = TestCanvas(width: 260, height: Int(e.contentHeight.rounded(.up)))
        e.draw(in: canvas.cairo)
        canvas.writePNG("/tmp/textlayout-rounded.png")
        let zoomed = TestCanvas(width: 780, height: 3 * Int(e.contentHeight.rounded(.up)))
        cairo_scale(zoomed.cairo, 3, 3)
        e.draw(in: zoomed.cairo)
        zoomed.writePNG("/tmp/textlayout-rounded@3x.png")

        let lines = e.lineRects(for: 0..<85)
        #expect(lines.count >= 3)
        // Inside the first line's highlight: the highlight colour, between glyphs (just below the line).
        let inside = canvas.pixel(Int(lines[0].midX), Int(lines[0].maxY - 1))
        #expect(inside.0 > 200 && inside.2 < 120, "highlight colour fills the line")
        // The outer top-left corner is rounded: the very corner pixel stays white.
        #expect(canvas.pixel(Int(lines[0].minX - 2), Int(lines[0].minY - 2)) == (255, 255, 255))
        // The empty line splits the second highlight: nothing drawn on it.
        let empty = e.lineFragments(paragraph: 5)[0]
        #expect(e.paragraphRange(at: 5).count == 1)
        #expect(canvas.pixel(Int(empty.rect.midX), Int(empty.rect.midY)) == (255, 255, 255))
        let codeRect = e.customDrawingCalls(layer: .background).first { $0.key == .blockBackground }!.rect
        #expect(canvas.pixel(Int(codeRect.midX), Int(codeRect.minY + 2)) != (255, 255, 255), "code block box is filled")
        #expect(canvas.pixel(Int(codeRect.midX), Int(codeRect.minY - 3)) == (255, 255, 255), "its top margin is not")
    }

    @Test func intensityReachesTheTransformerAndChangesWeight() {
        var t = AttributedText("press", attributes: TextAttributes(intensity: 5))
        t.append(AttributedText("press", attributes: TextAttributes(intensity: 95)))
        let e = makeEngine(t)
        let light = e.boundingRect(forCharacterRange: 0..<5).width, heavy = e.boundingRect(forCharacterRange: 5..<10).width
        #expect(close(light, heavy, 0.01), "without a scheme intensity is not drawn")
        let seen = IntensityLog()
        e.attributeTransformer = { a in
            var out = a
            if let i = a.intensity {
                seen.record(i)
                out.weight = FontWeight.steps[min(8, i * 9 / 101)]
            }
            return out
        }
        #expect(seen.values.contains(5) && seen.values.contains(95))
        #expect(e.boundingRect(forCharacterRange: 5..<10).width > e.boundingRect(forCharacterRange: 0..<5).width + 2)
        #expect(e.text.runs.allSatisfy { $0.attributes.weight == nil }, "the stored text is unchanged")
        let canvas = TestCanvas(width: 120, height: 20)
        e.draw(in: canvas.cairo)
        canvas.writePNG("/tmp/textlayout-intensity.png")
    }
}

/// Collects intensities the transformer saw (the transformer is `@Sendable`).
final class IntensityLog: @unchecked Sendable {
    // Only touched from the test's own thread: the engine calls the transformer synchronously.
    private(set) var values: [Int] = []
    func record(_ v: Int) { values.append(v) }
}
