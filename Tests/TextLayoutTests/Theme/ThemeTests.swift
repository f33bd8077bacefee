import Testing
@testable import TextLayout

@Suite struct ThemeTests {
    let theme = Theme(nodes: [
        .root: ThemeAttributes(fontFamily: "DejaVu Serif", fontSize: 12, foreground: RGBA(hex: 0x333333)),
        .paragraph: ThemeAttributes(fontSize: 15),
        .quote: ThemeAttributes(italic: true, paddingHead: 4),
        .text: ThemeAttributes(bold: false),
        .link: ThemeAttributes(foreground: RGBA(hex: 0x0000FF), underline: .single),
        .heading(2): ThemeAttributes(fontSize: 31),
        ThemeNodeType("heading"): ThemeAttributes(bold: true),
    ])

    @Test func leafWinsRootToBlockToInline() {
        let a = theme.textAttributes(for: [ThemeNode(.root), ThemeNode(.paragraph), ThemeNode(.link), ThemeNode(.text)])
        #expect(a.fontFamily == "DejaVu Serif", "inherited from the root")
        #expect(a.fontSize == 15, "the paragraph beats the root")
        #expect(a.foreground == RGBA(hex: 0x0000FF), "the link beats the root")
        #expect(a.underline == .single)
        #expect(a.weight == .regular, "text's bold: false becomes weight 400")
        #expect(a.paragraphStyle == nil, "no paragraph key, no paragraph style")
    }

    @Test func headingsUseSubtypesThenLexicalFallbackSizes() {
        let h2 = theme.textAttributes(for: [ThemeNode(.root), ThemeNode(.heading(2))])
        #expect(h2.fontSize == 31 && h2.weight == .bold, "subtype entry refines the heading entry")
        let h3 = theme.textAttributes(for: [ThemeNode(.root), ThemeNode(.heading(3))])
        #expect(h3.fontSize == 28 && h3.weight == .bold)
        #expect(Theme().textAttributes(for: [ThemeNode(.heading(1))]).fontSize == 36)
        #expect(Theme().textAttributes(for: [ThemeNode(.heading(5))]).fontSize == 20)
    }

    @Test func indentsAreSummedAlongThePath() {
        // iOS Lexical lets the child paragraph's indent 0 overwrite the quote's 1; we sum them.
        let a = theme.textAttributes(for: [ThemeNode(.root), ThemeNode(.quote, indent: 1), ThemeNode(.paragraph, indent: 0)])
        #expect(a.paragraphStyle?.headIndent == 44)
        #expect(a.paragraphStyle?.firstLineHeadIndent == 44)
        #expect(a.italic == true)
    }

    @Test func paragraphKeysBecomeAParagraphStyle() {
        let t = Theme(nodes: [.paragraph: ThemeAttributes(paddingTail: -8, lineHeight: 24, lineSpacing: 3, paragraphSpacingBefore: 5)])
        let s = try! #require(t.textAttributes(for: [ThemeNode(.paragraph)]).paragraphStyle)
        #expect(s.tailIndent == -8 && s.minimumLineHeight == 24 && s.maximumLineHeight == 0)
        #expect(s.lineSpacing == 3 && s.paragraphSpacingBefore == 5 && s.paragraphSpacing == 0)
    }

    @Test func codeDefaultsAndInlineCode() {
        let code = Theme().textAttributes(for: [ThemeNode(.codeBlock)])
        #expect(code.fontFamily == "DejaVu Sans Mono")
        #expect(code.paragraphStyle?.headIndent == 4 && code.paragraphStyle?.tailIndent == -4)
        #expect(code[.blockBackground]?.as(BlockBackground.self) != nil)
        let inline = Theme().textAttributes(for: [ThemeNode(.paragraph), ThemeNode(.inlineCode)])
        #expect(inline.fontFamily == "DejaVu Sans Mono" && inline.background != nil)
    }

