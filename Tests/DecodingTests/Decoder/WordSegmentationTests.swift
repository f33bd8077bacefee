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

    /// A space whose tap landed high on the letter row above the bar (a slip of a whole row, not
    /// the tail of the bar's own scatter) is still read as the space.
    @Test func aSpaceThatLandedHighOnTheRowAboveTheBar() {
        let taps = Fixtures.taps("folksvthink", offsets: [5: (0, -0.25)])
        #expect(decoder.decode(DecodingRequest(typed: "folksvthink", taps: taps, previousWord: "business")).text == "folks think")
        // Above that row it is a letter of another row: no space.
        let d = decoder.spatial
        let v = Fixtures.layout.keys["v"]!, f = Fixtures.layout.keys["f"]!
        #expect(d.spaceCost(TapPoint(x: v.centerX, y: v.centerY - 0.3))! <= d.settings.spaceSlipCost)
        #expect(d.spaceCost(TapPoint(x: f.centerX, y: f.centerY))! > WordSegmentation.maxSpaceTapCost)
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

    /// A layout with the full stop under "m", as in `aLastTapNearTheFullStopKeyClosesTheWord`.
    static func decoderWithFullStop() -> WordDecoder {
        var keys = KeyboardLayoutModel.qwerty.keys
        keys["."] = KeyGeometry(centerX: 7, centerY: 3, width: 1, height: 1)
        let layout = KeyboardLayoutModel(keys: keys)
        return WordDecoder(ranker: SpellingRanker(index: Fixtures.englishIndex, layout: layout),
                           spatial: SpatialModel(layout: layout, touchModel: TouchModel(keyset: "qwerty", device: "test"), spaceKey: Fixtures.space))
    }

    /// No word starts "tomorrown", so the tap beam stops at "tomorrow"; the stop that landed on
    /// "n" still closes it (held-out phrases typed "samevstepstomorrown", kept as typed).
    @Test func aCompleteWordIsClosedByAStopTheBeamNeverReached() {
        let d = Self.decoderWithFullStop()
        var (typed, taps) = Self.taps("same steps", spaceTyped: "v")
        typed += "tomorrown"
        taps += Fixtures.taps("tomorrow") + [TapPoint(x: 6.9, y: 2.42)]
        let r = d.decode(DecodingRequest(typed: typed, taps: taps, previousWord: "exact"))
        #expect(r.text == "same steps tomorrow.", "\(r.candidates.prefix(3))")
    }

    /// A tap two rows above the stop is a letter, not the stop: "runningvOK" is not "running I."
    /// (the K read as the stop).
    @Test func aTapFarFromTheStopDoesNotCloseAWord() {
        let d = Self.decoderWithFullStop()
        var (typed, taps) = Self.taps("running", spaceTyped: "v")
        typed += "vOK"
        taps += Fixtures.taps("vok", offsets: [0: (0, 0.45)])
        let r = d.decode(DecodingRequest(typed: typed, taps: taps, previousWord: "system"))
        #expect(!r.candidates.contains { $0.text.hasSuffix(".") }, "\(r.candidates.prefix(3))")
    }

    /// Three words run together, one space typed as a letter (held-out "specificallyvconcernedabout",
    /// 27 taps, was kept as typed).
    @Test func threeWordsOfTwentySevenTaps() {
        var (typed, taps) = Self.taps("specifically concerned", spaceTyped: "v")
        typed += "about"
        taps += Fixtures.taps("about")
        #expect(taps.count == 27)
        #expect(decoder.decode(DecodingRequest(typed: typed, taps: taps, previousWord: "are")).text == "specifically concerned about")
    }

    /// A word of more than twelve taps after a missed space, with a slip in it: "upresponsibiloty"
    /// was read "irresponsibility", the one whole word near it, when a reading's words stopped at
    /// twelve taps.
    @Test func aLongWordAfterAMissedSpace() {
        let typed = "upresponsibiloty"
        let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps("upresponsibility", offsets: [13: (0.55, 0)]), previousWord: "pick"))
        #expect(r.text == "up responsibility", "\(r.candidates.prefix(3))")
        #expect(WordSegmentation.maxWordTaps >= "responsibility".count)
    }

    /// "Iam" at a sentence's start, every tap in its key: "Am" reads it best but is blocked by
    /// the margin that keeps clean-tapped names; the cut behind it keeps every letter typed.
    @Test func aMissedSpaceBehindABlockedCorrection() {
        let r = decoder.decode(DecodingRequest(typed: "Iam", taps: Fixtures.taps("Iam"), midSentence: false))
        #expect(r.text == "I am", "\(r.candidates.prefix(3))")
        #expect(r.reason == .split)
        // Only a cut of the typed letters: a name that reads best as a word stays.
        #expect(decoder.decode(DecodingRequest(typed: "Palacios", taps: Fixtures.taps("Palacios"), previousWord: "with", midSentence: true)).text == "Palacios")
    }

    /// The pronoun with its space missed at a sentence's start: the lists give "I" its share of
    /// all words, far below its share of first words, so "Will" alone read "Iwill" best.
    @Test func aMissedSpaceAfterThePronounAtASentencesStart() {
        for (typed, meant) in [("Iwill", "I will"), ("Ihave", "I have"), ("Ialready", "I already")] {
            let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed), midSentence: false))
            #expect(r.text == meant, "\(r.candidates.prefix(3))")
        }
        // A lone letter beside "I" is no pronoun lifted: "U" is a word of its own in texting.
        #expect(decoder.decode(DecodingRequest(typed: "U", taps: Fixtures.taps("u"), midSentence: false)).text == "U")
        // Inside a sentence the lists' bigrams speak for the pronoun; nothing is raised.
        let settings = decoder.settings
        #expect(decoder.sentenceStartLogProbability(of: "I", lm: -5, DecodingRequest(typed: "I", taps: [], midSentence: true)) == -5)
        #expect(decoder.sentenceStartLogProbability(of: "I", lm: -8, DecodingRequest(typed: "Iwill", taps: []))
                == settings.sentenceStartPronounLogProbability)
        // Nor are the contractions, which start far fewer sentences: "Ove," is no "I've,".
        #expect(decoder.sentenceStartLogProbability(of: "I've", lm: -8, DecodingRequest(typed: "Ove", taps: [])) == -8)
        #expect(decoder.sentenceStartLogProbability(of: "In", lm: -5, DecodingRequest(typed: "In", taps: [])) == -5)
    }

    @Test func segmentationIsBoundedOnLongStrings() {
        let typed = String(repeating: "thevand", count: 3)   // 21 taps: within the tap beam
        let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed)))
        #expect(r.text == typed || r.text.split(separator: " ").count <= WordSegmentation.maxWords)
        let long = String(repeating: "thevand", count: 5)    // 35 taps: beyond it, kept
        #expect(long.count > TapCandidates.maxTaps)
        #expect(decoder.decode(DecodingRequest(typed: long, taps: Fixtures.taps(long))).text == long)
    }
}

