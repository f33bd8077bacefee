import Testing
import FoundationEssentials
@testable import Suggestions

@Suite struct UserDictionaryTests {
    @Test func savesAtomicallyAndLoadsBack() throws {
        let dir = Fixtures.temporaryDirectory() + "/data/pressboard"
        let store = UserDictionaryStore(dataDirectory: dir)
        #expect(try store.load().dictionary.isEmpty)
        var d = UserDictionary()
        d.learn("Pressboard")
        d.learn("grok", times: 3)
        d.learn("   ")            // ignored
        d.learn("12345")          // no letters: ignored
        d.learn(String(repeating: "x", count: 500)) // too long: ignored
        try store.save(d)
        let back = try store.load().dictionary
        #expect(back == d)
        #expect(back.count == 2 && back.spelling(of: "pressboard") == "Pressboard")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files == ["user-dictionary.txt"])
    }

    /// One unreadable line (even `word<TAB>0`) once silently wiped every learned word: now it is
    /// reported with its line, skipped, and the file as it was kept as `.bak`.
    @Test func aBadLineIsReportedSkippedAndKept() throws {
        let dir = Fixtures.temporaryDirectory()
        let store = UserDictionaryStore(dataDirectory: dir)
        let original = Array("ok\t2\nbad\tmany\nzero\t0\n\u{1}\t3\nfine\t1\n".utf8) + [0xFF, 0x0A] + Array("last\t4\n".utf8)
        try Fixtures.write(original, to: store.path)
        let loaded = try store.load()
        #expect(loaded.skipped == [
            LexiconError(file: store.path, line: 2, column: 5, kind: .malformedCount("many")),
            LexiconError(file: store.path, line: 3, column: 6, kind: .malformedCount("0")),
            LexiconError(file: store.path, line: 4, column: 1, kind: .notAWord("\u{1}")),
            LexiconError(file: store.path, line: 6, column: 1, kind: .invalidUTF8),
        ])
        #expect(loaded.dictionary.counts == ["ok": 2, "fine": 1, "last": 4])
        #expect(loaded.backup == store.backupPath)
        #expect(try Fixtures.read(store.backupPath) == original)
        // The save that follows keeps every readable word; the rest stays in the backup.
        try store.save(loaded.dictionary)
        #expect(try store.load().dictionary == loaded.dictionary)
    }

    @Test func aFileThatCannotBeReadIsAnErrorNotAnEmptyDictionary() throws {
        let dir = Fixtures.temporaryDirectory()
        let store = UserDictionaryStore(dataDirectory: dir)
        try FileManager.default.createDirectory(atPath: store.path, withIntermediateDirectories: true)
        #expect(throws: LexiconError.self) { try store.load() }
        #expect(throws: LexiconError.self) { try UserDictionaryStore(path: "/dev/zero").load() }
    }

    @Test func countsSaturateInsteadOfOverflowing() {
        var d = UserDictionary()
        d.learn("word", times: Int.max)
        d.learn("word", times: Int.max)
        #expect(d.counts["word"] == Int.max)
    }

    @Test func learnedWordIsNeverCorrected() {
        var user = UserDictionary()
        user.learn("pressboard")
        let ranker = SpellingRanker(index: Fixtures.englishIndex, userDictionary: user)
        let bar = SuggestionsBar(ranker: ranker, settings: SuggestionsSettings(autocorrectEnabled: true, autocorrectThreshold: 0))
        let list = bar.suggestions(for: "pressboard")
        #expect(list.first?.text == "pressboard" && list.first?.isLearned == true)
        #expect(!list.contains { $0.isAutocorrect })
        #expect(bar.textOnSpace(for: "pressboard") == "pressboard")
        // Without the user dictionary the same word would be replaced.
        let plain = SuggestionsBar(ranker: SpellingRanker(index: Fixtures.englishIndex), settings: bar.settings)
        #expect(plain.textOnSpace(for: "pressboard") != "pressboard")
    }

    @Test func learnedWordIsSuggestedForANearTypo() {
        var user = UserDictionary()
        user.learn("Kubernetes")
        let ranker = SpellingRanker(index: Fixtures.englishIndex, userDictionary: user)
        #expect(ranker.suggestions(for: "kubernets").first?.text == "Kubernetes")
        #expect(ranker.suggestions(for: "kuber").contains { $0.text == "Kubernetes" && $0.kind == .completion })
    }
}

@Suite struct LexiconMessageEscapingTests {
    @Test func lexiconAndBatchErrorsEscapeControlCharacters() throws {
        let e = LexiconError(file: "dict", line: 2, column: 5, kind: .malformedCount("\u{1B}[2J"))
        #expect(e.description == "dict:2:5: count '\\u{1B}[2J' is not a non-negative integer")
        var reader = BatchLineReader(bytes: Array(repeating: 0x61, count: BatchLineReader.maximumLineBytes + 1), name: "in\u{202E}put")
        do {
            _ = try reader.next()
            Issue.record("expected the line limit")
        } catch {
            #expect(error.description == "in\\u{202E}put:1: line longer than 4096 bytes (a batch has one word per line)")
        }
    }

    @Test func batchLinesAreSplitWithNumbers() throws {
        var reader = BatchLineReader(bytes: Array("one\ntwo\n\nthree".utf8))
        var lines: [String] = []
        while let l = try reader.next() { lines.append(l) }
        #expect(lines == ["one", "two", "", "three"])
        #expect(reader.lineNumber == 4)
    }
}
