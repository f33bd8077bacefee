import CPangoCairo
import Testing
@testable import TextLayout

@Suite struct CustomDrawingTests {
    let key = AttributeKey("test.mark")

    func marked(_ value: String) -> TextAttributes {
        var a = TextAttributes()
        a[key] = AttributeValue(value)
        return a
    }

    @Test func characterRunsGiveOneCallPerLinePiece() throws {
        var t = AttributedText("alpha beta gamma delta epsilon")
        try t.setAttributes(marked("x"), range: 6..<22)  // "beta gamma delta"
        let e = makeEngine(t, width: 110)
        e.registerCustomDrawing(key: key, layer: .background, granularity: .characterRuns) { _, _ in }
        let calls = e.customDrawingCalls(layer: .background)
        let lines = e.lineFragments().filter { $0.characterRange.overlaps(6..<22) }
        #expect(calls.count == lines.count && calls.count >= 2)
        for (c, line) in zip(calls, lines) {
            #expect(c.runRange == 6..<22)
            #expect(c.expandedRange == line.characterRange.clamped(to: 6..<22))
            #expect(c.firstLineFragment == line.rect, "the line's full fragment rect, not the used rect")
            #expect(close(c.rect, e.boundingRect(forCharacterRange: c.expandedRange), 1e-9), "tight glyph box of the piece")
        }
        #expect(e.customDrawingCalls(layer: .text).isEmpty)
    }

    @Test func singleParagraphWidensToEachParagraphAndSkipsTheEmptyLastOne() throws {
        var t = AttributedText("one\ntwo\n\nfour\n")
        try t.setAttributes(marked("x"), range: 1..<t.length)
        t.trailingAttributes = marked("x")
        let e = makeEngine(t)
        e.registerCustomDrawing(key: key, layer: .text, granularity: .singleParagraph) { _, _ in }
        let calls = e.customDrawingCalls(layer: .text)
        #expect(calls.map(\.expandedRange) == [0..<4, 4..<8, 8..<9, 9..<14])
        #expect(calls.allSatisfy { $0.runRange == 1..<14 })
        #expect(calls[2].rect == e.lineFragment(forCharacterAt: 8).rect, "an empty line is a real paragraph")
    }

    @Test func contiguousParagraphsGroupEqualValues() throws {
        var t = AttributedText("a1\na2\nb1\na3")
        try t.setAttributes(marked("A"), range: 0..<6)
        try t.setAttributes(marked("B"), range: 6..<9)
        try t.setAttributes(marked("A"), range: 9..<11)
        let e = makeEngine(t)
        e.registerCustomDrawing(key: key, layer: .background, granularity: .contiguousParagraphs) { _, _ in }
        let calls = e.customDrawingCalls(layer: .background)
        #expect(calls.map(\.expandedRange) == [0..<6, 6..<9, 9..<11])
        #expect(calls.map { $0.value.as(String.self) } == ["A", "B", "A"])
        let first = e.lineFragment(forCharacterAt: 0).rect, second = e.lineFragment(forCharacterAt: 3).rect
        #expect(calls[0].rect == first.union(second) && calls[0].firstLineFragment == first)
    }

    @Test func contiguousGroupsReachTheExtraFragmentAndDropBlockMargins() throws {
        var t = AttributedText("x\ncode\nmore\n", attributes: TextAttributes())
        try t.updateAttributes(in: 2..<12) { $0[key] = AttributeValue("code") }
        let block = BlockLevelAttributes(marginTop: 10, marginBottom: 8, paddingTop: 2, paddingBottom: 2)
        try Theme.applyBlockLevelAttributes(block, toParagraphsIn: 2..<12, of: &t)
        let e = makeEngine(t)
        e.registerCustomDrawing(key: key, layer: .background, granularity: .contiguousParagraphs) { _, _ in }
        let calls = e.customDrawingCalls(layer: .background)
        #expect(calls.count == 1)
        let top = e.lineFragment(forCharacterAt: 2).rect
        let extra = try #require(e.extraLineFragmentRect)
        #expect(close(calls[0].rect.minY, top.minY + 10, 1e-9), "margin above the box")
        #expect(close(calls[0].rect.maxY, extra.maxY - 8, 1e-9), "the group runs to the extra fragment, minus the bottom margin")
        #expect(calls[0].expandedRange == 2..<12)
    }

