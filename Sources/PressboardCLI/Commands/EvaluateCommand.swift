import ArgumentParser
import Decoding
import FoundationEssentials
import Keyboard
import Pressboard
import Rendering
import Suggestions
import TextLayout
import TouchInput

/// `pressboard evaluate`: how much the word decoder helps (and harms) typing on a device, per
/// noise level, raw against decoded, through the same session as `run`.
struct EvaluateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "evaluate",
        abstract: "Type phrases with the typist simulator and measure raw versus decoded error rates.",
        discussion: """
        Each phrase (one per line of --text) is typed by the simulator on the device with touch
        scatter σ from --noise (key widths), per-key offsets, drift, missed/doubled spaces and
        space/letter slips, and replayed twice: raw (no autocorrect) and decoded (the word
        decoder). Reported per noise level: the share of taps outside their key, character error
        rate (MacKenzie–Soukoreff MSD), word error rate, share of right words decoding changed,
        literal-word survival (3 % of words typed with hard presses) and decode time per word.

        Example:
          pressboard evaluate --text phrases.txt --description Tests/Fixtures/traces/touchscreen-two-fingers.evemu --keyset english --noise 0.1,0.2,0.3 --seeds 3
        """
    )

    @Option(help: "Phrases, one per line.") var text: String
    @Option(help: "Device description (an evemu file; its events are ignored).") var description: String
    @Option(help: "Keyset id.") var keyset: String
    @Option(help: "Touch scatter σ per level, in key widths, comma-separated.") var noise: String = "0.1,0.2,0.3"
    @Option(help: "Runs (seeds) per noise level.") var seeds: Int = 2
    @Option(help: "Use at most this many phrases (0: all).") var limit: Int = 200
    @Option(help: "Directory searched for keysets before the standard ones.") var keysets: String?
    @Flag(help: "One JSON object per measurement.") var json = false
    @Flag(help: "Also print phrases where decoding changed the raw text (intended / raw / decoded).") var show = false
    @Flag(help: "Also classify every wrong decoded word by cause (not in lexicon, not a candidate, out-scored…).") var diagnose = false
    @Option(help: "Also draw the character error rate against the share of taps off their key, raw and decoded, as a PNG.") var png: String?
    @Option(help: "Decoder settings to try instead of the defaults, as name=value pairs (e.g. 'knownWordMargin=4,languageWeight=1.2'; names as in the session spec's decoder settings).") var decoder: String?
    @Option(help: "Also tap an extra key after this share of letters (0…1): half the time the same key again (a bounce), half a key beside it (brushed). Measures how the decoder copes with extra taps.") var extraTaps: Double = 0
    @Option(help: "Another simulated typist: name=value pairs replacing what the noise level gives (e.g. 'systematicOffset=0,twoThumbs=0,wordsPerMinute=60'; names: systematicOffset, wordsPerMinute, timingVariance, pressDuration, intensity, intensitySpread, missedSpaceRate, doubledSpaceRate, spaceSlipRate, letterSlipRate, drift, strayTapRate, extraTapRate, twoThumbs).") var typist: String?
    @Flag(help: "Type each phrase in small letters without punctuation, as the MacKenzie–Soukoreff phrase set is written: the typist turns the keyboard's automatic capital off.") var smallLetters = false
    @Flag(help: "End each phrase right after its last character, with no space after it: its last word is then decoded at the end of input.") var noFinalSpace = false
    @Flag(help: "Also measure adaptation: a typist with constant per-key offsets (0.3 key widths); after 200 words, the error rate decoded with the learned touch model vs without one (at the first noise level).") var adaptation = false

    func validate() throws {
        if seeds < 1 { throw ValidationError("--seeds must be ≥ 1") }
        if try levels().isEmpty { throw ValidationError("--noise needs at least one level") }
        if !(0...1).contains(extraTaps) { throw ValidationError("--extra-taps must be between 0 and 1") }
        if let typist { _ = try TypistOverride(typist) }
    }

    /// `phrase` in small letters, its punctuation but apostrophes dropped, one space between words.
    static func inSmallLetters(_ phrase: String) -> String {
        let kept = phrase.lowercased().map { $0.isLetter || $0.isNumber || $0 == "'" ? $0 : " " }
        return String(kept).split(separator: " ").joined(separator: " ")
    }

    func levels() throws -> [Double] {
        try noise.split(separator: ",").map {
            guard let v = Double($0.trimmingCharacters(in: .whitespaces)), v >= 0, v.isFinite else {
                throw ValidationError("--noise: '\($0)' is not a σ ≥ 0")
            }
            return v
        }
    }

    func run() throws {
        guard let data = FileManager.default.contents(atPath: text) else { throw ValidationError("cannot read \(text)") }
        var phrases = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        if smallLetters { phrases = phrases.map(Self.inSmallLetters).filter { !$0.isEmpty } }
        if limit > 0 { phrases = Array(phrases.prefix(limit)) }
        let k = try KeysetSearch.load(id: keyset, override: keysets)
        let d = try KeysetSearch.description(description)
        try OutputCheck.file(png, option: "--png")
        let settings = try decoder.map { try DecoderSettingsOverride.apply($0, to: DecoderSettings()) } ?? DecoderSettings()
        let rows = try TypingEvaluationRunner.run(phrases: phrases, description: d, keyset: k, levels: try levels(), seeds: seeds, settings: settings,
                                                 finalSpace: !noFinalSpace, extraTaps: extraTaps, typist: try typist.map(TypistOverride.init))
        for r in rows {
            r.print(json: json, device: URL(fileURLWithPath: description).lastPathComponent)
            if diagnose {
                printError("σ \(r.level):\n" + r.result.diagnosis.report())
                printError("  right words changed: " + r.result.changes.changedExamples.joined(separator: ", "))
                printError("  slowest decodes: " + r.slowest.map { "\($0.word) \(Int($0.nanoseconds / 1000)) µs" }.joined(separator: ", "))
            }
            if show { for d in r.result.differences { printError("  meant:   \(d.intended)\n  raw:     \(d.raw)\n  decoded: \(d.decoded)\n") } }
        }
        let device = URL(fileURLWithPath: description).lastPathComponent
        if let png { try writeBytes(TypingEvaluationRunner.curve(rows, device: device).png(), to: png) }
        if adaptation {
            let a = try TypingEvaluationRunner.adaptation(phrases: phrases, description: d, keyset: k, level: try levels()[0])
            for m in a { Swift.print(json ? m.json() : m.text()) }
        }
    }
}

