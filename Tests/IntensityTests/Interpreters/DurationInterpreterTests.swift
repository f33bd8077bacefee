import Testing
@testable import Intensity

@Suite struct DurationInterpreterTests {
    static let duration = IntensityConfiguration(interpreter: .duration)

    /// The original: intensity ≈ 200 × seconds with defaults; 100 ms → 20, 200 ms → 40, ≥ 500 ms → 100.
    @Test(arguments: [(0.0, 0), (0.1, 20), (0.2, 40), (0.25, 50), (0.5, 100), (3.0, 100), (-0.5, 0)])
    func goldenValues(held: Double, expected: Int) {
        var t = IntensityTracker(configuration: Self.duration)
        t.add(IntensitySample(time: 10.0, pressure: 0.9))
        #expect(t.intensity(at: 10.0 + held) == expected)
    }

    @Test func zeroSamplesAndZeroLength() {
        let empty = IntensityTracker(configuration: Self.duration)
        #expect(empty.raw(at: 100) == 0)
        var t = IntensityTracker(configuration: Self.duration)
        t.add(IntensitySample(time: 5))
        t.add(IntensitySample(time: 5))
        #expect(t.raw(at: 5) == 0)
        #expect(t.intensity(at: 5) == 0)
        #expect(t.raw(at: .nan) == 0)
    }

    @Test func multiplierChangesTheSlope() {
        var c = Self.duration
        c.durationMultiplier = 4
        var t = IntensityTracker(configuration: c)
        t.add(IntensitySample(time: 0))
        #expect(t.intensity(at: 0.1) == 40)
        #expect(t.intensity(at: 0.25) == 100)
    }

    /// Restart (the finger moved to another popup alternative) measures from the restart time.
    @Test func restartMeasuresFromTheRestart() {
        var t = IntensityTracker(configuration: Self.duration)
        t.add(IntensitySample(time: 1))
        #expect(t.intensity(at: 1.4) == 80)
        t.restart(at: 1.4)
        #expect(t.intensity(at: 1.5) == 20)
    }

    /// Restart before any sample starts the clock too.
    @Test func restartBeforeSamplesStartsTheClock() {
        var t = IntensityTracker(configuration: Self.duration)
        t.restart(at: 2)
        #expect(t.intensity(at: 2.1) == 20)
    }
}
