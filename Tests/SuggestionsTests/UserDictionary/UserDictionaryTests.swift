import Testing
import FoundationEssentials
@testable import Suggestions

@Suite struct UserDictionaryTests {
    @Test func savesAtomicallyAndLoadsBack() throws {
        let dir = Fixtures.temporaryDirectory() + "/data/pressboard"
        let store = UserDictionaryStore(dataDirectory: dir)
        #expect(try store.load().isEmpty)
        var d = UserDictionary()
        d.learn("Pressboard")
        d.learn("grok", times: 3)
        d.learn("   ")            // ignored
        d.learn("12345")          // no letters: ignored
        d.learn(String(repeating: "x", count: 500)) // too long: ignored
        try store.save(d)
        let back = try store.load()
        #expect(back == d)
        #expect(back.count == 2 && back.spelling(of: "pressboard") == "Pressboard")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(files == ["user-dictionary.txt"])
    }

    @Test func malformedFileIsLocated() throws {
        let dir = Fixtures.temporaryDirectory()
        let store = UserDictionaryStore(dataDirectory: dir)
        try Fixtures.write(Array("ok\t2\nbad\tmany\n".utf8), to: store.path)
        #expect(throws: LexiconError(file: store.path, line: 2, column: 5, kind: .malformedCount("many"))) { try store.load() }
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
