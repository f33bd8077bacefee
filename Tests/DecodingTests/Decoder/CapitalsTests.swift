import Suggestions
import Testing
@testable import Decoding

/// A capital typed inside a sentence starts a name far more often than a common word (issue 13:
/// most right words the decoder changed were such names: "Oxley" → "Only", "Paso" → "Past").
@Suite struct CapitalsTests {
    static func decoder() throws -> WordDecoder {
        var d = Fixtures.decoder()
        d.vocabulary = try VocabularyTests.vocabulary()
        return d
    }

    /// "Oxley" with its "x" tapped far left, towards "z".
    static let oxleyTaps: [TapPoint] = {
        var taps = Fixtures.taps("Oxley")
        taps[1].x -= 0.6
        return taps
    }()

    @Test func aNameInsideASentenceStaysWhereAtASentencesStartItWouldBeAWord() throws {
        let d = try Self.decoder()
        #expect(d.decode(DecodingRequest(typed: "Oxley", taps: Self.oxleyTaps, previousWord: "Mark", midSentence: true)).text == "Oxley")
        #expect(d.decode(DecodingRequest(typed: "Oxley", taps: Self.oxleyTaps, previousWord: "Mark", midSentence: false)).text == "Only")
    }

    /// A name corrected from slipped taps gets the capital the vocabulary lists it with (held-out
    /// "ajathy" came out as "kathy"); common words, and words kept as typed, stay small.
    @Test func aCorrectedNameGetsItsCapital() throws {
        let d = try Self.decoder()
        let r = DecodingRequest(typed: "kathu", taps: Fixtures.taps("kathu", offsets: [4: (-0.45, 0)]), previousWord: "with", midSentence: true)
        let named = d.decode(r)
        #expect(named.text == "Kathy", "\(named.candidates.prefix(3))")
        #expect(Fixtures.decoder().decode(r).text == "kathy")                 // no vocabulary: no case
        let corrected = DecodedWord(text: "monday.", reason: .corrected, posterior: 1, typedPosterior: 0, candidates: [])
        #expect(d.withNameCapital(corrected).text == "Monday.")
        var kept = corrected
        kept.reason = .typedIsBest
        #expect(d.withNameCapital(kept).text == "monday.")
        var common = corrected
        common.text = "bill"
        #expect(d.withNameCapital(common).text == "bill")
    }

    /// A reading of several words with a name in small letters pays `smallNameCost`: "agary"
    /// (the shift tap landed on "a") was read as "a gary"; the frequency list gives "gary" all of
    /// "Gary"'s probability.
    @Test func aNameInSmallLettersInsideAReadingPays() throws {
        let d = try Self.decoder()
        #expect(d.smallNameCost("gary") == d.settings.smallNameCost)
        #expect(d.smallNameCost("Gary") == 0)
        #expect(d.smallNameCost("bill") == 0)                                 // a word in small letters too
        #expect(Fixtures.decoder().smallNameCost("gary") == 0)                // no vocabulary: no case
        let r = DecodingRequest(typed: "agary", taps: Fixtures.taps("agary", offsets: [0: (-0.2, 0.3)]), previousWord: "let", midSentence: true)
        #expect(d.decode(r).text != "a gary")
        var settings = DecoderSettings()
        settings.smallNameCost = 0
        var free = Fixtures.decoder(settings: settings)
        free.vocabulary = d.vocabulary
        #expect(free.decode(r).text == "a gary")                              // what it was read as before
    }

    @Test func onlyACommonWordKeepingTheCapitalPays() throws {
        let d = try Self.decoder()
        let mid = DecodingRequest(typed: "Paso", taps: Fixtures.taps("Paso"), previousWord: "El", midSentence: true)
        let cost = d.settings.commonWordCapitalCost
        #expect(cost > 0)
        #expect(d.commonWordCapitalCost("Past", mid) == cost)
        #expect(d.commonWordCapitalCost("Past due", mid) == cost)      // a reading's first word
        #expect(d.commonWordCapitalCost("Paso", mid) == 0)             // no common word
        #expect(d.commonWordCapitalCost("Denton", mid) == 0)           // a name: listed capitalised only
        #expect(d.commonWordCapitalCost("past", mid) == 0)             // the capital not kept
        #expect(d.commonWordCapitalCost("I'm", mid) == 0)
        // At a sentence's start the keyboard gave the capital; a word typed in lowercase has none.
        var start = mid
        start.midSentence = false
        #expect(d.commonWordCapitalCost("Past", start) == 0)
        let lower = DecodingRequest(typed: "paso", taps: Fixtures.taps("paso"), previousWord: "el", midSentence: true)
        #expect(d.commonWordCapitalCost("Past", lower) == 0)
        // Without a vocabulary nothing tells a name from a word.
        #expect(Fixtures.decoder().commonWordCapitalCost("Past", mid) == 0)
    }

