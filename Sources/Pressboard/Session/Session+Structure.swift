import Keyboard
import TextEditing

extension Session {
    /// Applies a paragraph-structure key through the editor (one undo step); returns whether the
    /// document changed. Marked or composing text is committed first, as any editor command does.
    func applyFormat(_ action: FormatAction) -> Bool {
        guard let command = StructureCommand(spelling: action.rawValue) else { return false }
        finishWordForStructure()
        let before = (editor.document.paragraphs, editor.document.finalParagraph)
        editor.applyStructure(command)
        return editor.document.paragraphs != before.0 || editor.document.finalParagraph != before.1
    }

    /// A structure change ends the word being typed (its taps no longer describe one word).
    private func finishWordForStructure() {
        wordTaps.removeAll()
        editor.breakUndoCoalescing()
    }
}
