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
        let layout = KeysetSpatialModel.layoutModel(geometry.pages[keyset.defaultPageIndex])
        let spatial = SpellingRanker(index: index, layout: layout, mode: .noisyChannel)
        let frequency = SpellingRanker(index: index, layout: layout, mode: .frequencyOnly)
        let words = try commonWords(source, count: max(50, Int(400 * o.scale)))

        for spread in [0.2, 0.3] {
            var engineRight = 0, spatialRight = 0, frequencyRight = 0
            for (i, word) in words.enumerated() {
                var cfg = TypistConfiguration(seed: UInt64(1000 + i), spread: spread)
                cfg.autoCapitalization = false
                let sim = TypistSimulator(geometry: geometry, mapping: mapping, device: device, configuration: cfg)
                let trace = try sim.synthesise(word)
                let (typed, taps) = typeThrough(trace.events, device: device, keyset: keyset, region: region, mapping: mapping)
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

    /// Decodes a trace and runs the keyboard engine alone: the text it typed and, for each
    /// character, where its touch ended (keyboard units).
    static func typeThrough(_ events: [InputEvent], device: DeviceDescription, keyset: Keyset, region: NormalisedRect,
                            mapping: DeviceMapping) -> (String, [TapPoint]) {
        var decoder = MultitouchDecoder(description: device)
        var engine = KeyboardEngine(keyset: keyset, region: region)
        var last: [Int: TapPoint] = [:]
        var out: [KeyboardOutput] = []
        var text = ""
        var taps: [TapPoint] = []
        func absorb() {
            for o in out {
                if case .text(let s, _) = o.action {
                    text += s
                    if let c = o.contact, let p = last[c] { taps.append(p) }
                }
            }
            out.removeAll()
        }
        for e in events where decoder.feed(e) {
            for c in decoder.frame.contacts {
                let p = mapping.keyboardPoint(c)
                last[c.id] = TapPoint(x: p.x, y: p.y)
            }
            engine.handle(decoder.frame, into: &out)
            absorb()
        }
        engine.advance(to: (events.last?.time ?? Timestamp(microseconds: 0)).adding(seconds: 1), into: &out)
        absorb()
        return (text, taps)
    }
}
