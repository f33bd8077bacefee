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
    /// A ranker for the locale as the session builds it: the index of the dictionary's stems and the
    /// shipped frequency list, plus its own libhunspell handle.
    static func ranker(_ locale: String) throws -> SpellingRanker {
        let source = try LexiconSource.resolve(locale, userDirectory: nil)
        return SpellingRanker(index: try index(locale).get(), hunspell: try source.openHunspell())
    }

    /// Each language's index is built once per run (a test case per argument would otherwise
    /// build it again in parallel on a cold cache).
    static let de = Result { try load("de") }
    static let fr = Result { try load("fr") }
    static let es = Result { try load("es") }
    static let ru = Result { try load("ru") }
    static func index(_ locale: String) -> Result<SuggestionIndex, any Error> {
        switch locale {
        case "de": return de
        case "fr": return fr
        case "es": return es
        case "ru": return ru
        default: return Result { try load(locale) }
        }
    }
    static func load(_ locale: String) throws -> SuggestionIndex {
        let source = try LexiconSource.resolve(locale, userDirectory: nil)
        return try SuggestionIndex.load(source, cacheDirectory: "/tmp/pressboard-suggestions-tests-\(getuid())").0
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

    /// Completions are inflected forms ranked by their frequency: the first is a common word of
    /// the language (among the shipped list's 10,000 most frequent), and the form a user most
    /// likely means is among the first three.
    @Test(arguments: [("de", "Hä", "Hätte"), ("de", "Kin", "Kinder"), ("de", "Häu", "Häuser"), ("fr", "mang", "manger"),
                      ("fr", "écri", "écrit"), ("es", "niñ", "niños"), ("es", "hab", "había"), ("ru", "кни", "книги")])
    func prefixesCompleteToFrequentInflectedForms(locale: String, prefix: String, expected: String) throws {
        let ranker = try Self.ranker(locale)
        let list = ranker.suggestions(for: prefix, count: 10).filter { $0.kind == .completion }.prefix(3).map(\.text)
        #expect(list.contains(expected), "\(prefix) → \(list)")
        let path = try #require(LexiconSource.bundledFrequencies(language: locale))
        let common = Set(try FrequencyListParser.parse(Fixtures.read(path), file: path).entries.prefix(10_000).map { $0.word.lowercased() })
        #expect(list.first.map { common.contains($0.lowercased()) } == true, "\(prefix) → \(list)")
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
