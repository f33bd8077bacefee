import Testing
import FoundationEssentials
@testable import Suggestions

@Suite struct IndexCacheTests {
    func source(in dir: String, words: String = "hello 50\nhelp 80\nworld 30\n") throws -> LexiconSource {
        let path = dir + "/words.txt"
        try Fixtures.write(Array(words.utf8), to: path)
        return LexiconSource(name: "t", locale: "en", format: .frequencyList, wordsPath: path)
    }

    @Test func firstLoadBuildsAndWritesSecondLoadMaps() throws {
        let dir = Fixtures.temporaryDirectory()
        let src = try source(in: dir)
        let (a, ra) = try SuggestionIndex.load(src, cacheDirectory: dir + "/cache")
        #expect(ra.origin == .built && ra.writeError == nil)
        let (b, rb) = try SuggestionIndex.load(src, cacheDirectory: dir + "/cache")
        #expect(rb.origin == .cache && rb.rejectedCache == nil)
        #expect(a.wordCount == 3 && b.wordCount == 3)
        #expect(SpellingRanker(index: b).suggestions(for: "wrold").first?.text == "world")
    }

    @Test func corruptCacheIsRejectedAndRebuilt() throws {
        let dir = Fixtures.temporaryDirectory()
        let src = try source(in: dir)
        let (_, r) = try SuggestionIndex.load(src, cacheDirectory: dir)
        let path = try #require(r.cachePath)
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        bytes[bytes.count / 2] ^= 0x5A
        try Fixtures.write(bytes, to: path)
        let (idx, r2) = try SuggestionIndex.load(src, cacheDirectory: dir)
        #expect(r2.origin == .built)
        #expect(r2.rejectedCache?.description.contains("checksum") == true)
        #expect(idx.contains("hello"))
        // The rebuilt file is sound again.
        #expect(try SuggestionIndex.load(src, cacheDirectory: dir).1.origin == .cache)
    }

    @Test func truncatedAndForeignFilesAreRejected() throws {
        let dir = Fixtures.temporaryDirectory()
        let src = try source(in: dir)
        let path = try #require(try SuggestionIndex.load(src, cacheDirectory: dir).1.cachePath)
        try Fixtures.write(Array("not an index at all, just text".utf8), to: path)
        let r = try SuggestionIndex.load(src, cacheDirectory: dir).1
        #expect(r.origin == .built && r.rejectedCache != nil)
        let full = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        try Fixtures.write(Array(full.prefix(full.count - 100)), to: path)
        #expect(try SuggestionIndex.load(src, cacheDirectory: dir).1.rejectedCache?.description.contains("size") == true)
    }

    @Test func changedLexiconUsesAFreshIndex() throws {
        let dir = Fixtures.temporaryDirectory()
        let src = try source(in: dir)
        let first = try SuggestionIndex.load(src, cacheDirectory: dir).1.cachePath
        _ = try source(in: dir, words: "hello 50\nhelp 80\nworld 30\nwords 20\n")
        let (idx, r) = try SuggestionIndex.load(src, cacheDirectory: dir)
        #expect(r.origin == .built && r.cachePath != first)
        #expect(idx.contains("words"))
        // The stale index was removed; only the current one is left.
        #expect(!FileManager.default.fileExists(atPath: first!))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".idx") }.count == 1)
    }

    @Test func unwritableCacheIsReportedNotThrown() throws {
        let dir = Fixtures.temporaryDirectory()
        let src = try source(in: dir)
        try Fixtures.write([1], to: dir + "/file")
        let (idx, r) = try SuggestionIndex.load(src, cacheDirectory: dir + "/file/sub")
        #expect(r.writeError != nil)
        #expect(idx.wordCount == 3)
    }

    @Test func invalidUTF8InALexiconFileIsLocatedOnLoad() throws {
        let dir = Fixtures.temporaryDirectory()
        let path = dir + "/bad.txt"
        try Fixtures.write(Array("ok 1\nfine 2\n".utf8) + [0x66, 0xFF] + Array(" 3\n".utf8), to: path)
        let src = LexiconSource(name: "bad", locale: "en", format: .frequencyList, wordsPath: path)
        #expect(throws: LexiconError(file: path, line: 3, column: 2, kind: .invalidUTF8)) {
            try SuggestionIndex.load(src, cacheDirectory: dir)
        }
    }

    @Test func bundledEnglishHasTheWholeList() {
        #expect(Fixtures.englishIndex.wordCount >= 82_700)
        #expect(Fixtures.englishIndex.contains("the") && Fixtures.englishIndex.contains("don't"))
        #expect(Fixtures.englishIndex.hasBigrams)
    }
}
