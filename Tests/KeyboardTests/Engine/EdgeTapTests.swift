import Testing
import TouchInput
@testable import Keyboard

/// Taps that land just off the keyboard: past its outer edges, or high on the suggestions strip
/// in the middle of typing. Both are letters aimed at an edge key, not touches of something else.
@Suite struct EdgeTapTests {
    static func keyset() throws -> Keyset {
        try Fixture.decode("""
        {id: "t", name: "T", locale: "en", defaultPage: "a", pages: [
          {id: "a", rows: [["q", "w", "e", "r", "t"], ["a", "s", "d", "f", "g"], [{action: "space", label: "SP", width: 5}]]}]}
        """)
    }

    /// The keyboard in the lower half of the device and a strip ¾ of a row high directly above it.
    static func withStrip(showing: Bool = true) throws -> TouchScript {
        let region = NormalisedRect(x: 0, y: 0.5, width: 1, height: 0.5)
        var s = TouchScript(try keyset(), region: region)
        let rowHeight = region.height / s.engine.geometry.height
        s.engine.suggestionStrip = SuggestionStrip(region: NormalisedRect(x: 0, y: region.y - 0.75 * rowHeight, width: 1, height: 0.75 * rowHeight))
        s.engine.stripSuggestionCount = showing ? 3 : 0
        return s
    }

    static func suggestions(_ s: TouchScript) -> [Int] {
        s.actions.compactMap { if case .suggestion(let rank, _) = $0 { return rank } else { return nil } }
    }

    /// Half a row above the top row still types its key; further up is off the keyboard:
    /// (height in rows, the text typed).
    @Test(arguments: [(-0.3, "e"), (-1.2, "")])
    func aTapAboveTheTopRow(y: Double, types expected: String) throws {
        var s = TouchScript(try Self.keyset(), region: NormalisedRect(x: 0, y: 0.5, width: 1, height: 0.5))
        s.down(1, s.centre(of: "e").x, y, at: 0)
        s.up(1, at: 0.08)
        #expect(s.text == expected)
    }

    @Test func aTapJustPastTheSideTypesTheEdgeKey() throws {
        var s = TouchScript(try Self.keyset())
        let q = s.centre(of: "q"), g = s.centre(of: "g")
        s.down(1, -0.3, q.y, at: 0)
        s.up(1, at: 0.08)
        s.down(2, s.engine.geometry.width + 0.3, g.y, at: 0.4)
        s.up(2, at: 0.48)
        #expect(s.text == "qg")
    }

    /// While typing, a tap on the strip's lower band is a letter, and right after a key's lift
    /// (nobody reads the strip and aims that fast) one up to the edge allowance is too:
    /// (height above the keyboard in rows, seconds after the last press).
    @Test(arguments: [(-0.2, 0.35), (-0.45, 0.31)])
    func aStripTapWhileTypingIsALetter(y: Double, at time: Double) throws {
        var s = try Self.withStrip()
        s.tap("t", at: 0)
        s.down(2, s.centre(of: "e").x, y, at: time)
        s.up(2, at: time + 0.08)
        #expect(s.text == "te")
        #expect(Self.suggestions(s).isEmpty)
    }

    @Test func aStripTapWhileAnotherKeyIsHeldIsALetter() throws {
        var s = try Self.withStrip()
        s.tap("t", at: 0)
        s.down(1, on: "a", at: 3)
        let w = s.centre(of: "w")
        s.down(2, w.x, -0.2, at: 3.05)
        s.up(1, at: 3.1)
        s.up(2, at: 3.15)
        #expect(s.text == "taw")
        #expect(Self.suggestions(s).isEmpty)
    }

    /// An empty strip picks nothing: a touch on it near the keys is a key tap, even after a pause.
    @Test func aTapOnAnEmptyStripNearTheKeysIsALetter() throws {
        var s = try Self.withStrip(showing: false)
        s.tap("t", at: 0)
        let e = s.centre(of: "e")
        s.down(2, e.x, -0.4, at: 3)
        s.up(2, at: 3.08)
        #expect(s.text == "te")
    }

    /// With fewer suggestions than cells, a touch near the keys on an empty cell is a key tap
    /// too, while a cell that shows one is picked (issue 13: "environment, I am" lost its "I" to
    /// the third cell, empty after the comma).
    @Test func aTapOnAnEmptyCellNearTheKeysIsALetter() throws {
        var s = try Self.withStrip()
        s.engine.stripSuggestionCount = 2
        s.tap("t", at: 0)
        s.down(2, s.engine.geometry.width * 5 / 6, -0.4, at: 3)     // the right cell (over "t"): rank 2, empty
        s.up(2, at: 3.08)
        s.down(3, s.engine.geometry.width / 2, -0.4, at: 6)          // the middle cell: rank 0
        s.up(3, at: 6.08)
        #expect(s.text == "tt")
        #expect(Self.suggestions(s) == [0])
    }

    /// A strip tap after a pause (the typist read the strip), or high on the strip after the
    /// quick window, is a pick: (height above the keyboard in rows, seconds after the last lift).
    @Test(arguments: [(-0.2, 1.5), (-0.45, 0.3), (-0.6, 0.1)])
    func aPauseOrAHighTapIsAPick(y: Double, after gap: Double) throws {
        var s = try Self.withStrip()
        s.tap("t", at: 0)
        let e = s.centre(of: "e")
        s.down(2, e.x, y, at: 0.08 + gap)
        s.up(2, at: 0.16 + gap)
        #expect(s.text == "t")
        #expect(Self.suggestions(s) == [0])
    }

    @Test func theStripWorksBeforeAnythingIsTyped() throws {
        var s = try Self.withStrip()
        s.down(1, 0.2, -0.2, at: 0.1)
        s.up(1, at: 0.18)
        #expect(Self.suggestions(s) == [1])
    }
}
