import Testing
import Keyboard
import Suggestions
import TextEditing
import TouchInput
@testable import Pressboard

/// A session driven by hand-made frames: taps at key centres and on the suggestions strip.
@Suite struct SessionTapTests {
    final class Rig {
        let session: Session
        let keyset: Keyset
        var time: Int64 = 1_000_000
        var nextID = 1
        let device: DeviceDescription

        init(autocorrect: Bool = false, keyset id: String = "basic-latin") throws {
            device = try #require(try TraceFile.readAll(SessionFixtures.fixture("traces/touchscreen-two-fingers.evemu")).description)
            keyset = try SessionFixtures.keyset(id)
            var config = SessionConfiguration()
            config.placeOnScreen(of: device, keyboardRows: KeyboardGeometry(keyset: keyset).height)
            config.suggestions.autocorrectEnabled = autocorrect
            session = Session(description: device, keyset: keyset, configuration: config,
                              suggestionsBar: SessionFixtures.bar(for: keyset, settings: config.suggestions))
        }

        func contact(_ id: Int, _ phase: ContactPhase, nx: Double, ny: Double) -> Contact {
            Contact(id: id, phase: phase, x: Int32(nx * 3096), y: Int32(ny * 1932), normalisedX: nx, normalisedY: ny,
                    pressure: 120, normalisedPressure: 120.0 / 255)
        }

        /// A 60 ms tap at a normalised device point.
        func tap(nx: Double, ny: Double) {
            let id = nextID
            nextID += 1
            session.handle(Frame(time: Timestamp(microseconds: time), contacts: [contact(id, .began, nx: nx, ny: ny)]))
            time += 60_000
            session.handle(Frame(time: Timestamp(microseconds: time), contacts: [contact(id, .ended, nx: nx, ny: ny)]))
            time += 150_000
        }

        /// Taps the key whose output is `c` on the page shown.
        func type(_ text: String) throws {
            for c in text {
                let page = session.keyboard.layout
                let box = try #require(page.keyBoxes()[c], "no key for \(c)")
                let p = session.keyboard.mapping.normalisedPoint(keyboardX: box.centerX, keyboardY: box.centerY)
                tap(nx: p.x, ny: p.y)
            }
        }

        /// Taps the first key on the page shown whose action matches.
        func tapKey(where match: (KeyAction) -> Bool) throws {
            let page = session.keyboard.layout
            let i = try #require(page.firstKey { match($0.action) }, "no such key on \(page.pageID)")
            let f = page.keys[i].frame
            let p = session.keyboard.mapping.normalisedPoint(keyboardX: f.centerX, keyboardY: f.centerY)
            tap(nx: p.x, ny: p.y)
        }

        /// Taps the middle of a suggestions-strip cell, half a second after the last tap (the
        /// typist reads the strip first; a strip tap right after a key is that key's letter).
        func tapStrip(cell: Int) throws {
            let strip = try #require(session.configuration.suggestionStrip).region
            time += 500_000
            tap(nx: strip.x + strip.width * (Double(cell) + 0.5) / 3, ny: strip.y + strip.height / 2)
        }
    }

    @Test func tapsTypeAndTheStripPicksTheBestSuggestion() throws {
        let rig = try Rig()
        try rig.type("helo")
        #expect(rig.session.editor.document.string == "Helo", "auto-capitalised at the start")
        let best = try #require(rig.session.suggestions.first)
        #expect(rig.session.suggestions.map(\.text).contains("Hello"))
        try rig.tapStrip(cell: 1)   // the middle cell shows the best suggestion
        #expect(rig.session.editor.document.string == best.text + " ")
        // The picked word keeps per-character intensities blended from the typed ones.
        #expect(ReplayReport.intensities(rig.session.editor.document).count == best.text.count + 1)
    }

    /// A top-row tap that lands just above the keyboard, on the strip's lower edge, in the middle
    /// of a word is the letter the typist aimed at — not a pick that would end the word.
    @Test func aTopRowTapLandingOnTheStripMidWordTypesItsLetter() throws {
        let rig = try Rig()
        try rig.type("hel")
        let page = rig.session.keyboard.layout
        let box = try #require(page.keyBoxes()["p"])
        let p = rig.session.keyboard.mapping.normalisedPoint(keyboardX: box.centerX, keyboardY: -0.15)
        #expect(rig.session.configuration.suggestionStrip?.cell(normalisedX: p.x, normalisedY: p.y) != nil, "the point is on the strip")
        rig.tap(nx: p.x, ny: p.y)
        #expect(rig.session.editor.document.string == "Help")
    }

    @Test func touchesOnTheEditorAreaNeverType() throws {
        let rig = try Rig()
        rig.tap(nx: 0.5, ny: 0.2)
        #expect(rig.session.editor.document.string.isEmpty)
    }

    @Test func autocorrectReplacesOnSpaceWhenConfident() throws {
        let rig = try Rig(autocorrect: true)
        try rig.type("thw ")
        #expect(rig.session.editor.document.string == "The ")
    }

    @Test func deadKeysComposeThroughXkbcommon() throws {
        let rig = try Rig(keyset: "german")
        try rig.type("a ")
        try rig.tapKey { if case .page(let p) = $0 { return p == "numbers" } else { return false } }
        try rig.tapKey { if case .dead(let d) = $0 { return d == .acute } else { return false } }
        try rig.tapKey { if case .page(let p) = $0 { return p == "letters" } else { return false } }
        try rig.type("e")
        #expect(rig.session.editor.document.string == "A é")
        #expect(!rig.session.editor.isComposing)
    }

    @Test func theLeftCellPicksTheSecondSuggestion() throws {
        let rig = try Rig()
        try rig.type("helo")
        let second = try #require(rig.session.suggestions.dropFirst().first)
        try rig.tapStrip(cell: 0)
        #expect(rig.session.editor.document.string == second.text + " ")
    }
}
