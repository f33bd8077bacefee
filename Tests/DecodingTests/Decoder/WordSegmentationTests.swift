import Suggestions
import Testing
@testable import Decoding

/// Readings of one typed string as several words, and of its last tap as the full stop beside
/// the space bar (issue 13: spacing and punctuation were a third of the remaining errors).
@Suite struct WordSegmentationTests {
    let decoder = Fixtures.decoder()

    /// Taps for `text` where every space is a tap just above the bar (typed as a bottom-row letter).
    static func taps(_ text: String, spaceTyped: Character) -> (typed: String, taps: [TapPoint]) {
        var typed = "", taps: [TapPoint] = []
        for c in text {
            if c == " " {
                let g = Fixtures.layout.keys[spaceTyped]!
                typed.append(spaceTyped)
                taps.append(TapPoint(x: g.centerX, y: g.centerY + 0.45))
            } else {
                typed.append(c)
                taps += Fixtures.taps(String(c))
            }
        }
        return (typed, taps)
    }

    @Test func threeSpacesTypedAsLettersGiveFourWords() {
        let (typed, taps) = Self.taps("yes I am here", spaceTyped: "v")
        #expect(typed == "yesvIvamvhere")
        let r = decoder.decode(DecodingRequest(typed: typed, taps: taps))
        #expect(r.text == "yes I am here")
        #expect(r.reason == .split)
    }

    @Test func aMissedSpaceAndASpaceTypedAsALetterTogether() {
        // "see you" with the space missed, then "at" after a space typed as "b".
        let (typed, taps) = Self.taps("seeyou at", spaceTyped: "b")
        #expect(typed == "seeyoubat")
        let r = decoder.decode(DecodingRequest(typed: typed, taps: taps))
        #expect(r.text == "see you at")
    }

    @Test func aLastTapNearTheFullStopKeyClosesTheWord() {
        // A layout with the full stop under "m"; "some." whose stop landed on the bottom of "n".
        var keys = KeyboardLayoutModel.qwerty.keys
        keys["."] = KeyGeometry(centerX: 7, centerY: 3, width: 1, height: 1)
        let layout = KeyboardLayoutModel(keys: keys)
        let d = WordDecoder(ranker: SpellingRanker(index: Fixtures.englishIndex, layout: layout),
                            spatial: SpatialModel(layout: layout, touchModel: TouchModel(keyset: "qwerty", device: "test"), spaceKey: Fixtures.space))
        var taps = Fixtures.taps("somen")
        taps[4] = TapPoint(x: 6.9, y: 2.42)
        let r = d.decode(DecodingRequest(typed: "somen", taps: taps))
        #expect(r.text == "some.")
        // A word that is typed right stays, whatever its last letter's neighbours.
        #expect(d.decode(DecodingRequest(typed: "seven", taps: Fixtures.taps("seven"))).text == "seven")
    }

    @Test func segmentationIsBoundedOnLongStrings() {
        let typed = String(repeating: "thevand", count: 3)   // 21 taps: beyond the tap beam, kept
        let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed)))
        #expect(r.text == typed || r.text.split(separator: " ").count <= WordSegmentation.maxWords)
    }
}
