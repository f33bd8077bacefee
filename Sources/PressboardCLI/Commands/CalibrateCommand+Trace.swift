import Intensity
import Keyboard
import TouchInput

/// Runs a trace through the decoder and feeds every finished touch to automatic calibrators,
/// in order (so the result is what a replay with auto-calibration would have learned by the end).
/// Each touch contributes what the default interpreter measures on its channel (the trimmed
/// mean of pressure, or of contact size without pressure) and its peak on the other channel,
/// exactly as `DeviceAutoCalibration` does in a session.
struct TraceCalibration {
    var deviceName: String
    var deviceKey: String
    var choice: (InterpreterKind, reason: String)
    var pressureRange: AbsInfo?
    var pressure: AutoCalibrator?
    var contactArea: AutoCalibrator?
    var pressurePeaks: [Double] = []
    var sizePeaks: [Double] = []
    var finished = 0
    var cancelled = 0
    /// Pen samples seen while hovering (their pressure teaches the worn-nib offset).
    var hoverSamples = 0

    static func learn(tracePath: String, stored: CalibrationStore) throws -> TraceCalibration {
        var source = try TraceFile.open(tracePath)
        guard let description = source.description else {
            throw TraceError(file: tracePath, line: 1, column: 1,
                             message: "the trace has no device description (N:/I:/A: lines), so there is no device to calibrate")
        }
        var run = TraceCalibration(description: description, stored: stored)
        // Hover is reported so that a pen's pressure while its tip is up can reveal a worn nib.
        var decoder = MultitouchDecoder(description: description, mode: .trace, options: .init(reportsHover: true))
        var trackers: [Int: IntensityTracker] = [:]
        var lastTime = Timestamp(microseconds: 0)
        while let event = try source.next() {
            lastTime = event.time
            if decoder.feed(event) { run.take(decoder.frame, trackers: &trackers) }
        }
        if decoder.finish(at: lastTime) { run.take(decoder.frame, trackers: &trackers) }
        return run
    }

    /// A stored calibration's floor (offset, minimum) with the full-press level reset, so the
    /// learned maximum replaces the old one.
    static func floor(of stored: PressureCalibration?) -> PressureCalibration {
        guard let s = stored else { return .identity }
        return PressureCalibration(minimum: s.minimum, maximum: 1, offset: s.offset)
    }

    mutating func take(_ frame: Frame, trackers: inout [Int: IntensityTracker]) {
        let time = frame.time.seconds
        for c in frame.contacts {
            if c.phase == .cancelled || c.tool == .palm {
                if trackers.removeValue(forKey: c.id) != nil || c.phase == .cancelled { cancelled += 1 }
                continue
            }
            if c.isTouching {
                let sample = IntensitySample(contact: c, time: time)
                trackers[c.id, default: IntensityTracker(configuration: .default)].add(sample)
            } else {
                // A hovering pen (tip up). Pressure reported now is a worn nib's resting value.
                if c.tool == .pen || c.tool == .eraser, c.phase != .ended, let p = c.normalisedPressure {
                    pressure?.observeResting(pressure: p)
                    hoverSamples += 1
                }
                // The tip lifted: the touch in progress is finished (the pen stays in proximity).
                if let t = trackers.removeValue(forKey: c.id) { finish(t) }
            }
            if c.phase == .ended, let t = trackers.removeValue(forKey: c.id) { finish(t) }
        }
    }

    mutating func finish(_ t: IntensityTracker) {
        finished += 1
        let levels = DeviceAutoCalibration.levels(of: t)
        if let p = levels.pressure {
            pressurePeaks.append(p)
            pressure?.observeTouch(peakPressure: p)
        }
        if let s = levels.contactArea {
            sizePeaks.append(s)
            contactArea?.observeTouch(peakPressure: s)
        }
    }

    /// What to store: the learned channels that saw enough touches.
    var deviceCalibration: DeviceCalibration? {
        let p = pressure.flatMap { $0.hasLearned || ($0.restingPressure ?? 0) > 0 ? $0.calibration : nil }
        let a = contactArea.flatMap { $0.hasLearned ? $0.calibration : nil }
        if p == nil && a == nil { return nil }
        return DeviceCalibration(pressure: p, contactArea: a, touches: finished)
    }

    func report() -> String {
        var lines = [
            "device: \(deviceName)",
            "key: \(deviceKey)",
            "interpreter: \(choice.0.rawValue) (\(choice.reason))",
            "touches: \(finished) finished, \(cancelled) cancelled",
        ]
        if let pressure {
            let range = pressureRange.map { " of \($0.minimum)…\($0.maximum)" } ?? ""
            lines += channel(choice.0 == .pressure ? "pressure (trimmed mean per touch)" : "pressure (peak per touch)", unit: "fraction\(range)", peaks: pressurePeaks, calibrator: pressure)
        }
        if let contactArea {
            lines += channel(choice.0 == .contactArea ? "contact size (trimmed mean per touch)" : "contact size (peak per touch)", unit: "fraction of the touch-major range", peaks: sizePeaks, calibrator: contactArea)
        }
        return lines.joined(separator: "\n")
    }

    private func channel(_ name: String, unit: String, peaks: [Double], calibrator: AutoCalibrator) -> [String] {
        guard !peaks.isEmpty else { return ["\(name): no touch reported it"] }
        let sorted = peaks.sorted()
        func pct(_ p: Double) -> Double { sorted[min(sorted.count - 1, Int((p * Double(sorted.count - 1)).rounded()))] }
        var out = ["\(name), \(unit): p10 \(fmt(pct(0.1)))  p50 \(fmt(pct(0.5)))  p90 \(fmt(pct(0.9)))  max \(fmt(sorted.last!))"]
        let c = calibrator.calibration
        if let r = calibrator.restingPressure, r > 0 {
            out.append("  resting pressure while hovering: \(fmt(r)) (a worn nib; it becomes the offset)")
        }
        if !calibrator.hasLearned {
            out.append("  too few touches to learn from (\(calibrator.peaks.count) of \(calibrator.parameters.minimumTouches) needed)")
            return out
        }
        out.append("  learned calibration: minimum \(fmt(c.minimum))  maximum \(fmt(c.maximum))  offset \(fmt(c.offset))")
        let map = IntensityMapping.default
        let before = calibrator.base
        out.append("  a median touch reads \(map.intensity(c.apply(pct(0.5)))) (was \(map.intensity(before.apply(pct(0.5))))), "
                   + "a 90th-percentile touch \(map.intensity(c.apply(pct(0.9)))) (was \(map.intensity(before.apply(pct(0.9)))))")
        return out
    }

    private func fmt(_ v: Double) -> String {
        let r = (v * 10000).rounded() / 10000
        return "\(r)"
    }
}

extension TraceCalibration {
    /// A learner for `description`, starting from the stored calibration's floor (if any).
    init(description: DeviceDescription, stored: CalibrationStore) {
        let key = CalibrationStore.key(name: description.name, ids: description.id.description)
        let existing = stored[key]
        let hasPressure = description.pressureAxis != nil
        let hasMajor = description.absAxes[AbsCode.mtTouchMajor] != nil
        self.init(deviceName: description.name, deviceKey: key,
                  choice: InterpreterChoice.choose(hasPressure: hasPressure, hasTouchMajor: hasMajor),
                  pressureRange: description.pressureAxis,
                  pressure: hasPressure ? AutoCalibrator(base: Self.floor(of: existing?.pressure)) : nil,
                  contactArea: hasMajor ? AutoCalibrator(base: Self.floor(of: existing?.contactArea)) : nil)
    }
}
