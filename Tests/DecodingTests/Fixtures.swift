import FoundationEssentials
import Suggestions
@testable import Decoding
#if canImport(Glibc)
import Glibc
#endif

/// The bundled English lexicon (cached per user) and a QWERTY decoder over it.
enum Fixtures {
    static let englishIndex: SuggestionIndex = {
        let source = try! LexiconSource.bundledEnglish()
        return try! SuggestionIndex.load(source, cacheDirectory: "/tmp/pressboard-decoding-tests-\(getuid())").0
    }()

    static let layout = KeyboardLayoutModel.qwerty
    /// A space bar under the bottom row, 5 keys wide.
    static let space = KeyGeometry(centerX: 5, centerY: 3.5, width: 5, height: 1)

    static func decoder(model: TouchModel = TouchModel(keyset: "qwerty", device: "test"), settings: DecoderSettings = DecoderSettings(),
                        index: SuggestionIndex = englishIndex) -> WordDecoder {
        WordDecoder(ranker: SpellingRanker(index: index, layout: layout),
                    spatial: SpatialModel(layout: layout, touchModel: model, spaceKey: space, settings: settings))
    }

    /// Taps at the centres of the keys of `word`, moved by `offsets` (per character, keyboard units).
    static func taps(_ word: String, offsets: [Int: (Double, Double)] = [:]) -> [TapPoint] {
        Array(word.lowercased()).enumerated().map { i, c in
            let g = layout.keys[c] ?? KeyGeometry(centerX: 5, centerY: 3.5)
            let o = offsets[i] ?? (0, 0)
            return TapPoint(x: g.centerX + o.0, y: g.centerY + o.1)
        }
    }

    static func temporaryDirectory(_ name: String = #function) -> String {
        let dir = "/tmp/pressboard-decoding-test-\(getpid())-\(name.filter { $0.isLetter })-\(UInt32.random(in: 0...UInt32.max))"
        try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        return dir
    }
}