/// Runs a typing evaluation per noise level and seed, and reports; shared by `evaluate` and `bench typing`.
enum TypingEvaluationRunner {
    struct Row {
        var level: Double
        var result: TypingEvaluation.Result
        var decodeP50: Double
        var decodeP99: Double
        /// The slowest decodes: typed word and nanoseconds.
        var slowest: [(word: String, nanoseconds: Double)] = []

        func measurements(section: String, device: String) -> [BenchMeasurement] {
            let tag = "\(device)_sigma\(level)"
            let r = result
            return [
                BenchMeasurement(section: section, name: "\(tag)_off_key_share", value: 100 * r.offKeyShare, unit: "%"),
                BenchMeasurement(section: section, name: "\(tag)_cer_decoded", value: 100 * r.decoded.characterErrorRate, unit: "%",
                                 peer: "raw", peerValue: 100 * r.raw.characterErrorRate),
                BenchMeasurement(section: section, name: "\(tag)_wer_decoded", value: 100 * r.decoded.wordErrorRate, unit: "%",
                                 peer: "raw", peerValue: 100 * r.raw.wordErrorRate),
                BenchMeasurement(section: section, name: "\(tag)_right_words_changed", value: 100 * r.changes.harm, unit: "%"),
                BenchMeasurement(section: section, name: "\(tag)_literal_survival", value: 100 * r.changes.literalSurvival, unit: "%"),
                BenchMeasurement(section: section, name: "\(tag)_decode_p50", value: decodeP50 / 1000, unit: "µs"),
                BenchMeasurement(section: section, name: "\(tag)_decode_p99", value: decodeP99 / 1000, unit: "µs"),
            ]
        }

        func print(json: Bool, device: String, section: String = "evaluate") {
            for m in measurements(section: section, device: device) { Swift.print(json ? m.json() : m.text()) }
        }
    }

    static func run(phrases: [String], description: DeviceDescription, keyset: Keyset, levels: [Double], seeds: Int,
                    settings: DecoderSettings = DecoderSettings(), finalSpace: Bool = true, extraTaps: Double = 0,
                    typist override: TypistOverride? = nil) throws -> [Row] {
        try checkTypable(description: description, keyset: keyset)
        var warnings: [SessionBuildWarning] = []
        let builder = SpecResolution.builder()
        guard let bar = builder.suggestionsBar(for: keyset, spec: SuggestionsSpec(), userDictionary: UserDictionary(), warnings: &warnings) else {
            throw ValidationError("no lexicon for keyset '\(keyset.id)': nothing to decode with")
        }
        // Decoded as `run` decodes: with the lexicon's vocabulary.
        var decoding = SessionDecoding.Configuration(settings: settings)
        decoding.vocabulary = builder.vocabulary(for: keyset, spec: SuggestionsSpec())
        var evaluation = TypingEvaluation(description: description, keyset: keyset, bar: bar,
                                          session: placement(builder, description: description, keyset: keyset), decoding: decoding)
        evaluation.finalSpace = finalSpace
        var rows: [Row] = []
        for level in levels {
            var total = TypingEvaluation.Result()
            for seed in 1...seeds {
                var t = typist(level: level, seed: UInt64(seed))
                t.extraTapRate = extraTaps
                if let override { t = override.applied(to: t) }
                total += evaluation.run(phrases, typist: t)
            }
            var times: [Double] = []
            if let decoder = total.decoder, !total.requests.isEmpty {
                // Each request is decoded three times and its fastest time kept: on a shared
                // machine a single run also measures the scheduler preempting the process.
                let runs = (0..<3).map { _ in BenchClock.samples(total.requests.count) { _ = decoder.decode(total.requests[$0]) } }
                times = total.requests.indices.map { i in runs.map { $0[i] }.min() ?? 0 }
            }
            let slowest = times.indices.sorted { times[$0] > times[$1] }.prefix(8).map { (total.requests[$0].typed, times[$0]) }
            rows.append(Row(level: level, result: total, decodeP50: BenchClock.percentile(times, 50), decodeP99: BenchClock.percentile(times, 99),
                            slowest: Array(slowest)))
        }
        return rows
    }

