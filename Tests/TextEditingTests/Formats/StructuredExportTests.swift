import Foundation
import Testing
@testable import TextEditing

/// Plain-text and HTML export of paragraph structure; the HTML is read back by a real parser
/// (Python's `html.parser`), which must find every element closed in order.
@Suite struct StructuredExportTests {
    static func sample() -> IntensityDocument {
        let e = TextEditor()
        e.insertText("Title\na\nb\nc\none\ntwo\nx = 1\ny = 2\nsaid\ncap")
        func set(_ paragraph: Int, _ commands: [StructureCommand]) {
            let starts = [0, 6, 8, 10, 12, 16, 20, 26, 32, 37]
            e.setSelection(starts[paragraph]..<starts[paragraph])
            for c in commands { e.applyStructure(c) }
        }
        set(0, [.block(.h1)])
        set(1, [.bulletList]); set(2, [.bulletList, .indent]); set(3, [.bulletList])
        set(4, [.numberedList]); set(5, [.numberedList, .align(.center)])
        set(6, [.block(.code)]); set(7, [.block(.code)])
        set(8, [.block(.quote), .roundedBackground]); set(9, [.roundedBackground, .align(.right)])
        return e.document
    }

    @Test func plainTextShowsMarkersWithIndentation() {
        let text = String(decoding: PlainTextFormat.encode(Self.sample()), as: UTF8.self)
        #expect(text == "Title\n• a\n  • b\n• c\n1. one\n2. two\nx = 1\ny = 2\nsaid\ncap")
    }

    @Test func numbersAreRecomputedPerListAndLevel() {
        let n = ListNumbering.numbers([
            ParagraphFormat(list: .number(start: 3)), ParagraphFormat(list: .number(start: 1), level: 1),
            ParagraphFormat(list: .number(start: 1), level: 1), ParagraphFormat(list: .number(start: 3)), .plain,
            ParagraphFormat(list: .number(start: 1)),
        ])
        #expect(n == [3, 1, 2, 4, nil, 1])
    }

    @Test func htmlUsesSemanticElementsAParserAccepts() throws {
        let html = HTMLFormat.fragment(Self.sample())
        let script = """
        import sys
        from html.parser import HTMLParser
        VOID = {"br"}
        class P(HTMLParser):
            def __init__(self):
                super().__init__(); self.stack = []; self.out = []
            def handle_starttag(self, tag, attrs):
                if tag == "span": return
                a = dict(attrs)
                extra = "".join("[%s]" % a[k] for k in ("start",) if k in a)
                if "style" in a and "text-align" in a["style"]: extra += "[" + a["style"].split(":")[1].strip() + "]"
                if "style" in a and "border-radius" in a["style"]: extra += "[rounded]"
                self.out.append(tag + extra)
                if tag not in VOID: self.stack.append(tag)
            def handle_endtag(self, tag):
                if tag == "span": return
                if not self.stack or self.stack.pop() != tag: sys.exit("misnested </%s>" % tag)
        p = P(); p.feed(sys.stdin.read()); p.close()
        if p.stack: sys.exit("unclosed " + ",".join(p.stack))
        print(" ".join(p.out))
        """
        let (status, printed) = try PythonScript.run(script, input: html)
        #expect(status == 0, "\(html)")
        #expect(printed
            == "div h1 ul li ul li li ol[1] li li[center] pre code div[rounded] blockquote p p[right]", "\(html)")
    }
}
