import Dispatch
import Foundation
import Intensity
import Pressboard
import TouchInput

extension TraceCalibration {
    /// Learns from a live device until `touches` touches finished, `duration` seconds passed,
    /// Ctrl-C, or the device was removed. Progress goes to standard error.
    static func learn(devicePath: String, spec: SessionSpec, touches target: Int, duration: Double?) throws -> TraceCalibration {
        let device = try EvdevDevice(path: devicePath)
        let description = device.deviceDescription
        var learner = CalibrationLearner(device: description, spec: spec, mode: .live(initialSlot: device.initialSlot ?? 0))
        note("Calibrating \(devicePath) (\"\(description.name)\"): press keys the way you type, some soft, some hard; "
             + "stops after \(target) touches\(duration.map { " or \($0) s" } ?? "") or on Ctrl-C.")

        let stop = StopFlag()
        let signals = SignalStop(stop)
        defer { signals.cancel() }
        let deadline = duration.map { ContinuousClock.now.advanced(by: .milliseconds(Int64(($0 * 1000).rounded()))) }
        var reported = 0
        let summary = try LiveRecorder(relativeTimestamps: false).run(
            device: device,
            sink: { (event: InputEvent) in
                if learner.feed(event) {
                    if learner.finished != reported {
                        reported = learner.finished
                        note("  \(reported) of \(target) touches")
                    }
                }
            },
            shouldStop: { stop.isSet || learner.finished >= target || deadline.map { ContinuousClock.now >= $0 } ?? false })
        if case .removed(let e) = summary.reason { note("device removed (\(e)); learned from the touches so far") }
        learner.finish()
        return TraceCalibration(learner: learner)
    }

    static func note(_ s: String) {
        FileHandle.standardError.write(Data((s + "\n").utf8))
    }
}
