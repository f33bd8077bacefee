import Testing
import TextLayout
@testable import Rendering

/// Theme files: every key read into the `Theme`, the shipped default equal to the built-in one,
/// and every kind of bad input a located `ThemeFileError`.
@Suite struct ThemeFileTests {
    static let everyKey = """
    {
      root: {fontFamily: "DejaVu Serif", fontSize: 18, lineHeight: 22, marginTop: 1, marginBottom: 2},
      paragraph: {paddingHead: 3, paddingTail: -4, lineSpacing: 5, paragraphSpacingBefore: 6},
      heading: {
        bold: true, italic: false, textTransform: "uppercase",
        h1: {fontScale: 2.5, foreground: "#112233", paddingTop: 7, paddingBottom: 8},
        h5: {fontSize: 12, background: '#11223344'},
      },
      list: {indentSize: 30, underline: true},
      listItem: {strikethrough: false, textTransform: "capitalize"},
      quote: {italic: true, blockBackground: {fill: "#999999", leadingBarWidth: 3}},
      code: {fontFamily: "monospace", blockBackground: {fill: "#eeeeee", border: "#cccccc", borderWidth: 2, cornerRadius: 4}},
      link: {foreground: "#c01c28", textTransform: "lowercase"},
      text: {underline: false},
      roundedBackground: {inset: 3, snapDistance: 5},
      image: {thumbnailSize: 160},
    }
    """

