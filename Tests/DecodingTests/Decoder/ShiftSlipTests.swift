import Suggestions
import Testing
@testable import Decoding

/// A letter tap that slipped onto shift (issue 13: "Greement", "gMe", "Nd" — the letter lost,
/// the next one capitalised).
@Suite struct ShiftSlipTests {
    let decoder = Fixtures.decoder()
    /// Where shift sits on the QWERTY fixture: left of "z", under "a".
    let shiftTap = TapPoint(x: 1.2, y: 2.3)

    @Test func aShiftTapInsideAWordIsReadAsTheLetterItSlippedFrom() {
        let r = decoder.decode(DecodingRequest(typed: "gMe", taps: Fixtures.taps("gme"), previousWord: "the",
                                               shiftTaps: [ShiftTap(index: 1, point: shiftTap)]))
        #expect(r.text == "game")
        let n = decoder.decode(DecodingRequest(typed: "Nd", taps: Fixtures.taps("nd"), previousWord: "you",
                                               shiftTaps: [ShiftTap(index: 0, point: shiftTap)]))
        #expect(n.text.lowercased() == "and")
    }

    /// The word the shift reading gives may be one the other sources found too (the ranker spells
    /// "Sarah" from "SRah"); it still explains the shift tap, so the clean taps of the typed string
    /// do not protect it as a name.
    @Test func aShiftReadingTheRankerAlsoFoundStillWins() {
        for (typed, meant, previous) in [("SRah", "Sarah", "Hi"), ("hRges", "charges", "the")] {
            let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: previous,
                                                   shiftTaps: [ShiftTap(index: 1, point: shiftTap)]))
            #expect(r.text == meant, "\(typed): \(r.candidates.prefix(3))")
        }
    }

    @Test func aDeliberateShiftStays() {
        // A capitalised name typed with shift: the shift tap is not a letter.
        for word in ["Greg", "Dave", "NetCo"] {
            let index = word == "NetCo" ? 3 : 0
            let r = decoder.decode(DecodingRequest(typed: word, taps: Fixtures.taps(word), previousWord: "with",
                                                   shiftTaps: [ShiftTap(index: index, point: shiftTap)]))
            #expect(r.text == word)
        }
    }

    @Test func shiftTapsBeyondTheWordAreIgnored() {
        let r = decoder.decode(DecodingRequest(typed: "the", taps: Fixtures.taps("the"),
                                               shiftTaps: [ShiftTap(index: 7, point: shiftTap), ShiftTap(index: -1, point: shiftTap)]))
        #expect(r.text == "the")
    }
}
