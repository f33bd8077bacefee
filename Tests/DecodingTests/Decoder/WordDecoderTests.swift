import Testing
import Suggestions
@testable import Decoding

@Suite struct WordDecoderTests {
    let decoder = Fixtures.decoder()

    /// "thw" typed with the last tap on the w/e border: "the" is meant.
    @Test func aTapOnTheBorderOfTheRightKeyIsCorrected() {
        let taps = Fixtures.taps("the", offsets: [2: (-0.55, 0)])
        let r = decoder.decode(DecodingRequest(typed: "thw", taps: taps))
        #expect(r.text == "the")
        #expect(r.reason == .corrected)
        #expect(r.posterior > 0.6)
    }

    @Test func aLexiconWordWhoseTapsFitStays() {
        for w in ["of", "if", "in", "on", "form", "from", "there", "three"] {
            let r = decoder.decode(DecodingRequest(typed: w, taps: Fixtures.taps(w), previousWord: "the"))
            #expect(r.text == w, "\(w) became \(r.text)")
        }
    }

    @Test func aWordMarkedLiteralIsKept() {
        let r = decoder.decode(DecodingRequest(typed: "thw", taps: Fixtures.taps("the", offsets: [2: (-0.55, 0)]), literal: true))
        #expect(r.text == "thw" && r.reason == .literal)
    }

    @Test func swappedTapsAreATransposition() {
        let r = decoder.decode(DecodingRequest(typed: "teh", taps: Fixtures.taps("teh")))
        #expect(r.text == "the")
    }

    @Test func aMissedSpaceSplitsTheWord() {
        let r = decoder.decode(DecodingRequest(typed: "ofthe", taps: Fixtures.taps("ofthe")))
        #expect(r.text == "of the")
        #expect(r.reason == .split)
    }

    @Test func aLetterTypedNextToTheSpaceBarSplitsTheWord() {
        // "and the" with the space landing on "b" just above the bar.
        var taps = Fixtures.taps("andbthe")
        taps[3].y += 0.45
        let r = decoder.decode(DecodingRequest(typed: "andbthe", taps: taps))
        #expect(r.text == "and the")
    }

    @Test func casingOfTheTypedWordIsKept() {
        let r = decoder.decode(DecodingRequest(typed: "Thw", taps: Fixtures.taps("the", offsets: [2: (-0.55, 0)])))
        #expect(r.text == "The")
    }

    @Test func badInputIsKeptNotDecoded() {
        #expect(decoder.decode(DecodingRequest(typed: "", taps: [])).reason == .notDecoded)
        #expect(decoder.decode(DecodingRequest(typed: "abc", taps: Fixtures.taps("ab"))).text == "abc")
        let long = String(repeating: "a", count: 10_000)
        let taps = [TapPoint](repeating: TapPoint(x: 0.5, y: 0.5), count: 10_000)
        #expect(decoder.decode(DecodingRequest(typed: long, taps: taps)).text == long)
        // Taps far outside the keyboard: a bounded cost, a sane answer.
        let far = [TapPoint(x: 1e9, y: -1e9), TapPoint(x: .nan, y: 3), TapPoint(x: -50, y: 80)]
        let r = decoder.decode(DecodingRequest(typed: "thw", taps: far))
        #expect(!r.text.isEmpty)
        #expect(r.posterior.isFinite)
    }

    @Test func posteriorsSumToOne() {
        let r = decoder.decode(DecodingRequest(typed: "helo", taps: Fixtures.taps("helo")))
        let sum = r.candidates.reduce(0) { $0 + $1.posterior }
        #expect(abs(sum - 1) < 1e-9)
        #expect(r.candidates.first?.text == r.text || r.reason == .typedIsBest)
    }

    @Test func aLearnedTouchOffsetChangesTheDecision() {
        // This user hits "e" 0.6 keys to the left (on "w"): "thw" then fits "the" even better.
        var model = TouchModel(keyset: "qwerty", device: "test")
        let e = Fixtures.layout.keys["e"]!
        for _ in 0..<200 { model.observe(TapPoint(x: e.centerX - 0.6, y: e.centerY), key: "e", geometry: e) }
        let personal = Fixtures.decoder(model: model)
        let taps = Fixtures.taps("the", offsets: [2: (-0.9, 0)])
        let plain = decoder.decode(DecodingRequest(typed: "thw", taps: taps))
        let adapted = personal.decode(DecodingRequest(typed: "thw", taps: taps))
        #expect(adapted.text == "the")
        #expect(adapted.posterior > plain.candidates.first { $0.text == "the" }!.posterior)
    }

