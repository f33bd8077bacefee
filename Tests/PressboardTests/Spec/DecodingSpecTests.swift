import Foundation
import TouchInput
import Decoding
import Keyboard
import Suggestions
import Testing
@testable import Pressboard

/// The decoding part of the spec: its settings and the touch model survive JSON, old specs
/// without it still read, and the builder decodes exactly when autocorrect is on.
@Suite struct DecodingSpecTests {
    /// A touch model with a few learned keys (offsets that are not round numbers).
    static func learnedModel() throws -> TouchModel {
        let keyset = try SessionFixtures.keyset("english")
        let page = KeyboardGeometry(keyset: keyset).pages[keyset.defaultPageIndex]
        let layout = KeysetSpatialModel.layoutModel(page)
        var model = TouchModel(keyset: "english", device: "Test Screen")
        var n = 0.0
        for word in ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog"] {
            let taps = word.map { c -> TapPoint in
                n += 1
                let g = layout.keys[c]!
                return TapPoint(x: g.centerX + 0.13 * sin(n), y: g.centerY + 0.21 / 3 * cos(n * 1.7))
            }
            model.learn(word: word, taps: taps, layout: layout)
        }
        return model
    }

    @Test func specWithATouchModelSurvivesJSONRoundTrip() throws {
        var spec = SessionSpec()
        spec.suggestions.autocorrect = true
        spec.decoding = DecodingSpec(literalPercentile: 0.9, learnsTouchModel: false, dropsDoubleSpaces: false,
                                     decoder: DecoderTuning(maxCandidates: 7, languageWeight: 0.8, knownWordMargin: 6.5),
                                     touchModel: try Self.learnedModel())
        #expect(spec.decoding.touchModel?.keys.isEmpty == false)
        let json = SessionSpecHeader.encode(spec)
        let back = try JSONDecoder().decode(SessionSpec.self, from: Data(json.utf8))
        #expect(back == spec)
        #expect(back.decoding.touchModel == spec.decoding.touchModel)
        #expect(SessionSpecHeader.encode(back) == json)
        // Through a recording's comment lines too.
        let header = SessionSpecHeader.comments(for: spec).map { "# " + $0 }.joined(separator: "\n") + "\nN: Test Screen\n"
        #expect(try SessionSpecHeader.read(text: header, file: "r.evemu")?.spec == spec)
    }

    @Test func aSpecWrittenBeforeTheDecoderReadsWithTheDefaults() throws {
        let old = #"{"version":1,"suggestions":{"autocorrect":true},"decoding":{"decoder":{"languageWeight":0.5}}}"#
        let spec = try JSONDecoder().decode(SessionSpec.self, from: Data(old.utf8))
        #expect(spec.decoding.literalPercentile == DecodingSpec().literalPercentile)
        #expect(spec.decoding.decoder.languageWeight == 0.5)
        #expect(spec.decoding.decoder.maxCandidates == DecoderSettings().maxCandidates)
        #expect(spec.decoding.touchModel == nil)
        let older = try JSONDecoder().decode(SessionSpec.self, from: Data(#"{"suggestions":{"autocorrect":true}}"#.utf8))
        #expect(older.decoding == DecodingSpec())
    }

    @Test func builderDecodesExactlyWhenAutocorrectIsOn() throws {
        let device = try #require(try TraceFile.open(SessionBuilderTests.fixture).description)
        var spec = SessionSpec()
        spec.keyset.id = "english"
        #expect(try SessionBuilderTests.builder.build(spec, device: device).session.decoding == nil)
        spec.suggestions.autocorrect = true
        spec.decoding.literalPercentile = 0.92
        spec.decoding.decoder.maxCandidates = 6
        let model = try Self.learnedModel()
        spec.decoding.touchModel = model
        let built = try SessionBuilderTests.builder.build(spec, device: device)
        let decoding = try #require(built.session.decoding)
        #expect(decoding.touchModel == model)
        #expect(decoding.literal.percentile == 0.92)
        #expect(decoding.configuration.settings.maxCandidates == 6)
        #expect(built.warnings.isEmpty)
    }

    @Test func aTouchModelOfAnotherKeysetIsNotUsed() throws {
        let device = try #require(try TraceFile.open(SessionBuilderTests.fixture).description)
        var spec = SessionSpec()
        spec.suggestions.autocorrect = true
        spec.decoding.touchModel = TouchModel(keyset: "german", device: device.name)
        let built = try SessionBuilderTests.builder.build(spec, device: device)
        #expect(built.session.decoding?.touchModel.keyset == "english")
        #expect(built.warnings.contains { if case .touchModelNotUsed = $0 { true } else { false } })
    }
}
