import Suggestions
import Testing
@testable import Decoding

/// A word typed on the numbers page after a stray page key tap, read again where the finger
/// aimed (`WordDecoder.readPageSlip`). Taps are at the QWERTY fixture's letter keys; what they
/// typed is the numbers page's symbols at the same places.
@Suite struct PageSlipDecoderTests {
    let decoder = Fixtures.decoder()

    func slip(_ typed: String, aimed: String, prefix: String = "", shifted: Bool = false, previous: String? = "the") -> PageSlip {
        PageSlip(prefix: prefix, prefixTaps: Fixtures.taps(prefix), typed: typed, taps: Fixtures.taps(aimed), shifted: shifted,
                 previousWord: previous, midSentence: true)
    }

    @Test func symbolsWhoseTapsSpellAWordAreThatWord() {
        #expect(decoder.readPageSlip(slip("5)3'", aimed: "them", previous: "with")) == "them")
        #expect(decoder.readPageSlip(slip("@/43!", aimed: "karen", shifted: true, previous: "met")) == "Karen")
    }

    @Test func aPrefixTypedBeforeThePageKeyIsPartOfTheWord() {
        // "to" on the letters page, then "day" after a stray tap.
        #expect(decoder.readPageSlip(slip(":/6", aimed: "day", prefix: "to", previous: "we")) == "today")
    }

    @Test func aNumberStays() {
        #expect(decoder.readPageSlip(slip("800", aimed: "ipp", previous: "call")) == nil)
        #expect(decoder.readPageSlip(slip("6:30", aimed: "ydep", previous: "at")) == nil)
    }

    @Test func symbolsThatSpellNoWordStay() {
        #expect(decoder.readPageSlip(slip("&@&@", aimed: "jkjk")) == nil)
    }

    /// A name the lexicon lacks, its shift lost to the page key: read back on the letters page,
    /// also when its first letters fell on digits (held-out "Rohauer" typed as "49)-734").
    @Test func aNameTypedOnTheNumbersPageIsReadBack() {
        #expect(decoder.readPageSlip(slip("49)-734", aimed: "rohauer", shifted: true, previous: "Tanya")) == "Rohauer")
        #expect(decoder.readPageSlip(slip("03'3,", aimed: "pemex", shifted: true, previous: "from")) == "Pemex")
    }

    /// A number closing a question stays a number; read as letters it would have been "it".
    @Test func aNumberBeforeClosingPunctuationStays() {
        #expect(decoder.readPageSlip(slip("3825?", aimed: "eiwtm", previous: "on")) == nil)
    }

    @Test func aNumberThenASpaceOnTheRowAboveTheBarKeepsTheNumber() {
        // "800", the space tapped one row high (on "b"), "number".
        #expect(decoder.readPageSlip(slip("800?'7'!34", aimed: "iopbnumber", previous: "call")) == "800 number")
    }

    @Test func malformedSlipsAreKeptAsTyped() {
        #expect(decoder.readPageSlip(slip("", aimed: "")) == nil)
        #expect(decoder.readPageSlip(slip("5)3'", aimed: "the")) == nil)     // a tap short
        #expect(decoder.readPageSlip(slip(String(repeating: "5", count: 200), aimed: String(repeating: "t", count: 200))) == nil)
    }
}
