import Suggestions
import Testing
@testable import Decoding

/// A full stop or comma that slipped onto the space bar beside it (issue 13: a sentence's last
/// full stop typed as a space, then the space after it doubled, lost the stop).
@Suite struct SpacePunctuationTests {
    /// QWERTY with the comma and full stop flanking the bar (centre 5, 5 keys wide), as in the
    /// English keyset's bottom row.
    static let decoder: WordDecoder = {
        var keys = KeyboardLayoutModel.qwerty.keys
        keys[","] = KeyGeometry(centerX: 2, centerY: 3.5, width: 1, height: 1)
        keys["."] = KeyGeometry(centerX: 8, centerY: 3.5, width: 1, height: 1)
        let layout = KeyboardLayoutModel(keys: keys)
        return WordDecoder(ranker: SpellingRanker(index: Fixtures.englishIndex, layout: layout),
                           spatial: SpatialModel(layout: layout, touchModel: TouchModel(keyset: "qwerty", device: "test"), spaceKey: Fixtures.space))
    }()

    @Test func aSpaceTapBesideTheFullStopWasTheFullStop() {
        #expect(Self.decoder.punctuation(meantByTap: TapPoint(x: 7.3, y: 3.5)) == ".")
        #expect(Self.decoder.punctuation(meantByTap: TapPoint(x: 2.7, y: 3.5)) == ",")
    }

    @Test func aSpaceTapOnTheBarsMiddleIsTheBars() {
        #expect(Self.decoder.punctuation(meantByTap: TapPoint(x: 5, y: 3.5)) == nil)
        #expect(Self.decoder.punctuation(meantByTap: TapPoint(x: 4, y: 3.3)) == nil)
        #expect(Self.decoder.punctuation(meantByTap: TapPoint(x: 6, y: 3.5)) == nil)
    }

    @Test func withoutPunctuationKeysNothingIsRead() {
        #expect(Fixtures.decoder().punctuation(meantByTap: TapPoint(x: 7.3, y: 3.5)) == nil)
    }
}
