import Intensity
import Pressboard
import TouchInput

/// `calibrate`'s learning from a trace: the session layer's ``CalibrationLearner`` fed with the
/// trace's events in order (so the result is what a replay with auto-calibration would have
/// learned by the end), and the report printed from it.
struct TraceCalibration {
    var learner: CalibrationLearner

    var deviceKey: String { learner.key }
    var deviceCalibration: DeviceCalibration? { learner.deviceCalibration }

    static func learn(tracePath: String, spec: SessionSpec) throws -> TraceCalibration {
        var source = try TraceFile.open(tracePath)
        guard let description = source.description else {
            throw TraceError(file: tracePath, line: 1, column: 1,
                             message: "the trace has no device description (N:/I:/A: lines), so there is no device to calibrate")
        }
        var learner = CalibrationLearner(device: description, spec: spec)
        while let event = try source.next() { learner.feed(event) }
        learner.finish()
        return TraceCalibration(learner: learner)
    }

    func report() -> String {
        let kind = learner.intensity.interpreter
        let d = learner.device
        var lines = [
            "device: \(d.name)",
            "key: \(learner.key)",
            "interpreter: \(kind.rawValue) (\(learner.decision.reason))",
            "touches: \(learner.finished) finished, \(learner.cancelled) cancelled",
        ]
        if let range = d.pressureAxis {
            lines += channel(kind == .pressure ? "pressure (trimmed mean per touch)" : "pressure (peak per touch)",
                             unit: "fraction of \(range.minimum)…\(range.maximum)", peaks: learner.pressureLevels,
                             calibrator: learner.learned.pressure)
        }
        if let major = d.absAxes[AbsCode.mtTouchMajor] {
            // With a resolution the size is read in millimetres, as a level on the light…firm scale.
            let unit = major.resolution > 0 ? "level on the 6 mm (0) … 14 mm (1) contact scale" : "fraction of the touch-major range"
            lines += channel(kind == .contactArea ? "contact size (trimmed mean per touch)" : "contact size (peak per touch)",
                             unit: unit, peaks: learner.sizeLevels, calibrator: learner.learned.contactArea)
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
