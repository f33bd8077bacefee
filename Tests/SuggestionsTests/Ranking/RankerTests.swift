import Testing
#if canImport(Glibc)
import Glibc
#endif
@testable import Suggestions

@Suite struct RankerTests {
    let en = Fixtures.english

    @Test func commonMisspellingsAreCorrected() {
        for (typo, word) in [("recieve", "receive"), ("thier", "their"), ("begining", "beginning"), ("langauge", "language"), ("adress", "address")] {
            #expect(en.suggestions(for: typo, includeCompletions: false).first?.text == word, "\(typo)")
        }
    }

    @Test func rankingFollowsFrequencyNotTheAlphabet() throws {
        // Equal error costs (one vowel substitution), different frequencies.
        let idx = try Fixtures.index([("bat", 10), ("bet", 1000), ("bit", 100)])
        let list = SpellingRanker(index: idx).suggestions(for: "bot", count: 3, includeCompletions: false)
        #expect(list.map(\.text) == ["bet", "bit", "bat"])
        #expect(list.map(\.score) == list.map(\.score).sorted(by: >))
    }

    @Test func neighbouringKeyCostsLessThanDistantKey() throws {
        // "cat" and "cut" equally frequent: s neighbours a, j neighbours u.
        let idx = try Fixtures.index([("cat", 100), ("cut", 100)])
        let r = SpellingRanker(index: idx)
        #expect(r.suggestions(for: "cst", includeCompletions: false).first?.text == "cat")
        #expect(r.suggestions(for: "cjt", includeCompletions: false).first?.text == "cut")
    }

    @Test func keyCentresComeFromTheLayoutData() throws {
        let idx = try Fixtures.index([("cat", 100), ("cut", 100)])
        // A layout in which s sits beside u and far from a reverses the preference.
        var keys = KeyboardLayoutModel.qwerty.keys
        keys["s"] = KeyGeometry(centerX: keys["u"]!.centerX + 1, centerY: keys["u"]!.centerY)
        let r = SpellingRanker(index: idx, layout: KeyboardLayoutModel(keys: keys))
        #expect(r.suggestions(for: "cst", includeCompletions: false).first?.text == "cut")
    }

    @Test func tapPointsDecideBetweenEquallyLikelyWords() throws {
        let idx = try Fixtures.index([("gone", 300), ("hone", 100)])
        let r = SpellingRanker(index: idx)
        let q = KeyboardLayoutModel.qwerty.keys
        func tap(_ c: Character, dx: Double = 0) -> TapPoint { TapPoint(x: q[c]!.centerX + dx, y: q[c]!.centerY) }
        // Typed "hone": the first tap was decoded as h but landed at the g/h border, so the more
        // frequent "gone" wins; a tap at h's centre keeps "hone".
        let taps = [tap("h", dx: -0.45), tap("o"), tap("n"), tap("e")]
        #expect(KeyboardLayoutModel.qwerty.nearestKey(to: taps[0]) == "h")
        let withTaps = r.suggestions(for: "hone", taps: taps, includeCompletions: false)
        #expect(withTaps.first?.text == "gone")
        let centred = [tap("h"), tap("o"), tap("n"), tap("e")]
        #expect(r.suggestions(for: "hone", taps: centred, includeCompletions: false).first?.text == "hone")
        #expect(r.suggestions(for: "hone", includeCompletions: false).first?.text == "hone")
    }

    @Test func aFarExtraLetterIsRarerThanALetterLeftOut() throws {
        // "atom" is the likelier word, but reading "atomc" as it needs an extra c typed far from
        // its neighbours (m, o); "atomic" needs only its i left out.
        let idx = try Fixtures.index([("atom", 300), ("atomic", 100)])
        let r = SpellingRanker(index: idx)
        #expect(r.suggestions(for: "atomc", includeCompletions: false).first?.text == "atomic")
        // An extra letter that repeats its neighbour is a common slip: "endd" stays "end".
        let ends = try Fixtures.index([("end", 300), ("ended", 100)])
        #expect(SpellingRanker(index: ends).suggestions(for: "endd", includeCompletions: false).first?.text == "end")
    }

    @Test func oneSlipOutweighsAThousandfoldFrequency() throws {
        // "pt": "pat" lacks one letter, "part" two. Misspelt words are not drawn by token
        // frequency, so one more slip outweighs "part" being 1,000× as frequent (ln 1000 ≈ 6.9
        // nats < one omission, 7.7); at the per-keystroke rate (5.5 nats) it did not.
        let idx = try Fixtures.index([("pat", 1), ("part", 1000)])
        #expect(SpellingRanker(index: idx).suggestions(for: "pt", includeCompletions: false).first?.text == "pat")
    }

