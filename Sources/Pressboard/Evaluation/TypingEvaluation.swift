import Decoding
import Keyboard
import Suggestions
import TouchInput

/// Measures decoding the way a user would notice it: phrases are typed by the typist simulator on
/// a device, and each trace is replayed through two sessions built like `run`'s — raw (no
/// autocorrect) and decoded (autocorrect with the word decoder) — and the texts are compared with
/// what was meant (MSD character error rate, word error rate, right words changed, literal words
/// kept). The decoded sessions carry the touch model and the literal policy from phrase to phrase,
/// as one user's session would.
public struct TypingEvaluation {
    public var description: DeviceDescription
    public var keyset: Keyset
    public var bar: SuggestionsBar
    public var decoding: SessionDecoding.Configuration
    /// The sessions' configuration: where the keyboard and the suggestions strip are on the
    /// device, as `SessionBuilder.configuration` places them for `replay` (on a touchscreen the
    /// strip sits directly above the keyboard, so a top-row tap that lands high reaches it, as
    /// it does for a user). Autocorrect is set per replay.
    public var session: SessionConfiguration
    /// Share of words typed with deliberately hard presses (marked literal), 0…1.
    public var literalWordShare: Double
    /// Intensity of those presses (0…100).
    public var literalIntensity: Int
    /// Each phrase is followed by a space, as when typing goes on; false: the trace ends right
    /// after the phrase's last character (its last word is then decoded at the end of input).
    public var finalSpace = true

    public init(description: DeviceDescription, keyset: Keyset, bar: SuggestionsBar, session: SessionConfiguration = SessionConfiguration(),
                decoding: SessionDecoding.Configuration = .init(), literalWordShare: Double = 0.03, literalIntensity: Int = 96) {
        self.description = description
        self.session = session
        self.keyset = keyset
        self.bar = bar
        self.decoding = decoding
        self.literalWordShare = literalWordShare
        self.literalIntensity = literalIntensity
    }

    /// What one run (one noise setting, one seed) measured.
    public struct Result: Sendable {
        public var taps = 0
        public var tapsOutsideKey = 0
        public var raw = ErrorRates()
        public var decoded = ErrorRates()
        public var changes = WordChanges()
        public var phrases = 0
        /// Phrases the simulator could not type on this keyset (skipped).
        public var skipped = 0
        /// A sample of the decoder's requests, with the decoder that saw them, for timing.
        public var requests: [DecodingRequest] = []
        public var decoder: WordDecoder?
        /// Up to 50 phrases where decoding changed the raw text: (intended, raw, decoded).
        public var differences: [(intended: String, raw: String, decoded: String)] = []
        /// Where the wrong decoded words come from.
        public var diagnosis = ErrorDiagnosis()

        public init() {}

        public var offKeyShare: Double { taps == 0 ? 0 : Double(tapsOutsideKey) / Double(taps) }

        public static func += (a: inout Result, b: Result) {
            a.taps += b.taps; a.tapsOutsideKey += b.tapsOutsideKey
            a.raw += b.raw; a.decoded += b.decoded; a.changes += b.changes
            a.phrases += b.phrases; a.skipped += b.skipped
            a.requests += b.requests.prefix(max(0, 4000 - a.requests.count))
            a.decoder = b.decoder ?? a.decoder
            a.differences += b.differences.prefix(max(0, 50 - a.differences.count))
            a.diagnosis += b.diagnosis
        }
    }

    /// The adaptation figure: a typist with constant per-key offsets (`offsetSeed`) types
    /// `phrases`; after the first `trainingWords` words, the rest are measured twice — decoded
    /// with the touch model learned so far (and still learning), and without a touch model.
    public func adaptation(_ phrases: [String], typist: TypistConfiguration, trainingWords: Int = 200)
        -> (adapted: Result, unadapted: Result, trainingPhrases: Int) {
        var words = 0, start = phrases.count
        for (i, p) in phrases.enumerated() {
            if words >= trainingWords { start = i; break }
            words += p.split(whereSeparator: \.isWhitespace).count
        }
        var fixed = self
        fixed.decoding.learnsTouchModel = false
        return (run(phrases, typist: typist, measuringFrom: start), fixed.run(phrases, typist: typist, measuringFrom: start), start)
    }

