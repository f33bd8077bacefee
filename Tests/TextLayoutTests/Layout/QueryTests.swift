import PropertyBased
import Testing
@testable import TextLayout

@Suite struct QueryTests {
    /// Grapheme-cluster boundaries in UTF-16 offsets: where a caret may stand.
    func boundaries(_ s: String) -> [Int] {
        s.indices.map { s.utf16.distance(from: s.startIndex, to: $0) } + [s.utf16.count]
    }

    @Test(arguments: [
        "Hello world",
        "a😀b👩‍👩‍👧c🇫🇷",
        "e\u{301}e\u{301}x\u{308}",
        "日本語のテキスト",
        "שלום עולם",
        "مرحبا بالعالم",
        "A paragraph long enough to wrap over several lines in a narrow container.",
    ])
    func caretRectAndHitTestingRoundTrip(_ text: String) {
        let e = makeEngine(text, width: 160)
        for i in boundaries(text) {
            let caret = e.caretRect(at: i)
            let hit = e.closestInsertionIndex(to: LayoutPoint(x: caret.midX, y: caret.midY))
            #expect(hit == i, "caret \(i) at \(caret) came back as \(hit) in \(text.debugDescription)")
        }
    }

    @Test func fractionAndCharacterUnderThePoint() {
        let e = makeEngine("ab😀")
        let b = e.boundingRect(forCharacterRange: 1..<2)
        let early = e.characterHit(at: LayoutPoint(x: b.minX + b.width * 0.25, y: b.midY))
        #expect(early.characterIndex == 1 && early.insertionIndex == 1)
        #expect(close(early.fraction, 0.25, 0.05))
        let late = e.characterHit(at: LayoutPoint(x: b.minX + b.width * 0.8, y: b.midY))
        #expect(late.characterIndex == 1 && late.insertionIndex == 2)
        let emoji = e.boundingRect(forCharacterRange: 2..<4)
        let onEmoji = e.characterHit(at: LayoutPoint(x: emoji.maxX - 1, y: emoji.midY))
        #expect(onEmoji.characterIndex == 2 && onEmoji.insertionIndex == 4, "an emoji is one character of two UTF-16 units")
    }

    @Test func pointsOutsideTheTextSnapToTheNearestLine() {
        let e = makeEngine("first line\nsecond")
        #expect(e.closestInsertionIndex(to: LayoutPoint(x: 290, y: 5)) == 10, "right of a line: before its newline")
        #expect(e.closestInsertionIndex(to: LayoutPoint(x: -20, y: -30)) == 0)
        #expect(e.closestInsertionIndex(to: LayoutPoint(x: 500, y: 900)) == e.length)
    }

    @Test func hitTestingAnEmptyParagraphAndTheExtraLine() {
        let e = makeEngine("a\n\nb\n")
        #expect(e.closestInsertionIndex(to: LayoutPoint(x: 50, y: dejaVuLineHeight * 1.5)) == 2)
        #expect(e.length == 5)
        #expect(e.closestInsertionIndex(to: LayoutPoint(x: 50, y: dejaVuLineHeight * 3.5)) == 5)
        #expect(close(e.caretRect(at: 5).minY, dejaVuLineHeight * 3, 0.1))
    }

    @Test func selectionRectsSplitForBidiText() {
        let text = "abc שלום def"
        let e = makeEngine(text)
        // "c" + space + two Hebrew letters: the Latin part sits left, the Hebrew part right of its run.
        let rects = e.selectionRects(for: 2..<6)
        #expect(rects.count == 2)
        #expect(rects.first?.containsStart == true || rects.last?.containsStart == true)
        let whole = e.selectionRects(for: 0..<text.utf16.count)
        #expect(whole.count == 1 || whole.allSatisfy { close($0.rect.minY, 0, 0.1) })
        let union = whole.dropFirst().reduce(whole[0].rect) { $0.union($1.rect) }
        #expect(close(union.width, e.boundingRect(forCharacterRange: 0..<text.utf16.count).width, 0.5))
    }

    @Test func selectionRectsPerLineAndSelectedNewlines() {
        let e = makeEngine("one two three four five six seven eight\nnext", width: 120)
        let lines = e.lineFragments()
        let rects = e.selectionRects(for: 4..<e.length)
        #expect(rects.count == lines.count)
        #expect(rects.first!.containsStart && rects.last!.containsEnd)
        let newlineLine = e.lineFragment(forCharacterAt: 39)
        let r = rects.first { close($0.rect.minY, newlineLine.usedRect.minY, 0.01) }!
        #expect(close(r.rect.maxX, 115, 0.1), "a selected newline highlights to the end of the fragment")
    }

