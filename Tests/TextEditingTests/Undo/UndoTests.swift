import Testing
@testable import TextEditing

@Suite struct UndoTests {
    func type(_ editor: TextEditor, _ s: String, intensity: UInt8 = 40) {
        for ch in s { editor.insertText(String(ch), intensity: intensity) }
    }

    @Test func typingCoalescesIntoWords() {
        let editor = TextEditor()
        type(editor, "hello world again")
        #expect(editor.undoRecords.map(\.new.string) == ["hello ", "world ", "again"])
        editor.undo()
        #expect(editor.document.string == "hello world ")
        editor.undo()
        #expect(editor.document.string == "hello ")
        editor.redo()
        #expect(editor.document.string == "hello world ")
        #expect(editor.selection == 12..<12)
    }

    @Test func deletingCoalescesAndRestoresIntensities() {
        let editor = TextEditor()
        type(editor, "ab", intensity: 90)
        type(editor, " cd", intensity: 10)
        editor.breakUndoCoalescing()
        for _ in 0..<5 { editor.deleteBackward() }
        #expect(editor.document.isEmpty)
        #expect(editor.undoRecords.suffix(2).map(\.old.string) == ["cd", "ab "])
        editor.undo()
        #expect(editor.document.string == "ab ")
        editor.undo()
        #expect(editor.document.string == "ab cd")
        #expect(editor.document.intensities.allValues == [90, 90, 10, 10, 10])
    }

    @Test func selectionMoveBreaksTheGroupAndUndoRestoresSelection() {
        let editor = TextEditor(document: IntensityDocument(string: "abc"))
        editor.selectedTextRange = TextRange(1..<1)
        type(editor, "xy")
        editor.selectedTextRange = TextRange(0..<0)
        type(editor, "z")
        #expect(editor.undoRecords.count == 2)
        editor.undo()
        #expect(editor.document.string == "axybc")
        #expect(editor.selection == 0..<0)
        editor.undo()
        #expect(editor.document.string == "abc")
        #expect(editor.selection == 1..<1)
    }

    @Test func replacingASelectionIsItsOwnStep() {
        let editor = TextEditor(document: IntensityDocument(string: "hello"))
        editor.selectedTextRange = TextRange(0..<5)
        editor.insertText("bye")
        editor.insertText("!")
        #expect(editor.undoRecords.count == 2)
        editor.undo()
        editor.undo()
        #expect(editor.document.string == "hello")
        #expect(editor.selection == 0..<5)
        #expect(!editor.canUndo)
    }

    @Test func newEditClearsRedo() {
        let editor = TextEditor()
        type(editor, "ab")
        editor.undo()
        #expect(editor.canRedo)
        type(editor, "c")
        #expect(!editor.canRedo)
    }

    @Test func attributesAndLinksComeBackOnUndo() {
        let editor = TextEditor(document: IntensityDocument(string: "see here"))
        editor.selectedTextRange = TextRange(4..<8)
        editor.applyLink("https://example.org")
        editor.applyAttributes(BaseAttributes(size: 20, bold: true))
        #expect(editor.document.links == [Link(range: 4..<8, url: "https://example.org")])
        editor.selectedTextRange = TextRange(4..<8)
        editor.deleteBackward()
        #expect(editor.document.links.isEmpty)
        editor.undo()
        #expect(editor.document.links == [Link(range: 4..<8, url: "https://example.org")])
        #expect(editor.document.attributes.value(at: 5)?.bold == true)
        editor.undo()
        #expect(editor.document.attributes.value(at: 5)?.bold == false)
    }

    @Test func undoLimitDropsOldestGroups() {
        let editor = TextEditor(settings: EditorSettings(undoLimit: 3))
        for w in ["a ", "b ", "c ", "d ", "e "] { type(editor, w) }
        #expect(editor.undoRecords.count == 3)
        for _ in 0..<5 { editor.undo() }
        #expect(editor.document.string == "a b ")
    }
}
