import PropertyBased
import Testing
@testable import TextLayout

@Suite struct IncrementalLayoutTests {
    @Test func aOneCharacterEditRetypesetsOnlyItsParagraphAndShiftsTheRest() throws {
        let paragraphs = (0..<20).map { "Paragraph \($0) with a few words that wrap at some point in the line." }
        let e = makeEngine(paragraphs.joined(separator: "\n"), width: 200)
        let layoutsBefore = (0..<e.paragraphCount).map { e.paragraphs[$0].layout }
        let after = e.lineFragments(paragraph: 11)
        let start = e.paragraphRange(at: 10).lowerBound
        // Enough text to add a line to paragraph 10.
        let touched = try e.insert(String(repeating: " more", count: 12), attributes: TextAttributes(), at: start + 5)
        #expect(touched == 10..<11)
        for i in 0..<e.paragraphCount where i != 10 {
            #expect(e.paragraphs[i].layout === layoutsBefore[i], "paragraph \(i) was not typeset again")
        }
        let moved = e.lineFragments(paragraph: 11)
        let delta = moved[0].rect.minY - after[0].rect.minY
        #expect(close(delta, dejaVuLineHeight * 2, 0.1) || close(delta, dejaVuLineHeight * 3, 0.1))
        #expect(moved[0].characterRange.lowerBound - after[0].characterRange.lowerBound == 60)
    }

    @Test func joiningAndSplittingParagraphs() throws {
        let e = makeEngine("one\ntwo\nthree")
        try e.replaceCharacters(in: 3..<4, with: AttributedText(""))
        #expect(e.text.string == "onetwo\nthree" && e.paragraphCount == 2)
        try e.replaceCharacters(in: 3..<3, with: AttributedText("\n\n"))
        #expect(e.text.string == "one\n\ntwo\nthree" && e.paragraphCount == 4)
        try e.replaceCharacters(in: 0..<e.length, with: AttributedText(""))
        #expect(e.paragraphCount == 1 && e.extraLineFragment != nil)
        #expect(throws: TextRangeError.self) { try e.replaceCharacters(in: 0..<5, with: AttributedText("x")) }
    }

    /// Return at a paragraph's end or start, and Backspace joining the empty paragraph again, leave
    /// that paragraph's text as it was: it keeps its layout and lines, only the new empty
    /// paragraph is typeset, and the result matches a fresh layout.
    @Test func aParagraphTheEditLeavesAsItWasIsNotTypesetAgain() throws {
        let e = makeEngine("first paragraph\nsecond one, long enough to wrap onto a second line\nthird", width: 150)
        let second = e.paragraphs[1], layout = second.layout
        let start = e.paragraphRange(at: 1).lowerBound, end = e.paragraphRange(at: 1).upperBound - 1
        #expect(try e.replaceCharacters(in: end..<end, with: AttributedText("\n")) == 2..<3)
        #expect(e.paragraphs[1] === second && second.layout === layout)
        #expect(try e.replaceCharacters(in: end..<(end + 1), with: AttributedText("")).isEmpty)
        #expect(e.paragraphs[1] === second && second.layout === layout)
        #expect(try e.replaceCharacters(in: start..<start, with: AttributedText("\n")) == 1..<2)
        #expect(e.paragraphs[2] === second && second.layout === layout)
        // A newline with other attributes changes the paragraph's runs: it is typeset again.
        let end2 = e.paragraphRange(at: 2).upperBound - 1
        #expect(try e.replaceCharacters(in: end2..<(end2 + 1), with: AttributedText("\n", attributes: TextAttributes(fontSize: 30))) == 2..<3)
        let fresh = makeEngine(e.text, width: 150)
        let mine = e.lineFragments(includeExtra: true), theirs = fresh.lineFragments(includeExtra: true)
        #expect(mine.count == theirs.count)
        for (a, b) in zip(mine, theirs) {
            #expect(a.characterRange == b.characterRange && close(a.rect, b.rect, 1e-6) && close(a.baseline, b.baseline, 1e-6))
        }
    }

