import Testing
@testable import Intensity

@Suite struct AutoCalibratorTests {
    /// Peaks of a touchpad user: soft 0.05 … hard 0.25 of the advertised range.
    static func peaks(_ count: Int, seed: UInt64 = 7, low: Double = 0.05, high: Double = 0.25) -> [Double] {
        var rng = TestLCG(seed: seed)
        return (0..<count).map { _ in low + (high - low) * rng.next() }
    }

    @Test func keepsTheBaseUntilEnoughTouches() {
        var a = AutoCalibrator()
        for p in [0.2, 0.1, 0.15, 0.2] { a.observeTouch(peakPressure: p) }
        #expect(a.calibration == .identity)
        a.observeTouch(peakPressure: 0.2)
        #expect(a.calibration.maximum < 0.21)
    }

    /// Linear interpolation between closest ranks, whatever the arrival order.
    @Test func percentileGoldenValue() {
        var a = AutoCalibrator()
        for p in [0.7, 0.1, 1.0, 0.4, 0.2, 0.9, 0.3, 0.6, 0.5, 0.8] { a.observeTouch(peakPressure: p) }
        #expect(abs(a.calibration.maximum - 0.91) < 1e-12)   // rank 8.1 of 0.1…1.0
    }

    /// Only the last `capacity` touches count: old soft presses leave the window.
    @Test func windowForgetsOldTouches() {
        var a = AutoCalibrator(parameters: .init(capacity: 5, minimumTouches: 5))
        for _ in 0..<5 { a.observeTouch(peakPressure: 0.9) }
        for _ in 0..<5 { a.observeTouch(peakPressure: 0.3) }
        #expect(a.calibration.maximum == 0.3)
        #expect(a.peaks == [0.3, 0.3, 0.3, 0.3, 0.3])
    }

    @Test func convergesOnTheNinetiethPercentile() {
        var a = AutoCalibrator()
        for p in Self.peaks(300) { a.observeTouch(peakPressure: p) }
        // 90th percentile of U(0.05, 0.25) is 0.23
        #expect(abs(a.calibration.maximum - 0.23) < 0.02)
        #expect(a.calibration.minimum == 0)
        // soft and hard presses now span the scale
        let mapped = { (p: Double) in IntensityMapping.default.intensity(a.calibration.apply(p)) }
        #expect(mapped(0.25) == 100)
        #expect(mapped(0.06) < 30)
        #expect(mapped(0.15) > 55 && mapped(0.15) < 75)
    }

    @Test func stableUnderOutliers() {
        var clean = AutoCalibrator(), noisy = AutoCalibrator()
        for (i, p) in Self.peaks(300).enumerated() {
            clean.observeTouch(peakPressure: p)
            noisy.observeTouch(peakPressure: p)
            if i % 20 == 0 { noisy.observeTouch(peakPressure: 1.0) }      // 5 % spikes to full scale
            if i % 25 == 0 { noisy.observeTouch(peakPressure: .nan) }     // broken samples ignored
            if i % 30 == 0 { noisy.observeTouch(peakPressure: -0.4) }     // below the floor: ignored
        }
        #expect(abs(noisy.calibration.maximum - clean.calibration.maximum) < 0.03)
    }

    @Test func followsAChangeOfUserWithinTheWindow() {
        var a = AutoCalibrator()
        for p in Self.peaks(100) { a.observeTouch(peakPressure: p) }
        for p in Self.peaks(100, seed: 9, low: 0.3, high: 0.7) { a.observeTouch(peakPressure: p) }
        #expect(abs(a.calibration.maximum - 0.66) < 0.04)
    }

    @Test func featherTouchesCannotCollapseTheRange() {
        var a = AutoCalibrator()
        for _ in 0..<50 { a.observeTouch(peakPressure: 0.001) }
        #expect(a.calibration.maximum >= 0.02)
    }

    @Test func keepsTheBaseOffsetAndMinimum() {
        let base = PressureCalibration(minimum: 0.02, maximum: 1, offset: 0.05)
        var a = AutoCalibrator(base: base)
        for p in Self.peaks(100, low: 0.15, high: 0.35) { a.observeTouch(peakPressure: p) }
        #expect(a.calibration.offset == 0.05)
        #expect(a.calibration.minimum == 0.02)
        #expect(abs(a.calibration.maximum - (0.33 - 0.05)) < 0.03)
    }

