import IntensityStyle
import Testing
import TextEditing
import TextLayout
@testable import Rendering

/// A document's structure styled from a `Theme`: the hierarchy root → block → inline with the
/// leaf winning, block-level margins on a block's first and last paragraph, one background per
/// block, and intensity schemes still acting after the theme.
@Suite struct DocumentStructureStyleTests {
    static func document(_ string: String, _ formats: [ParagraphFormat], intensity: UInt8 = 40) -> IntensityDocument {
        var d = IntensityDocument(string: string, intensity: intensity)
        d.setParagraphFormats(formats)
        return d
    }

    static func text(_ d: IntensityDocument, _ theme: String) throws -> AttributedText {
        DocumentText.attributedText(d, theme: SceneTheme(documentTheme: try ThemeFile.decode(theme, file: "test.json5")))
    }

    @Test func aHeadingInheritsTheRootFamilyAndOverridesTheSize() throws {
        let d = Self.document("Title\nBody", [ParagraphFormat(block: .h1), .plain])
        let t = try Self.text(d, "{root: {fontFamily: 'DejaVu Serif', fontSize: 15}, heading: {h1: {fontSize: 30}}}")
        let heading = t.attributes(at: 0).attributes, body = t.attributes(at: 6).attributes
        #expect(heading.fontFamily == "DejaVu Serif" && heading.fontSize == 30)
        #expect(body.fontFamily == "DejaVu Serif" && body.fontSize == 15)
        // A theme's size replaces the typed one; a scale multiplies whichever the text has.
        let sized = IntensityDocument(string: "Big", attributes: BaseAttributes(size: 40))
        #expect(try Self.text(sized, "{root: {fontSize: 15}}").attributes(at: 0).attributes.fontSize == 15)
        #expect(try Self.text(sized, "{root: {fontScale: 0.5}}").attributes(at: 0).attributes.fontSize == 20)
        #expect(try Self.text(sized, "{root: {fontSize: 15}, paragraph: {fontScale: 2}}").attributes(at: 0).attributes.fontSize == 30)
    }

    @Test func aLinkInAListItemTakesTheLinkColourOverTheItems() throws {
        var d = Self.document("one two\nthree", [ParagraphFormat(list: .bullet), .plain])
        d.addLink(url: "https://example.org", inUTF16Range: 4..<7)
        let t = try Self.text(d, "{list: {indentSize: 30}, listItem: {foreground: '#333333', bold: true}, link: {foreground: '#c01c28'}}")
        let item = t.attributes(at: 0).attributes, link = t.attributes(at: 4).attributes
        #expect(item.foreground == RGBA(hex: 0x333333) && link.foreground == RGBA(hex: 0xC01C28))
        #expect(link.weight == .bold, "the link inherits what it does not set")
        #expect(item.paragraphStyle?.headIndent == 30 && item.custom[.listItem] != nil)
        #expect(t.attributes(at: 9).attributes.foreground == nil, "the plain paragraph after the list")
    }

    @Test func marginsGoOnTheFirstAndLastParagraphOfAThreeParagraphQuote() throws {
        let d = Self.document("intro\nq1\nq2\nq3\nafter", [.plain, ParagraphFormat(block: .quote), ParagraphFormat(block: .quote),
                                                          ParagraphFormat(block: .quote), .plain])
        let t = try Self.text(d, "{quote: {marginTop: 6, paddingTop: 1, marginBottom: 10, paragraphSpacingBefore: 2, blockBackground: {fill: '#999999'}}}")
        let styles = t.paragraphRanges.map { t.attributes(at: $0.lowerBound).attributes.paragraphStyle }
        #expect(styles[1]?.paragraphSpacingBefore == 2 + 7 && styles[1]?.paragraphSpacing == 0)
        #expect(styles[2]?.paragraphSpacingBefore == 2 && styles[2]?.paragraphSpacing == 0)
        #expect(styles[3]?.paragraphSpacingBefore == 2 && styles[3]?.paragraphSpacing == 10)
        #expect(styles[4]?.paragraphSpacingBefore == 0)
        // The block's background is drawn once, over its three paragraphs.
        let engine = LayoutEngine(container: TextContainer(width: 300))
        DocumentStructureStyle.register(in: engine)
        engine.setText(t)
        let calls = engine.customDrawingCalls(layer: .background).filter { $0.key == .blockBackground }
        #expect(calls.count == 1 && calls.first?.runRange == 6..<15)
    }

    @Test func aPlainDocumentTakesTheRootAndParagraphEntries() throws {
        let t = try Self.text(IntensityDocument(string: "plain"), "{root: {foreground: '#112233'}, paragraph: {italic: true}}")
        #expect(t.attributes(at: 0).attributes.foreground == RGBA(hex: 0x112233) && t.attributes(at: 0).attributes.italic == true)
        // The default theme leaves a plain document's runs as they were (no paragraph style).
        #expect(DocumentText.attributedText(IntensityDocument(string: "plain"), theme: .standard).attributes(at: 0).attributes.paragraphStyle == nil)
    }

    /// Intensity schemes act after the theme: a themed heading drawn under the weight scheme at
    /// a light and a hard intensity gives two different pictures, as an unthemed one does.
    @Test func aThemedHeadingStillShowsIntensityUnderTheWeightScheme() throws {
        let theme = SceneTheme(documentTheme: try ThemeFile.load(path: Fixture.root + "/Tests/Fixtures/themes/serif.json5"))
        let renderer = SceneRenderer(theme: theme)
        func image(_ intensity: UInt8) throws -> ImageCanvas {
            let d = Self.document("Heading", [ParagraphFormat(block: .h1)], intensity: intensity)
            return try renderer.image(SceneSnapshot(document: d, schemeOverride: .weight, width: 300, height: 80, showsCaret: false))
        }
        #expect(differingFraction(try image(5), try image(95), tolerance: 40) > 0.01)
        let hard = DocumentText.attributedText(Self.document("H", [ParagraphFormat(block: .h1)], intensity: 95), theme: theme)
        let transformed = RenderScheme.weight.transform(hard.attributes(at: 0).attributes)
        #expect(transformed.fontSize == 30 && transformed.foreground == RGBA(hex: 0x1A5FB4))
        #expect((transformed.weight?.value ?? 0) > 700, "bold heading, hard press: heavier than bold")
    }
}