    /// After any sequence of edits the engine matches a fresh layout of the same text.
    @Test func editsMatchAFreshLayout() async throws {
        let pieces = ["a", "word ", "\n", "😀", "שלום ", "e\u{301}", "\n\n", "longer words here "]
        await propertyCheck(count: 60, input: Gen.int(in: 0...1000).array(of: 1...12), Gen.element(of: pieces).array(of: 12)) { picks, inserts in
            let e = makeEngine("start\nmiddle text\nend", width: 120)
            var model = AttributedText("start\nmiddle text\nend")
            for (n, pick) in picks.enumerated() {
                let len = model.length
                // Snap positions to scalar boundaries of the model.
                let scalars = model.string.unicodeScalars.indices.map { model.string.utf16.distance(from: model.string.startIndex, to: $0) } + [len]
                let a = scalars[pick % scalars.count], b = scalars[(pick / 7) % scalars.count]
                let range = min(a, b)..<max(a, b)
                let insert = AttributedText((n % 3 == 0 ? "" : inserts[n % inserts.count] ?? ""), attributes: TextAttributes(fontSize: n % 2 == 0 ? 15 : 20))
                try model.replaceCharacters(in: range, with: insert)
                try e.replaceCharacters(in: range, with: insert)
            }
            #expect(e.text == model)
            let fresh = makeEngine(model, width: 120)
            let mine = e.lineFragments(includeExtra: true), theirs = fresh.lineFragments(includeExtra: true)
            #expect(mine.count == theirs.count)
            for (a, b) in zip(mine, theirs) {
                #expect(a.characterRange == b.characterRange && a.isExtra == b.isExtra)
                #expect(close(a.rect, b.rect, 1e-6) && close(a.usedRect, b.usedRect, 1e-6) && close(a.baseline, b.baseline, 1e-6))
            }
            #expect(close(e.contentHeight, fresh.contentHeight, 1e-6))
        }
    }

    @Test func attributeChangesRetypesetTheirParagraphs() throws {
        let e = makeEngine("small\nother")
        let before = e.lineFragment(forCharacterAt: 6).rect.minY
        try e.updateAttributes(in: 0..<5) { $0.fontSize = 30 }
        #expect(close(e.lineFragment(forCharacterAt: 0).rect.height, 2 * dejaVuLineHeight, 0.1))
        #expect(close(e.lineFragment(forCharacterAt: 6).rect.minY - before, dejaVuLineHeight, 0.1))
    }

    @Test func changingTheContainerOrTransformerRelaysOut() {
        let e = makeEngine(String(repeating: "wrap ", count: 20), width: 300)
        let wide = e.lineFragments().count
        e.container.width = 100
        #expect(e.lineFragments().count > wide)
        let h = e.contentHeight
        e.attributeTransformer = { var a = $0; a.fontSize = 30; return a }
        #expect(e.contentHeight > h * 1.5)
    }
}

@Suite struct LayoutCacheTests {
    /// With room for only three layouts, queries and drawing still see every paragraph exactly as
    /// an engine that keeps them all.
    @Test func droppedLayoutsAreTypesetAgainOnDemand() throws {
        let text = AttributedText((0..<12).map { "Paragraph \($0) 😀 with words that wrap around" }.joined(separator: "\n"))
        let small = LayoutEngine(container: TextContainer(width: 150), configuration: LayoutConfiguration(maximumCachedLayouts: 3))
        small.setText(text)
        let full = makeEngine(text, width: 150)
        #expect(small.paragraphs.filter { $0.layout != nil }.count <= 3)
        for i in stride(from: 0, through: text.length, by: 5) {
            #expect(small.caretRect(at: i) == full.caretRect(at: i))
        }
        let holding = small.paragraphs.indices.filter { small.paragraphs[$0].layout != nil }
        let inLast = small.paragraphRange(at: holding.last!).lowerBound + 2
        try small.insert("y", attributes: TextAttributes(), at: inLast)
        try full.insert("y", attributes: TextAttributes(), at: inLast)
        #expect(small.paragraphs.indices.filter { small.paragraphs[$0].layout != nil } == holding,
                "editing a cached paragraph keeps the others' layouts")
        try small.insert("x", attributes: TextAttributes(), at: 3)
        try full.insert("x", attributes: TextAttributes(), at: 3)
        #expect(small.selectionRects(for: 0..<small.length) == full.selectionRects(for: 0..<full.length))
        #expect(small.paragraphs.filter { $0.layout != nil }.count <= 3)
        let a = TestCanvas(width: 150, height: 400), b = TestCanvas(width: 150, height: 400)
        small.draw(in: a.cairo)
        full.draw(in: b.cairo)
        #expect(a.inkCount(x: 0, y: 0, width: 150, height: 400) == b.inkCount(x: 0, y: 0, width: 150, height: 400))
    }

    /// Return then Backspace, a thousand times: the paragraph an edit removes gives its cache
    /// entry up, so no other paragraph loses its layout and the number of layouts stays bounded.
    @Test func splittingAndJoiningNeverEvictsOtherParagraphs() throws {
        let text = AttributedText((0..<6).map { "Paragraph \($0)" }.joined(separator: "\n"))
        let e = LayoutEngine(container: TextContainer(width: 200), configuration: LayoutConfiguration(maximumCachedLayouts: 8))
        e.setText(text)
        let holding = { e.paragraphs.indices.filter { e.paragraphs[$0].layout != nil } }
        #expect(holding() == Array(0..<6))
        let end = "Paragraph 0".utf16.count
        for _ in 0..<1_000 {
            try e.replaceCharacters(in: end..<end, with: AttributedText("\n"))
            #expect(holding().count == 7)
            try e.replaceCharacters(in: end..<(end + 1), with: AttributedText(""))
        }
        #expect(holding() == Array(0..<6), "every paragraph still holds its layout")
        #expect(e.text.string == text.string)
    }
}
