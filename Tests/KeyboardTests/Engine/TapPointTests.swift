import Testing
import TouchInput
import Intensity
@testable import Keyboard

/// Each committed action carries where its contact was, in keyboard units, and which contact it was.
@Suite struct TapPointTests {
    let basic: Keyset
    init() throws { basic = try Fixture.keyset("basic-latin") }

    @Test func commitCarriesTheContactsLastPositionOnItsKey() throws {
        var s = TouchScript(basic)
        let a = s.centre(of: "a")
        s.down(7, a.x - 0.2, a.y + 0.1, at: 0)
        s.move(7, a.x + 0.15, a.y - 0.05, at: 0.03)
        s.up(7, at: 0.06)
        let out = try #require(s.out.first)
        #expect(out.action == .text("a", intensity: 50))
        #expect(out.contact == 7)
        let p = try #require(out.point)
        #expect(abs(p.x - (a.x + 0.15)) < 1e-9)
        #expect(abs(p.y - (a.y - 0.05)) < 1e-9)
    }

    @Test func rolloverCommitsEachKeyAtItsOwnContact() throws {
        var s = TouchScript(basic)
        let q = s.centre(of: "q")
        let p = s.centre(of: "p")
        s.down(1, on: "q", at: 0)
        s.down(2, on: "p", at: 0.03)
        s.up(2, at: 0.06)
        s.up(1, at: 0.09)
        #expect(s.text == "qp")
        #expect(s.out.map(\.contact) == [1, 2])
        #expect(s.out.map { $0.point?.x } == [q.x, p.x])
    }

    /// A key held past the long-press delay says so, a tap does not: the session reads a Return
    /// held beside the full stop as the long press sought there ("?").
    @Test func aKeyHeldPastTheLongPressDelayIsMarkedHeld() throws {
        var s = TouchScript(basic)
        let layout = s.engine.geometry.pages[s.engine.visiblePageIndex]
        let r = try #require(layout.keys.first { $0.key.action == .return }).cell
        s.down(1, r.centerX, r.centerY, at: 0)
        s.up(1, at: 0.08)
        s.down(2, r.centerX, r.centerY, at: 1)
        s.advance(to: 1.5)
        s.up(2, at: 1.6)
        let returns = s.out.filter { if case .newline = $0.action { return true } else { return false } }
        #expect(returns.map(\.heldPastLongPress) == [false, true])
        // A letter too.
        s.tap("a", at: 2, id: 3, hold: 0.6)
        #expect(s.out.last.map { $0.action == .text("a", intensity: 50) && $0.heldPastLongPress } == true)
    }

    @Test func keyboardMadeChangesHaveNoTapPoint() throws {
        var s = TouchScript(basic)
        var out: [KeyboardOutput] = []
        s.engine.setTextBeforeCaret("End. ", time: Timestamp(microseconds: 0), into: &out)
        #expect(out.allSatisfy { $0.contact == nil && $0.point == nil })
    }
}

/// The suggestions strip as a region of the engine: its taps measured like keys.
@Suite struct SuggestionStripEngineTests {
    @Test func stripCellsSplitTheRegionLeftToRight() {
        let s = SuggestionStrip(region: NormalisedRect(x: 0.2, y: 0.4, width: 0.6, height: 0.1), cells: 3)
        #expect(s.cell(normalisedX: 0.25, normalisedY: 0.45) == 0)
        #expect(s.cell(normalisedX: 0.5, normalisedY: 0.45) == 1)
        #expect(s.cell(normalisedX: 0.79, normalisedY: 0.45) == 2)
        #expect(s.cell(normalisedX: 0.5, normalisedY: 0.55) == nil)
        #expect(s.cell(normalisedX: 0.1, normalisedY: 0.45) == nil)
    }
}
