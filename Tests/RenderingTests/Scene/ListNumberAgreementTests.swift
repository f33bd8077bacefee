import PropertyBased
import Testing
import TextEditing
import TextLayout
@testable import Rendering

/// Two places count list items: the editor's `ListNumbering` (plain text, HTML and Markdown
/// export) and the layout engine, which counts `.counted` markers when it draws them. For any
/// document structure both must give every paragraph the same number.
@Suite struct ListNumberAgreementTests {
    static func format(_ code: Int) -> ParagraphFormat {
        switch code % 6 {
        case 0: .plain
        case 1: ParagraphFormat(list: .bullet, level: code / 6 % 3)
        case 2: ParagraphFormat(block: .h2)
        default: ParagraphFormat(list: .number(start: 1 + code / 18 % 4), level: code / 6 % 3)
        }
    }

    @Test func theEngineDrawsTheNumbersTheEditorExports() async {
        await propertyCheck(input: Gen.int(in: 0...71).array(of: 1...40)) { codes in
            let formats = codes.map(Self.format)
            var d = IntensityDocument(string: formats.indices.map { "p\($0)" }.joined(separator: "\n"), intensity: 40)
            d.setParagraphFormats(formats)
            let engine = LayoutEngine(container: TextContainer(width: 400))
            engine.setText(DocumentText.attributedText(d, theme: SceneTheme()))
            let expected = ListNumbering.numbers(d.paragraphFormats)
            #expect(formats.indices.map { engine.listNumber(ofParagraph: $0) } == expected)
        }
    }
}
