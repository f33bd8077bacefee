import Suggestions
import Testing
@testable import Decoding

/// Two listed words written together: a compound the lists lack, or a missed space (issue 13:
/// held-out phrases typed cleanly had "financeable" and "intercompany" split).
@Suite struct WordCompoundTests {
    let decoder = Fixtures.decoder()

    @Test(arguments: [("financeable", "no"), ("intercompany", "current")])
    func aCleanlyTypedCompoundStays(word: String, previous: String) {
        let r = decoder.decode(DecodingRequest(typed: word, taps: Fixtures.taps(word), previousWord: previous))
        #expect(r.text == word, "\(r.candidates.prefix(3))")
    }

    /// A pair often written as a phrase is still read with the space that was never tapped.
    @Test(arguments: [("havenot", "we", "have not"), ("takecare", "to", "take care"), ("ofthe", "one", "of the"), ("inthe", "is", "in the")])
    func aPhraseWithItsSpaceMissedIsStillSplit(typed: String, previous: String, meant: String) {
        let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: previous))
        #expect(r.text == meant, "\(r.candidates.prefix(3))")
    }

    @Test func theCompoundPriorNeedsTwoListedHalvesOfThreeLetters() throws {
        let financeable = try #require(decoder.compoundLogProbability("financeable"))
        let finance = try #require(decoder.ranker.languageLogProbability(of: "finance", after: nil))
        let able = try #require(decoder.ranker.languageLogProbability(of: "able", after: nil))
        #expect(abs(financeable - (finance + able - decoder.settings.compoundCost)) < 1e-9)
        #expect(decoder.compoundLogProbability("qzxvbn") == nil)
        // Halves of two letters ("bo" + "fa") are not read as a compound.
        #expect(decoder.compoundLogProbability("bofa") == nil)
        #expect(decoder.compoundLogProbability("financé") == nil)
        // The compound's prior replaces the flat one only when higher.
        #expect(decoder.unknownPrior("financeable") == financeable)
    }

    /// A small word with a capitalised one after it and the space missed ("theRoyal"): camel case
    /// starts with a capital ("NetCo"), so this is no compound but two words.
    @Test func aNameAfterASmallWordWithItsSpaceMissedIsSplit() {
        #expect(decoder.compoundLogProbability("theRoyal") == nil)
        let r = decoder.decode(DecodingRequest(typed: "theRoyal", taps: Fixtures.taps("theRoyal"), previousWord: "at"))
        #expect(r.text == "the Royal", "\(r.candidates.prefix(3))")
        // Camel case typed on purpose stays.
        let netco = decoder.decode(DecodingRequest(typed: "NetCo", taps: Fixtures.taps("NetCo"), previousWord: "the"))
        #expect(netco.text == "NetCo", "\(netco.candidates.prefix(3))")
    }

    /// The commonest words are written apart: a string with one as a half has no compound prior,
    /// and a name with "for" after it is a missed space.
    @Test func noCompoundOfTheCommonestWords() {
        #expect(decoder.compoundLogProbability("jefffor") == nil)
        #expect(decoder.compoundLogProbability("financeable") != nil)
        for (typed, previous, meant) in [("Jefffor", "to", "Jeff for"), ("Kevinfor", "with", "Kevin for")] {
            let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: previous))
            #expect(r.text == meant, "\(r.candidates.prefix(3))")
        }
    }

    /// A compound typed with a slip: read as two words it loses its compound prior, so the two
    /// words written together are weighed too ("financeablw" was "finance able").
    @Test func aCompoundTypedWithASlipIsTheCompound() {
        var taps = Fixtures.taps("financeable")
        taps[10].x -= 0.55   // the last e on the w/e border, typed as w
        let r = decoder.decode(DecodingRequest(typed: "financeablw", taps: taps, previousWord: "no"))
        #expect(r.text == "financeable", "\(r.candidates.prefix(3))")
        #expect(r.candidates.contains { $0.text == "finance able" })
    }

    /// Compounds are made of common words: with a vocabulary that knows "Steve" only as a name,
    /// "Stevewhere" has no compound prior and is read as the missed space it is.
    @Test func aNameIsNoHalfOfACompound() throws {
        let d = try CapitalsTests.decoder()
        #expect(d.isName("Steve") && d.isName("steve"))
        #expect(!d.isName("where") && !d.isName("finance"))
        #expect(decoder.compoundLogProbability("Stevewhere") != nil)   // no vocabulary: no names known
        #expect(d.compoundLogProbability("Stevewhere") == nil)
        #expect(d.compoundLogProbability("financeable") != nil)
        let r = d.decode(DecodingRequest(typed: "Stevewhere", taps: Fixtures.taps("Stevewhere"), previousWord: "ask"))
        #expect(r.text == "Steve where", "\(r.candidates.prefix(3))")
    }
}
