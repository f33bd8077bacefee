import Suggestions
import Testing
@testable import Decoding

/// Mending the seam between two finished words (issue 13: a bottom-row letter typed on the space
/// bar or the full stop cut words in two; a space after a comma slipped onto the letter row).
@Suite struct WordJoinTests {
    let decoder = Fixtures.decoder()

    /// A finished word tapped at its keys' centres, committed as `text` (as typed by default).
    func part(_ typed: String, _ text: String? = nil, previous: String? = nil) -> WordDecoder.JoinPart {
        .init(request: DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: previous), text: text ?? typed)
    }

    /// A tap that slipped from `letter` onto the row below it (the space bar or the stop beside it).
    func slipped(_ letter: Character) -> TapPoint {
        let g = Fixtures.layout.keys[letter]!
        return TapPoint(x: g.centerX, y: g.centerY + 0.8)
    }

    @Test func aLetterTypedOnTheSpaceBarIsJoinedBack() {
        let j = decoder.join(part("tha", "the"), separator: " ", separatorTap: slipped("n"), part("ks", previous: "the"))
        #expect(j?.text == "thanks")
        #expect(j?.typed == "tha ks")
        let k = decoder.join(part("thi"), separator: " ", separatorTap: slipped("n"), part("k", previous: "thi"))
        #expect(k?.text == "think")
    }

    /// Two known words ("co", "tract") cut by a letter on the bar's top edge, right under its key:
    /// joined into the word they spell with it. Deeper on the bar the tap is a space.
    @Test func twoKnownWordsAreJoinedAcrossALetterOnTheBarsTopEdge() {
        let n = Fixtures.layout.keys["n"]!
        let edge = TapPoint(x: n.centerX - 0.2, y: Fixtures.space.centerY - 0.45)
        #expect(decoder.join(part("co", previous: "his"), separator: " ", separatorTap: edge, part("tract"))?.text == "contract")
        let deep = TapPoint(x: n.centerX - 0.2, y: Fixtures.space.centerY)
        #expect(decoder.join(part("co", previous: "his"), separator: " ", separatorTap: deep, part("tract")) == nil)
        // Known words written apart that no letter joins stay.
        let v = Fixtures.layout.keys["v"]!
        #expect(decoder.join(part("in", previous: "went"), separator: " ", separatorTap: TapPoint(x: v.centerX, y: edge.y), part("to")) == nil)
    }

    @Test func aLetterTypedOnTheFullStopIsJoinedBack() {
        let j = decoder.join(part("k"), separator: ".", separatorTap: slipped("n"), part("ow", previous: "k"))
        #expect(j?.text == "know")
    }

    /// Two known words with a full stop between them and no space after it ("co.tact",
    /// "dow.town"): no text runs on from a full stop that way, so the stop's tap is read as the
    /// letter over it when that spells a word with them. With a space after it, or when the
    /// letter spells none with them ("it.is"), the stop stays.
    @Test func twoKnownWordsAreJoinedAcrossAFullStopRightBeforeALetter() {
        #expect(decoder.join(part("co", previous: "the"), separator: ".", separatorTap: slipped("n"), part("tact", previous: "co"))?.text == "contact")
        #expect(decoder.join(part("dow", previous: "go"), separator: ".", separatorTap: slipped("n"), part("town", previous: "dow"))?.text == "downtown")
        #expect(decoder.join(part("it", previous: "and"), separator: ".", separatorTap: slipped("n"), part("is", previous: "it")) == nil)
        #expect(decoder.join(part("co", previous: "the"), separator: " ", separatorTap: slipped("n"), part("tact", previous: "co")) == nil)
    }

    @Test func aLetterTypedOnReturnIsJoinedBack() {
        // m's right half sits above Return: "ti⏎E" (the capital automatic after Return) is "time".
        let m = Fixtures.layout.keys["m"]!
        let onReturn = TapPoint(x: m.centerX + 0.3, y: m.centerY + 0.8)
        let j = decoder.join(part("ti"), separator: "\n", separatorTap: onReturn, part("E", previous: "ti"))
        #expect(j?.text == "time")
        #expect(j?.typed == "ti\nE")
        // Two known words keep the paragraph break between them.
        #expect(decoder.join(part("meeting"), separator: "\n", separatorTap: onReturn, part("Thanks", previous: "meeting")) == nil)
    }

    @Test func anApostropheTypedOnReturnIsJoinedBack() {
        // The apostrophe is picked from the full stop's grid beside Return: "didn⏎T" is "didn't".
        let onReturn = TapPoint(x: 8.6, y: 3.5)
        let j = decoder.join(part("didn"), separator: "\n", separatorTap: onReturn, part("T", previous: "didn"))
        #expect(j?.text == "didn't")
        // "I⏎M", its M decoded on its own as "am": a clitic standing alone after Return was the
        // apostrophe's, though "I am" reads well. (On the letters page, as on the English
        // keyset's, no key types the apostrophe: it comes from the full stop's grid.)
        var decoder = decoder
        decoder.spatial.layout = KeyboardLayoutModel(keys: Fixtures.layout.keys.filter { $0.key != "'" })
        let m = decoder.join(part("I"), separator: "\n", separatorTap: onReturn, part("M", "am", previous: "I"))
        #expect(m?.text == "I'm")
        // A word after Return stays.
        #expect(decoder.join(part("I"), separator: "\n", separatorTap: onReturn, part("Am", previous: "I")) == nil)
    }

    @Test func aReturnAtAWordsEdgeIsReadAsItsLetter() {
        let m = Fixtures.layout.keys["m"]!
        let onReturn = TapPoint(x: m.centerX + 0.3, y: m.centerY + 0.8)
        // "the ⏎Odel": m's tap landed on Return after the space.
        let before = decoder.returnAsLetter(part("Odel", previous: "the"), returnTap: onReturn, side: .before)
        #expect(before?.text == "model")
        #expect(before?.typed == "\nOdel")
        // "proble⏎ with": m's tap landed on Return at the word's end.
        let after = decoder.returnAsLetter(part("proble", previous: "real"), returnTap: onReturn, side: .after)
        #expect(after?.text == "problem")
        #expect(after?.typed == "proble\n")
        // A known word keeps its paragraph break.
        #expect(decoder.returnAsLetter(part("Meeting", previous: "the"), returnTap: onReturn, side: .before) == nil)
        #expect(decoder.returnAsLetter(part("thanks"), returnTap: onReturn, side: .after) == nil)
        // No paragraph starts with a space: a known word before "⏎ " is read with the Return's
        // letter too ("I a⏎ " is "I am").
        #expect(decoder.returnAsLetter(part("a", previous: "I"), returnTap: onReturn, side: .after)?.text == "am")
    }

    /// "and i  ", the first space deep on the bar under n: the words as they stand leave the
    /// second space unexplained, so the tap is the n of "in" though it lies out of n's reach.
    @Test func aSpaceBeforeADoubledSpaceIsReadAsTheLastLetter() {
        let deep = TapPoint(x: 7.0, y: 3.6)
        #expect(decoder.spaceAsLastLetter(part("i", previous: "and"), spaceTap: deep)?.text == "in")
    }

    @Test func aFullStopBeforeAWordAfterASpaceIsReadAsItsFirstLetter() {
        // "church .eeting": m's tap landed on the full stop below it after the space.
        let read = decoder.punctuationAsFirstLetter(part("eeting", previous: "church"), tap: slipped("m"), separator: ".")
        #expect(read?.text == "meeting")
        #expect(read?.typed == ".eeting")
        // A known word keeps its full stop; a Return is no punctuation.
        #expect(decoder.punctuationAsFirstLetter(part("net", previous: "the"), tap: slipped("m"), separator: ".") == nil)
        #expect(decoder.punctuationAsFirstLetter(part("eeting", previous: "church"), tap: slipped("m"), separator: "\n") == nil)
    }

    @Test func twoKnownWordsStayApart() {
        #expect(decoder.join(part("in"), separator: " ", separatorTap: slipped("n"), part("the", previous: "in")) == nil)
        #expect(decoder.join(part("any"), separator: " ", separatorTap: slipped("n"), part("one", previous: "any")) == nil)
    }

    @Test func aWordRightAfterACommaGetsItsSpace() {
        let missed = decoder.join(part("am"), separator: ",", separatorTap: TapPoint(x: 2, y: 3.5), part("but", previous: "am"))
        #expect(missed?.text == "am, but")
        #expect(missed?.typed == "am,but")
        // The space landed on "v" above the bar: that tap was the space.
        var second = part("vhe", previous: "thanks")
        second.request.taps[0] = TapPoint(x: Fixtures.layout.keys["v"]!.centerX, y: 2.9)
        let slip = decoder.join(part("thanks"), separator: ",", separatorTap: TapPoint(x: 2, y: 3.5), second)
        #expect(slip?.text == "thanks, he")
    }

    @Test func aFullStopBetweenKnownWordsStays() {
        // "enron.com": nothing spatial says the stop was a letter or a space was meant.
        let far = TapPoint(x: 7.5, y: 3.5)
        #expect(decoder.join(part("enron"), separator: ".", separatorTap: far, part("com", previous: "enron")) == nil)
    }

    @Test func aJoinNeverDropsTaps() {
        // "thanksxvi" is no word; "thanks" would explain it only by dropping three taps.
        let j = decoder.join(part("thanks"), separator: ",", separatorTap: TapPoint(x: 2, y: 3.5), part("vi", previous: "thanks"))
        #expect(j?.text.hasPrefix("thanks,") == true)
    }

    @Test func aJoinMayReadSeveralWords() {
        // "have taken care" typed "ha wtakenvcqre": the v of "have" on the bar, the space after
        // it on the v key. The joined taps read as three words.
        var second = part("wtakenvcqre", previous: "ha")
        second.request.taps[0] = Fixtures.taps("e")[0]
        second.request.taps[6] = TapPoint(x: Fixtures.layout.keys["v"]!.centerX, y: 2.9)
        second.request.taps[8] = Fixtures.taps("a")[0]
        let j = decoder.join(part("ha", "had", previous: "we"), separator: " ", separatorTap: slipped("v"), second)
        #expect(j?.text == "have taken care")
        #expect(j?.typed == "ha wtakenvcqre")
        #expect(j?.lastWordMendable == false)
    }

    @Test func aSeveralWordReadingMustUseTheSeparatorAsALetter() {
        // "into Wes" typed right: re-reading "into" as "in to" is no mend of the seam, and a
        // capital after a space starts a word on purpose.
        #expect(decoder.join(part("into"), separator: " ", separatorTap: slipped("v"), part("Wes", previous: "into")) == nil)
        #expect(decoder.join(part("into"), separator: " ", separatorTap: slipped("v"), part("wes", previous: "into"))?.text.hasPrefix("into") != false)
    }

    @Test func literalWordsAreNeverJoined() {
        var second = part("ks", previous: "tha")
        second.request.literal = true
        #expect(decoder.join(part("tha"), separator: " ", separatorTap: slipped("n"), second) == nil)
    }

    /// A literal word keeps its letters, but the space missed after the comma before or after it
    /// is no letter of it: "Obviously,this" with "Obviously" hard-pressed is "Obviously, this".
    @Test func aLiteralWordStillGetsTheSpaceMissedAfterItsComma() {
        var first = part("Obviously")
        first.request.literal = true
        #expect(decoder.join(first, separator: ",", separatorTap: TapPoint(x: 2, y: 3.5), part("this"))?.text == "Obviously, this")
        var second = part("this")
        second.request.literal = true
        #expect(decoder.join(part("Obviously"), separator: ",", separatorTap: TapPoint(x: 2, y: 3.5), second)?.text == "Obviously, this")
        // Its first tap is a letter of it, not a space that slipped onto the row: "vI" stays.
        var slipped = WordDecoder.JoinPart(request: DecodingRequest(typed: "vI", taps: [self.slipped("v")] + Fixtures.taps("I")), text: "vI")
        slipped.request.literal = true
        #expect(decoder.join(part("way"), separator: ",", separatorTap: TapPoint(x: 2, y: 3.5), slipped)?.text != "way, I")
    }

    /// A bottom-row letter that landed a whole row low, deep on the bar (no letter within reach
    /// of the tap's own scatter), is read as the letter right above it when that spells the word
    /// as typed; with a second slip needed it is not ("e fine" is no "engine").
    @Test func aLetterDeepOnTheBarIsReadAsTheLetterAboveIt() {
        func deep(_ letter: Character) -> TapPoint {
            let g = Fixtures.layout.keys[letter]!
            return TapPoint(x: g.centerX + 0.25, y: g.centerY + 1.3)
        }
        #expect(decoder.nearestLetters(to: deep("c"), count: 1).isEmpty)
        #expect(decoder.letterAbove(deep("c")) == "c")
        #expect(decoder.join(part("mu", previous: "so"), separator: " ", separatorTap: deep("c"), part("h", previous: "mu"))?.text == "much")
        #expect(decoder.join(part("taki", previous: "mind"), separator: " ", separatorTap: deep("n"), part("g", previous: "taki"))?.text == "taking")
        #expect(decoder.join(part("e", previous: "should"), separator: " ", separatorTap: deep("n"), part("fine", previous: "e"))?.text != "engine")
        // Two pieces that are no words are no reading either: a second slip may be mended
        // ("mu j", h typed as j, → "much").
        var mj = part("j", previous: "mu")
        mj.request.taps = [TapPoint(x: Fixtures.layout.keys["j"]!.centerX - 0.2, y: Fixtures.layout.keys["j"]!.centerY)]
        #expect(decoder.join(part("mu", previous: "so"), separator: " ", separatorTap: deep("c"), mj)?.text == "much")
        // The second slip is a key mended, never a tap dropped: "discussio n o" keeps its o.
        #expect(decoder.join(part("discussio", previous: "a"), separator: " ", separatorTap: deep("n"), part("o", previous: "discussio"))?.text != "discussion")
        // Below the bar there is no letter above within a row.
        #expect(decoder.letterAbove(TapPoint(x: 4, y: 4.6)) == nil)
    }
}