    /// Types `phrases` with `typist` (its seed is varied per phrase) and measures the phrases
    /// from index `measuringFrom` on (the ones before are typed, and learned from, only).
    public func run(_ phrases: [String], typist: TypistConfiguration, measuringFrom: Int = 0) -> Result {
        let geometry = KeyboardGeometry(keyset: keyset)
        let region = session.region ?? DeviceMapping.defaultRegion(for: description.classification.kind)
        let simulatorBase = TypistSimulator(geometry: geometry, mapping: geometry.mapping(region: region, rotation: session.rotation), device: description)
        var result = Result()
        var carried = decoding
        var rng = SeededGenerator(seed: typist.seed &* 0x9E37_79B9 &+ 7)
        for (i, phrase) in phrases.enumerated() {
            var t = typist
            t.seed = typist.seed &* 1_000_003 &+ UInt64(i)
            let typed = finalSpace ? phrase + " " : phrase
            let (intensities, literal) = literalPlan(typed, rng: &rng, base: t)
            t.intensities = intensities
            let sim = TypistSimulator(geometry: geometry, mapping: simulatorBase.mapping, device: description, configuration: t)
            // A space after the phrase (unless `finalSpace` is off): its last word is finished (and decoded) as when typing goes on.
            guard let trace = try? sim.synthesise(typed) else { result.skipped += 1; continue }
            let (decodedText, state) = replay(trace, decoding: carried)
            if let state {
                carried.touchModel = state.touchModel
                carried.literal = state.literal
            }
            guard i >= measuringFrom else { continue }
            let raw = replay(trace, decoding: nil).text
            if let state {
                result.decoder = state.decoder
                if result.requests.count < 4000 { result.requests += state.requests }
                result.diagnosis.add(intended: phrase, decoded: decodedText, decisions: state.decisions, decoder: state.decoder)
            }
            result.taps += trace.tapCount
            result.tapsOutsideKey += trace.tapsOutsideKey
            result.raw.add(intended: phrase, transcribed: raw)
            result.decoded.add(intended: phrase, transcribed: decodedText)
            result.changes.add(intended: phrase, raw: raw, decoded: decodedText, literal: literal)
            result.phrases += 1
            if raw != decodedText, result.differences.count < 50 { result.differences.append((phrase, raw, decodedText)) }
        }
        return result
    }

    /// Intended intensities: N(base) per character, and `literalIntensity` for every character of
    /// the words chosen as literal. Returns those words' indices.
    func literalPlan(_ phrase: String, rng: inout SeededGenerator, base: TypistConfiguration) -> ([Int], Set<Int>) {
        var out: [Int] = []
        var literal = Set<Int>()
        var word = -1, inWord = false, hard = false
        for c in phrase {
            if !c.isWhitespace && !inWord {
                word += 1; inWord = true
                hard = literalWordShare > 0 && rng.unit() < literalWordShare
                if hard { literal.insert(word) }
            } else if c.isWhitespace { inWord = false; hard = false }
            let v = hard ? literalIntensity : Int(min(max(rng.gaussian(mean: base.intensity, sigma: base.intensitySpread), 5), 88).rounded())
            out.append(v)
        }
        return (out, literal)
    }

    /// Replays one trace through a session built as `run` builds it; returns the text and, when
    /// decoding, the decoder state afterwards.
    func replay(_ trace: SynthesisedTrace, decoding: SessionDecoding.Configuration?) -> (text: String, state: SessionDecoding?) {
        var configuration = self.session
        configuration.keepsEventLog = false
        configuration.suggestions.autocorrectEnabled = decoding != nil
        let session = Session(description: description, keyset: keyset, configuration: configuration, suggestionsBar: bar)
        if let decoding {
            session.enableDecoding(decoding)
            session.decoding?.recordsRequests = true
        }
        for e in trace.events { session.feed(e) }
        session.finish(at: Timestamp(microseconds: (trace.events.last?.time.microseconds ?? 0) + 1_000_000))
        let text = session.editor.document.string
        return (String(text.reversed().drop(while: \.isWhitespace).reversed()), session.decoding)
    }
}
