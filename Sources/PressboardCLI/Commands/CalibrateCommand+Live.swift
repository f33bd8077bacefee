import Dispatch
import Foundation
import Intensity
import TouchInput

extension TraceCalibration {
    /// Learns from a live device until `touches` touches finished, `duration` seconds passed,
    /// Ctrl-C, or the device was removed. Progress goes to standard error.
    static func learn(devicePath: String, stored: CalibrationStore, touches target: Int, duration: Double?) throws -> TraceCalibration {
        let device = try EvdevDevice(path: devicePath)
        let description = device.deviceDescription
        var run = TraceCalibration(description: description, stored: stored)
        var decoder = MultitouchDecoder(description: description, mode: .live(initialSlot: device.initialSlot ?? 0),
                                        options: .init(reportsHover: true))
        var trackers: [Int: IntensityTracker] = [:]
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
                if decoder.feed(event) {
                    run.take(decoder.frame, trackers: &trackers)
                    if run.finished != reported {
                        reported = run.finished
                        note("  \(reported) of \(target) touches")
                    }
                }
            },
            shouldStop: { stop.isSet || run.finished >= target || deadline.map { ContinuousClock.now >= $0 } ?? false })
        if case .removed(let e) = summary.reason { note("device removed (\(e)); learned from the touches so far") }
        return run
    }

    static func note(_ s: String) {
        FileHandle.standardError.write(Data((s + "\n").utf8))
    }
}
