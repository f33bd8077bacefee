import Testing
@testable import Suggestions

@Suite struct LexiconParsingTests {
    @Test func readsWordCountLinesWithCRLFAndBOM() throws {
        let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("the 100\r\nof\t50\r\n\r\nzebra\n".utf8)
        let list = try FrequencyListParser.parse(text, file: "f.txt")
        #expect(list.entries.map(\.word) == ["the", "of", "zebra"])
        #expect(list.entries.map(\.count) == [100, 50, 1])
    }

    @Test func invalidUTF8IsALocatedError() {
        let bytes = Array("good 1\nbad".utf8) + [0xC3, 0x28] + Array(" 2\n".utf8)
        #expect(throws: LexiconError(file: "x.txt", line: 2, column: 4, kind: .invalidUTF8)) {
            try FrequencyListParser.parse(bytes, file: "x.txt")
        }
    }

    @Test func overlongAndSurrogateEncodingsAreRejected() {
        #expect(LexiconTextLines.firstInvalidUTF8(ArraySlice([0x61, 0xC0, 0x80])) == 1)
        #expect(LexiconTextLines.firstInvalidUTF8(ArraySlice([0xED, 0xA0, 0x80])) == 0)
        #expect(LexiconTextLines.firstInvalidUTF8(ArraySlice(Array("héllo ✓ 😀".utf8))) == nil)
    }

    @Test func malformedCountNamesTheColumn() {
        #expect(throws: LexiconError(file: "c.txt", line: 1, column: 7, kind: .malformedCount("12x"))) {
            try FrequencyListParser.parse(Array("hello 12x\n".utf8), file: "c.txt")
        }
    }

    @Test func emptyListIsAnError() {
        #expect(throws: LexiconError.self) { try FrequencyListParser.parse(Array("\n\n".utf8), file: "e.txt") }
    }

    @Test func duplicateWordsKeepTheLargerCount() throws {
        let list = try FrequencyListParser.parse(Array("a 5\nb 2\na 9\n".utf8), file: "d.txt")
        #expect(list.entries == [.init(word: "a", count: 9), .init(word: "b", count: 2)])
    }

    @Test func hunspellStemsWithFlagsIgnoredAndEscapes() throws {
        let dic = Array("4\nHaus/SP\nStraße/N\nca\\/b\nmot po:nom is:mas\n".utf8)
        let list = try HunspellDictionaryParser.parse(dic: dic, aff: Array("SET UTF-8\nSFX S Y 1\n".utf8), file: "de.dic")
        #expect(list.entries.map(\.word) == ["Haus", "Straße", "ca/b", "mot"])
    }

    @Test func hunspellLatin1AndKOI8RAreDecoded() throws {
        let latin1 = try HunspellDictionaryParser.parse(dic: [0x31, 0x0A, 0x63, 0x61, 0x66, 0xE9, 0x0A], aff: Array("SET ISO8859-1\n".utf8), file: "fr.dic")
        #expect(latin1.entries.map(\.word) == ["café"])
        // "мир" in KOI8-R is CD C9 D2.
        let koi = try HunspellDictionaryParser.parse(dic: [0x31, 0x0A, 0xCD, 0xC9, 0xD2, 0x0A], aff: Array("SET KOI8-R\n".utf8), file: "ru.dic")
        #expect(koi.entries.map(\.word) == ["мир"])
    }

    @Test func unknownEncodingIsLocated() {
        #expect(throws: LexiconError(file: "x.dic", line: 2, column: 5, kind: .unsupportedEncoding("TIS620-2533"))) {
            try HunspellDictionaryParser.parse(dic: Array("1\nx\n".utf8), aff: Array("# c\nSET TIS620-2533\n".utf8), file: "x.dic")
        }
    }

    @Test func localeChoosesUserListThenHunspell() throws {
        let dir = Fixtures.temporaryDirectory()
        let hun = dir + "/hunspell", user = dir + "/user"
        for d in [hun, user] { try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true) }
        try Fixtures.write(Array("1\nHaus/S\n".utf8), to: hun + "/de_DE.dic")
        try Fixtures.write(Array("SET UTF-8\n".utf8), to: hun + "/de_DE.aff")
        let de = try #require(LexiconSource.forLocale("de-DE", userDirectory: user, hunspellDirectory: hun))
        #expect(de.format == .hunspell && de.wordsPath.hasSuffix("de_DE.dic") && de.affixPath != nil)
        #expect(LexiconSource.forLocale("de", userDirectory: user, hunspellDirectory: hun)?.wordsPath == de.wordsPath)
        try Fixtures.write(Array("haus 10\n".utf8), to: user + "/de_DE.txt")
        #expect(LexiconSource.forLocale("de-DE", userDirectory: user, hunspellDirectory: hun)?.format == .frequencyList)
        #expect(LexiconSource.forLocale("xx-YY", userDirectory: user, hunspellDirectory: hun) == nil)
        #expect(LexiconSource.forLocale("en-GB", userDirectory: user, hunspellDirectory: hun)?.name == "en")
    }

    @Test func hunspellLanguagesGetTheShippedFrequencies() throws {
        for language in ["de", "fr", "es", "ru"] {
            let path = try #require(LexiconSource.bundledFrequencies(language: language), "\(language)")
            let source = try #require(LexiconSource.forLocale(language, userDirectory: nil))
            #expect(source.format == .hunspell && source.frequencyPath == path)
        }
        #expect(LexiconSource.bundledFrequencies(language: "xx") == nil)
    }

    @Test func stemsTheFrequencyListLacksRankBelowEveryListedWord() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.write(Array("3\nHaus/S\nKind/S\nBaum/S\n".utf8), to: dir + "/de_DE.dic")
        try Fixtures.write(Array("SET UTF-8\n".utf8), to: dir + "/de_DE.aff")
        try Fixtures.write(Array("Kindern 400\nHaus 900\nHäusern 120\n".utf8), to: dir + "/freq.txt")
        let source = LexiconSource(name: "t", locale: "de", format: .hunspell, wordsPath: dir + "/de_DE.dic",
                                   affixPath: dir + "/de_DE.aff", frequencyPath: dir + "/freq.txt")
        let counts = Dictionary(uniqueKeysWithValues: try source.readWords().entries.map { ($0.word, $0.count) })
        #expect(counts == ["Haus": 900, "Kindern": 400, "Häusern": 120, "Kind": 60, "Baum": 60])
        // The list is part of the index's identity: another list builds another index.
        let cache = dir + "/cache"
        let first = try SuggestionIndex.load(source, cacheDirectory: cache)
        #expect(first.1.origin == .built)
        #expect(try SuggestionIndex.load(source, cacheDirectory: cache).1.origin == .cache)
        try Fixtures.write(Array("Kindern 400\n".utf8), to: dir + "/freq.txt")
        #expect(try SuggestionIndex.load(source, cacheDirectory: cache).1.origin == .built)
        let index = first.0
        let kindern = try #require(index.ids(of: "Kindern").first), kind = try #require(index.ids(of: "Kind").first)
        #expect(index.logProbability(kindern) > index.logProbability(kind))
    }

    /// A supplement's words join a frequency list with their own counts; a word both hold keeps
    /// the list's count, and a changed supplement builds another index.
    @Test func aSupplementFillsTheListsGapsAtItsOwnCounts() throws {
        let dir = Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try Fixtures.write(Array("the 1000\nfavourite 50\n".utf8), to: dir + "/en.txt")
        try Fixtures.write(Array("favorite 80\nthe 7\n".utf8), to: dir + "/extra.txt")
        let source = LexiconSource(name: "t", locale: "en", format: .frequencyList, wordsPath: dir + "/en.txt",
                                   supplementPath: dir + "/extra.txt")
        let counts = Dictionary(uniqueKeysWithValues: try source.readWords().entries.map { ($0.word, $0.count) })
        #expect(counts == ["the": 1000, "favourite": 50, "favorite": 80])
        let cache = dir + "/cache"
        let (index, report) = try SuggestionIndex.load(source, cacheDirectory: cache)
        #expect(report.origin == .built)
        let favorite = try #require(index.ids(of: "favorite").first), favourite = try #require(index.ids(of: "favourite").first)
        #expect(index.logProbability(favorite) > index.logProbability(favourite))
        try Fixtures.write(Array("favorite 90\n".utf8), to: dir + "/extra.txt")
        #expect(try SuggestionIndex.load(source, cacheDirectory: cache).1.origin == .built)
    }

    /// The bundled English list knows American spellings and the two-letter words of messages
    /// that SymSpell's list lacks, at counts near their British or common neighbours'.
    @Test func bundledEnglishKnowsAmericanSpellings() throws {
        let source = try LexiconSource.bundledEnglish()
        let counts = Dictionary(try source.readWords().entries.map { ($0.word, $0.count) }, uniquingKeysWith: max)
        for word in ["favorite", "traveling", "neighbor", "labor", "rumors", "mom", "oh", "ok", "ad"] {
            #expect((counts[word] ?? 0) > 1_000_000, "\(word)")
        }
        // Abbreviations and contraction tails are not words.
        for word in ["ca", "jr", "ll", "ve"] { #expect(counts[word] == nil, "\(word)") }
    }
}

import FoundationEssentials
