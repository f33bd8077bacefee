extension TextEditor {
    // MARK: UIKeyInput

    /// Whether the document has any text.
    public var hasText: Bool { !document.isEmpty }

    /// Types `text` at the typing intensity (UIKit's `insertText(_:)`).
    public func insertText(_ text: String) { insertText(text, intensity: typingIntensity) }

    /// Types `text` carrying `intensity` (0–100): replaces the marked text (and unmarks it) if any,
    /// else the selection; the caret ends after the text.
    public func insertText(_ text: String, intensity: UInt8) {
        let fragment = DocumentFragment(text, intensity: intensity, attributes: typingAttributes)
        if let marked = markedRange {
            // Committing marked text: one undo step from before the marking to the typed text.
            let session = markSession
            markedRange = nil
            markSession = nil
            composePreviewActive = false
            let inserted = apply(marked, fragment, kind: .other, selectionAfter: { $0.upperBound..<$0.upperBound }, recordUndo: false)
            recordMarkCommit(session, committed: inserted)
            return
        }
        if text == "\n" && structuralReturn(intensity: intensity) { return }
        let kind: UndoRecord.Kind = selection.isEmpty && text.count == 1 ? .typing : .other
        if kind == .other { undoStack.close() }
        apply(selection, fragment, kind: kind, selectionAfter: { $0.upperBound..<$0.upperBound })
        if kind == .other { undoStack.close() }
    }

    /// Deletes the selection, or the one grapheme cluster before the caret (an emoji ZWJ sequence,
    /// a flag, a letter with its combining marks). Inside marked text it edits the marked text.
    public func deleteBackward() {
        if let marked = markedRange {
            if selection.isEmpty && selection.lowerBound <= marked.lowerBound {
                unmarkText()
            } else {
                let target: Range<Int>
                if selection.isEmpty {
                    let p = selection.lowerBound
                    target = clusterStart(before: p)..<p
                } else {
                    target = selection
                }
                let inserted = apply(target, .empty, kind: .other, selectionAfter: { $0.lowerBound..<$0.lowerBound }, recordUndo: false)
                let newMarked = marked.lowerBound..<(marked.upperBound - target.count)
                if newMarked.isEmpty {
                    markedRange = nil
                    composePreviewActive = false
                    let session = markSession
                    markSession = nil
                    recordMarkCommit(session, committed: inserted.lowerBound..<inserted.lowerBound)
                } else {
                    markedRange = newMarked
                }
                return
            }
        }
        if !selection.isEmpty {
            undoStack.close()
            apply(selection, .empty, kind: .other, selectionAfter: { $0.lowerBound..<$0.lowerBound })
            undoStack.close()
            return
        }
        if structuralBackspace() { return }
        let p = selection.lowerBound
        guard p > 0 else { return }
        // The deleted cluster's start stays located in the document for the deletion to use.
        apply(document.locatePreviousBoundary(beforeUTF16Offset: p)..<p, .empty, kind: .deleting,
              selectionAfter: { $0.lowerBound..<$0.lowerBound })
    }

    /// UTF-16 offset of the cluster boundary before `p`.
    func clusterStart(before p: Int) -> Int {
        document.previousBoundary(beforeUTF16Offset: p)
    }

    /// UTF-16 offset of the cluster boundary after `p`.
    func clusterEnd(after p: Int) -> Int {
        document.nextBoundary(afterUTF16Offset: p)
    }
}
