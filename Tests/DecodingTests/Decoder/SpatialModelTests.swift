import Testing
@testable import Decoding

/// The alignment of taps with a candidate's letters: what an extra tap costs.
@Suite struct SpatialModelTests {
    let spatial = Fixtures.decoder().spatial

    func cost(_ typed: String, _ candidate: String) -> Double {
        spatial.alignmentCost(taps: Fixtures.taps(typed), typed: Array(typed), candidate: Array(candidate))
    }

    /// A tap on the key just tapped (a bounce, a contact seen twice) is the commonest extra tap;
    /// any other costs more, so a tap off its key is not simply explained away.
    @Test func aBounceIsACheaperExtraTapThanAnyOther() {
        #expect(cost("helllo", "hello") == spatial.settings.repeatedTapInsertionCost)
        #expect(cost("hellxo", "hello") == spatial.settings.insertionCost)
        #expect(cost("xhello", "hello") == spatial.settings.insertionCost)
        #expect(spatial.settings.repeatedTapInsertionCost < spatial.settings.insertionCost)
    }

    /// "in ameeting", the a tapped low on its key and the rest with ordinary slips: a missed
    /// space after "a", not an extra tap before "meeting" (which 5 nats for any extra tap made it).
    @Test func aTapOffCentreIsNotExplainedAwayAsAnExtraTap() {
        let r = DecodingRequest(typed: "ameeting", taps: Fixtures.taps("ameeting", offsets: [0: (0.2, 0.4), 3: (0.2, 0.3), 5: (-0.3, 0.2)]),
                                previousWord: "in")
        #expect(Fixtures.decoder().decode(r).text == "a meeting")
        var flat = DecoderSettings()
        flat.insertionCost = flat.repeatedTapInsertionCost
        #expect(Fixtures.decoder(settings: flat).decode(r).text == "meeting")
    }
}
