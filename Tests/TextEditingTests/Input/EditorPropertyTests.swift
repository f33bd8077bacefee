import Testing
import PropertyBased
@testable import TextEditing

/// Long random operation sequences against ``ReferenceModel``.
@Suite struct EditorPropertyTests {
    /// Clusters that never merge with a neighbour, so the model's array of Characters is exact.
    static let pieces = ["a", "b", "Z", " ", "é", "e\u{301}", "👨‍👩‍👧", "🇫🇷", "漢", "\n", "👍🏽", ".", "ก"]

    /// One generated number decides one operation (shrinks well: smaller numbers, shorter lists).
    static func run(_ codes: [Int], afterEach: (Int, TextEditor, ReferenceModel) -> Bool = { _, _, _ in true }) -> (TextEditor, ReferenceModel, [String]) {
        let editor = TextEditor()
        editor.typingIntensity = 40
        var model = ReferenceModel()
        var history: [String] = [""]
        for (k, code) in codes.enumerated() {
            var rng = code
            func next(_ n: Int) -> Int { let v = rng % n; rng /= n; return v }
            let op = next(12)
            let n = model.chars.count
            func text() -> String { (0..<(1 + next(3))).map { _ in pieces[next(pieces.count)] }.joined() }
            func intensity() -> UInt8 { UInt8(next(101)) }
            switch op {
            case 0, 1, 2:
                let t = pieces[next(pieces.count)], i = intensity()
                editor.insertText(t, intensity: i)
                model.insert(t, i)
            case 3:
                let t = text(), i = intensity()
                editor.insertText(t, intensity: i)
                model.insert(t, i)
            case 4, 5:
                editor.deleteBackward()
                model.deleteBackward()
            case 6:
                let a = next(n + 1), b = a + next(n - a + 1)
                editor.selectedTextRange = TextRange(model.utf16(a..<b))
                model.select(a..<b)
            case 7:
                let t = text(), i = intensity()
                let lo = next(t.count + 1), hi = lo + next(t.count - lo + 1)
                let prefix = String(Array(t)[..<lo]).utf16.count, upto = String(Array(t)[..<hi]).utf16.count
                editor.setMarkedText(t, selectedRange: prefix..<upto, intensity: i)
                model.setMarked(t, lo..<hi, i)
            case 8:
                if next(4) == 0 {
                    editor.setMarkedText("", selectedRange: 0..<0)
                    model.setMarked("", 0..<0, 0)
                } else {
                    editor.unmarkText()
                    model.unmark()
                }
            case 9:
                let a = next(n + 1), b = a + next(min(3, n - a) + 1)
                let t = next(2) == 0 ? "" : text()
                let before = editor.typingIntensity
                editor.replace(TextRange(model.utf16(a..<b)), withText: t)
                model.replaceRange(a..<b, t, before)
            case 10:
                editor.undo()
                model.reload(from: editor)
            default:
                editor.redo()
                model.reload(from: editor)
            }
            history.append(model.string)
            if !afterEach(k, editor, model) { break }
        }
        return (editor, model, history)
    }

    static func matches(_ editor: TextEditor, _ model: ReferenceModel) -> Bool {
        let d = editor.document
        return d.string == model.string
            && d.intensities.allValues == model.intensities
            && d.characterCount == model.chars.count
            && editor.selection == model.utf16(model.selection)
            && editor.markedRange == model.marked.map(model.utf16)
    }

    @Test func editorMatchesTheReferenceModel() async {
        await propertyCheck(count: 80, input: Gen.int(in: 0...Int(Int32.max)).array(of: 40...200)) { codes in
            // Checked after every operation, so a failure names the first diverging one.
            _ = Self.run(codes) { k, e, m in
                guard !Self.matches(e, m) else { return true }
                #expect(e.document.string == m.string, "after op \(k)")
                #expect(e.document.intensities.allValues == m.intensities, "after op \(k)")
                #expect(e.selection == m.utf16(m.selection), "after op \(k)")
                #expect(e.markedRange == m.marked.map(m.utf16), "after op \(k)")
                return false
            }
        }
    }

    @Test func undoAllRestoresEmptyAndRedoAllRestoresTheEnd() async {
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int(Int32.max)).array(of: 20...200)) { codes in
            let (editor, _, history) = Self.run(codes)
            let seen = Set(history)
            editor.unmarkText()
            let final = editor.document
            var steps = 0
            while editor.canUndo && steps < 10_000 {
                editor.undo()
                #expect(seen.contains(editor.document.string), "undo reached a state that never existed")
                #expect(editor.document.intensities.count == editor.document.characterCount)
                steps += 1
            }
            #expect(editor.document.string == "")
            for _ in 0..<steps { editor.redo() }
            #expect(editor.document == final)
            // Redo ends where the last recorded change left the caret (later caret moves are not undoable).
            #expect(editor.selection == (editor.undoRecords.last?.selectionAfter ?? 0..<0))
        }
    }
}