/// Readings that hold contractions, numbers and camel case (issue 13's remaining spacing errors).
@Suite struct WordSegmentationWordKindsTests {
    let decoder = Fixtures.decoder()

    @Test func aContractionIsOneWordOfAReading() {
        // "I'm" then a space typed as "c": the apostrophe does not make the whole string a possessive.
        var (typed, taps) = WordSegmentationTests.taps("I'm still", spaceTyped: "c")
        #expect(typed == "I'mcstill")
        taps[1] = TapPoint(x: 8, y: 3.5)          // the apostrophe came from a popup: its tap is anywhere
        #expect(decoder.decode(DecodingRequest(typed: typed, taps: taps)).text == "I'm still")
        #expect(decoder.possessive("doctor's", nil) != nil)
        #expect(decoder.possessive("I'mcstill", nil) == nil)
    }

    @Test func aNumberIsOneWordOfAReadingAndNoReadingDropsADigit() {
        var (typed, taps) = WordSegmentationTests.taps("at 6", spaceTyped: "v")
        #expect(typed == "atv6")
        taps[3] = TapPoint(x: 5, y: 0.5)          // "6" on the numbers page
        let r = decoder.decode(DecodingRequest(typed: typed, taps: taps))
        #expect(r.text == "at 6")
        #expect(r.candidates.allSatisfy { $0.text.contains("6") })
    }

