import Testing
@testable import Intensity

@Suite struct ImpactDurationTests {
    static let config = IntensityConfiguration(interpreter: .impactDuration)

    /// Without any impact the original's numbers hold: nothing before 0.16 s, full at ≈ 0.58 s.
    @Test(arguments: [(0.1, 0), (0.15, 0), (0.2, 10), (0.5, 82), (0.6, 100)])
    func withoutImpactIsDelayedDuration(held: Double, expected: Int) {
        var t = IntensityTracker(configuration: Self.config)
        t.add(IntensitySample(time: 3, x: 1, y: 1))   // no pressure, no size: impact 0
        #expect(t.intensity(at: 3 + held) == expected)
    }

    /// A hard tap whose first sample already reads 0.64: impact 0.64, term 0.9·0.8 = 0.72.
    @Test func steepRiseAddsTheImpactTerm() {
        var t = IntensityTracker(configuration: Self.config)
        t.add(IntensitySample(time: 1, pressure: 0.64))
        #expect(t.intensity(at: 1) == 34)     // 0.72 − 0.38
        #expect(t.intensity(at: 1.1) == 58)   // + 0.24
        #expect(t.impact == 0.64)
    }

    /// The same level reached in 30 ms scores a quarter of the impact: 0.64·10/40 = 0.16.
    @Test func slowRiseScoresLess() {
        var t = IntensityTracker(configuration: Self.config)
        t.add(IntensitySample(time: 1.00, pressure: 0.0))
        t.add(IntensitySample(time: 1.02, pressure: 0.3))
        t.add(IntensitySample(time: 1.03, pressure: 0.64))
        t.add(IntensitySample(time: 1.06, pressure: 1.0))   // after the 50 ms window: ignored
        #expect(abs(t.impact - 0.16) < 1e-12)
        #expect(t.intensity(at: 1.03) == 5)   // 0.072 + 0.36 − 0.38
    }

    @Test func contactSizeServesWhenThereIsNoPressure() {
        var c = Self.config
        c.areaCalibration = PressureCalibration(minimum: 0, maximum: 0.5)
        var t = IntensityTracker(configuration: c)
        t.add(IntensitySample(time: 0, touchMajor: 0.32))   // level 0.64
        #expect(t.intensity(at: 0) == 34)
    }

    @Test func zeroSamplesReadZero() {
        #expect(IntensityTracker(configuration: Self.config).intensity(at: 10) == 0)
    }

    /// Sliding to another alternative restarts the duration and drops the strike: a steady
    /// press after the restart is not an impact.
    @Test func restartIsNotANewStrike() {
        var t = IntensityTracker(configuration: Self.config)
        t.add(IntensitySample(time: 1, pressure: 0.64))
        t.restart(at: 1.2)
        t.add(IntensitySample(time: 1.21, pressure: 0.64))
        #expect(t.impact == 0)
        #expect(t.intensity(at: 1.21) == 0)        // 2.4·0.01 − 0.38 < 0
        #expect(t.intensity(at: 1.4) == 10)        // 2.4·0.2 − 0.38
    }
}