    @Test func transpositionIsOneEdit() throws {
        let idx = try Fixtures.index([("form", 100), ("farm", 100)])
        // "from" → form is one transposition; farm needs two substitutions.
        #expect(SpellingRanker(index: idx).suggestions(for: "from", includeCompletions: false).first?.text == "form")
    }

    @Test func caseOfTheTypedWordIsKept() {
        #expect(en.suggestions(for: "Teh").first?.text == "The")
        let upper = en.suggestions(for: "HELO", includeCompletions: false)
        #expect(!upper.isEmpty && upper.allSatisfy { $0.text == $0.text.uppercased() })
        #expect(en.suggestions(for: "recieve").first?.text == "receive")
    }

    @Test func apostrophesAreRestored() {
        #expect(en.suggestions(for: "dont").first?.text == "don't")
        #expect(en.suggestions(for: "Im").contains { $0.text == "I'm" })
        #expect(en.suggestions(for: "its").first?.text == "its")
    }

    /// The English pair list counts "for this" more often than the word list counts "for": the
    /// context it gives is discounted (`bigramDiscount`), never taken as certain.
    @Test func aListedPairIsNeverCertain() throws {
        let inContext = try #require(en.languageLogProbability(of: "this", after: "for"))
        let alone = try #require(en.languageLogProbability(of: "this", after: nil))
        #expect(inContext > alone)
        #expect(inContext <= log(0.5 * exp(-SpellingRanker.bigramDiscount) + 0.5 * exp(alone)) + 1e-9)
        #expect(inContext < -1.5)
    }

    @Test func previousWordChangesTheRanking() throws {
        let idx = try Fixtures.index([("form", 100), ("from", 100), ("far", 100), ("a", 100)],
                                     bigrams: [("far", "from", 60), ("a", "form", 60)])
        let r = SpellingRanker(index: idx)
        #expect(r.suggestions(for: "frm", previousWord: "far", includeCompletions: false).first?.text == "from")
        #expect(r.suggestions(for: "frm", previousWord: "a", includeCompletions: false).first?.text == "form")
    }

    @Test func completionsAreOfferedByFrequency() {
        let list = en.suggestions(for: "somethi", count: 3)
        #expect(list.first?.text == "something")
        #expect(list.first?.kind == .completion)
        let idxList = en.suggestions(for: "hel", count: 5).filter { $0.kind == .completion }
        #expect(idxList.count >= 2)
        #expect(idxList.map(\.score) == idxList.map(\.score).sorted(by: >))
    }

    @Test func phoneticFallbackReachesFartherWords() {
        // Known regression since the soundslike channel: "fanatic" (same sound code, more
        // frequent) now ranks first; the word must still be reached and offered.
        #expect(en.suggestions(for: "fonetik", includeCompletions: false).prefix(2).map(\.text).contains("phonetic"))
    }

    @Test func knownWordStaysFirst() {
        let list = en.suggestions(for: "ill")
        #expect(list.first?.text == "ill" && list.first?.kind == .typed)
    }

    @Test func badInputGivesSaneOutput() {
        #expect(en.suggestions(for: "").isEmpty)
        #expect(en.suggestions(for: String(repeating: "a", count: 10_000)).isEmpty)
        #expect(en.suggestions(for: String(repeating: "ab", count: 40)).isEmpty)
        #expect(en.suggestions(for: "hello", count: 0).isEmpty)
        for junk in ["!!!", "123", "😀😀", "a\u{301}b", " ", "\u{0}", "'''"] {
            let list = en.suggestions(for: junk)
            #expect(list.count <= 3)
        }
        // Taps that do not match the word, or are not finite, are ignored rather than trusted.
        #expect(en.suggestions(for: "teh", taps: [TapPoint(x: 1, y: 1)]).first?.text == "the")
        #expect(en.suggestions(for: "teh", taps: Array(repeating: TapPoint(x: .nan, y: .infinity), count: 3)).first?.text == "the")
    }

    @Test func frequencyOnlyModeOrdersByDistanceThenFrequency() throws {
        let idx = try Fixtures.index([("abc", 1), ("xyzabc", 1_000_000), ("abd", 50)])
        let r = SpellingRanker(index: idx, mode: .frequencyOnly)
        #expect(r.suggestions(for: "abx", includeCompletions: false).map(\.text) == ["abd", "abc"])
    }
}
