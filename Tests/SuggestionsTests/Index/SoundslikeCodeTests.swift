import Testing
@testable import Suggestions

@Suite struct SoundslikeCodeTests {
    static func code(_ w: String) -> String {
        String(String.UnicodeScalarView(SoundslikeCode.of(w.unicodeScalars.map(\.value)).compactMap(Unicode.Scalar.init)))
    }

    @Test func soundsAlikeSpellingsShareACode() {
        #expect(Self.code("phonetic") == Self.code("fonetik"))
        #expect(Self.code("knight") == Self.code("nite"))
        #expect(Self.code("physician") == Self.code("fisishun"))
        #expect(Self.code("occasionally") != Self.code("accosinly"))   // one sound apart: s, x
        #expect(Self.code("character") == Self.code("karakter"))
    }

    @Test func differentSoundsDiffer() {
        #expect(Self.code("cat") != Self.code("cap"))
        #expect(Self.code("thin") != Self.code("tin"))
    }

    @Test func codesFollowPublishedRules() {
        #expect(Self.code("thumb") == "0m")       // th → 0, -mb silent, vowels dropped
        #expect(Self.code("judge") == "j")        // dge → j, one code for a repeated sound
        #expect(Self.code("science") == "sns")    // sce: c silent
        #expect(Self.code("nation") == "nxn")     // -tio- → x
        #expect(Self.code("apple") == "apl")      // leading vowel kept as a, doubled p once
        #expect(Self.code("psalm") == "slm")      // ps-: p silent
        #expect(Self.code("psychology") == "sklj") // ych → k (Greek psych-, synch-)
        #expect(Self.code("psychology") == Self.code("sikology"))
        #expect(Self.code("chat") == "xt")        // ch elsewhere stays x
    }

    /// Poor spellers' respellings share few letters with their words; words that sound exactly
    /// like them are found however many letters differ (up to five missing or extra).
    @Test func poorSpellersRespellingsReachTheirWords() {
        let r = Fixtures.english
        for (typed, right) in [("fisishun", "physician"), ("sikology", "psychology"), ("sycolojy", "psychology")] {
            let list = r.suggestions(for: typed, count: 3, includeCompletions: false).map(\.text)
            #expect(list.contains(right), "\(typed) → \(list)")
        }
    }

    @Test func phoneticMisspellingsAreCorrected() {
        let r = Fixtures.english
        for (typed, right) in [("fonetik", "phonetic"), ("karakter", "character"), ("wensday", "wednesday")] {
            let list = r.suggestions(for: typed, count: 3, includeCompletions: false).map(\.text)
            #expect(list.contains(right), "\(typed) → \(list)")
        }
    }
}
