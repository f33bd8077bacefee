import Testing
import Suggestions
@testable import Decoding

/// An unknown string typed cleanly is kept as a name unless an alternative beats it by a wide
/// margin; its letters now say whether it could be one (`LetterModel.excess`).
@Suite struct LetterExcessTests {
    let decoder = Fixtures.decoder()

    /// Taps for `meant` where each letter `typed` gets wrong lands inside the typed key, `depth`
    /// of the way from the meant key's centre to the typed key's (over 0.5: every tap is within
    /// the key it typed, so the typed string is clean-tapped).
    static func slipTaps(typed: String, meant: String, depth: Double) -> [TapPoint] {
        zip(typed.lowercased(), meant.lowercased()).map { t, m in
            let a = Fixtures.layout.keys[m]!, b = Fixtures.layout.keys[t]!
            return TapPoint(x: a.centerX + depth * (b.centerX - a.centerX), y: a.centerY + depth * (b.centerY - a.centerY))
        }
    }

    /// Slips the typist simulator made at σ 0.19 that the name-protecting margin kept: every tap
    /// inside the key it typed, but in letters no English word strings together. The deeper the
    /// slipped tap lies in the wrong key, the surer the typed string: the letter model corrects
    /// slips deeper in than before, and every slip corrected before still.
    /// Both decoders hold strings in small letters to the names margin, as capitalised ones are.
    @Test func aCleanTappedStringNoWordIsSpelledLikeIsCorrectedDeeperInTheWrongKey() {
        var with = DecoderSettings()
        with.fittingSmallWordMargin = with.fittingUnknownWordMargin
        var without = with
        without.letterExcessWeight = 0
        let decoder = Fixtures.decoder(settings: with)
        let plain = Fixtures.decoder(settings: without)
        let depths = stride(from: 0.55, through: 0.95, by: 0.05).map { $0 }
        for (typed, meant, previous) in [("prsy", "pray", "I"), ("dcared", "scared", "am"), ("vuys", "guys", "there"), ("Gsry", "Gary", "to")] {
            let requests = depths.map { DecodingRequest(typed: typed, taps: Self.slipTaps(typed: typed, meant: meant, depth: $0), previousWord: previous) }
            let now = requests.filter { decoder.decode($0).text == meant }.count
            let before = requests.filter { plain.decode($0).text == meant }.count
            #expect(now > before, "\(typed): corrected at \(now) depths, \(before) without the letter model")
            for r in requests where plain.decode(r).text == meant { #expect(decoder.decode(r).text == meant) }
        }
    }

    @Test func aCleanTappedNameSpelledLikeAWordStays() {
        for (name, previous) in [("Hannigrif", "with"), ("Garberding", "Mr"), ("Palacios", "Maria"), ("Dynegy", "with"), ("Sewell", "Bob")] {
            let r = decoder.decode(DecodingRequest(typed: name, taps: Fixtures.taps(name), previousWord: previous))
            #expect(r.text == name, "\(name) became \(r.text)")
        }
    }

    @Test func numbersAndSymbolsAreNotJudgedByTheirLetters() {
        let plain = decoder.unknownPrior("50m")
        var settings = DecoderSettings()
        settings.letterExcessWeight = 0
        #expect(plain == Fixtures.decoder(settings: settings).unknownPrior("50m"))
        #expect(decoder.unknownPrior("rkugh") < Fixtures.decoder(settings: settings).unknownPrior("rkugh"))
    }
}
