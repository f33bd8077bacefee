import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Suggestions

@Suite struct LetterModelTests {
    static func scalars(_ words: [String]) -> [[UInt32]] { words.map { $0.unicodeScalars.map(\.value) } }

    @Test func aStringSpelledLikeTheWordsIsMoreLikelyThanOneThatIsNot() {
        let model = LetterModel(words: Self.scalars(["rough", "tough", "enough", "through", "though", "cough", "laugh", "lough"]))
        #expect(model.logProbability(of: "bough") > model.logProbability(of: "bkugh"))
        #expect(model.excess(of: "bkugh") > model.excess(of: "bough"))
        // Case and apostrophes are not letters the model tells apart.
        #expect(model.logProbability(of: "Rough") == model.logProbability(of: "rough"))
        #expect(model.logProbability(of: "rou'gh") == model.logProbability(of: "rough"))
    }

    @Test func probabilitiesAreNormalisedAndFinite() {
        let model = LetterModel(words: Self.scalars(["ab", "abc", "bca", "cab"]))
        // Every context's distribution over the next symbol sums to 1.
        let n = model.size
        for ab in 0..<(n * n) {
            let sum = (0..<n).reduce(0.0) { $0 + exp(Double(model.logP[ab * n + $1])) }
            #expect(abs(sum - 1) < 1e-4)
        }
        for w in ["", "zzzz", "日本語", "a'b", String(repeating: "q", count: 500)] {
            #expect(model.logProbability(of: w).isFinite)
            #expect(model.excess(of: w).isFinite)
        }
    }

    @Test func theEnglishLexiconTellsSlipsFromNames() {
        let model = Fixtures.english.letters
        // Slips of the simulator's typist at σ 0.19 that stayed: letters no English word strings together.
        for slip in ["rkugh", "lkgins", "wnjoyws", "cqrd"] {
            #expect(model.excess(of: slip) > 6, "\(slip): \(model.excess(of: slip))")
        }
        // Names the lexicon lacks, spelled as English words are.
        for name in ["Hannigrif", "Garberding", "Palacios", "Sewell"] {
            #expect(model.excess(of: name) < 6, "\(name): \(model.excess(of: name))")
        }
    }
}
