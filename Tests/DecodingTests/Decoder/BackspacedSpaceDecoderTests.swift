import Suggestions
import Testing
@testable import Decoding

/// A letter that landed on Backspace right after a space, read back as the next word's first
/// letter (`WordDecoder.backspacedSpace`). On the QWERTY fixture "m" is centred at (8, 2.5);
/// Backspace lies right of it.
@Suite struct BackspacedSpaceDecoderTests {
    let decoder = Fixtures.decoder()

    /// `first` committed, its space deleted by a Backspace at x, then `rest` typed.
    func read(_ first: String, _ rest: String, backspaceAt x: Double, previous: String? = nil, literal: Bool = false) -> WordDecoder.JoinedWord? {
        let head = WordDecoder.JoinPart(request: DecodingRequest(typed: first, taps: Fixtures.taps(first), previousWord: previous,
                                                                 midSentence: previous != nil), text: first)
        let whole = DecodingRequest(typed: first + rest, taps: Fixtures.taps(first + rest), previousWord: previous, literal: literal,
                                    midSentence: previous != nil)
        return decoder.backspacedSpace(head, backspaceTap: TapPoint(x: x, y: 2.5),
                                       whole: WordDecoder.JoinPart(request: whole, text: decoder.decode(whole).text))
    }

    @Test func aTapOnBackspacesEdgeBesideMStartsTheNextWord() throws {
        let joined = try #require(read("this", "essage", backspaceAt: 8.65))
        #expect(joined.text == "this message")
        #expect(joined.typed == "thisessage")
        #expect(joined.request.typed == "message")
    }

    /// "I amonitoring": the joined string alone reads best as "monitoring", its a an extra tap;
    /// that drops the first word, so it is no join meant, and the slip is weighed against the
    /// string as typed. Likewise a decision that drops what was typed after the join.
    @Test func aDecisionThatDropsTheFirstWordIsNoJoin() throws {
        #expect(try #require(read("am", "onitoring", backspaceAt: 8.65, previous: "I")).text == "am monitoring")
        // "gety" read as "get", its y an extra tap, drops what was typed after the join.
        #expect(try #require(read("get", "y", backspaceAt: 8.65, previous: "to")).text == "get my")
    }

    @Test func aTapInBackspacesMiddleJoinsTheWords() {
        #expect(read("this", "essage", backspaceAt: 9.4) == nil)
    }

    /// A join typed on purpose makes a word: it stays one.
    @Test func aJoinThatSpellsAWordStays() {
        #expect(read("some", "thing", backspaceAt: 8.65) == nil)
    }

    @Test func aLiteralStringStays() {
        #expect(read("this", "essage", backspaceAt: 8.65, literal: true) == nil)
    }
}
