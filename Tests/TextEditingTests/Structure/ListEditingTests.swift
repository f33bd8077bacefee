import Testing
@testable import TextEditing

/// The editing rules of issue 19 part 2, as a user types them.
@Suite struct ListEditingTests {
    func editor(_ text: String = "") -> TextEditor {
        let e = TextEditor()
        e.insertText(text)
        return e
    }

    func lists(_ e: TextEditor) -> [String] {
        e.document.paragraphFormats.map { f in
            switch f.list {
            case .none: f.block.rawValue
            case .bullet: "b\(f.level)"
            case .number(let s): "n\(s)/\(f.level)"
            }
        }
    }

    @Test func returnContinuesTheListAndAnEmptyItemOutdentsThenLeaves() {
        let e = editor("one")
        e.applyStructure(.bulletList)
        e.insertText("\n"); e.insertText("two")
        e.applyStructure(.indent)
        e.insertText("\n")
        #expect(e.document.string == "one\ntwo\n")
        #expect(lists(e) == ["b0", "b1", "b1"])
        e.insertText("\n")  // empty item: outdent
        #expect(lists(e) == ["b0", "b1", "b0"])
        e.insertText("\n")  // empty top-level item: leaves the list
        #expect(lists(e) == ["b0", "b1", "paragraph"])
        #expect(e.document.string == "one\ntwo\n")  // markers were never text
    }

    @Test func backspaceRemovesTheMarkerThenJoinsTakingThePreviousFormat() {
        let e = editor("a\nb")
        e.setSelection(0..<3)
        e.applyStructure(.numberedList)
        e.setSelection(0..<0)
        e.applyStructure(.align(.center))
        e.setSelection(2..<2)
        e.deleteBackward()
        #expect(lists(e) == ["n1/0", "paragraph"])
        #expect(e.document.string == "a\nb")
        e.deleteBackward()
        #expect(e.document.string == "ab")
        #expect(e.document.paragraphFormats == [ParagraphFormat(alignment: .center, list: .number(start: 1))])
        e.undo()
        #expect(e.document.string == "a\nb" && lists(e) == ["n1/0", "paragraph"])
        e.undo()
        #expect(lists(e) == ["n1/0", "n1/0"])
        e.redo(); e.redo()
        #expect(e.document.paragraphFormats == [ParagraphFormat(alignment: .center, list: .number(start: 1))])
    }

    @Test func codeBlockTakesReturnAndLeavesAtAnEmptyLastLine() {
        let e = editor("x")
        e.applyStructure(.block(.code))
        e.insertText("\n"); e.insertText("y"); e.insertText("\n")
        #expect(e.document.paragraphFormats.map(\.block) == [.code, .code, .code])
        e.insertText("\n")
        #expect(e.document.paragraphFormats.map(\.block) == [.code, .code, .paragraph])
        #expect(e.document.string == "x\ny\n")
    }

    @Test func headingReturnStartsAPlainParagraphAndUndoRestoresIt() {
        let e = editor("Title")
        e.applyStructure(.block(.h1))
        e.applyStructure(.align(.right))
        e.insertText("\n")
        #expect(e.document.paragraphFormats == [ParagraphFormat(alignment: .right, block: .h1), ParagraphFormat(alignment: .right)])
        e.undo()
        #expect(e.document.paragraphFormats == [ParagraphFormat(alignment: .right, block: .h1)] && e.document.string == "Title")
    }

    @Test func numberedListContinuesThePreviousListsStartAndTogglesOff() {
        let e = editor("a\nb\nc")
        e.setSelection(0..<3)
        e.applyStructure(.numberedList)
        #expect(lists(e) == ["n1/0", "n1/0", "paragraph"])
        e.setSelection(4..<4)
        e.applyStructure(.numberedList)
        #expect(lists(e) == ["n1/0", "n1/0", "n1/0"])
        e.setSelection(0..<5)
        e.applyStructure(.numberedList)
        #expect(lists(e) == ["paragraph", "paragraph", "paragraph"])
        e.applyStructure(.roundedBackground)
        #expect(e.document.paragraphFormats.allSatisfy { $0.background == .standard })
        e.applyStructure(.roundedBackground)
        #expect(e.document.paragraphFormats.allSatisfy { $0.background == nil })
    }

    @Test func utf16OffsetsCountOnlyText() {
        let e = editor("é\n😀")
        e.setSelection(0..<e.document.utf16Count)
        e.applyStructure(.bulletList)
        #expect(e.document.utf16Count == 4 && e.selection == 0..<4)
    }

    @Test func archiveRoundTripsStructureAndVersionOneStillLoads() throws {
        let e = editor("Head\nitem\nsub\n\ncode")
        e.setSelection(0..<0); e.applyStructure(.block(.h2))
        e.setSelection(5..<12); e.applyStructure(.numberedList)
        e.setSelection(11..<11); e.applyStructure(.indent); e.applyStructure(.align(.center))
        e.setSelection(15..<15); e.applyStructure(.block(.code)); e.applyStructure(.roundedBackground)
        let bytes = DocumentArchive.encode(e.document)
        let (back, repairs) = try DocumentArchive.decode(bytes)
        #expect(repairs.isEmpty)
        #expect(back == e.document)
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""paragraphs":[[0,1,{"block":"h2"}],[1,2,{"list":"number","start":1}]"#))
        let v1 = #"{"format": "pressboard.document", "version": 1, "text": "a\nb", "intensities": [1, 2, 3], "attributes": [[0, 3, 16]], "options": {}}"#
        let (old, r1) = try DocumentArchive.decode(Array(v1.utf8))
        #expect(r1.isEmpty && old.paragraphFormats == [.plain, .plain])
    }

    @Test func paragraphRunsThatContradictTheTextAreRepaired() throws {
        let json = #"{"format": "pressboard.document", "version": 2, "text": "a\nb", "intensities": [1, 2, 3], "attributes": [[0, 3, 16]], "options": {}, "paragraphs": [[0, 9, {"list": "bullet", "level": 99, "zz": 1}], [1, 1, {}], ["x"], [1, 2, {"align": "up", "background": {"radius": 1e999}}]]}"#
        let (doc, repairs) = try DocumentArchive.decode(Array(json.utf8))
        #expect(doc.string == "a\nb")
        #expect(repairs.map(\.path) == ["paragraphs[0]", "paragraphs[0][2].zz", "paragraphs[0][2].level", "paragraphs[1]", "paragraphs[2]",
                                        "paragraphs[3][2].align", "paragraphs[3][2].background.radius"])
        #expect(doc.paragraphFormats == [ParagraphFormat(list: .bullet, level: 8), ParagraphFormat(background: .standard)])
    }
}
