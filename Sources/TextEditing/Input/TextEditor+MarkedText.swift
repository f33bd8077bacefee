extension TextEditor {
    // MARK: Marked text (UIKit semantics)

    /// Marked text as a range, or nil.
    public var markedTextRange: TextRange? { markedRange.map(TextRange.init) }

    /// Shows provisional text (an input method's composition or a pending compose sequence).
    ///
    /// Replaces the marked text, or the selection when nothing is marked; `selectedRange` is in
    /// UTF-16 units relative to `markedText` and becomes the selection; empty or nil text removes
    /// the marked text. Marking is not undoable step by step: the commit is one step.
    public func setMarkedText(_ markedText: String?, selectedRange: Range<Int>, intensity: UInt8? = nil) {
        let text = markedText ?? ""
        let target = markedRange ?? selection
        if markedRange == nil {
            if text.isEmpty && target.isEmpty { return }
            undoStack.close()
            let lo = document.boundaryUTF16Offset(target.lowerBound)
            let hi = document.boundaryUTF16Offset(target.upperBound, roundingUp: true)
            markSession = (lo, document.fragment(inUTF16Range: lo..<hi), selection)
        }
        let fragment = DocumentFragment(text, intensity: intensity ?? typingIntensity, attributes: typingAttributes)
        let inserted = apply(target, fragment, kind: .other, selectionAfter: { inserted in
            let lo = min(max(0, selectedRange.lowerBound), inserted.count)
            let hi = min(max(lo, selectedRange.upperBound), inserted.count)
            return (inserted.lowerBound + lo)..<(inserted.lowerBound + hi)
        }, recordUndo: false)
        if text.isEmpty {
            markedRange = nil
            composePreviewActive = false
            let session = markSession
            markSession = nil
            recordMarkCommit(session, committed: inserted)
        } else {
            markedRange = inserted
        }
    }

    /// Commits the marked text as it stands (UIKit's `unmarkText()`); the selection stays.
    public func unmarkText() {
        guard let marked = markedRange else { return }
        markedRange = nil
        composePreviewActive = false
        composer?.reset()
        let session = markSession
        markSession = nil
        recordMarkCommit(session, committed: marked)
    }

    /// Records one undo step for a whole marking session: what was replaced → what was committed.
    func recordMarkCommit(_ session: (location: Int, old: DocumentFragment, selectionBefore: Range<Int>)?, committed: Range<Int>) {
        guard let session else { return }
        let new = document.fragment(inUTF16Range: committed)
        undoStack.close()
        if !(session.old.isEmpty && new.isEmpty) {
            undoStack.record(UndoRecord(kind: .other, location: session.location, old: session.old, new: new,
                                        selectionBefore: session.selectionBefore, selectionAfter: selection))
        }
        undoStack.close()
    }
}
