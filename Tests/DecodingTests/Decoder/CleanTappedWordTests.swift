import Suggestions
import Testing
@testable import Decoding

/// Words tapped inside their keys (issue 13, "a word in the lexicon whose taps fit it about as well
/// as any other stays"): American spellings and the two-letter words of messages, which SymSpell's
/// list lacks, are words; a clean-tapped string in small letters that no list knows is a slip more
/// often than a name.
@Suite struct CleanTappedWordTests {
    /// Before the American supplement, "favorite" became "favourite" and "ad" became "and" with
    /// every tap at its key's centre.
    @Test func americanSpellingsAndShortWordsStay() throws {
        let d = try CapitalsTests.decoder()
        for (word, previous) in [("favorite", "my"), ("traveling", "are"), ("neighbors", "the"), ("labor", "the"),
                                 ("ad", "the"), ("oh", "well"), ("ok", "is")] {
            let r = DecodingRequest(typed: word, taps: Fixtures.taps(word), previousWord: previous, midSentence: true)
            #expect(d.decode(r).text == word, "\(d.decode(r).candidates.prefix(3))")
        }
    }

    /// "favorite" with its "v" tapped onto "c" is read as "favorite", also after "my": the
    /// bigram list holds only "my favourite", and its supplement repeats it as "my favorite".
    @Test func aSlippedAmericanSpellingIsReadAsIt() throws {
        let d = try CapitalsTests.decoder()
        for previous in ["my", "the", "a", "is"] {
            let r = DecodingRequest(typed: "facorite", taps: Fixtures.taps("favorite", offsets: [2: (-0.7, 0)]),
                                    previousWord: previous, midSentence: true)
            #expect(d.decode(r).text == "favorite", "\(previous): \(d.decode(r).candidates.prefix(3))")
        }
        let lm = { (w: String) in d.ranker.languageLogProbability(of: w, after: "my") ?? -100 }
        #expect(lm("favorite") > lm("favourite"))
    }

    /// The names margin is for strings with a capital; one in small letters gets less.
    @Test func theNamesMarginIsForCapitalisedStrings() {
        let d = Fixtures.decoder()
        let s = d.settings
        #expect(s.fittingSmallWordMargin < s.fittingUnknownWordMargin)
        #expect(d.margin(typed: "rentef", typedKnown: false, typedFits: true, split: false) == s.fittingSmallWordMargin)
        #expect(d.margin(typed: "Rentef", typedKnown: false, typedFits: true, split: false) == s.fittingUnknownWordMargin)
        #expect(d.margin(typed: "rentef", typedKnown: false, typedFits: false, split: false) == s.unknownWordMargin)
        #expect(d.margin(typed: "rented", typedKnown: true, typedFits: true, split: false) == s.knownWordMargin)
    }
}
