import Testing
import PropertyBased
@testable import Suggestions

/// The ranker cuts its search short (distance-2 buckets read in frequency tiers up to a floor,
/// likely bigram successors, branch and bound on exact costs). None of that may change the list:
/// the pruned search must return what scoring every candidate exactly returns.
@Suite struct SearchPruningTests {
    static let exhaustive: SpellingRanker = {
        var r = Fixtures.english
        r.searchesExhaustively = true
        return r
    }()

    /// A lexicon word (among the 30,000 most frequent) with up to two random edits.
    static func typos() -> Generator<String, some SendableMetatype & Sequence> {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let edit = zip(Gen.int(in: 0...3), Gen.int(in: 0...63), Gen.int(in: 0...25))
        return zip(Gen.int(in: 0...29_999), edit.array(of: 0...2)).map { id, edits -> String in
            var w = Array(Fixtures.englishIndex.word(id))
            for (kind, at, l) in edits where !w.isEmpty {
                let i = at % w.count
                switch kind {
                case 0: w[i] = letters[l]
                case 1: w.insert(letters[l], at: i)
                case 2: if w.count > 1 { w.remove(at: i) }
                default: if i + 1 < w.count { w.swapAt(i, i + 1) }
                }
            }
            return String(w)
        }
    }

    static func check(_ ranker: SpellingRanker, _ reference: SpellingRanker, _ request: SuggestionRequest) {
        let got = ranker.suggestions(request), want = reference.suggestions(request)
        #expect(got.map(\.text) == want.map(\.text), "\(request.word) after \(request.previousWord ?? "-")")
        for (a, b) in zip(got, want) { #expect(abs(a.score - b.score) < 1e-9, "\(request.word): \(a.text)") }
    }

    @Test func sameListAsScoringEveryCandidate() async {
        await propertyCheck(count: 400, input: Self.typos(), Gen.int(in: 1...5)) { typo, count in
            Self.check(Fixtures.english, Self.exhaustive, SuggestionRequest(word: typo, count: count, includeCompletions: false))
        }
    }

    @Test func sameListWithThePreviousWord() async {
        let previous = Gen.element(of: ["the", "a", "of", "to", "i", "in", "new", "united"])
        await propertyCheck(count: 400, input: Self.typos(), previous) { typo, prev in
            Self.check(Fixtures.english, Self.exhaustive, SuggestionRequest(word: typo, previousWord: prev, count: 3, includeCompletions: true))
        }
    }

    @Test func sameListAfterAnyCommonWord() async {
        await propertyCheck(count: 300, input: Self.typos(), Gen.int(in: 0...4_999)) { typo, previous in
            let prev = Fixtures.englishIndex.word(previous)
            Self.check(Fixtures.english, Self.exhaustive, SuggestionRequest(word: typo, previousWord: prev, count: 3, includeCompletions: false))
        }
    }

    @Test func sameListInFrequencyOnlyMode() async {
        var ranker = Fixtures.english
        ranker.mode = .frequencyOnly
        var reference = Self.exhaustive
        reference.mode = .frequencyOnly
        await propertyCheck(count: 300, input: Self.typos()) { typo in
            Self.check(ranker, reference, SuggestionRequest(word: typo, count: 3, includeCompletions: false))
        }
    }

    @Test func sameListWithTapPoints() async {
        let layout = KeyboardLayoutModel.qwerty
        let offsets = Gen.double(in: -0.6...0.6).array(of: 2).array(of: 12)
        await propertyCheck(count: 300, input: Self.typos(), offsets) { typo, offsets in
            let taps = typo.enumerated().compactMap { i, c -> TapPoint? in
                guard let g = layout.keys[c] else { return nil }
                let o = offsets[i % offsets.count]
                return TapPoint(x: g.centerX + o[0] * g.width, y: g.centerY + o[1] * g.height)
            }
            Self.check(Fixtures.english, Self.exhaustive,
                       SuggestionRequest(word: typo, taps: taps.count == typo.count ? taps : nil, count: 3, includeCompletions: false))
        }
    }
}
