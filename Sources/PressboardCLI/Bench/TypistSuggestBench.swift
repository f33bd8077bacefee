import Keyboard
import Pressboard
import Suggestions
import TouchInput

/// Part of `bench suggest`: accuracy on tap-noise typing made by the keyboard's own typist
/// simulator. Common words are typed on the english keyset with touch scatter σ, decoded and
/// run through the keyboard engine; what the engine typed is then ranked (a) with the tap points
/// (spatial model) and (b) by frequency alone. Top-1 = the intended word comes first.
enum TypistSuggestBench {
    static func run(_ o: BenchOptions) throws {
        let keyset = try KeysetSearch.load(id: "english", override: nil)
        let geometry = KeyboardGeometry(keyset: keyset)
        let device = InputBench.touchscreen()
        let region = DeviceMapping.defaultRegion(for: device.classification.kind)
        let mapping = geometry.mapping(region: region)
        let source = try LexiconSource.bundledEnglish()
        let (index, _) = try SuggestionIndex.load(source, cacheDirectory: SuggestPaths(environment: [:]).cacheDirectory)
        let layout = KeysetSpatialModel.layoutModel(geometry.defaultPage)
        let spatial = SpellingRanker(index: index, layout: layout, mode: .noisyChannel)
        let frequency = SpellingRanker(index: index, layout: layout, mode: .frequencyOnly)
        let words = try commonWords(source, count: max(50, Int(400 * o.scale)))
        // The keyboard alone: no suggestions bar, no automatic capitals (the words are lower case).
        let spec = SessionSpec(keyset: KeysetSpec(id: keyset.id), keyboard: KeyboardPlacementSpec(region: region),
                               suggestions: SuggestionsSpec(enabled: false), autoCapitalization: false)

        for spread in [0.2, 0.3] {
            var engineRight = 0, spatialRight = 0, frequencyRight = 0
            for (i, word) in words.enumerated() {
                var cfg = TypistConfiguration(seed: UInt64(1000 + i), spread: spread)
                cfg.autoCapitalization = false
                let sim = TypistSimulator(geometry: geometry, mapping: mapping, device: device, configuration: cfg)
                let trace = try sim.synthesise(word)
                let (typed, taps) = try typeThrough(trace.events, device: device, spec: spec)
                if typed == word { engineRight += 1 }
                if typed.isEmpty { continue }
                let withTaps = spatial.suggestions(for: typed, taps: taps.count == typed.count ? taps : nil, count: 3, includeCompletions: false)
                let byFrequency = frequency.suggestions(for: typed, count: 3, includeCompletions: false)
                if withTaps.first?.text == word { spatialRight += 1 }
                if byFrequency.first?.text == word { frequencyRight += 1 }
            }
            let n = Double(words.count)
            let label = spread == 0.2 ? "0_2" : "0_3"
            o.emit(BenchMeasurement(section: "suggest", name: "typist_sigma_\(label)_engine_word_accuracy", value: 100 * Double(engineRight) / n, unit: "%"))
            o.emit(BenchMeasurement(section: "suggest", name: "typist_sigma_\(label)_top1_spatial", value: 100 * Double(spatialRight) / n, unit: "%",
                                    peer: "frequency-only ranking", peerValue: 100 * Double(frequencyRight) / n))
        }
    }

    /// The most frequent lexicon words of 3–8 letters.
    static func commonWords(_ source: LexiconSource, count: Int) throws -> [String] {
        let list = try source.readWords()
        let sorted = list.entries.sorted { $0.count > $1.count }
        return Array(sorted.lazy.map(\.word).filter { (3...8).contains($0.count) && $0.allSatisfy { $0.isLetter && $0.isASCII } }.prefix(count))
    }

    /// Types a trace through a session built from `spec`: the text it typed and, for each
    /// character, its tap point (keyboard units) as the session hands them to the ranker.
    static func typeThrough(_ events: [InputEvent], device: DeviceDescription, spec: SessionSpec) throws -> (String, [TapPoint]) {
        let session = try SpecResolution.builder().build(spec, device: device).session
        for e in events { session.feed(e) }
        session.finish(at: (events.last?.time ?? Timestamp(microseconds: 0)).adding(seconds: 1))
        return (session.editor.document.string, session.wordTaps)
    }
}