    @Test func boundingAndFirstRects() {
        let e = makeEngine("one two three four five six seven eight", width: 120)
        let lines = e.lineFragments()
        #expect(lines.count >= 2)
        let all = e.boundingRect(forCharacterRange: 0..<e.length)
        #expect(close(all.minY, 0, 0.1) && close(all.maxY, lines.last!.usedRect.maxY, 0.1))
        let (first, actual) = e.firstRect(forCharacterRange: 4..<e.length)
        #expect(actual == 4..<lines[0].characterRange.upperBound)
        #expect(close(first.maxY, lines[0].usedRect.maxY, 0.1))
        let caret = e.boundingRect(forCharacterRange: 4..<4)
        #expect(caret.width == 0 && close(caret.minX, e.caretRect(at: 4).midX, 0.01))
    }

    @Test func sizeThatFitsLeavesTheEngineAlone() {
        let e = makeEngine("Hello there, general Kenobi", width: 400)
        let wide = e.sizeThatFits(width: 1000)
        #expect(close(wide.width, e.measure("Hello there, general Kenobi", attributes: TextAttributes()).size.width + 10, 0.5))
        #expect(close(wide.height, dejaVuLineHeight, 0.1))
        let narrow = e.sizeThatFits(width: 80)
        #expect(narrow.height > 2 * dejaVuLineHeight && narrow.width <= 80)
        #expect(e.lineFragments().count == 1)
    }

    @Test func visibleCharacterRange() {
        let e = makeEngine((0..<50).map { "line \($0)" }.joined(separator: "\n"))
        let r = e.characterRange(forBoundingRect: LayoutRect(x: 0, y: dejaVuLineHeight * 10 + 1, width: 300, height: dejaVuLineHeight * 2))
        #expect(r.lowerBound == e.paragraphRange(at: 10).lowerBound)
        #expect(r.upperBound == e.paragraphRange(at: 12).upperBound)
    }
}

@Suite struct HitTestPropertyTests {
    /// For random left-to-right text mixing ASCII, emoji, combining marks and CJK, every caret
    /// position hit-tests back to itself (bidirectional text has ambiguous caret positions at
    /// direction changes, so it is covered by the table above instead).
    @Test func everyCaretPositionRoundTrips() async {
        let pool = ["a", "word ", "😀", "👍🏽", "e\u{301}", "o\u{308}\u{301}", "日本", "語 ", "ﬁ", "\t"]
        await propertyCheck(count: 40, input: Gen.element(of: pool).array(of: 1...30)) { pieces in
            let text = pieces.compactMap { $0 }.joined()
            let e = makeEngine(text, width: 140)
            let stops = text.indices.map { text.utf16.distance(from: text.startIndex, to: $0) } + [text.utf16.count]
            for i in stops {
                let c = e.caretRect(at: i)
                #expect(e.closestInsertionIndex(to: LayoutPoint(x: c.midX, y: c.midY)) == i, "\(i) in \(text.debugDescription)")
            }
        }
    }
}

@Suite struct OddInputTests {
    @Test func controlCharactersAndOtherSeparatorsStayInTheirParagraph() {
        let text = "nul\u{0}here\r\nnext\u{2029}same"
        let e = makeEngine(text)
        #expect(e.paragraphCount == 2, "only \\n separates paragraphs")
        #expect(e.lineFragments(paragraph: 1).count == 1)
        let stops = text.indices.map { text.utf16.distance(from: text.startIndex, to: $0) } + [text.utf16.count]
        for (i, next) in zip(stops, stops.dropFirst() + [-1]) {
            let c = e.caretRect(at: i)
            // A zero-width character (the U+2029 shown in-line) gives two carets at one x: either is right.
            let same = next >= 0 && e.caretRect(at: next) == c
            let hit = e.closestInsertionIndex(to: LayoutPoint(x: c.midX, y: c.midY))
            #expect(hit == i || (same && hit == next))
        }
        let canvas = TestCanvas(width: 300, height: 60)
        e.draw(in: canvas.cairo)
        #expect(canvas.inkCount(x: 0, y: 0, width: 300, height: 18) > 50, "text after the NUL is drawn")
    }

    @Test func negativeSpacingDoesNotMoveLinesUp() {
        let e = makeEngine("one\ntwo", attributes: TextAttributes(paragraphStyle: ParagraphStyle(lineSpacing: -10, paragraphSpacing: -20)))
        #expect(close(e.lineFragment(forCharacterAt: 4).rect.minY, dejaVuLineHeight, 0.1))
        #expect(e.closestInsertionIndex(to: LayoutPoint(x: 1, y: dejaVuLineHeight + 5)) == 4)
    }
}
