import Testing
import PropertyBased
@testable import TextEditing

/// Random edit sequences: the document's paragraph formats against ``ParagraphReferenceModel``,
/// and the editor's undo/redo restoring structure exactly.
@Suite struct StructurePropertyTests {
    static let pieces: [Character] = ["a", "b", " ", "\n", "é"]
    static let formats: [ParagraphFormat] = [
        .plain, ParagraphFormat(block: .h1), ParagraphFormat(list: .bullet, level: 1), ParagraphFormat(alignment: .center, list: .number(start: 3)),
        ParagraphFormat(block: .code, background: .standard),
    ]

    /// Every cluster carries its paragraph's format (the runs are normalized).
    static func runsAreNormalized(_ d: IntensityDocument) -> Bool {
        var expected: [ParagraphFormat] = []
        var pending = 0
        for ch in d.string {
            pending += 1
            if IntensityDocument.isParagraphSeparator(ch) {
                let f = d.paragraphs.value(at: expected.count + pending - 1) ?? .plain
                expected += Array(repeating: f, count: pending); pending = 0
            }
        }
        expected += Array(repeating: d.finalParagraph, count: pending)
        return (0..<expected.count).allSatisfy { d.paragraphs.value(at: $0) == expected[$0] } && d.paragraphs.count == expected.count
    }

    @Test func documentFollowsTheReferenceModel() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...Int(Int32.max)).array(of: 10...80)) { codes in
            var doc = IntensityDocument()
            var model = ParagraphReferenceModel()
            for code in codes {
                var rng = code
                func next(_ n: Int) -> Int { let v = rng % n; rng /= n; return v }
                let n = model.chars.count
                let a = next(n + 1), b = a + next(min(4, n - a) + 1)
                switch next(3) {
                case 0:
                    let text = (0..<next(4)).map { _ in Self.pieces[next(Self.pieces.count)] }
                    doc.replace(utf16Range: model.utf16(a)..<model.utf16(b), with: String(text), intensity: 50)
                    model.replace(a..<b, with: text, separatorFormats: [])
                case 1:
                    let c = next(n + 1), d = c + next(n - c + 1)
                    let fragment = doc.fragment(inUTF16Range: model.utf16(c)..<model.utf16(d))
                    let copied = Array(model.chars[c..<d]), copiedFormats = model.formats[c..<d].compactMap { $0 }
                    doc.replace(utf16Range: model.utf16(a)..<model.utf16(b), with: fragment)
                    model.replace(a..<b, with: copied, separatorFormats: copiedFormats)
                default:
                    let f = Self.formats[next(Self.formats.count)]
                    doc.updateParagraphFormats(inUTF16Range: model.utf16(a)..<model.utf16(b)) { _ in f }
                    model.set(f, touching: a..<b)
                }
                #expect(doc.string == model.string)
                #expect(doc.paragraphFormats == model.paragraphFormats)
                #expect(Self.runsAreNormalized(doc))
            }
        }
    }

    @Test func undoAndRedoRestoreStructureExactly() async {
        let commands: [StructureCommand] = [.bulletList, .numberedList, .indent, .outdent, .align(.center), .align(.right),
                                            .block(.h1), .block(.code), .block(.quote), .block(.paragraph), .roundedBackground]
        await propertyCheck(count: 60, input: Gen.int(in: 0...Int(Int32.max)).array(of: 10...60)) { codes in
            let e = TextEditor()
            var history: [(String, [ParagraphFormat])] = [(e.document.string, e.document.paragraphFormats)]
            for code in codes {
                var rng = code
                func next(_ n: Int) -> Int { let v = rng % n; rng /= n; return v }
                let n = e.document.utf16Count
                let before = e.undoRecords.count
                let state = (e.document.string, e.document.paragraphFormats)
                switch next(5) {
                case 0: e.insertText(String(Self.pieces[next(Self.pieces.count)]))
                case 1: e.insertText("\n")
                case 2: e.deleteBackward()
                case 3: let a = next(n + 1); e.setSelection(a..<(a + next(n - a + 1)))
                default: e.applyStructure(commands[next(commands.count)])
                }
                e.breakUndoCoalescing()
                if e.undoRecords.count > before {
                    history.append((e.document.string, e.document.paragraphFormats))
                } else {
                    #expect(state.0 == e.document.string && state.1 == e.document.paragraphFormats, "a change without an undo step")
                }
                #expect(Self.runsAreNormalized(e.document))
            }
            for k in stride(from: history.count - 2, through: 0, by: -1) {
                e.undo()
                #expect(e.document.string == history[k].0 && e.document.paragraphFormats == history[k].1)
            }
            for k in 1..<history.count {
                e.redo()
                #expect(e.document.string == history[k].0 && e.document.paragraphFormats == history[k].1)
            }
        }
    }
}

extension ParagraphReferenceModel {
    /// UTF-16 offset of character `i` (the pieces are single clusters).
    func utf16(_ i: Int) -> Int { String(chars[..<i]).utf16.count }
}
