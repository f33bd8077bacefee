import Suggestions
import Testing
@testable import Decoding

/// The previous word decided again once the next is known (issue 13: "se you" kept as typed).
@Suite struct WordRevisionTests {
    let decoder = Fixtures.decoder()

    func decided(_ typed: String, previous: String? = nil) -> (WordDecoder.JoinPart, DecodedWord) {
        let request = DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: previous)
        let d = decoder.decode(request)
        return (.init(request: request, text: d.text), d)
    }

    @Test func theNextWordSettlesAnUnknownWord() {
        let (part, d) = decided("se", previous: "will")
        #expect(d.text == "se")                       // alone, too close to call
        #expect(decoder.revise(part, decision: d, next: "you") == "see")
    }

    @Test func aKnownTypedWordIsNeverRevisedIntoAnother() {
        for (typed, next) in [("hoped", "you"), ("he", "sure"), ("form", "the")] {
            let (part, d) = decided(typed, previous: "I")
            #expect(decoder.revise(part, decision: d, next: next) == nil, "\(typed) \(next)")
        }
    }

    @Test func literalAndUnknownNextWordsChangeNothing() {
        var (part, d) = decided("se", previous: "will")
        #expect(decoder.revise(part, decision: d, next: "xqzv") == nil)
        part.request.literal = true
        #expect(decoder.revise(part, decision: d, next: "you") == nil)
    }
}
