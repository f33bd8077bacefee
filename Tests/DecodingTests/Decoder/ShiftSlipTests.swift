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

    /// A word the lexicon knows only in small letters, typed with a capital inside ("feR" for
    /// "fear", its a on shift), is not that word as written: the shift reading needs only an
    /// unknown word's margin, not a known word's (held-out phrases kept "feR").
    @Test func aKnownWordTypedWithACapitalInsideIsNotProtected() {
        let a = Fixtures.layout.keys["a"]!
        let slipped = TapPoint(x: a.centerX - 0.2, y: a.centerY + 0.6)   // just under a, on shift
        let r = decoder.decode(DecodingRequest(typed: "feR", taps: Fixtures.taps("fer"), previousWord: "I",
                                               shiftTaps: [ShiftTap(index: 2, point: slipped)]))
        #expect(r.text == "fear", "\(r.candidates.prefix(3))")
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

    /// A name's shift that slipped onto "a" above it: the tap typed "a" and no capital
    /// ("agary"). Inside a sentence the tap is read as that shift.
    @Test func aWordsFirstTapBesideShiftIsReadAsTheShiftOfAName() {
        var decoder = Fixtures.decoder()
        decoder.spatial.shiftKey = KeyGeometry(centerX: 0.75, centerY: 2.5, width: 1.5, height: 1)
        let slipped = Fixtures.taps("agary", offsets: [0: (-0.2, 0.45)])   // a's lower left edge, by shift
        let r = decoder.decode(DecodingRequest(typed: "agary", taps: slipped, previousWord: "told", midSentence: true))
        #expect(r.text == "Gary", "\(r.candidates.prefix(3))")
        // At a sentence's start the keyboard gives the capital: no shift was tapped.
        let start = decoder.decode(DecodingRequest(typed: "agary", taps: slipped, previousWord: nil, midSentence: false))
        #expect(start.text != "Gary")
        // A tap in the middle of "a" is an "a".
        let centred = decoder.decode(DecodingRequest(typed: "agary", taps: Fixtures.taps("agary"), previousWord: "told", midSentence: true))
        #expect(centred.text != "Gary")
    }
}
