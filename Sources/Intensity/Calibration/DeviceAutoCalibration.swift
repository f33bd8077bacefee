/// Automatic calibration of one device during a session or a replay: a learner for pressure
/// and one for contact size, fed by each contact's tracker when the touch finishes.
///
/// Why a separate value: the session owns it (one per device), feeds it in touch order and
/// asks it for the configuration of the next touch — so a replay learns from the trace's own
/// touches, in order, and gives the same intensities every time. It starts from the static
/// calibration of the configuration and replaces each channel's full-press level once that
/// channel has seen enough touches.
public struct DeviceAutoCalibration: Sendable, Codable, Hashable {
    /// Learner for the pressure channel.
    public private(set) var pressure: AutoCalibrator
    /// Learner for the contact-size channel.
    public private(set) var contactArea: AutoCalibrator
    /// Contact-area touches that did / did not report a size above 0 (the latter were
    /// measured by duration).
    public private(set) var touchesWithSize = 0
    public private(set) var touchesWithoutSize = 0

    /// Contact size is a noisier proxy than pressure: its window spans the 2nd to the 95th
    /// percentile, so fewer touches are pinned at 0 or 100 (where their order is lost).
    static let contactLowPercentile = 0.02
    static let contactHighPercentile = 0.95

    /// What is persisted: the learners (the counters are per session).
    private enum CodingKeys: String, CodingKey { case pressure, contactArea }

    /// A warning naming the size axis when contacts report no size at all (firmware that
    /// advertises `ABS_MT_TOUCH_MAJOR` but leaves it at 0): nil until three such touches and
    /// while any touch reported a size.
    public var sizeWarning: String? {
        guard touchesWithoutSize >= 3, touchesWithSize == 0 else { return nil }
        return "ABS_MT_TOUCH_MAJOR: \(touchesWithoutSize) touches reported no contact size; their intensity comes from how long they were held"
    }

    /// Learns on top of `configuration`'s static `calibration` and `areaCalibration`; contact
    /// size learns its floor too (a light touch is still a wide contact), with the
    /// configuration's ``IntensityConfiguration/contactPrior`` until enough touches were seen.
    public init(configuration: IntensityConfiguration, parameters: AutoCalibrator.Parameters = .default) {
        pressure = AutoCalibrator(base: configuration.calibration, parameters: parameters)
        var contact = parameters
        contact.lowPercentile = contact.lowPercentile ?? Self.contactLowPercentile
        contact.highPercentile = max(contact.highPercentile, Self.contactHighPercentile)
        contact.minimumSpan = min(contact.minimumSpan, 0.005)
        contact.prior = configuration.contactPrior
        contactArea = AutoCalibrator(base: configuration.areaCalibration, parameters: contact)
    }

    /// Learns from a finished touch (not from cancelled ones: palms and dropped events are not presses).
    ///
    /// The channel the interpreter reads learns from the touch's level as the interpreter
    /// measured it (``IntensityTracker/uncalibratedLevel``: a trimmed mean sits below the
    /// peak, and a typical hard press should read 100 as measured); the other channel, and
    /// the duration interpreters, learn from the peak.
    public mutating func observe(finished tracker: IntensityTracker) {
        if tracker.effectiveInterpreter == .contactArea {
            if tracker.sawContactSize { touchesWithSize += 1 } else { touchesWithoutSize += 1 }
        }
        let levels = Self.levels(of: tracker)
        if let p = levels.pressure { pressure.observeTouch(peakPressure: p) }
        if let s = levels.contactArea { contactArea.observeTouch(peakPressure: s) }
    }

    /// A pen's pressure while hovering (tip up), normalised: learns the worn-nib offset.
    public mutating func observeResting(pressure value: Double) {
        pressure.observeResting(pressure: value)
    }

    /// The uncalibrated per-channel values ``observe(finished:)`` learns from.
    public static func levels(of tracker: IntensityTracker) -> (pressure: Double?, contactArea: Double?) {
        let level = tracker.uncalibratedLevel
        let kind = tracker.effectiveInterpreter
        return ((kind == .pressure ? level : nil) ?? tracker.peakPressure,
                (kind == .contactArea ? level : nil) ?? tracker.peakContactSize)
    }

    /// `base` with the calibrations learned so far (unchanged channels keep the static values).
    public func configuration(_ base: IntensityConfiguration) -> IntensityConfiguration {
        var c = base
        if pressure.hasLearned || (pressure.restingPressure ?? 0) > 0 { c.calibration = pressure.calibration }
        if contactArea.hasLearned || contactArea.parameters.prior != .base { c.areaCalibration = contactArea.calibration }
        return c
    }

    /// What to store in the configuration file for this device (nil channels learned nothing).
    public var deviceCalibration: DeviceCalibration {
        DeviceCalibration(pressure: pressure.hasLearned || (pressure.restingPressure ?? 0) > 0 ? pressure.calibration : nil,
                          contactArea: contactArea.hasLearned ? contactArea.calibration : nil,
                          touches: max(pressure.touchCount, contactArea.touchCount))
    }
}

extension DeviceAutoCalibration {
    /// Carries on from `earlier` (what a previous session on the same device learned): its
    /// touches are replayed, oldest first, into this learner, which keeps its own base and
    /// parameters — so a changed static calibration or prior still applies, and the first
    /// touches of a new session are measured with what was learned before.
    public mutating func resume(from earlier: DeviceAutoCalibration) {
        for p in earlier.pressure.peaks { pressure.observeTouch(peakPressure: p) }
        if let r = earlier.pressure.restingPressure { pressure.observeResting(pressure: r) }
        for s in earlier.contactArea.peaks { contactArea.observeTouch(peakPressure: s) }
    }
}
