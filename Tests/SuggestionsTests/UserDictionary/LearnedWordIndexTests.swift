import Testing
import PropertyBased
@testable import Suggestions

/// The learned-word index must hand the ranker every learned word within distance 2 of the typed
/// word and every completion of it, whatever was learned and forgotten before.
@Suite struct LearnedWordIndexTests {
    static func words() -> Generator<String, some SendableMetatype & Sequence> {
        RankerPropertyTests.strings(from: "abcde'é", length: 1...7)
    }

    @Test func findsEveryWordABruteForceScanFinds() async {
        await propertyCheck(count: 300, input: Self.words().array(of: 0...40), Self.words().array(of: 0...10), Self.words()) { learned, forgotten, typed in
            var d = UserDictionary()
            for w in learned { d.learn(w) }
            for w in forgotten { d.forget(w) }
            let t = WordKey.scalars(typed)
            var got = Set<String>()
            d.index.near(t, mask: Posting.mask(of: t), maxDistance: 2) { got.insert(d.index.entries[$0].key) }
            d.index.completions(of: t) { got.insert(d.index.entries[$0].key) }
            #expect(Set(d.index.entries.map(\.key)) == Set(d.counts.keys))
            for key in d.counts.keys {
                let k = WordKey.scalars(key)
                let within = RankerPropertyTests.referenceOSA(t, k) <= 2
                let completes = k.count > t.count && k.starts(with: t)
                if within || completes { #expect(got.contains(key), "\(typed) → \(key)") }
            }
        }
    }

    @Test func orderOfLearningDoesNotMatter() async {
        await propertyCheck(count: 200, input: Self.words().array(of: 0...20)) { words in
            var a = UserDictionary(), b = UserDictionary()
            for w in words { a.learn(w) }
            for w in words.reversed() { b.learn(w) }
            #expect(a == b)
        }
    }

    /// A loaded file builds its index with one sort: the same index as learning word by word.
    @Test func aLoadedFileIndexesAsLearningWordByWord() async {
        await propertyCheck(count: 200, input: Self.words().array(of: 0...40)) { words in
            var learned = UserDictionary()
            for w in words { learned.learn(w) }
            let file = words.map { "\($0)\t1\n" }.joined()
            // Lines that are not words ("'") are reported and skipped, as `learn` refuses them.
            let (loaded, _) = UserDictionaryStore.parse(Array(file.utf8), file: "words.txt")
            #expect(loaded.index == learned.index)
            #expect(loaded == learned)
            #expect(UserDictionary(learning: words.map { (word: $0, times: 1) }) == learned)
        }
    }
}
