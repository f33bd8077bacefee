import FoundationEssentials
import Intensity
import Testing
import TouchInput
@testable import Pressboard

/// `calibrate` learns through the session layer: what it learns from a trace is what a replay
/// with auto-calibration learned by the end of the same trace.
@Suite struct CalibrationLearnerTests {
    static func fixture(_ name: String) -> String {
        SessionFixtures.fixture("intensity/" + name)
    }

    /// Feeds a whole trace to a learner.
    static func learn(_ path: String, spec: SessionSpec = SessionSpec()) throws -> CalibrationLearner {
        var source = try TraceFile.open(path)
        var learner = CalibrationLearner(device: try #require(source.description), spec: spec)
        while let e = try source.next() { learner.feed(e) }
        learner.finish()
        return learner
    }

    /// Typing synthesised on a fixture device (every tap on a key), learned by `calibrate`'s
    /// learner and by a session replaying it with auto-calibration: the same calibration.
    @Test(arguments: ["traces/touchscreen-two-fingers.evemu", "traces/pen-tablet-strokes.evemu",
                      "devices/size-only-1mm.evemu", "devices/size-without-resolution.evemu"])
    func learnsWhatAnAutoCalibratingReplayLearns(_ path: String) throws {
        let (trace, session) = try IntensityEvaluationTests.replay(path, typing: "the quick brown fox jumps over the lazy dog",
                                                                   seed: 5, autoCalibrate: true) { _ in true }
        var learner = CalibrationLearner(device: session.description, spec: SessionSpec())
        for e in trace.events { learner.feed(e) }
        learner.finish()
        let replayed = try #require(session.autoCalibration)
        #expect(learner.finished >= 40 && learner.cancelled == 0)
        #expect(replayed.pressure.touchCount == learner.learned.pressure.touchCount)
        if path.contains("pen") {
            // A pen slides while pressed: the keyboard restarts a key's measurement when the tip
            // crosses onto another key, the learner measures the whole stroke. Close, not equal.
            let (a, b) = (learner.learned.pressure.calibration.maximum, replayed.pressure.calibration.maximum)
            #expect(abs(a - b) <= 0.05 * b, "learner \(a), replay \(b)")
        } else {
            #expect(learner.learned.pressure.calibration == replayed.pressure.calibration)
            #expect(learner.learned.contactArea.calibration == replayed.contactArea.calibration)
        }
        #expect(learner.deviceCalibration != nil)
    }

    /// The soft panel's presses peak at 6–24 % of its pressure axis: the learned full press
    /// sits near the top of that, so a median touch no longer reads as faint.
    @Test func aSoftPanelLearnsItsFullPress() throws {
        let learner = try Self.learn(Self.fixture("soft-presses.evemu"))
        #expect(learner.finished == 40 && learner.cancelled == 0)
        let maximum = try #require(learner.deviceCalibration?.pressure?.maximum)
        #expect(maximum > 0.1 && maximum < 0.2)
    }

    @Test func aStoredCalibrationKeepsItsFloorAndLosesItsFullPress() throws {
        let path = Self.fixture("worn-nib.evemu")
        let plain = try Self.learn(path)
        var spec = SessionSpec()
        spec.intensity.calibrations[plain.key] = DeviceCalibration(pressure: PressureCalibration(minimum: 0.02, maximum: 0.9, offset: 0.01))
        let learner = try Self.learn(path, spec: spec)
        let learned = try #require(learner.deviceCalibration?.pressure)
        #expect(learned.minimum == 0.02)
        #expect(learned.maximum < 0.9) // learned from the touches, not the stored 0.9
        #expect(learner.hoverSamples > 0 && learned.offset > 0.01) // the hovering nib's resting pressure
    }

    @Test func aTraceWithoutTouchesLearnsNothing() throws {
        var source = try TraceFile.open(Self.fixture("soft-presses.evemu"))
        let learner = CalibrationLearner(device: try #require(source.description), spec: SessionSpec())
        _ = try source.next()
        #expect(learner.deviceCalibration == nil && learner.finished == 0)
    }
}
