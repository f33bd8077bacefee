import Testing
@testable import TextLayout

@Suite struct LineFragmentTests {
    @Test func singleLineFragmentUsedRectAndBaseline() {
        let e = makeEngine("Hello")
        let f = e.lineFragment(forCharacterAt: 0)
        #expect(close(f.rect, LayoutRect(x: 0, y: 0, width: 300, height: dejaVuLineHeight), 0.1))
        #expect(close(f.baseline, dejaVuAscent, 0.1))
        let textWidth = e.measure("Hello", attributes: TextAttributes()).size.width
        #expect(close(f.usedRect, LayoutRect(x: 0, y: 0, width: textWidth + 10, height: dejaVuLineHeight), 0.1))
        #expect(f.characterRange == 0..<5)
        #expect(e.extraLineFragment == nil)
    }

    @Test func insetsMoveFragmentsAndPaddingMovesGlyphs() {
        let e = makeEngine(AttributedText("Hi"), width: 300, insets: EdgeInsets(top: 10, left: 20, bottom: 4, right: 30))
        let f = e.lineFragment(forCharacterAt: 0)
        #expect(close(f.rect, LayoutRect(x: 20, y: 10, width: 250, height: dejaVuLineHeight), 0.1))
        #expect(close(f.usedRect.minX, 20, 0.1))
        #expect(close(e.caretRect(at: 0).midX, 25, 0.1), "glyphs start after the 5-unit padding")
        #expect(close(e.contentHeight, 10 + dejaVuLineHeight + 4, 0.1))
    }

    @Test func paragraphSpacingIsInsideFragmentsExceptBeforeTheFirstParagraph() {
        let style = ParagraphStyle(paragraphSpacing: 6, paragraphSpacingBefore: 10)
        let e = makeEngine("One\nTwo", attributes: TextAttributes(paragraphStyle: style))
        let a = e.lineFragment(forCharacterAt: 0), b = e.lineFragment(forCharacterAt: 4)
        #expect(close(a.rect, LayoutRect(x: 0, y: 0, width: 300, height: dejaVuLineHeight + 6), 0.1))
        #expect(close(b.rect.minY, dejaVuLineHeight + 6, 0.1))
        #expect(close(b.rect.height, 10 + dejaVuLineHeight + 6, 0.1))
        #expect(close(b.usedRect.minY, dejaVuLineHeight + 16, 0.1), "used rects exclude spacing")
        #expect(close(b.baseline, dejaVuLineHeight + 16 + dejaVuAscent, 0.1))
    }

    @Test func emptyParagraphsAreRealAndCarryTheirNewlinesStyle() throws {
        var t = AttributedText("a\n\nb")
        try t.setAttributes(TextAttributes(paragraphStyle: ParagraphStyle(minimumLineHeight: 40)), range: 2..<3)
        let e = makeEngine(t)
        #expect(e.paragraphCount == 3)
        let empty = e.lineFragment(forCharacterAt: 2)
        #expect(empty.characterRange == 2..<3)
        #expect(close(empty.rect.height, 40, 0.1))
        #expect(close(e.lineFragment(forCharacterAt: 3).rect.minY, dejaVuLineHeight + 40, 0.1))
    }

    @Test func extraLineFragmentAfterTrailingNewlineAndForEmptyText() {
        let e = makeEngine("a\n")
        let extra = try! #require(e.extraLineFragment)
        #expect(extra.isExtra && extra.characterRange == 2..<2)
        #expect(close(extra.rect.minY, dejaVuLineHeight, 0.1))
        #expect(!e.lineFragments().contains { $0.isExtra }, "enumeration leaves the extra fragment out by default")
        #expect(e.lineFragments(includeExtra: true).last?.isExtra == true)
        #expect(makeEngine("").extraLineFragmentRect.map { close($0.height, dejaVuLineHeight, 0.1) } == true)

        var big = AttributedText("a\n")
        big.trailingAttributes = TextAttributes(fontSize: 30)
        let e2 = makeEngine(big)
        #expect(close(e2.extraLineFragmentRect!.height, 2 * dejaVuLineHeight, 0.1), "trailing attributes size the extra line")
    }

    @Test func lineHeightMultipleMinimumAndMaximum() {
        func height(_ s: ParagraphStyle) -> LineFragment {
            makeEngine("Text", attributes: TextAttributes(paragraphStyle: s)).lineFragment(forCharacterAt: 0)
        }
        let minF = height(ParagraphStyle(minimumLineHeight: 30))
        #expect(close(minF.rect.height, 30, 0.01))
        #expect(close(minF.baseline, 30 - (dejaVuLineHeight - dejaVuAscent), 0.1), "extra space goes above the text")
        #expect(close(height(ParagraphStyle(lineHeightMultiple: 2)).rect.height, 2 * dejaVuLineHeight, 0.1))
        #expect(close(height(ParagraphStyle(maximumLineHeight: 12)).rect.height, 12, 0.01))
        #expect(close(height(ParagraphStyle(lineSpacing: 5)).rect.height, dejaVuLineHeight + 5, 0.1))
    }

