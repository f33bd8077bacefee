import Intensity
import TouchInput

/// Learning one device's calibration from its touches — what `pressboard calibrate` does with a
/// recorded trace or the live device.
///
/// Why it lives in the session layer: it composes the decoder and the intensity stages the way
/// a session on this device and spec does (the interpreter the session would choose, trackers
/// with the session's intensity configuration, the session's ``DeviceAutoCalibration``), so
/// what `calibrate` stores is what a replay with auto-calibration learns from the same touches.
/// Two differences, both on purpose: every finished touch counts wherever it landed (the
/// session learns only from touches on its keyboard and strip, whose place depends on the
/// layout), and the learning starts from the floor (offset, minimum) of the stored static
/// calibration with the full-press level reset, so a new calibration replaces the old one.
public struct CalibrationLearner: Sendable {
    public let device: DeviceDescription
    /// The device's key in the configuration file's `"calibrations"`.
    public let key: String
    /// The interpreter the session chooses for the device, and why.
    public let decision: InterpreterDecision
    /// The intensity configuration the touches are measured with (before learning).
    public let intensity: IntensityConfiguration
    /// What has been learned so far.
    public private(set) var learned: DeviceAutoCalibration
    /// Per finished touch, the level each channel learned from (fractions of the axis range).
    public private(set) var pressureLevels: [Double] = []
    public private(set) var sizeLevels: [Double] = []
    public private(set) var finished = 0
    /// Touches that were cancelled (palms, dropped events): not presses, not learned from.
    public private(set) var cancelled = 0
    /// Pen samples seen while hovering (their pressure teaches the worn-nib offset).
    public private(set) var hoverSamples = 0
    private var decoder: MultitouchDecoder
    private var trackers: [Int: IntensityTracker] = [:]
    private var lastTime = Timestamp(microseconds: 0)

    /// A learner for `device` under `spec` (its interpreter choice and stored calibrations);
    /// `mode` is the decoder's (`.live(initialSlot:)` for a device node).
    public init(device: DeviceDescription, spec: SessionSpec, mode: MultitouchDecoder.Mode = .trace) {
        self.device = device
        let id = device.id
        key = CalibrationStore.key(name: device.name, bus: id.bustype, vendor: id.vendor, product: id.product, version: id.version)
        decision = InterpreterDecision(device: device)
        var configuration = SessionConfiguration()
        SessionBuilder.applyIntensity(spec, to: &configuration)
        if let stored = configuration.calibrations[key] {
            configuration.calibrations[key] = DeviceCalibration(pressure: stored.pressure.map(Self.floor),
                                                                contactArea: stored.contactArea.map(Self.floor),
                                                                touches: 0)
        }
        var measured = configuration.intensityConfiguration(for: device).0
        measured.autoCalibrate = true
        intensity = measured
        learned = DeviceAutoCalibration(configuration: measured)
        // Hover is reported so that a pen's pressure while its tip is up can reveal a worn nib.
        decoder = MultitouchDecoder(description: device, mode: mode, options: .init(reportsHover: true))
    }

    /// A stored calibration's floor (offset, minimum) with the full-press level reset.
    static func floor(_ stored: PressureCalibration) -> PressureCalibration {
        PressureCalibration(minimum: stored.minimum, maximum: 1, offset: stored.offset)
    }

    /// Feeds one event; returns whether it completed a frame.
    @discardableResult
    public mutating func feed(_ event: InputEvent) -> Bool {
        lastTime = event.time
        guard decoder.feed(event) else { return false }
        take(decoder.frame)
        return true
    }

    /// Ends the input: touches still down end at the last event's time.
    public mutating func finish() {
        if decoder.finish(at: lastTime) { take(decoder.frame) }
    }

    /// What to store for the device: the channels that learned something; nil when none did.
    public var deviceCalibration: DeviceCalibration? {
        let c = learned.deviceCalibration
        return c.pressure == nil && c.contactArea == nil ? nil : c
    }

    private mutating func take(_ frame: Frame) {
        let time = frame.time.seconds
        for c in frame.contacts {
            if c.phase == .cancelled || c.tool == .palm {
                if trackers.removeValue(forKey: c.id) != nil || c.phase == .cancelled { cancelled += 1 }
                continue
            }
            if c.isTouching {
                trackers[c.id, default: IntensityTracker(configuration: intensity)].add(IntensitySample(contact: c, time: time))
            } else {
                // A hovering pen (tip up): pressure reported now is a worn nib's resting value.
                if c.tool == .pen || c.tool == .eraser, c.phase != .ended, let p = c.normalisedPressure {
                    learned.observeResting(pressure: p)
                    hoverSamples += 1
                }
                // The tip lifted: the touch in progress is finished (the pen stays in proximity).
                if let t = trackers.removeValue(forKey: c.id) { finish(t) }
            }
            if c.phase == .ended, let t = trackers.removeValue(forKey: c.id) { finish(t) }
        }
    }

    private mutating func finish(_ tracker: IntensityTracker) {
        finished += 1
        let levels = DeviceAutoCalibration.levels(of: tracker)
        if let p = levels.pressure { pressureLevels.append(p) }
        if let s = levels.contactArea { sizeLevels.append(s) }
        learned.observe(finished: tracker)
    }
}
