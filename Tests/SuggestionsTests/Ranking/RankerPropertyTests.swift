import Testing
import PropertyBased
@testable import Suggestions

@Suite struct RankerPropertyTests {
    static func strings(from alphabet: String, length: ClosedRange<Int>) -> Generator<String, some SendableMetatype & Sequence> {
        let chars = Array(alphabet)
        return Gen.int(in: 0...(chars.count - 1)).array(of: length).map { String($0.map { chars[$0] }) }
    }

    @Test func listsAreBoundedSortedAndDistinct() async {
        await propertyCheck(count: 200, input: Self.strings(from: "abcdefghijklmnopqrstuvwxyzABCZ'-1 é😀ß", length: 0...14), Gen.int(in: 0...6)) { word, n in
            let list = Fixtures.english.suggestions(for: word, count: n)
            #expect(list.count <= n)
            #expect(list.map(\.score) == list.map(\.score).sorted(by: >))
            #expect(Set(list.map(\.text)).count == list.count)
            #expect(list.allSatisfy { (0...1).contains($0.confidence) && $0.score.isFinite })
        }
    }

    @Test func boundedDistanceIsSymmetricAndCapped() async {
        let letters = Gen.lowercaseLetter.string(of: 0...9)
        await propertyCheck(count: 300, input: letters, letters) { a, b in
            let x = a.unicodeScalars.map(\.value), y = b.unicodeScalars.map(\.value)
            let d1 = x.withUnsafeBufferPointer { p in y.withUnsafeBufferPointer { q in EditDistance.bounded(p, q, max: 2) } }
            let d2 = y.withUnsafeBufferPointer { p in x.withUnsafeBufferPointer { q in EditDistance.bounded(p, q, max: 2) } }
            #expect(d1 == d2 && d1 <= 3)
            #expect((d1 == 0) == (a == b))
        }
    }

    /// Plain full-matrix optimal string alignment distance, the reference for `EditDistance`.
    static func referenceOSA(_ a: [UInt32], _ b: [UInt32]) -> Int {
        let m = a.count, n = b.count
        var d = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
        for i in 0...m { d[i][0] = i }
        for j in 0...n { d[0][j] = j }
        if m > 0 && n > 0 {
            for i in 1...m {
                for j in 1...n {
                    d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                    if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
                }
            }
        }
        return d[m][n]
    }

    @Test func boundedDistanceMatchesTheFullMatrix() async {
        let words = Self.strings(from: "abcde", length: 0...8)
        await propertyCheck(count: 500, input: words, words, Gen.int(in: 0...3)) { a, b, limit in
            let x = a.unicodeScalars.map(\.value), y = b.unicodeScalars.map(\.value)
            let got = x.withUnsafeBufferPointer { p in y.withUnsafeBufferPointer { q in EditDistance.bounded(p, q, max: limit) } }
            #expect(got == min(Self.referenceOSA(x, y), limit + 1), "\(a) / \(b) max \(limit)")
        }
    }

    @Test func bitParallelDistanceMatchesTheFullMatrix() async {
        let words = Self.strings(from: "abcdeé", length: 0...12)
        await propertyCheck(count: 1500, input: words, words, Gen.int(in: 0...4)) { a, b, limit in
            let x = a.unicodeScalars.map(\.value), y = b.unicodeScalars.map(\.value)
            let got = x.withUnsafeBufferPointer { p in y.withUnsafeBufferPointer { q in EditDistancePattern(p).distance(to: q, max: limit) } }
            #expect(got == min(Self.referenceOSA(x, y), limit + 1), "\(a) / \(b) max \(limit)")
        }
    }

    @Test func everyWordWithinDistanceTwoIsACandidate() async throws {
        // The symmetric-delete index must find each lexicon word at distance ≤ 2 (checked by brute
        // force); typed words of one or two letters are searched at distance 1.
        let words = ["cart", "card", "carts", "scar", "care", "cat", "art", "cards", "carton", "acre", "race", "crate"]
        let idx = try Fixtures.index(words.enumerated().map { ($0.element, UInt64(10 + $0.offset)) })
        let ranker = SpellingRanker(index: idx)
        await propertyCheck(count: 200, input: Self.strings(from: "acdenorst", length: 1...7)) { typed in
            let got = Set(ranker.suggestions(for: typed, count: 50, includeCompletions: false).map(\.text))
            let t = typed.unicodeScalars.map(\.value)
            for w in words {
                let k = w.unicodeScalars.map(\.value)
                let d = Self.referenceOSA(t, k)
                if d <= (t.count <= 2 ? 1 : 2) { #expect(got.contains(w), "\(typed) → \(w)") }
            }
        }
    }

    @Test func identicalWordCostsNothingWithoutTaps() async {
        let model = ErrorModel(layout: .qwerty, costs: ErrorModelCosts())
        await propertyCheck(count: 100, input: Gen.lowercaseLetter.string(of: 0...12)) { w in
            let s = w.unicodeScalars.map(\.value)
            let c = s.withUnsafeBufferPointer { p in model.cost(typed: p, tap: nil, intended: p) }
            #expect(c == 0)
        }
    }

    @Test func nearestKeyOfACentreIsThatKey() {
        for (c, g) in KeyboardLayoutModel.qwerty.keys {
            #expect(KeyboardLayoutModel.qwerty.nearestKey(to: TapPoint(x: g.centerX, y: g.centerY)) == c)
        }
    }
}
