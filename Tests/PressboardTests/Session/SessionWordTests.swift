import Testing
import Keyboard
import Suggestions
import TextEditing
import TouchInput
@testable import Pressboard

/// The session's word logic comes from the editor's tokenizer: bigram context across curly and
/// straight apostrophes and digits, word deletion, learning after repeated keeps, palm routing.
@Suite struct SessionWordTests {
    typealias Rig = SessionTapTests.Rig

    func output(_ action: KeyboardAction, _ rig: Rig) -> KeyboardOutput {
        KeyboardOutput(action: action, contact: nil, time: Timestamp(microseconds: rig.time))
    }

    func typeText(_ text: String, _ rig: Rig) {
        rig.session.apply(text.map { output(.text(String($0), intensity: 50), rig) })
    }

    @Test(arguments: ["I don\u{2019}t wan", "I don't wan"])
    func previousWordAcrossApostrophesFeedsTheBigram(text: String) throws {
        let rig = try Rig()
        typeText(text, rig)
        let w = rig.session.currentWord()
        #expect(w.word == "wan")
        #expect(w.previous == "don't")
        let bar = try #require(rig.session.suggestionsBar)
        #expect(rig.session.suggestions == bar.suggestions(for: "wan", previousWord: "don't"))
    }

    @Test func digitsAreWordCharacters() throws {
        let rig = try Rig()
        typeText("route 66 hig", rig)
        #expect(rig.session.currentWord().previous == "66")
        rig.session.apply([output(.delete(.word), rig)])
        rig.session.apply([output(.delete(.word), rig)])
        #expect(rig.session.editor.document.string == "route ")
    }

    @Test func wordDeletionTakesTheWholeCurlyContraction() throws {
        let rig = try Rig()
        typeText("I don\u{2019}t", rig)
        rig.session.apply([output(.delete(.word), rig)])
        #expect(rig.session.editor.document.string == "I ")
        rig.session.apply([output(.delete(.word), rig)])
        #expect(rig.session.editor.document.string == "")
    }

    @Test func anUnknownWordIsLearnedAfterRepeatedKeeps() throws {
        let rig = try Rig()
        let bar = try #require(rig.session.suggestionsBar)
        #expect(!bar.ranker.isKnown("zorblex"))
        typeText("zorblex ", rig)
        #expect(rig.session.suggestionsBar?.ranker.isKnown("zorblex") == false)
        typeText("zorblex ", rig)
        #expect(rig.session.suggestionsBar?.ranker.isKnown("zorblex") == true)
        #expect(rig.session.userDictionary?.contains("zorblex") == true)
    }

    @Test func aPalmOnTheKeysNeverTypes() throws {
        let rig = try Rig()
        let page = rig.session.keyboard.layout
        let box = try #require(page.keyBoxes()["e"])
        let p = rig.session.keyboard.mapping.normalisedPoint(keyboardX: box.centerX, keyboardY: box.centerY)
        var c = rig.contact(1, .began, nx: p.x, ny: p.y)
        c.tool = .palm
        rig.session.handle(Frame(time: Timestamp(microseconds: rig.time), contacts: [c]))
        c.phase = .ended
        rig.session.handle(Frame(time: Timestamp(microseconds: rig.time + 60_000), contacts: [c]))
        #expect(rig.session.editor.document.string == "")
        try rig.type("e")
        #expect(rig.session.editor.document.string == "E")  // a finger there types (auto-capitalised)
    }

    @Test func tapPointsOfTheWordComeFromTheKeyboard() throws {
        let rig = try Rig()
        try rig.type("cat")
        #expect(rig.session.wordTaps.count == 3)
        let page = rig.session.keyboard.layout
        let t = try #require(page.keyBoxes()["t"])
        let last = try #require(rig.session.wordTaps.last)
        #expect(abs(last.x - t.centerX) < 0.01 && abs(last.y - t.centerY) < 0.01)
    }
}