    @Test func aContractionNeedsItsOwnBase() {
        // "'t" follows a negation's n and "'m" follows I: "cam't" and "O'm" are slips, not words.
        // A negation is a word only as the lexicon lists it: "son't" and "din't" are slips too.
        #expect(decoder.wordLogProbability(of: "can't", after: nil) != nil)
        #expect(decoder.possessive("can’t", nil) != nil)
        #expect(decoder.possessive("cam't", nil) == nil)
        #expect(decoder.possessive("son't", nil) == nil)
        #expect(decoder.wordLogProbability(of: "din't", after: "I") == nil)
        #expect(decoder.possessive("I'm", nil) != nil)
        #expect(decoder.possessive("O'm", nil) == nil)
        #expect(decoder.possessive("doctor's", nil) != nil)
        var taps = Fixtures.taps("can't")
        taps[2].x -= 0.4   // the n of "can't" on the n/m border, typed as m
        taps[2].x += 1
        let r = decoder.decode(DecodingRequest(typed: "cam't", taps: taps))
        #expect(r.text == "can't")
        var slip = Fixtures.taps("don't")
        slip[0].x -= 0.6   // the d of "don't" just inside s
        #expect(decoder.decode(DecodingRequest(typed: "son't", taps: slip, previousWord: "I")).text == "don't")
    }

    @Test func aContractionIsAsProbableAsTheListsStrippedSpelling() {
        // The lists count "I can't" as "i cant" (and "can't" itself at a nominal 0.3 M): after "I",
        // "cant" outweighed "can't" by far more than the typed apostrophe's evidence.
        #expect(WordDecoder.strippedContraction("can't") == "cant")
        #expect(WordDecoder.strippedContraction("won’t") == "wont")
        #expect(WordDecoder.strippedContraction("cam't") == nil, "'t only after a negation's n")
        // "well", "its", "were" are words of their own: their counts and bigrams are mostly theirs.
        #expect(WordDecoder.strippedContraction("we'll") == nil)
        #expect(WordDecoder.strippedContraction("it's") == nil)
        #expect(WordDecoder.strippedContraction("rock'n'roll") == nil)
        // After "I" the bigram "i cant" speaks for both.
        let contracted = decoder.listedLogProbability(of: "can't", after: "I")!, stripped = decoder.listedLogProbability(of: "cant", after: "I")!
        #expect(abs(contracted - stripped) < 0.1)
        var taps = Fixtures.taps("cam't")
        taps[2].x -= 0.1   // the n of "can't" typed well inside m
        let r = decoder.decode(DecodingRequest(typed: "cam't", taps: taps, previousWord: "I"))
        #expect(r.text == "can't")
        // Without an apostrophe typed, the listed word stays.
        let kept = decoder.decode(DecodingRequest(typed: "its", taps: Fixtures.taps("its"), previousWord: "about"))
        #expect(kept.text == "its")
        let were = decoder.decode(DecodingRequest(typed: "were", taps: Fixtures.taps("were"), previousWord: "they"))
        #expect(were.text == "were")
    }

    /// A capital single letter is decoded like any word: "I" whose tap slipped onto U's edge is
    /// "I" again, while a letter tapped where it is meant ("Plan B", "U of M") stays.
    @Test func aCapitalSingleLetterOnTheEdgeOfIIsI() {
        let slipped = decoder.decode(DecodingRequest(typed: "U", taps: Fixtures.taps("i", offsets: [0: (-0.55, 0)]), previousWord: "and"))
        #expect(slipped.text == "I")
        #expect(decoder.decode(DecodingRequest(typed: "B", taps: Fixtures.taps("b"), previousWord: "plan")).text == "B")
        #expect(decoder.decode(DecodingRequest(typed: "U", taps: Fixtures.taps("u"), previousWord: "and")).text == "U")
        #expect(decoder.decode(DecodingRequest(typed: "A", taps: Fixtures.taps("a", offsets: [0: (0.5, 0)]))).text == "A")
    }
}