    @Test func textTransformIsDisplayOnly() {
        let upper = Theme(nodes: [.text: ThemeAttributes(textTransform: .uppercase)]).textAttributes(for: [ThemeNode(.text)])
        let e = makeEngine(AttributedText("shout", attributes: upper))
        #expect(e.text.string == "shout", "the stored text keeps its case")
        let plain = makeEngine("shout")
        #expect(e.boundingRect(forCharacterRange: 0..<5).width > plain.boundingRect(forCharacterRange: 0..<5).width + 5)
        #expect(e.closestInsertionIndex(to: LayoutPoint(x: e.caretRect(at: 3).midX, y: 5)) == 3)
    }

    @Test func blockMarginsAndPaddingGoOnFirstAndLastParagraphIncludingEmptyLines() throws {
        var text = AttributedText("before\n\n\n\nafter")
        let block = BlockLevelAttributes(marginTop: 10, marginBottom: 20, paddingTop: 3, paddingBottom: 4)
        // A block made only of the three empty lines (offsets 7, 8, 9).
        try Theme.applyBlockLevelAttributes(block, toParagraphsIn: 7..<10, of: &text)
        let e = makeEngine(text)
        let l0 = e.lineFragment(forCharacterAt: 7), l1 = e.lineFragment(forCharacterAt: 8), l2 = e.lineFragment(forCharacterAt: 9)
        #expect(close(l0.rect.height, 13 + dejaVuLineHeight, 0.1))
        #expect(close(l1.rect.height, dejaVuLineHeight, 0.1))
        #expect(close(l2.rect.height, dejaVuLineHeight + 24, 0.1))
        #expect(text.attributes(at: 7).attributes.paragraphStyle?.blockAttributes == block)
        #expect(text.attributes(at: 9).attributes.paragraphStyle?.blockEndAttributes == block)
    }

    @Test func aBlockEndingInATrailingNewlineOwnsTheEmptyLastLine() throws {
        var text = AttributedText("code\n")
        try Theme.applyBlockLevelAttributes(BlockLevelAttributes(paddingBottom: 6), toParagraphsIn: 0..<5, of: &text)
        #expect(text.trailingAttributes?.paragraphStyle?.paragraphSpacing == 6)
        #expect(text.attributes(at: 0).attributes.paragraphStyle?.paragraphSpacing == 0)
        let e = makeEngine(text)
        #expect(close(e.extraLineFragmentRect!.height, dejaVuLineHeight + 6, 0.1))
    }

    /// Paragraph indices say exactly which paragraphs a block has: a block ending just before the
    /// empty last paragraph does not own it, one that names it does.
    @Test func blocksByParagraphIndexAreExact() throws {
        var text = AttributedText("one\n\nthree\n")
        let block = BlockLevelAttributes(marginTop: 5, marginBottom: 7)
        try Theme.applyBlockLevelAttributes(block, toParagraphs: 0...2, of: &text)
        #expect(text.attributes(at: 0).attributes.paragraphStyle?.paragraphSpacingBefore == 5)
        #expect(text.attributes(at: 4).attributes.paragraphStyle?.paragraphSpacing ?? 0 == 0)
        #expect(text.attributes(at: 5).attributes.paragraphStyle?.paragraphSpacing == 7)
        #expect(text.trailingAttributes?.paragraphStyle?.paragraphSpacing ?? 0 == 0)
        var owned = AttributedText("one\n")
        try Theme.applyBlockLevelAttributes(block, toParagraphs: 1...1, of: &owned)
        #expect(owned.trailingAttributes?.paragraphStyle?.paragraphSpacing == 7)
        // Out of range: nothing happens, nothing traps.
        try Theme.applyBlockLevelAttributes(block, toParagraphs: 3...9, of: &owned)
    }

    @Test func aScaledHeadingTakesNoFallbackSize() {
        let t = Theme(nodes: [.heading(1): ThemeAttributes(fontScale: 2)])
        let merged = t.mergedAttributes(for: [ThemeNode(.root), ThemeNode(.heading(1))]).attributes
        #expect(merged.fontSize == nil && merged.fontScale == 2)
        let sized = Theme(nodes: [.root: ThemeAttributes(fontSize: 10), .heading(1): ThemeAttributes(fontScale: 2)])
        #expect(sized.textAttributes(for: [ThemeNode(.root), ThemeNode(.heading(1))]).fontSize == 20)
    }
}
