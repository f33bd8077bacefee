import Testing
@testable import TextEditing

/// The attachment model: probing files, the editor's insert and undo, offsets, fragments.
@Suite struct ImageAttachmentTests {
    @Test func probeReadsSizeAndHashWithoutDecoding() throws {
        let png = try ImageFileProbe.attachment(path: ImageFixtures.png)
        #expect((png.pixelWidth, png.pixelHeight) == (48, 24))
        #expect(png.contentHash == ContentHash.of(try ImageFileProbe.read(ImageFixtures.png)))
        let jpeg = try ImageFileProbe.attachment(path: "photo.jpg", relativeTo: ImageFixtures.folder)
        #expect((jpeg.pixelWidth, jpeg.pixelHeight) == (40, 60))
        #expect(jpeg.path == "photo.jpg")  // kept as given
    }

    @Test func contentHashIsFNV1a64() {
        // Published FNV-1a 64 test vectors.
        #expect(ContentHash.of([]) == 0xcbf2_9ce4_8422_2325)
        #expect(ContentHash.of(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
        #expect(ContentHash.of(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
        #expect(ContentHash.parse(ContentHash.hex(0x00ab)) == 0x00ab)
    }

    @Test func notAnImageAndMissingFileAreTypedErrorsWithThePath() {
        #expect(throws: ImageFileError.self) { try ImageFileProbe.attachment(path: ImageFixtures.notAnImage) }
        do {
            _ = try ImageFileProbe.attachment(path: ImageFixtures.notAnImage)
        } catch {
            guard case .notAnImage(let path, _) = error else { Issue.record("\(error)"); return }
            #expect(path == ImageFixtures.notAnImage)
            #expect(error.description.contains("not a PNG or JPEG"))
        }
        let (placeholder, error) = ImageFileProbe.attachmentOrPlaceholder(path: "/nonexistent/cat.png", alt: "cat")
        #expect(!placeholder.isResolved && placeholder.label == "cat")
        guard case .unreadable(let fileError)? = error else { Issue.record("\(String(describing: error))"); return }
        #expect(fileError.isMissingFile && fileError.path == "/nonexistent/cat.png")
    }

    @Test func editorInsertsAtTheCaretReplacingTheSelectionAndUndoes() throws {
        let editor = TextEditor(document: IntensityDocument(string: "ab cd", intensity: 10))
        editor.typingIntensity = 77
        editor.setSelection(1..<4)
        let image = try ImageFileProbe.attachment(path: ImageFixtures.png)
        editor.insertAttachment(image)
        #expect(editor.document.string == "a\u{FFFC}d")
        #expect(editor.document.utf16Count == 3)  // one UTF-16 unit per attachment
        #expect(editor.selection == 2..<2)
        #expect(editor.document.attachment(atCharacterOffset: 1) == image)
        #expect(editor.document.intensity(atCharacterOffset: 1) == 77)
        editor.insertText("x")
        #expect(editor.document.attachments.map(\.offset) == [1])
        editor.setSelection(0..<0)
        editor.insertText("😀")  // two UTF-16 units, one cluster: the attachment moves one cluster
        #expect(editor.document.attachments.map(\.offset) == [2])
        editor.undo(); editor.undo(); editor.undo()
        #expect(editor.document.string == "ab cd" && editor.document.attachments.isEmpty)
        editor.redo()
        #expect(editor.document.attachment(atCharacterOffset: 1) == image)
    }

    @Test func deletingTheCharacterRemovesTheAttachmentAndUndoRestoresIt() throws {
        let editor = TextEditor(document: IntensityDocument(string: "ab", intensity: 10))
        editor.setSelection(1..<1)
        editor.insertAttachment(try ImageFileProbe.attachment(path: ImageFixtures.jpeg))
        editor.breakUndoCoalescing()
        editor.deleteBackward()
        #expect(editor.document.attachments.isEmpty && editor.document.string == "ab")
        editor.undo()
        #expect(editor.document.attachments.count == 1 && editor.document.string == "a\u{FFFC}b")
    }

    @Test func copyAndPasteKeepAttachments() throws {
        var doc = IntensityDocument(string: "x", intensity: 5)
        doc.replace(utf16Range: 1..<1, with: DocumentFragment(attachment: try ImageFileProbe.attachment(path: ImageFixtures.png), intensity: 90))
        doc.replace(utf16Range: 2..<2, with: "y", intensity: 5)
        let copied = doc.fragment(inUTF16Range: 1..<3)
        #expect(copied.attachments.map(\.offset) == [0])
        doc.replace(utf16Range: 0..<0, with: copied)
        #expect(doc.string == "\u{FFFC}yx\u{FFFC}y")
        #expect(doc.attachments.map(\.offset) == [0, 3])
        // A fragment whose attachment is not on a U+FFFC drops it (its text stays).
        let bad = DocumentFragment(string: "ab", intensities: [1, 2], attributes: [], attachments: [.init(offset: 1, attachment: copied.attachments[0].attachment)])
        #expect(bad.attachments.isEmpty)
    }

    @Test func aCombiningMarkAfterTheImageKeepsItAttached() throws {
        var doc = IntensityDocument(string: "", intensity: 5)
        doc.replace(utf16Range: 0..<0, with: DocumentFragment(attachment: try ImageFileProbe.attachment(path: ImageFixtures.png), intensity: 90))
        doc.replace(utf16Range: 1..<1, with: "\u{301}", intensity: 5)
        #expect(doc.characterCount == 1)
        #expect(doc.attachments.map(\.offset) == [0])
    }

    @Test func thumbnailSizeKeepsTheAspectRatio() {
        let wide = ImageAttachment(path: "a.png", pixelWidth: 8000, pixelHeight: 2000, contentHash: 1)
        #expect(wide.thumbnailSize(longSide: 64) == (64, 16))
        let tall = ImageAttachment(path: "a.png", pixelWidth: 40, pixelHeight: 60, contentHash: 1)
        #expect(tall.thumbnailSize(longSide: 160) == (107, 160))
        #expect(ImageAttachment(path: "gone.png", pixelWidth: 0, pixelHeight: 0, contentHash: nil).thumbnailSize(longSide: 32) == (32, 32))
    }
}
