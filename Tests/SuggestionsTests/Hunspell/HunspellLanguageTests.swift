#if canImport(Glibc)
import Glibc
#endif
import FoundationEssentials
import Testing
@testable import Suggestions

/// Every shipped keyset language through libhunspell (Debian's `hunspell-de-de`, `hunspell-fr`,
/// `hunspell-es`, `hunspell-ru`, installed by scripts/install-deps.sh): inflected forms are known
/// words, never corrected; misspelt inflections, accents and Cyrillic get the right word.
@Suite struct HunspellLanguageTests {
    /// A ranker for the locale as the session builds it: the stems index plus its own libhunspell handle.
    static func ranker(_ locale: String) throws -> SpellingRanker {
        let source = try LexiconSource.resolve(locale, userDirectory: nil)
        let index = try SuggestionIndex.load(source, cacheDirectory: "/tmp/pressboard-suggestions-tests-\(getuid())").0
        return SpellingRanker(index: index, hunspell: try source.openHunspell())
    }

    @Test(arguments: [("de", "Häusern"), ("de", "Kindern"), ("fr", "mangeaient"), ("fr", "élèves"),
                      ("es", "niñas"), ("es", "comíamos"), ("ru", "книгами"), ("ru", "Москве")])
    func inflectedFormsAreKnownAndNeverCorrected(locale: String, word: String) throws {
        let ranker = try Self.ranker(locale)
        #expect(ranker.isKnown(word))
        let list = ranker.suggestions(for: word, count: 3, includeCompletions: false)
        #expect(list.first?.text == word)
        #expect(list.first?.kind == .typed)
    }

    @Test(arguments: [("de", "Hauser", "Häuser"), ("de", "Häusren", "Häusern"), ("fr", "mangeaiet", "mangeaient"),
                      ("fr", "eleves", "élèves"), ("es", "ninas", "niñas"), ("es", "comiamos", "comíamos"),
                      ("ru", "книгми", "книгами"), ("ru", "москве", "Москве")])
    func misspeltInflectionsAreCorrected(locale: String, typed: String, expected: String) throws {
        let ranker = try Self.ranker(locale)
        #expect(!ranker.isKnown(typed))
        let list = ranker.suggestions(for: typed, count: 3, includeCompletions: false).map(\.text)
        #expect(list.contains(expected), "\(typed) → \(list)")
    }

    @Test func germanPrefixCompletesGermanWords() throws {
        let ranker = try Self.ranker("de")
        let list = ranker.suggestions(for: "Hä", count: 3).map(\.text)
        #expect(list.count == 3)
        #expect(list.allSatisfy { $0.hasPrefix("Hä") }, "\(list)")
    }

    @Test func missingDictionaryNamesThePackage() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: HunspellError.self) { try LexiconSource.resolve("de-DE", userDirectory: nil, hunspellDirectory: dir) }
        do {
            _ = try LexiconSource.resolve("de-DE", userDirectory: nil, hunspellDirectory: dir)
        } catch let error as HunspellError {
            #expect(error.package == "hunspell-de-de")
            #expect(error.description.contains("apt-get install hunspell-de-de"))
        }
    }

    @Test func damagedDictionaryIsRefusedNotUsed() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.write(Array("SET UTF-8\n".utf8), to: dir + "/fr_FR.aff")
        try Fixtures.write([0xFF, 0xFE, 0x00, 0x41, 0x0A, 0x80, 0x81], to: dir + "/fr_FR.dic")
        let source = try LexiconSource.resolve("fr-FR", userDirectory: nil, hunspellDirectory: dir)
        do {
            _ = try source.openHunspell()
            Issue.record("a damaged dictionary was opened")
        } catch let error as HunspellError {
            #expect(error.package == "hunspell-fr")
            guard case .damaged = error.kind else { Issue.record("expected damaged, got \(error.kind)"); return }
        }
    }
}
