import Keyboard
import TextEditing

extension Session {
    /// Attaches the image file at `path` at the caret — a file dropped on the window
    /// (`SDL_DROPFILE`) — through the editor: the selection is replaced, the image takes the
    /// typing intensity, it is one undo step and the document counts as changed (autosave,
    /// journal and redraw through `onDocumentChange`, logged as the U+FFFC typed).
    /// Ends the word being typed first. Throws, changing nothing, when the file is unreadable or
    /// not a PNG or JPEG.
    public func dropImage(path: String) throws(ImageFileError) {
        let attachment = try ImageFileProbe.attachment(path: path)
        wordTaps.removeAll()
        editor.breakUndoCoalescing()
        editor.insertAttachment(attachment)
        editor.breakUndoCoalescing()
        if dirtySince == nil { dirtySince = now }
        actionCount += 1
        refreshSuggestions()
        let output = KeyboardOutput(action: .text(String(ImageAttachment.character), intensity: Int(editor.typingIntensity)), contact: nil, time: now)
        onDocumentChange?(self, SessionEvent(output: output, changedDocument: true))
    }
}
