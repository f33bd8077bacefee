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

    /// A real word whose tap slipped towards another's key ("may he able": the h tapped low
    /// left, towards b) is settled by the word after it, past the known-word margin.
    @Test func theNextWordSettlesASlipOntoAnotherRealWord() {
        let request = DecodingRequest(typed: "he", taps: Fixtures.taps("he", offsets: [0: (-0.3, 0.45)]), previousWord: "may")
        let d = decoder.decode(request)
        #expect(d.text == "he")                       // alone, the typed word stays
        #expect(decoder.revise(.init(request: request, text: d.text), decision: d, next: "able") == "be")
    }

    /// A slip onto the key below that made another real word ("need go plan": the t tapped low,
    /// on g's upper half): its taps and the word before it already rank "to" above "go", but
    /// not by the known-word margin; the word after it agrees, and both together need less.
    @Test func bothContextsTogetherSettleASlipOntoAnotherRealWord() {
        let request = DecodingRequest(typed: "go", taps: Fixtures.taps("go", offsets: [0: (-0.1, -0.2)]), previousWord: "need")
        let d = decoder.decode(request)
        #expect(d.text == "go")
        #expect(decoder.bothContextsAgree(on: "to", typed: "go", decision: d))
        #expect(decoder.revise(.init(request: request, text: d.text), decision: d, next: "plan") == "to")
        var strict = decoder
        strict.spatial.settings.agreedContextsMargin = strict.settings.knownWordMargin
        #expect(strict.revise(.init(request: request, text: d.text), decision: d, next: "plan") == nil)
    }

    /// Only a same-length word in small letters that was already ranked above the typed word
    /// gets the narrower margin: a dropped letter ("hoped" → "hope") or a name does not.
    @Test func contextsAgreeOnlyOnSameLengthSmallWordsAlreadyAhead() {
        let d = DecodedWord(text: "go", reason: .typedIsBest, posterior: 0.3, typedPosterior: 0.3,
                            candidates: [("to", 0.6), ("go", 0.3), ("got", 0.1)])
        #expect(decoder.bothContextsAgree(on: "to", typed: "go", decision: d))
        #expect(!decoder.bothContextsAgree(on: "got", typed: "go", decision: d))
        #expect(!decoder.bothContextsAgree(on: "to", typed: "Go", decision: d))
        let behind = DecodedWord(text: "go", reason: .typedIsBest, posterior: 0.6, typedPosterior: 0.6,
                                 candidates: [("go", 0.6), ("to", 0.3)])
        #expect(!decoder.bothContextsAgree(on: "to", typed: "go", decision: behind))
    }

    /// A missed space the word alone could not tell from an unlisted compound ("yeteither":
    /// "yet" and "either" written together): the word after it has the split's last word as its
    /// context.
    @Test func theNextWordSettlesAMissedSpace() {
        let (part, d) = decided("yeteither", previous: "back")
        #expect(d.text == "yeteither")
        #expect(d.candidates.contains { $0.text == "yet either" })
        // "either way" is a phrase; "either the" says nothing.
        #expect(decoder.revise(part, decision: d, next: "way") == "yet either")
        #expect(decoder.revise(part, decision: d, next: "the") == nil)
    }

    /// A slip inside two words written together ("transitilntime") is first read as the
    /// unlisted compound; the typed string itself is then too improbable to be among the scored
    /// candidates, and must not stop the word after it from settling the split.
    @Test func theNextWordSplitsACompoundReadAfterASlip() {
        let typed = "transitilntime"
        let request = DecodingRequest(typed: typed, taps: Fixtures.taps(typed, offsets: [8: (-0.3, -0.6)]), previousWord: "expected")
        let d = decoder.decode(request)
        #expect(d.text == "transitiontime")
        #expect(d.typedPosterior < 1e-6)
        #expect(decoder.revise(.init(request: request, text: d.text), decision: d, next: "frame") == "transition time")
        #expect(decoder.revise(.init(request: request, text: d.text), decision: d, next: "xqzv") == nil)
    }

    /// Cleanly tapped, a known word stays whatever follows it.
    @Test func aKnownTypedWordTappedCleanlyIsNotRevisedIntoAnother() {
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
