import Testing
import Suggestions
@testable import Decoding

@Suite struct ErrorDiagnosisTests {
    let decoder = Fixtures.decoder()

    func decided(_ typed: String, _ meant: String) -> ErrorDiagnosis.Decision {
        let request = DecodingRequest(typed: typed, taps: Fixtures.taps(meant.count == typed.count ? meant : typed))
        return (request, decoder.decode(request))
    }

    @Test func eachWrongWordGetsOneCause() {
        var d = ErrorDiagnosis()
        // "the" right; "Hello" differs only in case; "xqzv" kept although literal; "ofthe" joined.
        let literal = DecodingRequest(typed: "xqzv", taps: Fixtures.taps("xqzv"), literal: true)
        d.add(intended: "the hello cat", decoded: "the Hello xqzv",
              decisions: [decided("the", "the"), decided("Hello", "hello"), (literal, decoder.decode(literal))], decoder: decoder)
        d.add(intended: "look of the sea", decoded: "look ofthe sea",
              decisions: [decided("look", "look"), decided("ofthe", "ofthe"), decided("sea", "sea")], decoder: decoder)
        #expect(d.counts[.punctuationOrCase] == 1)
        #expect(d.counts[.literalKept] == 1)
        #expect(d.counts[.spacing, default: 0] >= 1)
        #expect(d.wrongWords == d.counts.values.reduce(0, +))
        #expect(d.report().contains("literal kept though wrong: 1"))
    }

    @Test func aRightTextHasNoWrongWords() {
        var d = ErrorDiagnosis()
        d.add(intended: "see you", decoded: "see you", decisions: [decided("see", "see"), decided("you", "you")], decoder: decoder)
        #expect(d.wrongWords == 0)
    }
}