    @Test func alignmentMovesUsedRects() {
        func used(_ a: TextAlignment) -> LayoutRect {
            makeEngine("Hello", attributes: TextAttributes(paragraphStyle: ParagraphStyle(alignment: a))).lineFragment(forCharacterAt: 0).usedRect
        }
        #expect(close(used(.left).minX, 0, 0.1))
        #expect(close(used(.right).maxX, 300, 0.1))
        #expect(close(used(.center).midX, 150, 0.1))
        #expect(close(used(.natural).minX, 0, 0.1))
        let rtl = makeEngine("שלום").lineFragment(forCharacterAt: 0).usedRect
        #expect(close(rtl.maxX, 300, 0.1), "natural alignment of a right-to-left paragraph is right")
        let forcedLeft = makeEngine("שלום", attributes: TextAttributes(paragraphStyle: ParagraphStyle(alignment: .left)))
        #expect(close(forcedLeft.lineFragment(forCharacterAt: 0).usedRect.minX, 0, 0.1))
        // Glyph boxes and carets follow the alignment too.
        let right = makeEngine("Hello", attributes: TextAttributes(paragraphStyle: ParagraphStyle(alignment: .right)))
        #expect(close(right.boundingRect(forCharacterRange: 0..<5).maxX, 295, 0.1))
        #expect(close(right.caretRect(at: 5).midX, 295, 0.1))
        // A forced right-to-left base direction puts neutral text on the right and indents from there.
        let forced = makeEngine("123 abc", attributes: TextAttributes(paragraphStyle: ParagraphStyle(headIndent: 20, baseWritingDirection: .rightToLeft)))
        #expect(close(forced.lineFragment(forCharacterAt: 0).usedRect.maxX, 280, 0.1))
        #expect(forced.isRightToLeft(paragraph: 0))
    }

    @Test func justifiedLinesFillTheWidthExceptTheLast() {
        let text = "Justified text spreads its words across the whole line except on the last line."
        let e = makeEngine(text, width: 200, attributes: TextAttributes(paragraphStyle: ParagraphStyle(alignment: .justified)))
        let lines = e.lineFragments()
        #expect(lines.count >= 3)
        #expect(close(lines[0].usedRect.width, 200, 1))
        #expect(lines.last!.usedRect.width < 190)
    }

    @Test func indentsAndWrapping() {
        let style = ParagraphStyle(firstLineHeadIndent: 30, headIndent: 10, tailIndent: -50)
        let text = String(repeating: "word ", count: 30)
        let e = makeEngine(text, attributes: TextAttributes(paragraphStyle: style))
        let lines = e.lineFragments()
        #expect(lines.count > 2)
        #expect(close(lines[0].usedRect.minX, 30, 0.1))
        #expect(close(lines[1].usedRect.minX, 10, 0.1))
        for l in lines { #expect(l.usedRect.maxX <= 300 - 50 + 5 + 0.5) }
        // Lines partition the paragraph.
        #expect(lines.first!.characterRange.lowerBound == 0)
        #expect(lines.last!.characterRange.upperBound == text.utf16.count)
        for (a, b) in zip(lines, lines.dropFirst()) {
            #expect(a.characterRange.upperBound == b.characterRange.lowerBound)
            #expect(close(a.rect.maxY, b.rect.minY, 1e-9))
        }
    }
}

@Suite struct SharedFontTests {
    @Test func enginesSharingFontsLayOutLikeIndependentOnes() {
        let editor = makeEngine("Editor text")
        let label = LayoutEngine(container: TextContainer(width: 60), sharingFontsWith: editor)
        label.setText(AttributedText("Key", attributes: TextAttributes(fontSize: 20)))
        let alone = LayoutEngine(container: TextContainer(width: 60))
        alone.setText(AttributedText("Key", attributes: TextAttributes(fontSize: 20)))
        #expect(label.lineFragments() == alone.lineFragments())
        #expect(label.resources === editor.resources)
        let crisp = LayoutEngine(container: TextContainer(width: 60),
                                 configuration: LayoutConfiguration(fontRendering: FontRenderingOptions(hinting: .full, hintMetrics: true)),
                                 sharingFontsWith: editor)
        #expect(crisp.resources.fontMap === editor.resources.fontMap && crisp.resources !== editor.resources)
    }
}