    @Test func camelCaseIsNotAMissedSpace() {
        let r = decoder.decode(DecodingRequest(typed: "NetCo", taps: Fixtures.taps("NetCo")))
        #expect(r.text == "NetCo")
    }

    /// Capitals running to the end are an acronym after a missed space, kept in capitals (dev
    /// phrases typed "for thisAM?", which became "for this?").
    /// Its capitals took shift taps, so no reading drops them or makes them small letters
    /// ("thisAM" had become "this", "theUS" "this").
    @Test(arguments: [("thisAM", "for", "this AM"), ("tomorrowAM", "meet", "tomorrow AM"), ("theUS", "in", "the US")])
    func anAcronymAfterAMissedSpaceIsSplitOff(typed: String, previous: String, meant: String) {
        let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: previous))
        #expect(r.text == meant, "\(r.candidates.prefix(3))")
    }

    /// A name or acronym no list knows after a missed space ("atUBS", held-out phrases) is kept
    /// as typed behind the space: its capital took a deliberate shift tap. Before, no reading
    /// had the unknown word, so the string stayed, or became "a tubs".
    @Test(arguments: [("theCEO", "with", "the CEO"), ("inNYC", "office", "in NYC"), ("atUBS", "job", "at UBS"),
                      ("withDynegy", "for", "with Dynegy")])
    func aNameAfterAMissedSpaceIsKeptAsTyped(typed: String, previous: String, meant: String) {
        let r = decoder.decode(DecodingRequest(typed: typed, taps: Fixtures.taps(typed), previousWord: previous))
        #expect(r.text == meant, "\(r.candidates.prefix(3))")
        #expect(r.reason == .split)
    }

    /// The same when the space was tapped as a letter by the bar ("badvEnro": "bad Enro").
    @Test func aNameAfterASpaceTappedAsALetterIsKeptAsTyped() {
        let (typed, taps) = WordSegmentationTests.taps("bad Enro", spaceTyped: "v")
        let r = decoder.decode(DecodingRequest(typed: typed, taps: taps, previousWord: "more"))
        #expect(r.text == "bad Enro", "\(r.candidates.prefix(3))")
    }

    /// Only a capitalised tail of two or more characters after two or more small letters is a
    /// word of its own: "iPhone", "eBay", "NetCo" are written so, "theO" may be a slip onto shift.
    @Test func whereACapitalisedTailStarts() {
        #expect(WordDecoder.camelTail(of: Array("atUBS")) == 2)
        #expect(WordDecoder.camelTail(of: "withDynegy") == 4)
        #expect(WordDecoder.camelTail(of: Array("badvEnro")) == 4)
        for s in ["iPhone", "eBay", "NetCo", "theO", "the", "UBS", "atU2"] { #expect(WordDecoder.camelTail(of: Array(s)) == nil, "\(s)") }
        // The typed string pays for its unlikely shape.
        var free = DecoderSettings()
        free.camelTailCost = 0
        let difference = Fixtures.decoder(settings: free).unknownPrior("atUBS") - decoder.unknownPrior("atUBS")
        #expect(abs(difference - decoder.settings.camelTailCost) < 1e-9)
    }

    @Test func capitalsInsideAWordAreNeverMadeSmall() {
        let r = decoder.decode(DecodingRequest(typed: "atUBS", taps: Fixtures.taps("atUBS"), previousWord: "job"))
        #expect(!r.candidates.prefix(3).contains { $0.text == "a tubs" }, "\(r.candidates.prefix(3))")
        #expect(decoder.unexplainedShiftCost("this", typed: "thisAM") == 2 * decoder.settings.insertionCost)
        #expect(decoder.unexplainedShiftCost("this AM", typed: "thisAM") == 0)
        #expect(decoder.unexplainedShiftCost("Hello", typed: "Hello") == 0)
    }
}

/// Pieces of a reading with a key the finger never tapped (`WordSegmentation+Pieces`).
@Suite struct WordSegmentationPieceTests {
    let decoder = Fixtures.decoder()