    @Test func everyKeyIsRead() throws {
        let t = try ThemeFile.decode(Self.everyKey, file: "every.json5")
        let root = try #require(t.nodes[.root])
        #expect(root.fontFamily == "DejaVu Serif" && root.fontSize == 18 && root.lineHeight == 22)
        #expect(t.blockLevel[.root] == BlockLevelAttributes(marginTop: 1, marginBottom: 2))
        let p = try #require(t.nodes[.paragraph])
        #expect(p.paddingHead == 3 && p.paddingTail == -4 && p.lineSpacing == 5 && p.paragraphSpacingBefore == 6)
        let h = try #require(t.nodes[ThemeNodeType("heading")])
        #expect(h.bold == true && h.italic == false && h.textTransform == .uppercase)
        let h1 = try #require(t.nodes[.heading(1)])
        #expect(h1.fontScale == 2.5 && h1.foreground == RGBA(hex: 0x112233))
        #expect(t.blockLevel[.heading(1)] == BlockLevelAttributes(paddingTop: 7, paddingBottom: 8))
        #expect(t.nodes[.heading(5)]?.fontSize == 12)
        #expect(t.nodes[.heading(5)]?.background == RGBA(hex: 0x112233, alpha: Double(0x44) / 255))
        #expect(t.indentSize == 30 && t.nodes[.list]?.underline == .single)
        #expect(t.nodes[.listItem]?.strikethrough == false && t.nodes[.listItem]?.textTransform == .capitalize)
        #expect(t.nodes[.quote]?.custom[.blockBackground]?.as(BlockBackground.self) == BlockBackground(fill: RGBA(hex: 0x999999), leadingBarWidth: 3))
        #expect(t.nodes[.codeBlock]?.custom[.blockBackground]?.as(BlockBackground.self)
            == BlockBackground(fill: RGBA(hex: 0xEEEEEE), border: RGBA(hex: 0xCCCCCC), borderWidth: 2, cornerRadius: 4))
        #expect(t.nodes[.link]?.foreground == RGBA(hex: 0xC01C28) && t.nodes[.link]?.textTransform == .lowercase)
        #expect(t.nodes[.text]?.underline == nil)
        #expect(t.roundedContour.inset == 3 && t.roundedContour.snapDistance == 5)
        #expect(t.imageThumbnailSide == 160)
        #expect(SceneTheme(documentTheme: t).imageThumbnailSide == 160)
    }

    /// `Themes/default.json5` is the built-in default, so every golden picture stays the same.
    @Test func theShippedDefaultIsTheBuiltInTheme() throws {
        let t = try ThemeFile.load(path: Fixture.root + "/Themes/default.json5")
        #expect(t == Theme.pressboardDefault)
    }

    func error(_ text: String) -> ThemeFileError? {
        do { _ = try ThemeFile.decode(text, file: "bad.json5"); return nil } catch { return error }
    }

    @Test func anUnknownNodeTypeIsLocatedAndNamed() throws {
        let e = try #require(error("{\n  root: {},\n  title: {bold: true},\n}"))
        #expect(e.line == 3 && e.column == 10 && e.keyPath == "title")
        #expect(e.description.hasPrefix("bad.json5:3:10: 'title': unknown node type 'title' (allowed: root, paragraph, heading"))
    }

    @Test func anUnknownKeyIsLocatedWithItsPath() throws {
        let e = try #require(error("{\n  heading: {\n    h1: {fontSise: 30},\n  },\n}"))
        #expect(e.line == 3 && e.keyPath == "heading.h1.fontSise")
        #expect(e.message.contains("unknown key 'fontSise'") && e.message.contains("fontSize"))
        // A key that exists, but not on this node.
        #expect(try #require(error("{link: {marginTop: 3}}")).keyPath == "link.marginTop")
        #expect(try #require(error("{quote: {blockBackground: {fill: '#000000', colour: '#ffffff'}}}")).keyPath == "quote.blockBackground.colour")
    }

    @Test func aWrongTypeIsLocated() throws {
        let e = try #require(error("{\n  quote: {\n    marginTop: 'six',\n  },\n}"))
        #expect(e.line == 3 && e.column == 16 && e.keyPath == "quote.marginTop" && e.message == "expected a number")
        #expect(try #require(error("{code: 3}")).message == "expected an object")
        #expect(try #require(error("{heading: {bold: 'yes'}}")).message == "expected true or false")
    }

    @Test func numbersMustBeFiniteAndInRange() throws {
        let inf = try #require(error("{\n  code: {fontSize: Infinity},\n}"))
        #expect(inf.line == 2 && inf.keyPath == "code.fontSize")
        let huge = try #require(error("{code: {fontSize: 1e999}}"))
        #expect(huge.line == 1 && huge.message.contains("out of range"))
        #expect(try #require(error("{code: {fontSize: 0}}")).message.contains("out of range"))
        #expect(try #require(error("{list: {indentSize: -1}}")).message.contains("out of range"))
        #expect(try #require(error("{root: {paddingHead: 1001}}")).keyPath == "root.paddingHead")
    }

    @Test func valuesOutsideTheirSetsAreLocated() throws {
        #expect(try #require(error("{link: {foreground: 'blue'}}")).message.contains("not a colour"))
        #expect(try #require(error("{link: {foreground: '#12345'}}")).keyPath == "link.foreground")
        #expect(try #require(error("{text: {textTransform: 'smallCaps'}}")).message.contains("uppercase, lowercase or capitalize"))
        #expect(try #require(error("{code: {blockBackground: {cornerRadius: 3}}}")).message.contains("fill"))
        #expect(try #require(error("{root: {fontFamily: ''}}")).keyPath == "root.fontFamily")
        let side = try #require(error("{image: {thumbnailSize: 100}}"))
        #expect(side.keyPath == "image.thumbnailSize" && side.message.contains("32, 64 or 160"))
    }

    @Test func malformedAndTooDeepFilesAreLocatedNotCrashes() throws {
        let syntax = try #require(error("{\n  root: {bold: true\n"))
        #expect(syntax.line != nil && syntax.message.hasPrefix("not valid JSON5"))
        let deep = String(repeating: "{a:", count: 40) + "1" + String(repeating: "}", count: 40)
        #expect(try #require(error(deep)).message.contains("nested deeper"))
        #expect(try #require(error("[1, 2]")).message == "expected an object")
        #expect(error("{}") == nil)
    }
}
