import Testing
import TextEditing
import TouchInput
@testable import Pressboard

/// A file dropped on the `run` window reaches the document through the session and the editor:
/// the image lands at the caret after typed text, undoes in one step, and a file that is not an
/// image changes nothing.
@Suite struct SessionImageDropTests {
    static var images: String { SessionFixtures.fixture("images") }

    @Test func aDroppedImageIsAttachedAtTheCaret() throws {
        var (session, pointer) = try PointerTouchscreenTests.session()
        try PointerTouchscreenTests.click("hi", session: session, pointer: &pointer, width: 800, height: 600)
        let typed = session.editor.document.string
        nonisolated(unsafe) var journaled: [String] = []
        session.onDocumentChange = { s, _ in journaled.append(s.editor.document.string) }
        try session.dropImage(path: Self.images + "/stripes.png")
        #expect(journaled == [typed + "\u{FFFC}"])  // the journal and autosave hear of it
        let doc = session.editor.document
        #expect(doc.string == typed + "\u{FFFC}")
        #expect(doc.attachments.count == 1 && doc.attachments[0].attachment.pixelWidth == 48)
        #expect(session.editor.selection == doc.utf16Count..<doc.utf16Count)
        session.editor.undo()
        #expect(session.editor.document.string == typed && session.editor.document.attachments.isEmpty)
    }

    @Test func aDroppedFileThatIsNotAnImageChangesNothing() throws {
        let (session, _) = try PointerTouchscreenTests.session()
        let before = session.actionCount
        #expect(throws: ImageFileError.self) { try session.dropImage(path: Self.images + "/not-an-image.png") }
        #expect(session.editor.document.isEmpty && session.actionCount == before)
    }
}
