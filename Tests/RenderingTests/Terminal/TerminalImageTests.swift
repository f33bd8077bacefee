import Testing
import TextEditing
@testable import Rendering

/// The terminal has no pictures: an image attachment is one "▣" cell in the text.
@Suite struct TerminalImageTests {
    @Test func anImageIsOneMarkedCell() {
        var doc = IntensityDocument(string: "a", intensity: 40)
        doc.replace(utf16Range: 1..<1, with: DocumentFragment(attachment: ImageAttachment(path: "x.png", pixelWidth: 4, pixelHeight: 4, contentHash: 1), intensity: 40))
        doc.replace(utf16Range: 2..<2, with: "b", intensity: 40)
        let line = TerminalScreen(colour: false).render(SceneSnapshot(document: doc, showsCaret: false), size: TerminalSize(columns: 10, rows: 1)).lines(colour: false)[0]
        #expect(line.hasPrefix("\u{1B}[0ma▣b "))
    }
}
