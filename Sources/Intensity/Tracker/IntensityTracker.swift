/// Follows one contact and turns its samples into a raw value 0…1 and an intensity 0…100.
///
/// Why a value type: one per contact, created at touch-down and dropped at lift-off; adding a
/// sample only updates a few inline fields (no allocation), so it can run on every frame. It is
/// a pure function of the samples and the times asked about — no clock is read; duration
/// interpreters measure from the first sample's time (or the last ``restart(at:)``) to the
/// `time` passed to ``raw(at:)``.
///
/// Lifecycle: `add` each frame's sample (touch-down, moves, and the lift-off sample), read
/// ``intensity(at:)`` for live shading, and at lift-off read it once more at the lift-off time
/// for the committed value.
public struct IntensityTracker: Sendable {
    /// The configuration this contact is measured with (fixed for the contact's life).
    public let configuration: IntensityConfiguration
    /// Calibrated levels since touch-down or the last restart.
    public private(set) var history = LevelHistory()
    /// The same levels before calibration, so that automatic calibration learns from what the
    /// interpreter measures (a trimmed mean sits below the peak) rather than from the peak alone.
    public private(set) var uncalibratedHistory = LevelHistory()
    /// The interpreter actually running, decided on the first sample from the channels it
    /// carries (``InterpreterChoice/effective(_:hasPressure:hasTouchMajor:)``); the configured
    /// one until then.
    public private(set) var effectiveInterpreter: InterpreterKind
    private var resolved = false
    /// Time (s) measurement started: the first sample, or the last restart.
    public private(set) var startTime: Double? = nil
    /// Time (s) of the touch's first sample; restarts do not move it.
    public private(set) var touchDownTime: Double? = nil
    /// Largest impact term seen within the impact window after touch-down (impact-duration only).
    public private(set) var impact = 0.0
    /// Samples added since touch-down or the last restart.
    public private(set) var sampleCount = 0
    /// Largest uncalibrated pressure of the whole touch (restarts do not clear it): what an
    /// ``AutoCalibrator`` learns from. Nil when no sample carried pressure.
    public private(set) var peakPressure: Double? = nil
    /// Largest uncalibrated contact-size level of the whole touch, for calibrating contact area
    /// (``contactLevel(_:)``: millimetre scale when known, else a fraction of the axis range).
    public private(set) var peakContactSize: Double? = nil
    /// Whether any sample reported a contact size above 0. A contact-area touch that never did
    /// (firmware that advertises a size axis and leaves it at 0) is measured by duration instead,
    /// so typing still carries an intensity.
    public private(set) var sawContactSize = false

    /// A tracker with no samples yet (raw value 0).
    public init(configuration: IntensityConfiguration) {
        self.configuration = configuration
        effectiveInterpreter = configuration.interpreter
    }

    /// Starts over for a new touch with the same configuration, in place: everything but the
    /// configuration is as after `init`. Why: the keyboard keeps one tracker per contact slot,
    /// and assigning a fresh tracker at every touch-down copied the whole value (~470 bytes).
    public mutating func startTouch() {
        history.reset()
        uncalibratedHistory.reset()
        effectiveInterpreter = configuration.interpreter
        resolved = false
        startTime = nil
        touchDownTime = nil
        impact = 0
        sampleCount = 0
        peakPressure = nil
        peakContactSize = nil
        sawContactSize = false
    }

    /// The contact-area level of a sample: the millimetre width on the configured scale when
    /// the size axis has a resolution, else the size as a fraction of the axis range. Nil
    /// without a size.
    @inlinable public func contactLevel(_ sample: IntensitySample) -> Double? {
        Self.contactLevel(sample, scale: configuration.contactSize)
    }

    /// ``contactLevel(_:)`` on a given scale. `add` calls this rather than the instance method,
    /// which made the compiler copy the whole tracker (~470 bytes) on every sample.
    @inlinable static func contactLevel(_ sample: IntensitySample, scale: ContactSizeScale) -> Double? {
        if let mm = sample.contactMillimetres { return scale.level(millimetres: mm) }
        return sample.contactSize
    }

