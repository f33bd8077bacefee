import Suggestions
import Testing
@testable import Decoding

/// Acronyms typed with a slip (issue 13: one in eight of the words still wrong at σ 0.235 was a
/// string of capitals left as typed, "CYI" for "FYI", "HK" for "UK").
@Suite struct AcronymTests {
    /// The vocabulary lists its acronyms in capitals; the decoder reads them from there.
    @Test func theVocabularyListsItsAcronyms() throws {
        let acronyms = try VocabularyTests.vocabulary().acronyms
        #expect(["ASAP", "FYI", "UK", "NY", "CEO"].allSatisfy(acronyms.contains))
        #expect(!acronyms.contains("THE") && !acronyms.contains("Fyi"))
        #expect(acronyms.allSatisfy { HunspellDictionary.acronymLengths.contains($0.count) && $0.allSatisfy(\.isUppercase) })
    }

    /// "FYI" with its "F" tapped low, just over the edge of "C", towards "X": read as the acronym.
    @Test func aSlippedAcronymIsReadAsTheOneTheVocabularyLists() throws {
        let d = try CapitalsTests.decoder()
        let taps = Fixtures.taps("FYI", offsets: [0: (-0.3, 0.52)])
        let r = DecodingRequest(typed: "CYI", taps: taps, previousWord: "it", midSentence: true)
        #expect(d.decode(r).text == "FYI", "\(d.decode(r).candidates.prefix(3))")
        // Without a vocabulary there is no list of acronyms: the capitals stay.
        #expect(Fixtures.decoder().decode(r).text == "CYI")
        // Hard presses keep it as typed.
        var literal = r
        literal.literal = true
        #expect(d.decode(literal).text == "CYI")
    }

    /// Capitals tapped in their keys stay, known or not ("NNG" is a company no list knows), and
    /// so do acronyms and capitalised words the lists know ("UK", "MY").
    @Test func capitalsTappedWhereTheyAreMeantStay() throws {
        let d = try CapitalsTests.decoder()
        for typed in ["NNG", "UK", "MY", "TK", "ANNGTC"] {
            let r = DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: "the", midSentence: true)
            #expect(d.decode(r).text == typed)
        }
    }
}
