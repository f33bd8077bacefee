import Testing
@testable import TextEditing

/// UIKit's marked-text rules, one row per rule.
@Suite struct MarkedTextTests {
    /// A row: starting text and selection, the steps, then the expected text, selection and marked range.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var text: String
        var selection: Range<Int>
        var steps: [Step]
        var expectedText: String
        var expectedSelection: Range<Int>
        var expectedMarked: Range<Int>?
        var description: String { name }
    }

    enum Step: Sendable {
        case mark(String, Range<Int>)
        case unmark
        case insert(String)
        case delete
        case select(Range<Int>)
        case replace(Range<Int>, String)
    }

    static let cases: [Case] = [
        Case(name: "mark replaces the selection when nothing is marked", text: "abcdef", selection: 1..<3,
             steps: [.mark("xy", 2..<2)], expectedText: "axydef", expectedSelection: 3..<3, expectedMarked: 1..<3),
        Case(name: "mark at a caret inserts", text: "abc", selection: 3..<3,
             steps: [.mark("k", 1..<1)], expectedText: "abck", expectedSelection: 4..<4, expectedMarked: 3..<4),
        Case(name: "mark replaces the marked text", text: "abc", selection: 3..<3,
             steps: [.mark("k", 1..<1), .mark("ka", 2..<2), .mark("か", 1..<1)],
             expectedText: "abcか", expectedSelection: 4..<4, expectedMarked: 3..<4),
        Case(name: "selected range is relative to the marked text", text: "ab", selection: 1..<1,
             steps: [.mark("wxyz", 1..<3)], expectedText: "awxyzb", expectedSelection: 2..<4, expectedMarked: 1..<5),
        Case(name: "selected range is clamped to the marked text", text: "", selection: 0..<0,
             steps: [.mark("ab", 1..<9)], expectedText: "ab", expectedSelection: 1..<2, expectedMarked: 0..<2),
        Case(name: "insertText while marked replaces the marked text and unmarks", text: "ab", selection: 2..<2,
             steps: [.mark("ka", 2..<2), .insert("か")], expectedText: "abか", expectedSelection: 3..<3, expectedMarked: nil),
        Case(name: "unmarkText commits as is and keeps the selection", text: "ab", selection: 2..<2,
             steps: [.mark("xyz", 1..<1), .unmark], expectedText: "abxyz", expectedSelection: 3..<3, expectedMarked: nil),
        Case(name: "moving the selection outside commits", text: "ab", selection: 2..<2,
             steps: [.mark("xy", 2..<2), .select(0..<0)], expectedText: "abxy", expectedSelection: 0..<0, expectedMarked: nil),
        Case(name: "moving the selection inside keeps the marked text", text: "ab", selection: 2..<2,
             steps: [.mark("xyz", 3..<3), .select(3..<4)], expectedText: "abxyz", expectedSelection: 3..<4, expectedMarked: 2..<5),
        Case(name: "deleteBackward inside marked text edits it", text: "ab", selection: 2..<2,
             steps: [.mark("xyz", 3..<3), .delete], expectedText: "abxy", expectedSelection: 4..<4, expectedMarked: 2..<4),
        Case(name: "deleteBackward of the last marked character removes the marking", text: "ab", selection: 2..<2,
             steps: [.mark("x", 1..<1), .delete], expectedText: "ab", expectedSelection: 2..<2, expectedMarked: nil),
        Case(name: "deleteBackward with a selection inside marked text deletes it", text: "", selection: 0..<0,
             steps: [.mark("wxyz", 1..<3), .delete], expectedText: "wz", expectedSelection: 1..<1, expectedMarked: 0..<2),
        Case(name: "deleteBackward at the start of marked text commits, then deletes before it", text: "ab", selection: 2..<2,
             steps: [.mark("xy", 0..<0), .delete], expectedText: "axy", expectedSelection: 1..<1, expectedMarked: nil),
        Case(name: "empty marked text removes it", text: "ab", selection: 2..<2,
             steps: [.mark("xy", 2..<2), .mark("", 0..<0)], expectedText: "ab", expectedSelection: 2..<2, expectedMarked: nil),
        Case(name: "empty marked text with nothing marked deletes the selection", text: "abc", selection: 1..<2,
             steps: [.mark("", 0..<0)], expectedText: "ac", expectedSelection: 1..<1, expectedMarked: nil),
        Case(name: "marked text replacing an emoji never splits clusters", text: "a👍🏽", selection: 1..<5,
             steps: [.mark("é", 1..<1)], expectedText: "aé", expectedSelection: 2..<2, expectedMarked: 1..<2),
        Case(name: "replace elsewhere commits the marked text first", text: "ab", selection: 2..<2,
             steps: [.mark("xy", 2..<2), .replace(0..<1, "Q")], expectedText: "Qbxy", expectedSelection: 1..<1, expectedMarked: nil),
    ]

    @Test(arguments: cases)
    func markedTextRule(_ c: Case) {
        let editor = TextEditor(document: IntensityDocument(string: c.text))
        editor.selectedTextRange = TextRange(c.selection)
        for step in c.steps {
            switch step {
            case let .mark(text, sel): editor.setMarkedText(text, selectedRange: sel)
            case .unmark: editor.unmarkText()
            case let .insert(text): editor.insertText(text)
            case .delete: editor.deleteBackward()
            case let .select(r): editor.selectedTextRange = TextRange(r)
            case let .replace(r, text): editor.replace(TextRange(r), withText: text)
            }
        }
        #expect(editor.document.string == c.expectedText)
        #expect(editor.selection == c.expectedSelection)
        #expect(editor.markedRange == c.expectedMarked)
        #expect(editor.document.intensities.count == editor.document.characterCount)
    }

    @Test func markingIsOneUndoStep() {
        let editor = TextEditor(document: IntensityDocument(string: "ab"))
        editor.setMarkedText("k", selectedRange: 1..<1)
        editor.setMarkedText("ka", selectedRange: 2..<2)
        editor.setMarkedText("かa", selectedRange: 2..<2)
        editor.insertText("かな")
        #expect(editor.document.string == "abかな")
        #expect(editor.undoRecords.count == 1)
        editor.undo()
        #expect(editor.document.string == "ab")
        #expect(editor.selection == 2..<2)
        editor.redo()
        #expect(editor.document.string == "abかな")
        #expect(editor.selection == 4..<4)
    }

    @Test func markedTextCarriesTheGivenIntensity() {
        let editor = TextEditor()
        editor.setMarkedText("ab", selectedRange: 2..<2, intensity: 77)
        #expect(editor.document.intensities.allValues == [77, 77])
        editor.insertText("c", intensity: 12)
        #expect(editor.document.intensities.allValues == [12])
    }
}
