import Testing
@testable import Intensity

@Suite struct PressureInterpreterTests {
    func config(_ s: PressureSmoothing) -> IntensityConfiguration {
        var c = IntensityConfiguration.default
        c.smoothing = s
        return c
    }

    @Test func noSamplesReadsZero() {
        for s in PressureSmoothing.allCases {
            let t = IntensityTracker(configuration: config(s))
            #expect(t.raw(at: 5) == 0)
            #expect(t.intensity(at: 5) == 0)
            #expect(t.sampleCount == 0)
        }
    }

    @Test func trimmedMeanGoldenValues() {
        let c = config(.trimmedMeanLastTen)
        #expect(tracker(c, pressures: [0.3]).intensity(at: 2) == 30)          // one sample: itself
        #expect(tracker(c, pressures: [0.3, 0.6]).intensity(at: 2) == 60)     // two: their max
        #expect(tracker(c, pressures: [0.2, 0.5, 0.4, 0.9]).intensity(at: 2) == 45) // (2.0 − 0.9 − 0.2)/2
        // Twelve samples: only the last ten count, 0.1…1.0 → (5.5 − 1.0 − 0.1)/8 = 0.55
        let ramp = [1.0, 1.0] + (1...10).map { Double($0) / 10 }
        #expect(tracker(c, pressures: ramp).intensity(at: 2) == 55)
    }

    @Test func averageLastTenDropsTheTouchDownSample() {
        let c = config(.averageLastTen)
        #expect(tracker(c, pressures: [0.9]).intensity(at: 2) == 0)            // < 2 samples
        #expect(tracker(c, pressures: [0.9, 0.2, 0.4]).intensity(at: 2) == 30) // mean of 0.2, 0.4
        // exactly ten: mean of all ten, touch-down included
        #expect(tracker(c, pressures: [0.9] + Array(repeating: 0.1, count: 9)).intensity(at: 2) == 18)
        // eleven: the touch-down sample has left the window
        #expect(tracker(c, pressures: [0.9] + Array(repeating: 0.1, count: 10)).intensity(at: 2) == 10)
    }

    @Test func peakKeepsTheMaximumOfTheWholeTouch() {
        let c = config(.peak)
        #expect(tracker(c, pressures: [0.2, 0.7, 0.3]).intensity(at: 2) == 70)
        #expect(tracker(c, pressures: [0.7] + Array(repeating: 0.1, count: 30)).intensity(at: 2) == 70)
    }

    /// The trimmed mean ignores a single spike and a single dropout; the plain average does not.
    @Test func smoothingRejectsSpikes() {
        let steady = Array(repeating: 0.4, count: 8)
        let spiky = steady + [1.0] + [0.0]
        #expect(tracker(config(.trimmedMeanLastTen), pressures: spiky).intensity(at: 2) == 40)
        #expect(tracker(config(.averageLastTen), pressures: spiky).intensity(at: 2) == 42)
        #expect(tracker(config(.peak), pressures: spiky).intensity(at: 2) == 100)
    }

    @Test func pressureAboveTheMaximumSaturates() {
        #expect(tracker(pressures: [1.4, 1.4, 1.4]).intensity(at: 2) == 100)
        #expect(tracker(pressures: [1.4, 1.4, 1.4]).raw(at: 2) == 1)
        // one wild value cannot drag a trimmed mean above 1 or below 0
        #expect(tracker(pressures: [0.5, 50, 0.5, -3, 0.5]).intensity(at: 2) == 50)
    }

    @Test func calibrationAppliesPerSample() {
        var c = IntensityConfiguration.default
        c.calibration = PressureCalibration(minimum: 0, maximum: 0.25)
        #expect(tracker(c, pressures: [0.1, 0.1, 0.1]).intensity(at: 2) == 40)
        #expect(tracker(c, pressures: [0.3, 0.3, 0.3]).intensity(at: 2) == 100)
        #expect(tracker(c, pressures: [0.3]).peakPressure == 0.3)   // calibration peaks stay raw
    }

    @Test func restartForgetsHistoryButKeepsCalibrationPeak() {
        var t = tracker(pressures: [0.9, 0.9, 0.9])
        t.restart(at: 1.05)
        #expect(t.sampleCount == 0)
        #expect(t.intensity(at: 1.05) == 0)
        t.add(IntensitySample(time: 1.06, pressure: 0.2))
        t.add(IntensitySample(time: 1.07, pressure: 0.2))
        #expect(t.intensity(at: 1.07) == 20)
        #expect(t.sampleCount == 2)
        #expect(t.peakPressure == 0.9)
    }

    @Test func nonFiniteSamplesReadAsZero() {
        let t = tracker(pressures: [.nan, .nan, .nan])
        #expect(t.raw(at: 2) == 0)
        #expect(tracker(pressures: [.infinity]).raw(at: 2) == 1)
    }
}