    @Test(arguments: [("for yur", "thanks", "for your"), ("have oher", "we", "have other")])
    func aPieceWithAKeyNeverTappedIsMended(_ text: String, _ previous: String, _ meant: String) {
        let (typed, taps) = WordSegmentationTests.taps(text, spaceTyped: "v")
        let r = decoder.decode(DecodingRequest(typed: typed, taps: taps, previousWord: previous))
        #expect(r.text == meant)
        #expect(r.reason == .split)
    }

    /// A clean-tapped string (a name, most often) read as words with a key never tapped ("Alina"
    /// as "Also a": n read as the space, s never tapped) has been corrected, not only cut: such a
    /// reading must clear the clean-taps margin; a plain cut clears the unknown word's.
    @Test func aMendedReadingOfACleanTappedStringNeedsTheCorrectionMargin() {
        let s = decoder.settings
        let lead = (s.unknownWordMargin + s.fittingUnknownWordMargin) / 2
        var reading = WordDecoder.Scored(text: "Also a", score: lead, split: true)
        let typed = WordDecoder.Scored(text: "Alina", score: 0, split: false)
        #expect(decoder.decide([typed, reading], typedKnown: false, typedFits: true).word.text == "Also a")
        reading.mended = true
        #expect(decoder.decide([typed, reading], typedKnown: false, typedFits: true).word.text == "Alina")
        // A string that is not clean-tapped needs only the unknown word's margin either way.
        #expect(decoder.decide([typed, reading], typedKnown: false, typedFits: false).word.text == "Also a")
    }

    /// "thevEl": the space before a name tapped as the v above the bar. The readings with the
    /// space ("the El", "the Tel", "the Del") share the posterior, so none reaches the minimum;
    /// the best keeps every letter typed and is taken. A name tapped cleanly with a bottom-row
    /// letter in it still needs the correction margin against such a reading.
    @Test func aSpaceTappedAsALetterBeforeANameWhenNoReadingReachesThePosterior() {
        let taps = Fixtures.taps("thevel", offsets: [3: (0, 0.35)])
        let r = decoder.decode(DecodingRequest(typed: "thevEl", taps: taps, previousWord: "into", midSentence: true))
        #expect(r.text == "the El")
        #expect(r.posterior < decoder.settings.minimumPosterior)
        let s = decoder.settings
        let typed = WordDecoder.Scored(text: "Alina", score: 0, split: false)
        func readings(lead: Double) -> [WordDecoder.Scored] {
            [typed, WordDecoder.Scored(text: "Ali a", score: lead, split: true, spaceTaps: [3]),
             WordDecoder.Scored(text: "Alone", score: lead - 0.2, split: false),
             WordDecoder.Scored(text: "Along", score: lead - 0.3, split: false)]
        }
        #expect(decoder.decide(readings(lead: s.fittingUnknownWordMargin - 1), typedKnown: false, typedFits: true).word.text == "Alina")
        #expect(decoder.decide(readings(lead: s.fittingUnknownWordMargin + 1), typedKnown: false, typedFits: true).word.text == "Ali a")
        // A reading that changes a letter besides the space is no cut of the typed letters.
        var mended = readings(lead: s.fittingUnknownWordMargin + 1)
        mended[1].text = "All a"
        #expect(decoder.decide(mended, typedKnown: false, typedFits: true).word.text == "Alina")
    }

    @Test func onlyPiecesBetweenTapsThatMayBeTheSpace() {
        let (typed, taps) = WordSegmentationTests.taps("for yur", spaceTyped: "v")
        let segmentation = WordSegmentation(decoder: decoder, request: DecodingRequest(typed: typed, taps: taps),
                                            generated: TapCandidates(spatial: decoder.spatial, taps: taps, typed: Array(typed)))
        #expect(segmentation.delimitedRanges() == [0..<3, 4..<7])
        let plain = WordSegmentation(decoder: decoder, request: DecodingRequest(typed: "forty", taps: Fixtures.taps("forty")),
                                     generated: TapCandidates(spatial: decoder.spatial, taps: Fixtures.taps("forty"), typed: Array("forty")))
        #expect(plain.delimitedRanges().isEmpty)
    }
}
