import Testing
@testable import Intensity

@Suite struct DeviceAutoCalibrationTests {
    /// A replay: each touch is measured with what was learned from the touches before it.
    func replay(_ peaks: [Double]) -> (intensities: [Int], final: DeviceAutoCalibration) {
        let base = IntensityConfiguration.default
        var auto = DeviceAutoCalibration(configuration: base)
        var out: [Int] = []
        for (i, peak) in peaks.enumerated() {
            var t = IntensityTracker(configuration: auto.configuration(base))
            let start = Double(i)
            for (k, f) in [0.5, 1.0, 1.0, 0.8].enumerated() {
                t.add(IntensitySample(time: start + Double(k) * 0.01, pressure: peak * f))
            }
            out.append(t.intensity(at: start + 0.03))
            auto.observe(finished: t)
        }
        return (out, auto)
    }

    @Test func softDeviceSpansTheScaleAfterAFewTouches() {
        var rng = TestLCG(seed: 11)
        let peaks = (0..<60).map { _ in 0.04 + 0.16 * rng.next() }   // never above 0.2 of the range
        let (intensities, auto) = replay(peaks)
        #expect(intensities.prefix(5).allSatisfy { $0 <= 20 })        // uncalibrated: all faint
        #expect(intensities.suffix(30).max()! >= 90)                   // learned: hard presses reach the top
        #expect(auto.deviceCalibration.pressure != nil)
        #expect(auto.deviceCalibration.contactArea == nil)
        #expect(auto.deviceCalibration.touches == 60)
    }

    /// A new session resumed from an earlier one's learning measures its first touch as the
    /// earlier session would have measured its next one — not as an uncalibrated device.
    @Test func aResumedLearnerStartsWhereTheEarlierOneStopped() {
        var rng = TestLCG(seed: 13)
        let peaks = (0..<40).map { _ in 0.04 + 0.16 * rng.next() }
        let earlier = replay(peaks).final
        var resumed = DeviceAutoCalibration(configuration: .default)
        #expect(!resumed.pressure.hasLearned)
        resumed.resume(from: earlier)
        #expect(resumed.pressure.hasLearned)
        #expect(resumed.pressure.calibration == earlier.pressure.calibration)
        #expect(resumed.configuration(.default) == earlier.configuration(.default))
    }

    @Test func replayIsDeterministic() {
        var rng = TestLCG(seed: 5)
        let peaks = (0..<40).map { _ in 0.1 + 0.5 * rng.next() }
        #expect(replay(peaks).intensities == replay(peaks).intensities)
        #expect(replay(peaks).final == replay(peaks).final)
    }

    @Test func keepsStaticCalibrationUntilLearned() {
        var base = IntensityConfiguration.default
        base.calibration = PressureCalibration(minimum: 0.01, maximum: 0.4, offset: 0.02)
        var auto = DeviceAutoCalibration(configuration: base)
        #expect(auto.configuration(base) == base)
        var t = IntensityTracker(configuration: base)
        t.add(IntensitySample(time: 0, pressure: 0.3))
        for _ in 0..<5 { auto.observe(finished: t) }
        let learned = auto.configuration(base).calibration
        #expect(learned.offset == 0.02 && learned.minimum == 0.01)
        #expect(abs(learned.maximum - 0.28) < 1e-12)
    }
}