    @Test func handlersRunInRegistrationOrderAndReplaceInPlace() throws {
        let other = AttributeKey("test.other")
        var a = marked("x")
        a[other] = AttributeValue(1)
        let e = makeEngine(AttributedText("text", attributes: a))
        var log: [String] = []
        e.registerCustomDrawing(key: other, layer: .background, granularity: .characterRuns) { _, _ in log.append("other") }
        e.registerCustomDrawing(key: key, layer: .background, granularity: .characterRuns) { _, _ in log.append("mark") }
        e.registerCustomDrawing(key: other, layer: .background, granularity: .characterRuns) { _, _ in log.append("other2") }
        let canvas = TestCanvas(width: 50, height: 30)
        e.draw(in: canvas.cairo)
        #expect(log == ["other2", "mark"])
        e.unregisterCustomDrawing(key: other, layer: .background)
        log = []
        e.draw(in: canvas.cairo)
        #expect(log == ["mark"])
    }

    @Test func drawingMovesRectsByTheOriginAndLayersSitBehindOrInFront() throws {
        let e = makeEngine(AttributedText("MMMM", attributes: marked("x")))
        var seen: [LayoutRect] = []
        e.registerCustomDrawing(key: key, layer: .background, granularity: .characterRuns) { call, ctx in
            seen.append(call.rect)
            cairo_set_source_rgb(ctx.cairo, 1, 0, 0)
            cairo_rectangle(ctx.cairo, call.rect.minX, call.rect.minY, call.rect.width, call.rect.height)
            cairo_fill(ctx.cairo)
        }
        let canvas = TestCanvas(width: 120, height: 60)
        e.draw(in: canvas.cairo, origin: LayoutPoint(x: 10, y: 20))
        let box = e.boundingRect(forCharacterRange: 0..<4)
        #expect(seen == [box.offsetBy(dx: 10, dy: 20)])
        // An M's left stem at the box's left: black glyph over the red background.
        let stemX = Int(box.minX + 10 + 2), midY = Int(box.midY + 20)
        let stem = canvas.pixel(stemX, midY)
        #expect(stem.0 < 80 && stem.1 < 80, "glyphs are drawn over background-layer drawing")
        #expect(canvas.pixel(Int(box.midX + 10), Int(box.minY + 21)) == (255, 0, 0))
        // Text layer: drawn over glyphs.
        let front = makeEngine(AttributedText("MMMM", attributes: marked("x")))
        front.registerCustomDrawing(key: key, layer: .text, granularity: .characterRuns) { call, ctx in
            cairo_set_source_rgb(ctx.cairo, 1, 0, 0)
            cairo_rectangle(ctx.cairo, call.rect.minX, call.rect.minY, call.rect.width, call.rect.height)
            cairo_fill(ctx.cairo)
        }
        let c2 = TestCanvas(width: 120, height: 60)
        front.draw(in: c2.cairo, origin: LayoutPoint(x: 10, y: 20))
        #expect(c2.pixel(stemX, midY) == (255, 0, 0))
    }
}

@Suite struct ClippedDrawingTests {
    @Test func drawingAClipVisitsOnlyVisibleParagraphsAndClipsRuns() {
        let key = AttributeKey("test.block")
        var a = TextAttributes()
        a[key] = AttributeValue("all")
        let e = makeEngine(AttributedText((0..<50).map { "line \($0)" }.joined(separator: "\n"), attributes: a))
        var calls: [CustomDrawingCall] = []
        e.registerCustomDrawing(key: key, layer: .background, granularity: .contiguousParagraphs) { call, _ in calls.append(call) }
        let canvas = TestCanvas(width: 300, height: 900)
        let clip = LayoutRect(x: 0, y: dejaVuLineHeight * 10 + 1, width: 300, height: dejaVuLineHeight * 2)
        e.draw(in: canvas.cairo, clip: clip)
        #expect(calls.count == 1)
        #expect(calls[0].runRange == e.paragraphRange(at: 10).lowerBound..<e.paragraphRange(at: 12).upperBound,
                "the run is clipped to the drawn paragraphs, as in TextKit tiles")
        #expect(canvas.inkCount(x: 0, y: 0, width: 300, height: Int(dejaVuLineHeight * 9)) == 0)
        #expect(canvas.inkCount(x: 0, y: Int(clip.minY), width: 300, height: Int(clip.height)) > 0)
    }

    @Test func aFiniteContainerHeightClipsDrawing() {
        let e = LayoutEngine(container: TextContainer(width: 200, height: dejaVuLineHeight * 2))
        e.setText(AttributedText((0..<10).map { "row \($0)" }.joined(separator: "\n")))
        #expect(e.lineFragments().count == 10, "all text is laid out")
        let canvas = TestCanvas(width: 200, height: 200)
        e.draw(in: canvas.cairo)
        #expect(canvas.inkCount(x: 0, y: 0, width: 200, height: Int(dejaVuLineHeight * 2)) > 0)
        #expect(canvas.inkCount(x: 0, y: Int(dejaVuLineHeight * 2) + 1, width: 200, height: 150) == 0)
    }
}
