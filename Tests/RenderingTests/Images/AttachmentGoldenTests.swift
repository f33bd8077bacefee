import Testing
import TextEditing
import TextLayout
@testable import Rendering

/// A document with images drawn where the layout engine puts their U+FFFC, each framed in the
/// colour the hue scheme gives its intensity, and a placeholder for a file that is gone.
extension GoldenImageTests {
    static func imageDocument() throws -> IntensityDocument {
        var doc = IntensityDocument(string: "Low ", intensity: 10, options: DocumentOptions(renderScheme: .hue, smoothing: .character, animates: false))
        func image(_ a: ImageAttachment, _ intensity: UInt8) {
            doc.replace(utf16Range: doc.utf16Count..<doc.utf16Count, with: DocumentFragment(attachment: a, intensity: intensity))
        }
        image(try ImageFileProbe.attachment(path: "stripes.png", relativeTo: Fixture.images), 10)
        doc.replace(utf16Range: doc.utf16Count..<doc.utf16Count, with: " high ", intensity: 95)
        image(try ImageFileProbe.attachment(path: "photo.jpg", relativeTo: Fixture.images), 95)
        doc.replace(utf16Range: doc.utf16Count..<doc.utf16Count, with: " gone ", intensity: 50)
        image(ImageAttachment(path: "gone.png", pixelWidth: 0, pixelHeight: 0, contentHash: nil), 50)
        return doc
    }

    @Test func documentWithImagesInHue() throws {
        var s = SceneSnapshot(document: try Self.imageDocument(), width: 420, height: 110, showsCaret: false)
        s.documentFolder = Fixture.images
        try check("document-images-hue", s)
    }

    @Test func attachmentsReserveTheirBoxInTheLayout() throws {
        var s = SceneSnapshot(document: try Self.imageDocument(), width: 420, height: 110, showsCaret: false)
        s.documentFolder = Fixture.images
        let engine = LayoutEngine(container: TextContainer(width: 420))
        engine.setText(DocumentText.attributedText(s.document, theme: .standard))
        // "Low " is 4 UTF-16 units; the image is the 5th, one unit wide, as wide as its box.
        let rect = engine.boundingRect(forCharacterRange: 4..<5)
        #expect(abs(rect.width - (64 + 2 * AttachmentDrawing.padding)) < 0.5)
        #expect(engine.lineFragment(forCharacterAt: 4).rect.height >= 32 + 2 * AttachmentDrawing.padding)
        let renderer = SceneRenderer()
        let svg = String(decoding: try renderer.svg(s, animated: false), as: UTF8.self)
        #expect(svg.contains("<image"))
        #expect(try renderer.pdf(s).count > 1000)
    }
}
