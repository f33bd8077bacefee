import Testing
@testable import Decoding

@Suite struct ErrorRatesTests {
    @Test func msdErrorRateIsDistanceOverTheLongerLength() {
        var e = ErrorRates()
        e.add(intended: "the quick brown", transcribed: "the quixk brown")
        #expect(e.characterErrors == 1 && e.characterTotal == 15)
        #expect(e.wordErrors == 1 && e.wordTotal == 3)
        e.add(intended: "ab", transcribed: "abcd")
        #expect(e.characterErrors == 3 && e.characterTotal == 19)
    }

    @Test func harmCountsRightWordsDecodingChanged() {
        var c = WordChanges()
        c.add(intended: "I am here", raw: "I an here", decoded: "I am there")
        #expect(c.rightWords == 2 && c.rightWordsChanged == 1)
        var s = WordChanges()
        // A split earlier in the phrase does not count later words as changed.
        s.add(intended: "of the cat sat", raw: "ofthe cat sat", decoded: "of the cat sat")
        #expect(s.rightWords == 2 && s.rightWordsChanged == 0)
        // A join ("Wt me" → "Time") counts the word it took, not the right word after it that
        // a run of substitutions would pair with another.
        var j = WordChanges()
        j.add(intended: "Let me know if the plan is different.", raw: "Wt me know ud thecplanvis xifferent.",
              decoded: "Time know if the plan is different.")
        #expect(j.rightWords == 2 && j.rightWordsChanged == 1, "\(j.changedExamples)")
    }

    @Test func literalWordsSurvive() {
        var c = WordChanges()
        c.add(intended: "say pressbord now", raw: "say pressbord now", decoded: "say pressbord now", literal: [1])
        #expect(c.literalWords == 1 && c.literalSurvival == 1)
    }
}