    /// A worn nib reports pressure while hovering; the lowest hover value becomes the offset.
    @Test func wornNibOffsetFromHoverPressure() {
        var a = AutoCalibrator()
        a.observeResting(pressure: 0.06)
        #expect(a.calibration == PressureCalibration(minimum: 0, maximum: 1, offset: 0.06))   // offset before any touch
        a.observeResting(pressure: 0.08)    // higher: ignored
        a.observeResting(pressure: 0.7)     // more than half the range: a broken pen, ignored
        a.observeResting(pressure: .nan)
        #expect(a.restingPressure == 0.06)
        for p in [0.3, 0.5, 0.4, 0.6, 0.5, 0.2, 0.45, 0.55, 0.35, 0.25, 0.05] { a.observeTouch(peakPressure: p) }
        #expect(a.peaks.count == 10)        // 0.05 is below the resting pressure: not a press
        // 90th percentile of 0.2…0.6 (ranks interpolated) = 0.555, minus the offset
        #expect(abs(a.calibration.maximum - (0.555 - 0.06)) < 1e-9)
        a.observeResting(pressure: 0.02)    // a lower value later lowers the offset
        #expect(a.calibration.offset == 0.02)
        #expect(abs(a.calibration.maximum - (0.555 - 0.02)) < 1e-9)
        // and a pen pressing at its resting value reads 0
        #expect(a.calibration.apply(0.02) == 0)
    }

    @Test func deterministicAndResumableThroughCodable() throws {
        let stream = Self.peaks(120, seed: 3)
        var a = AutoCalibrator(), b = AutoCalibrator()
        for p in stream[..<60] { a.observeTouch(peakPressure: p); b.observeTouch(peakPressure: p) }
        a.observeResting(pressure: 0.01); b.observeResting(pressure: 0.01)
        var c = try roundTrip(b)
        for p in stream[60...] { a.observeTouch(peakPressure: p); c.observeTouch(peakPressure: p) }
        #expect(a == c)
        #expect(a.touchCount == 120)
    }

    @Test func tolerantParameters() {
        var a = AutoCalibrator(parameters: .init(capacity: 0, minimumTouches: 9, highPercentile: 7, minimumSpan: -1))
        a.observeTouch(peakPressure: 0.4)
        #expect(a.calibration.maximum == 0.4)
        #expect(a.peaks.count == 1)
    }
}

@Suite struct ContactPriorTests {
    var relative: AutoCalibrator.Parameters {
        AutoCalibrator.Parameters(minimumSpan: 0.005, lowPercentile: 0.05, prior: .relativeToSeen)
    }

    @Test func relativePriorCentresOnTheTypicalContactSeen() {
        var a = AutoCalibrator(parameters: relative)
        #expect(a.calibration.minimum == -1 && a.calibration.maximum == 1)
        a.observeTouch(peakPressure: 0.05)
        // Prior window 0.03…0.07 weighted 5/6, the one touch seen (0.05…0.05) 1/6.
        #expect(abs(a.calibration.minimum - (0.03 * 5 + 0.05) / 6) < 1e-12)
        #expect(abs(a.calibration.maximum - (0.07 * 5 + 0.05) / 6) < 1e-12)
        #expect(abs(a.calibration.apply(0.05) - 0.5) < 1e-9)
    }

    /// The window moves smoothly: each touch changes it a little, never a jump.
    @Test func windowMovesSmoothly() {
        var a = AutoCalibrator(parameters: relative)
        var lcg = TestLCG(seed: 9)
        a.observeTouch(peakPressure: 0.05)
        for _ in 0..<60 {
            let before = a.calibration
            a.observeTouch(peakPressure: 0.03 + 0.04 * lcg.next())
            #expect(abs(a.calibration.maximum - before.maximum) < 0.01)
            #expect(abs(a.calibration.minimum - before.minimum) < 0.01)
        }
    }

    /// After enough touches the floor is learned too: light touches read low, firm ones high.
    @Test func learnsFloorAndCeilingFromTheUsersTouches() {
        var a = AutoCalibrator(parameters: relative)
        for i in 0..<40 { a.observeTouch(peakPressure: 0.03 + 0.001 * Double(i)) }
        #expect(a.hasLearned)
        #expect(a.calibration.apply(0.031) < 0.1)
        #expect(a.calibration.apply(0.068) > 0.9)
    }

    /// Levels below the base minimum (small fingers on a millimetre scale) are still learned from.
    @Test func lowLevelsAreLearnedFromWhenTheFloorIsLearned() {
        var a = AutoCalibrator(parameters: AutoCalibrator.Parameters(lowPercentile: 0.05))
        for v in [-0.3, -0.2, -0.1, 0.0, 0.1] { a.observeTouch(peakPressure: v) }
        #expect(a.hasLearned && a.calibration.minimum < -0.2)
    }
}