    /// Adds one sample (touch-down, a move, or the lift-off sample). O(1), no allocation.
    public mutating func add(_ sample: IntensitySample) {
        if !resolved {
            effectiveInterpreter = InterpreterChoice.effective(configuration.interpreter,
                                                               hasPressure: sample.pressure != nil,
                                                               hasTouchMajor: sample.touchMajor != nil)
            resolved = true
        }
        let time = sample.time.isFinite ? sample.time : (startTime ?? 0)
        if startTime == nil { startTime = time }
        if touchDownTime == nil { touchDownTime = time }
        sampleCount &+= 1

        let pressure = sample.pressure
        let size = Self.contactLevel(sample, scale: configuration.contactSize)
        if let major = sample.touchMajor, major > 0, major.isFinite { sawContactSize = true }
        if let p = pressure, p.isFinite, p > (peakPressure ?? -Double.infinity) { peakPressure = p }
        if let s = size, s.isFinite, s > (peakContactSize ?? -Double.infinity) { peakContactSize = s }

        switch effectiveInterpreter {
        case .pressure:
            let p = pressure ?? 0
            history.append(configuration.calibration.apply(p))
            uncalibratedHistory.append(p.isFinite ? p : 0)
        case .contactArea:
            let a = size ?? 0
            history.append(configuration.areaCalibration.apply(a))
            uncalibratedHistory.append(a.isFinite ? a : 0)
        case .impactDuration:
            let level: Double
            if let p = pressure { level = configuration.calibration.apply(p) }
            else if let s = size { level = configuration.areaCalibration.apply(s) }
            else { return }
            let i = configuration.impact.impact(level: level, elapsed: time - (touchDownTime ?? time))
            if i > impact { impact = i }
        case .duration, .manual:
            return
        }
    }

    /// Intensity measurement starts again at `time`: history, impact and start time are
    /// cleared (the keyboard calls this when the finger slides to another popup alternative,
    /// so the committed value reflects only the chosen one). Calibration peaks are kept. The
    /// impact window stays anchored at touch-down: sliding onto an alternative is not a new
    /// strike, so a steady press after a restart adds no impact term.
    public mutating func restart(at time: Double) {
        history.reset()
        uncalibratedHistory.reset()
        startTime = time.isFinite ? time : nil
        impact = 0
        sampleCount = 0
    }

    /// The touch's level as the configured smoothing measures it, before calibration (a fraction
    /// of the axis range): what ``DeviceAutoCalibration`` learns from for the pressure and
    /// contact-area interpreters. Nil for the other interpreters or before any sample.
    public var uncalibratedLevel: Double? {
        guard effectiveInterpreter.needsLevel, uncalibratedHistory.count > 0 else { return nil }
        return uncalibratedHistory.value(configuration.smoothing)
    }

    /// The raw value 0…1 at `time` (seconds, event time). Duration interpreters grow with
    /// `time`; the others depend only on the samples. 0 before any sample; never NaN.
    @inlinable @inline(__always) public func raw(at time: Double) -> Double {
        switch effectiveInterpreter {
        case .manual:
            return Double(configuration.clampedManualValue) / 100
        case .contactArea where !sawContactSize:
            return durationRaw(at: time)
        case .pressure, .contactArea:
            let v = history.value(configuration.smoothing)
            return v.isNaN ? 0 : min(max(v, 0), 1)
        case .duration:
            return durationRaw(at: time)
        case .impactDuration:
            guard let start = startTime, time.isFinite else { return 0 }
            return configuration.impact.raw(elapsed: time - start, impact: impact)
        }
    }

    /// `min(seconds held × multiplier, 1)`, 0 before any sample; never NaN.
    @inlinable func durationRaw(at time: Double) -> Double {
        guard let start = startTime else { return 0 }
        let v = (time - start) * configuration.durationMultiplier
        guard !v.isNaN else { return 0 }
        return min(max(v, 0), 1)
    }

    /// The intensity 0…100 at `time` through the configured mapping; `.manual` returns the
    /// manual value itself (it is already an intensity). Inlinable, with `raw(at:)`: the
    /// keyboard asks it of a tracker stored in an array, and an opaque call made the compiler
    /// copy the whole tracker (~470 bytes) out of the array at every commit.
    @inlinable @inline(__always) public func intensity(at time: Double) -> Int {
        if effectiveInterpreter == .manual { return configuration.clampedManualValue }
        return configuration.mapping.intensity(raw(at: time))
    }
}
