import Suggestions
import Testing
@testable import Decoding
#if canImport(Glibc)
import Glibc
#endif

/// The vocabulary beside the frequency list (Hunspell en_US, Debian `hunspell-en-us`, installed
/// by scripts/install-deps.sh): a word the list lacks but Hunspell accepts is typed on purpose
/// far more often than it is a slip (issue 13: "traveling" became "travelling", a right word changed).
/// The bundled list's American supplement now holds "traveling"; these tests use SymSpell's list
/// without it.
@Suite struct VocabularyTests {
    static func vocabulary() throws -> HunspellDictionary {
        let v = try LexiconSource.bundledEnglish().openVocabulary()
        return try #require(v, "hunspell-en-us is installed by scripts/install-deps.sh")
    }

    /// A decoder over SymSpell's English list alone, without the American supplement.
    static func listOnlyDecoder() throws -> WordDecoder {
        var source = try LexiconSource.bundledEnglish()
        source.supplementPath = nil
        source.bigramSupplementPath = nil
        source.name = "en-symspell"
        // Its own cache directory: a load drops other indexes whose names start like its own.
        let index = try SuggestionIndex.load(source, cacheDirectory: "/tmp/pressboard-decoding-tests-list-only-\(getuid())").0
        return Fixtures.decoder(index: index)
    }

    @Test func aWordOnlyTheVocabularyKnowsStays() throws {
        var decoder = try Self.listOnlyDecoder()
        let typed = "traveling"
        #expect(decoder.ranker.languageLogProbability(of: typed, after: nil) == nil)   // not in the frequency list
        let request = DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: "been")
        let without = decoder.decode(request).text
        decoder.vocabulary = try Self.vocabulary()
        let with = decoder.decode(request)
        #expect(with.text == typed)
        #expect(with.reason == .typedIsBest)
        // The list alone reads it as a slip.
        #expect(without != typed)
    }

    @Test func aSlipIsStillCorrected() throws {
        var decoder = Fixtures.decoder()
        decoder.vocabulary = try Self.vocabulary()
        let typed = "thw"
        var taps = Fixtures.taps(typed)
        taps[2].x += 0.45   // on the w/e border
        #expect(decoder.decode(DecodingRequest(typed: typed, taps: taps)).text == "the")
    }

    @Test func theVocabularyIsTheListLanguagesHunspellDictionary() throws {
        let v = try Self.vocabulary()
        #expect(v.dictionaryPath.hasSuffix("/en_US.dic"))
        #expect(v.spell("neatest"))
        // A Hunspell source has no separate vocabulary (its ranker asks Hunspell), and none is
        // found where no dictionary is installed.
        let de = LexiconSource(name: "de", locale: "de-DE", format: .hunspell, wordsPath: "/usr/share/hunspell/de_DE.dic")
        #expect(de.openVocabulary() == nil)
        #expect(try LexiconSource.bundledEnglish().openVocabulary(hunspellDirectory: "/nonexistent") == nil)
    }
}