    /// The pronoun typed small is capitalised, alone and with its clitic, as phone keyboards do;
    /// a hard-pressed (literal) "i" and words that only start with it stay.
    @Test func theSmallPronounIsCapitalised() {
        let d = Fixtures.decoder()
        for (typed, want) in [("i", "I"), ("i'm", "I'm"), ("i’ll", "I’ll"), ("i've", "I've")] {
            let r = d.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: "then", midSentence: true))
            #expect(r.text == want)
            #expect(r.reason == .corrected)
        }
        #expect(d.decode(DecodingRequest(typed: "i", taps: Fixtures.taps("i"), previousWord: "then", literal: true, midSentence: true)).text == "i")
        #expect(d.decode(DecodingRequest(typed: "is", taps: Fixtures.taps("is"), previousWord: "it", midSentence: true)).text == "is")
        #expect(d.decode(DecodingRequest(typed: "I", taps: Fixtures.taps("I"), previousWord: "then", midSentence: true)).text == "I")
    }

    /// A user who writes in small letters (`smallLetterSentence`) keeps them: the pronoun stays
    /// small, a correction the vocabulary knows as a name is committed small, a capital typed
    /// stays.
    @Test func aSentenceInSmallLettersKeepsThem() throws {
        let d = try Self.decoder()
        for typed in ["i", "i'm"] {
            let r = d.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: "then", midSentence: true, smallLetterSentence: true))
            #expect(r.text == typed)
            #expect(r.reason == .typedIsBest)
        }
        let slipped = DecodingRequest(typed: "kathu", taps: Fixtures.taps("kathu", offsets: [4: (-0.45, 0)]), previousWord: "with",
                                      midSentence: true, smallLetterSentence: true)
        #expect(d.decode(slipped).text == "kathy")
        let capital = DecodingRequest(typed: "I", taps: Fixtures.taps("I"), previousWord: "then", midSentence: true, smallLetterSentence: true)
        #expect(d.decode(capital).text == "I")
    }

    /// The pronoun is one candidate in either case: the ranker's "I" and the tap strings' "i"
    /// once split its posterior, so a small "o" tapped beside the i's key was left as typed.
    @Test func thePronounIsOneCandidate() {
        let d = Fixtures.decoder()
        let r = d.decode(DecodingRequest(typed: "o", taps: Fixtures.taps("o", offsets: [0: (-0.45, 0)]), previousWord: "then", midSentence: true))
        #expect(r.candidates.filter { $0.text == "i" || $0.text == "I" }.count == 1, "\(r.candidates.prefix(4))")
        #expect(r.text == "I", "\(r.candidates.prefix(4))")
    }

    /// An unknown word typed with a capital inside a sentence is a name: an alternative needs
    /// `nameMargin`, not `unknownWordMargin`, even with a tap off its key's middle ("Quil" was
    /// read "Quit" 2 nats ahead). At a sentence's start the capital says nothing.
    @Test func aNameInsideASentenceNeedsTheNameMargin() {
        let d = Fixtures.decoder()
        #expect(d.settings.nameMargin > d.settings.unknownWordMargin)
        let lead = (d.settings.unknownWordMargin + d.settings.nameMargin) / 2
        let list = [WordDecoder.Scored(text: "Quil", score: 0, split: false), WordDecoder.Scored(text: "Quit", score: lead, split: false)]
        #expect(d.decide(list, typedKnown: false, typedFits: false, named: true).word.text == "Quil")
        #expect(d.decide(list, typedKnown: false, typedFits: false, named: false).word.text == "Quit")
    }
}