    /// Fails with the simulator's reason when it cannot type on `description` at all (no position
    /// axes, an unknown wire protocol): every phrase would be skipped and the figures would read
    /// as a perfect 0 %.
    static func checkTypable(description: DeviceDescription, keyset: Keyset) throws {
        let geometry = KeyboardGeometry(keyset: keyset)
        let mapping = geometry.mapping(region: DeviceMapping.defaultRegion(for: description.classification.kind), rotation: .none)
        let sim = TypistSimulator(geometry: geometry, mapping: mapping, device: description, configuration: typist(level: 0.1, seed: 1))
        do { _ = try sim.synthesise("a ") } catch { throw ValidationError("\(description.name): \(error.description)") }
    }

    /// The session configuration `replay` builds for a synthesised trace on `description`: the
    /// keyboard at the device's default region and, on a touchscreen, the suggestions strip
    /// directly above it (`ReplayPlan`), so the evaluation meets the strip where a user would.
    static func placement(_ builder: SessionBuilder, description: DeviceDescription, keyset: Keyset) -> SessionConfiguration {
        var spec = SessionSpec()
        spec.keyset.id = keyset.id
        spec.keyboard.region = DeviceMapping.defaultRegion(for: description.classification.kind)
        return builder.configuration(spec, device: description, keyset: keyset)
    }

    /// The error-rate curve: character error rate (%) against the share of taps off their key
    /// (%), raw and decoded, one point per noise level.
    static func curve(_ rows: [Row], device: String) -> LineChart {
        LineChart(title: "Character error rate vs taps off their key (\(device))", xLabel: "taps outside their key (%)",
                  yLabel: "character errors (%)", series: [
                      .init(name: "raw (keyboard alone)", colour: RGBA(red: 0.8, green: 0.2, blue: 0.15),
                            points: rows.map { (100 * $0.result.offKeyShare, 100 * $0.result.raw.characterErrorRate) }),
                      .init(name: "decoded", colour: RGBA(red: 0.1, green: 0.55, blue: 0.2),
                            points: rows.map { (100 * $0.result.offKeyShare, 100 * $0.result.decoded.characterErrorRate) }),
                  ])
    }

    /// The adaptation figure: constant per-key offsets of 0.3 key widths at noise `level`; after
    /// 200 words, the rest decoded with the learned touch model vs without one.
    static func adaptation(phrases: [String], description: DeviceDescription, keyset: Keyset, level: Double) throws -> [BenchMeasurement] {
        var warnings: [SessionBuildWarning] = []
        let builder = SpecResolution.builder()
        guard let bar = builder.suggestionsBar(for: keyset, spec: SuggestionsSpec(), userDictionary: UserDictionary(), warnings: &warnings) else {
            throw ValidationError("no lexicon for keyset '\(keyset.id)': nothing to decode with")
        }
        var typist = typist(level: level, seed: 1)
        typist.systematicOffset = 0.3
        typist.offsetSeed = 4242
        let a = TypingEvaluation(description: description, keyset: keyset, bar: bar,
                                 session: placement(builder, description: description, keyset: keyset)).adaptation(phrases, typist: typist)
        let tag = "adaptation_sigma\(level)_offset0.3"
        return [
            BenchMeasurement(section: "evaluate", name: "\(tag)_cer_after_200_words", value: 100 * a.adapted.decoded.characterErrorRate, unit: "%",
                             peer: "no_touch_model", peerValue: 100 * a.unadapted.decoded.characterErrorRate),
            BenchMeasurement(section: "evaluate", name: "\(tag)_cer_raw", value: 100 * a.adapted.raw.characterErrorRate, unit: "%"),
            BenchMeasurement(section: "evaluate", name: "\(tag)_measured_phrases", value: Double(a.adapted.phrases), unit: "phrases"),
        ]
    }

    /// The simulated typist at a noise level; seeds vary the slips and the speed so no single
    /// setting is tuned for.
    static func typist(level: Double, seed: UInt64) -> TypistConfiguration {
        var t = TypistConfiguration(seed: seed, spread: level, systematicOffset: level * 0.4,
                                    wordsPerMinute: [30, 38, 45][Int(seed % 3)])
        let slips = min(0.02, level * 0.05)
        t.missedSpaceRate = slips
        t.doubledSpaceRate = slips
        t.spaceSlipRate = slips
        t.letterSlipRate = slips / 2
        t.drift = level * 0.05
        return t
    }
}
