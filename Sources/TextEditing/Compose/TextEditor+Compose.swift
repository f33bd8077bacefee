extension TextEditor {
    // MARK: Keys by keysym (dead keys, compose)

    /// Types a key given by keysym name (`"e"`, `"dead_acute"`, `"Multi_key"`); false for an unknown name.
    @discardableResult
    public func typeKey(named name: String, intensity: UInt8) -> Bool {
        guard let keysym = Keysym(name: name) else { return false }
        typeKey(keysym, intensity: intensity)
        return true
    }

    /// Types a key through the compose table: a pending sequence shows as marked text, completion
    /// inserts its result (at the mean intensity of the sequence's keys), a sequence that matches
    /// nothing removes its preview and leaves the document as it was. Without a compose table,
    /// or for keys outside any sequence, the key's own text is inserted.
    public func typeKey(_ keysym: Keysym, intensity: UInt8) {
        guard let composer else {
            let t = keysym.text
            if !t.isEmpty { insertText(t, intensity: intensity) }
            return
        }
        switch composer.feed(keysym) {
        case .passThrough:
            let t = keysym.text
            if !t.isEmpty { insertText(t, intensity: intensity) }
        case .composing:
            composeIntensities.append(intensity)
            let preview = composer.preview
            setMarkedText(preview, selectedRange: preview.utf16.count..<preview.utf16.count, intensity: intensity)
            composePreviewActive = true
        case .composed(let text):
            composeIntensities.append(intensity)
            let mean = composeIntensities.reduce(0) { $0 + Int($1) } / composeIntensities.count
            composeIntensities.removeAll()
            if composePreviewActive, markedRange != nil {
                if text.isEmpty { setMarkedText("", selectedRange: 0..<0) } else { insertText(text, intensity: UInt8(mean)) }
            } else if !text.isEmpty {
                insertText(text, intensity: UInt8(mean))
            }
            composePreviewActive = false
        case .cancelled:
            cancelCompose()
        }
    }

    /// Whether a compose sequence is pending.
    public var isComposing: Bool { composer?.isComposing ?? false }

    /// Abandons a pending compose sequence: removes its preview and restores what it replaced.
    public func cancelCompose() {
        composer?.reset()
        composeIntensities.removeAll()
        // Put back exactly what the preview replaced (a selection typed over, or nothing), with
        // the selection as it was; nothing is recorded for undo.
        if composePreviewActive, let marked = markedRange, let session = markSession {
            markedRange = nil
            markSession = nil
            composePreviewActive = false
            apply(marked, session.old, kind: .other, selectionAfter: { _ in session.selectionBefore }, recordUndo: false)
        }
        composePreviewActive = false
    }
}
