import Suggestions
import Testing
@testable import Decoding

/// A letter that landed on Backspace, read back (`WordDecoder.decode(_:across:)`). On the QWERTY
/// fixture "m" is centred at (8, 2.5); Backspace lies right of it.
@Suite struct BackspaceSlipDecoderTests {
    let decoder = Fixtures.decoder()

    /// "coming" typed c, o, m on Backspace (deleting the o), i, n, g: "cing".
    func slip(backspaceAt x: Double) -> BackspaceSlip {
        BackspaceSlip(deleted: "o", deletedTap: Fixtures.taps("o")[0], backspaceTap: TapPoint(x: x, y: 2.5), index: 1)
    }

    let request = DecodingRequest(typed: "cing", taps: Fixtures.taps("cing"), previousWord: "am", midSentence: true)

    @Test func aTapOnBackspacesEdgeBesideALetterIsThatLetter() {
        #expect(decoder.decode(request, across: slip(backspaceAt: 8.65)).text == "coming")
    }

    @Test func aTapInBackspacesMiddleIsABackspace() {
        #expect(decoder.decode(request, across: slip(backspaceAt: 9.4)).text != "coming")
    }

    @Test func aLiteralWordStays() {
        var r = request
        r.literal = true
        #expect(decoder.decode(r, across: slip(backspaceAt: 8.65)).text == "cing")
    }

    @Test func aSlipOutsideTheWordIsIgnored() {
        var s = slip(backspaceAt: 8.65)
        s.index = 9
        #expect(decoder.decode(request, across: s) == decoder.decode(request))
    }
}
