import Testing
@testable import TextEditing

/// Compose sequences through libxkbcommon's real Compose tables (Debian's libx11-data).
@Suite struct ComposeTests {
    func editor() throws -> TextEditor {
        TextEditor(composeTable: try ComposeTable(locale: "en_US.UTF-8"))
    }

    @Test func keysymNames() throws {
        let acute = try #require(Keysym(name: "dead_acute"))
        #expect(acute.name == "dead_acute")
        #expect(acute.text == "")
        #expect(acute.previewText == "´")
        #expect(Keysym(name: "eacute")?.text == "é")
        #expect(Keysym(name: "no_such_key") == nil)
        #expect(Keysym(character: "ß")?.name == "ssharp")
    }

    @Test func deadAcuteThenEComposesEAcute() throws {
        let e = try editor()
        e.typeKey(named: "dead_acute", intensity: 20)
        #expect(e.document.string == "´")
        #expect(e.markedRange == 0..<1)
        #expect(e.isComposing)
        e.typeKey(named: "e", intensity: 60)
        #expect(e.document.string == "é")
        #expect(e.markedRange == nil)
        #expect(e.document.intensities.allValues == [40])
        #expect(!e.isComposing)
        #expect(e.undoRecords.count == 1)
    }

    @Test func multiKeySequences() throws {
        let e = try editor()
        e.insertText("x", intensity: 1)
        for k in ["Multi_key", "o", "c"] { e.typeKey(named: k, intensity: 50) }
        #expect(e.document.string == "x©")
        for k in ["Multi_key", "minus", "greater"] { e.typeKey(named: k, intensity: 50) }
        #expect(e.document.string == "x©→")
        #expect(e.markedRange == nil)
    }

    @Test func pendingSequenceShowsAsMarkedText() throws {
        let e = try editor()
        e.typeKey(named: "Multi_key", intensity: 30)
        e.typeKey(named: "o", intensity: 30)
        #expect(e.document.string == "⎄o")
        #expect(e.markedRange == 0..<2)
    }

    @Test func cancelledSequenceRestoresTheDocument() throws {
        let e = try editor()
        e.insertText("ab", intensity: 10)
        e.typeKey(named: "dead_acute", intensity: 20)
        e.typeKey(named: "dead_acute", intensity: 20)  // completes to ´ in the table, or cancels
        e.cancelCompose()
        let before = e.document.string
        e.typeKey(named: "Multi_key", intensity: 20)
        e.typeKey(named: "Multi_key", intensity: 20)   // Multi_key Multi_key is no sequence: cancel
        #expect(e.document.string == before)
        #expect(e.markedRange == nil)
        #expect(!e.isComposing)
        e.typeKey(named: "dead_grave", intensity: 20)
        e.cancelCompose()
        #expect(e.document.string == before)
    }

    @Test func cancelRestoresASelectionTheSequenceTypedOver() throws {
        let e = try editor()
        e.load(IntensityDocument(string: "xaby", intensity: 60))
        e.selectedTextRange = TextRange(1..<3)
        e.typeKey(named: "dead_acute", intensity: 20)
        #expect(e.document.string == "x´y")
        e.cancelCompose()
        #expect(e.document.string == "xaby")
        #expect(e.document.intensities.allValues == [60, 60, 60, 60])
        #expect(e.selection == 1..<3)
        #expect(!e.canUndo)
    }

    @Test func plainKeysPassThrough() throws {
        let e = try editor()
        e.typeKey(named: "a", intensity: 70)
        e.typeKey(named: "eacute", intensity: 30)
        #expect(e.document.string == "aé")
        #expect(e.document.intensities.allValues == [70, 30])
        #expect(e.typeKey(named: "bogus", intensity: 1) == false)
    }

    @Test func withoutATableDeadKeysTypeNothing() {
        let e = TextEditor()
        e.typeKey(named: "dead_acute", intensity: 20)
        e.typeKey(named: "e", intensity: 20)
        #expect(e.document.string == "e")
    }

    @Test func unknownLocaleFallsBack() throws {
        let table = try ComposeTable(locale: "xx_NOPE.UTF-8")
        #expect(table.locale != "xx_NOPE.UTF-8")
    }
}
