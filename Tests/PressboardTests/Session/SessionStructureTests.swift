import Testing
import Keyboard
import TextEditing
@testable import Pressboard

/// The `english` keyset's format page, tapped like a user would: the session applies the
/// structure keys through the editor, and the same taps always give the same archive bytes.
@Suite struct SessionStructureTests {
    typealias Rig = SessionTapTests.Rig

    func page(_ rig: Rig, _ id: String) throws {
        try rig.tapKey { $0 == .page(id) }
        #expect(rig.session.keyboard.layout.pageID == id)
    }

    func format(_ rig: Rig, _ actions: [FormatAction]) throws {
        try page(rig, "numbers"); try page(rig, "symbols"); try page(rig, "format")
        for a in actions { try rig.tapKey { $0 == .format(a) } }
        try page(rig, "letters")
    }

    func session() throws -> Rig {
        let rig = try Rig(keyset: "english")
        try rig.type("one")
        try format(rig, [.numberedList])
        try rig.tapKey { $0 == .return }
        try rig.type("two")
        try format(rig, [.indent, .alignCenter])
        try rig.tapKey { $0 == .return }
        try rig.tapKey { $0 == .return }   // empty item: outdent
        try rig.tapKey { $0 == .return }   // empty top-level item: leaves the list
        try rig.type("end")
        try format(rig, [.heading1, .roundedBackground])
        return rig
    }

    @Test func formatPageKeysBuildTheStructure() throws {
        let rig = try session()
        let doc = rig.session.editor.document
        // The empty item took two Returns to outdent and leave the list; "end" is typed in it.
        #expect(doc.string.lowercased() == "one\ntwo\nend")
        #expect(doc.paragraphFormats == [
            ParagraphFormat(list: .number(start: 1)),
            ParagraphFormat(alignment: .center, list: .number(start: 1), level: 1),
            ParagraphFormat(alignment: .center, block: .h1, background: .standard),
        ])
        let json = String(decoding: DocumentArchive.encode(doc), as: UTF8.self)
        #expect(json.contains(##""paragraphs":[[0,1,{"list":"number","start":1}],[1,2,{"align":"center","level":1,"list":"number","start":1}],[2,3,{"align":"center","background":{"color":"#FFE08AFF","radius":8},"block":"h1"}]]"##), "\(json)")
        // The same taps give the same bytes.
        #expect(DocumentArchive.encode(try session().session.editor.document) == DocumentArchive.encode(doc))
    }

    @Test func everyFormatActionIsAnEditorCommand() {
        for a in FormatAction.allCases {
            #expect(StructureCommand(spelling: a.rawValue)?.spelling == a.rawValue)
            #expect(KeyAction(spelling: a.rawValue) == .format(a))
        }
    }
}
