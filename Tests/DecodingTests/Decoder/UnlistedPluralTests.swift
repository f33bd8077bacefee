import Suggestions
import Testing
@testable import Decoding

/// A plural in "s" of a listed word that no list holds (issue 13: "actuals", typed cleanly on
/// held-out phrases, lost its "s" to "actual", one of the few right words the decoder changed).
@Suite struct UnlistedPluralTests {
    let decoder = Fixtures.decoder()

    @Test func aCleanlyTypedUnlistedPluralStays() {
        #expect(decoder.ranker.languageLogProbability(of: "actuals", after: nil) == nil)
        let r = decoder.decode(DecodingRequest(typed: "actuals", taps: Fixtures.taps("actuals"), previousWord: "the"))
        #expect(r.text == "actuals", "\(r.candidates.prefix(3))")
    }

    /// The stem's ln P less `pluralCost`, never above a vocabulary word's; only for words of
    /// five or more small letters ending in a single "s" after a listed stem.
    @Test func thePluralPriorFollowsTheStem() throws {
        let s = decoder.settings
        let actual = try #require(decoder.ranker.languageLogProbability(of: "actual", after: nil))
        #expect(decoder.pluralLogProbability("actuals") == min(actual - s.pluralCost, s.vocabularyLogProbability))
        #expect(decoder.unknownPrior("actuals") >= decoder.pluralLogProbability("actuals")!)
        #expect(decoder.pluralLogProbability("thes") == nil)      // too short: a slip of "the"
        #expect(decoder.pluralLogProbability("actualss") == nil)  // a doubled s is a bounce
        #expect(decoder.pluralLogProbability("Actuals") == nil)   // capitals: judged as typed
        #expect(decoder.pluralLogProbability("qzxvbs") == nil)    // no listed stem
    }

    /// A slip that happens to end in "s" still decodes: the stem must be listed, and a word
    /// the taps fit better wins past the margin as before.
    @Test func aSlipEndingInSIsStillCorrected() {
        var taps = Fixtures.taps("things")
        taps[1].x -= 0.6   // h towards g
        let r = decoder.decode(DecodingRequest(typed: "tgings", taps: taps, previousWord: "the"))
        #expect(r.text == "things", "\(r.candidates.prefix(3))")
    }
}
