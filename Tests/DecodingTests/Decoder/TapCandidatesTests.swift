import Testing
import Suggestions
@testable import Decoding

@Suite struct TapCandidatesTests {
    let decoder = Fixtures.decoder()

    /// Two of five taps on the neighbouring key: the ranker's edits from "gelko" may miss
    /// "hello", the key strings from the taps cannot.
    @Test func aWordWithTwoTapsOffIsAmongTheTapStrings() {
        let taps = Fixtures.taps("hello", offsets: [0: (-0.55, 0), 3: (0.55, 0)])
        let strings = TapCandidates(spatial: decoder.spatial, taps: taps, typed: Array("gelko")).strings()
        #expect(strings.contains { String($0.text) == "hello" })
        #expect(strings.count <= 24)
        #expect(zip(strings, strings.dropFirst()).allSatisfy { $0.cost <= $1.cost })
    }

    @Test func aMisTypedCapitalisedWordIsCorrectedWithItsCapital() {
        let taps = Fixtures.taps("hello", offsets: [0: (-0.55, 0), 3: (0.55, 0)])
        let r = decoder.decode(DecodingRequest(typed: "Gelko", taps: taps))
        #expect(r.text == "Hello")
    }

    @Test func tooManyTapsGiveNoTapStrings() {
        let word = String(repeating: "a", count: TapCandidates.maxTaps + 1)
        #expect(TapCandidates(spatial: decoder.spatial, taps: Fixtures.taps(word), typed: Array(word)).strings().isEmpty)
    }

    /// "she also" with the space typed as "v" (above the bar) and the "l" of "also" as "k".
    @Test func aSplitMendsASlipInEitherHalf() {
        var taps = Fixtures.taps("shevalso")
        taps[3].y += 0.45
        taps[5].x += 0.55
        let r = decoder.decode(DecodingRequest(typed: "Shevakso", taps: taps))
        #expect(r.text == "She also")
        #expect(r.reason == .split)
    }

    @Test func acronymsInCapitalsStayAndAShiftSlipInsideAWordIsDecoded() {
        #expect(decoder.decode(DecodingRequest(typed: "KMI", taps: Fixtures.taps("kmi"))).text == "KMI")
        let r = decoder.decode(DecodingRequest(typed: "PleDse", taps: Fixtures.taps("please", offsets: [4: (0.0, 0)])))
        #expect(r.text == "Please", "\(r.candidates)")
    }
}
