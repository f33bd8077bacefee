import Intensity
import Keyboard
import TouchInput

/// Measures whether a device's intensities mean something: the typist simulator presses each
/// letter with an intended force on the device, a session with default settings replays the
/// events, and Spearman's rank correlation between intended and committed intensities says
/// how well the order of forces survived (``RankCorrelation/spearman(_:_:)-(Int,Int)``).
///
/// Several runs vary the seed and the force response (linear, square-root and convex sensor
/// curves; narrow and wide contact sizes), so a result is not tuned to one synthetic finger.
public struct IntensityEvaluation: Sendable {
    /// A transformation of the synthesised events imitating firmware, e.g. a touch minor that
    /// is advertised but never sent.
    public enum Firmware: String, Sendable, Hashable, CaseIterable {
        /// Events as written.
        case faithful
        /// `ABS_MT_TOUCH_MINOR` never sent (stays 0).
        case minorNeverSent = "minor-never-sent"
    }

    /// One run: its seed and force response, and what it measured.
    public struct Run: Sendable, Hashable {
        public var seed: UInt64
        public var response: ForceResponse
        /// Characters typed as intended. Runs whose document has another length pair nothing;
        /// mistyped letters of the right count pair by position.
        public var typedAsIntended: Bool
        public var intended: [Int]
        public var measured: [Int]
        /// ρ of this run; nil when it paired fewer than two characters.
        public var spearman: Double?
    }

    /// What a device scored.
    public struct Result: Sendable {
        public var device: String
        public var interpreter: InterpreterKind
        public var reason: String
        public var autoCalibrated: Bool
        public var runs: [Run]
        /// ρ over every paired character of every run (each run's ranks are its own, so this is
        /// the mean of the runs' ρ weighted by characters); nil when nothing paired.
        public var spearman: Double? {
            let scored = runs.filter { $0.spearman != nil }
            let n = scored.reduce(0) { $0 + $1.intended.count }
            guard n > 0 else { return nil }
            return scored.reduce(0.0) { $0 + $1.spearman! * Double($1.intended.count) } / Double(n)
        }
        /// The lowest run's ρ.
        public var worstRun: Double? { runs.compactMap(\.spearman).min() }
    }

    /// The force responses runs cycle through.
    public static let responses: [ForceResponse] = [
        ForceResponse(exponent: 1, lightMillimetres: 6, firmMillimetres: 14),
        ForceResponse(exponent: 0.5, lightMillimetres: 6, firmMillimetres: 10),
        ForceResponse(exponent: 1.6, lightMillimetres: 7, firmMillimetres: 16),
        ForceResponse(exponent: 0.8, lightMillimetres: 5, firmMillimetres: 9),
    ]

    public var keyset: Keyset
    public var text: String
    public var runs: Int
    public var firstSeed: UInt64
    public var intensitySpread: Double

    public init(keyset: Keyset, text: String, runs: Int = 4, firstSeed: UInt64 = 1, intensitySpread: Double = 20) {
        self.keyset = keyset
        self.text = text
        self.runs = max(1, runs)
        self.firstSeed = firstSeed
        self.intensitySpread = intensitySpread
    }

    /// Runs the evaluation on one device with default session settings.
    public func evaluate(_ device: DeviceDescription, firmware: Firmware = .faithful) throws(SynthesisError) -> Result {
        let geometry = KeyboardGeometry(keyset: keyset)
        let region = DeviceMapping.defaultRegion(for: device.classification.kind)
        let mapping = geometry.mapping(region: region, rotation: .none)
        let configuration = SessionConfiguration(region: region)
        let (intensity, reason) = configuration.intensityConfiguration(for: device)
        var out: [Run] = []
        for i in 0..<runs {
            let seed = firstSeed &+ UInt64(i)
            let response = Self.responses[i % Self.responses.count]
            var typist = TypistConfiguration(seed: seed, spread: 0.12, intensitySpread: intensitySpread)
            typist.forceResponse = response
            let trace = try TypistSimulator(geometry: geometry, mapping: mapping, device: device, configuration: typist).synthesise(text)
            let session = Session(description: device, keyset: keyset, configuration: configuration)
            var last = Timestamp(microseconds: 0)
            for e in trace.events where Self.keeps(e, firmware) {
                session.feed(e)
                last = e.time
            }
            session.finish(at: last.adding(seconds: 1))
            let doc = session.editor.document
            // A mistyped letter still carries its press's intensity: pair by position while
            // the document has one character per intended one.
            let asIntended = doc.string == trace.text
            let paired = doc.characterCount == trace.intensities.count
            let measured = paired ? ReplayReport.intensities(doc) : []
            let intended = paired ? trace.intensities : []
            out.append(Run(seed: seed, response: response, typedAsIntended: asIntended, intended: intended, measured: measured,
                           spearman: RankCorrelation.spearman(intended, measured)))
        }
        return Result(device: device.name, interpreter: intensity.interpreter, reason: reason,
                      autoCalibrated: intensity.autoCalibrate, runs: out)
    }

    static func keeps(_ e: InputEvent, _ firmware: Firmware) -> Bool {
        switch firmware {
        case .faithful: return true
        case .minorNeverSent: return !(e.type == EventType.abs && e.code == AbsCode.mtTouchMinor)
        }
    }
}
