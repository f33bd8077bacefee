extension TextEditor {
    /// Inserts `attachment` at the caret, replacing the selection, at the typing intensity and
    /// attributes (an image is typed like a character); one undo step; the caret ends after it.
    /// The U+FFFC counts as one UTF-16 unit.
    public func insertAttachment(_ attachment: ImageAttachment) {
        replace(TextRange(selection), with: DocumentFragment(attachment: attachment, intensity: typingIntensity, attributes: typingAttributes))
    }

    /// Attaches the image file at `path` (see ``ImageFileProbe``) at the caret; throws, changing
    /// nothing, when the file is unreadable or not a PNG or JPEG.
    public func insertImage(path: String, alt: String = "") throws(ImageFileError) {
        insertAttachment(try ImageFileProbe.attachment(path: path, alt: alt))
    }
}
