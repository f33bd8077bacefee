extension TextEditor {
    // MARK: Undo / redo

    public var canUndo: Bool { undoStack.canUndo || markedRange != nil }
    public var canRedo: Bool { undoStack.canRedo }
    /// The recorded groups, oldest first (for inspection and tests).
    public var undoRecords: [UndoRecord] { undoStack.undoRecords }

    /// Reverts the last group and restores the selection it started with. Marked text is
    /// committed first, so undo never leaves a half-composed state.
    public func undo() {
        if markedRange != nil { unmarkText() }
        guard let r = undoStack.popUndo() else { return }
        if let options = r.optionsBefore { return restoreOptions(options) }
        apply(r.location..<(r.location + r.new.utf16Count), r.old, kind: .other, selectionAfter: { _ in r.selectionBefore }, recordUndo: false)
        if let p = r.paragraphsBefore { document.restore(p) }
    }

    /// Re-applies the last undone group and restores the selection it ended with.
    public func redo() {
        if markedRange != nil { unmarkText() }
        guard let r = undoStack.popRedo() else { return }
        if let options = r.optionsAfter { return restoreOptions(options) }
        apply(r.location..<(r.location + r.old.utf16Count), r.new, kind: .other, selectionAfter: { _ in r.selectionAfter }, recordUndo: false)
        if let p = r.paragraphsAfter { document.restore(p) }
    }

    private func restoreOptions(_ options: DocumentOptions) {
        document.options = options
        inputDelegate?.textDidChange(self)
    }

    /// Ends the current typing group (e.g. after a pause the session decides is long enough).
    public func breakUndoCoalescing() { undoStack.close() }
}
