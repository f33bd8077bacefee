import Testing
import PropertyBased
@testable import Intensity

@Suite struct IntensityPropertyTests {
    /// Whatever the samples and configuration, raw stays within 0…1 and intensity within 0…100.
    @Test func outputsAlwaysInRange() async {
        await propertyCheck(count: 300,
                            input: Gen.double(in: -2...3).array(of: 0...25),
                            Gen.int(in: 0...4), Gen.int(in: 0...2), Gen.double(in: -1...2)) { levels, kind, smoothing, ask in
            var c = IntensityConfiguration.default
            c.interpreter = InterpreterKind.allCases[kind]
            c.smoothing = PressureSmoothing.allCases[smoothing]
            c.mapping = kind % 2 == 0 ? .logarithmic(threshold: 0.1, ceiling: 0.9) : .default
            var t = IntensityTracker(configuration: c)
            for (i, v) in levels.enumerated() {
                t.add(IntensitySample(time: Double(i) * 0.008, pressure: v, touchMajor: abs(v) / 2))
                let r = t.raw(at: Double(i) * 0.008)
                #expect(r >= 0 && r <= 1)
            }
            let r = t.raw(at: ask)
            let n = t.intensity(at: ask)
            #expect(r >= 0 && r <= 1 && !r.isNaN)
            #expect(n >= 0 && n <= 100)
        }
    }

    /// A tracker started over in place for a new touch (as the keyboard reuses one per contact
    /// slot) measures the new touch exactly as a fresh tracker does, whatever the old touch was.
    @Test func startingATouchInPlaceMatchesAFreshTracker() async {
        await propertyCheck(count: 200,
                            input: Gen.double(in: -0.5...1.5).array(of: 0...15), Gen.double(in: 0...1).array(of: 0...15),
                            Gen.int(in: 0...4), Gen.int(in: 0...2)) { old, new, kind, smoothing in
            var c = IntensityConfiguration.default
            c.interpreter = InterpreterKind.allCases[kind]
            c.smoothing = PressureSmoothing.allCases[smoothing]
            var reused = IntensityTracker(configuration: c)
            for (i, v) in old.enumerated() {
                reused.add(IntensitySample(time: Double(i) * 0.008, pressure: v, touchMajor: v > 0.5 ? v : nil))
            }
            reused.startTouch()
            var fresh = IntensityTracker(configuration: c)
            for (i, v) in new.enumerated() {
                let s = IntensitySample(time: 1 + Double(i) * 0.008, pressure: v, touchMajor: v / 2)
                reused.add(s)
                fresh.add(s)
            }
            for at in [0.5, 1.05, 1.3] {
                #expect(reused.raw(at: at) == fresh.raw(at: at))
                #expect(reused.intensity(at: at) == fresh.intensity(at: at))
            }
            #expect(reused.effectiveInterpreter == fresh.effectiveInterpreter)
            #expect(reused.peakPressure == fresh.peakPressure && reused.peakContactSize == fresh.peakContactSize)
            #expect(reused.sampleCount == fresh.sampleCount && reused.touchDownTime == fresh.touchDownTime)
            #expect(reused.uncalibratedLevel == fresh.uncalibratedLevel)
        }
    }

    /// Pressing harder never gives a lower intensity, for every smoothing and mapping.
    @Test func monotoneInPressure() async {
        await propertyCheck(count: 200, input: Gen.double(in: 0...1).array(of: 1...15), Gen.double(in: 0...0.5), Gen.int(in: 0...2)) { levels, extra, smoothing in
            var c = IntensityConfiguration.default
            c.smoothing = PressureSmoothing.allCases[smoothing]
            let soft = tracker(c, pressures: levels)
            let hard = tracker(c, pressures: levels.map { $0 + extra })
            #expect(hard.intensity(at: 9) >= soft.intensity(at: 9))
        }
    }

    @Test func mappingsAreMonotone() async {
        await propertyCheck(count: 300, input: Gen.double(in: -0.5...1.5), Gen.double(in: -0.5...1.5), Gen.double(in: 0.5...100)) { a, b, curvature in
            let lo = min(a, b), hi = max(a, b)
            for m in [IntensityMapping.default, .logarithmic(a: curvature), .linear(threshold: 0.1, ceiling: 0.7)] {
                #expect(m.intensity(lo) <= m.intensity(hi))
            }
        }
    }

    /// The learned maximum lies within the observed peaks (or the minimum span) and is deterministic.
    @Test func autoCalibrationStaysWithinTheObservedPeaks() async {
        await propertyCheck(count: 100, input: Gen.double(in: 0.001...1).array(of: 5...80)) { peaks in
            var a = AutoCalibrator(), b = AutoCalibrator()
            for p in peaks { a.observeTouch(peakPressure: p); b.observeTouch(peakPressure: p) }
            let window = peaks.suffix(50)
            let m = a.calibration.maximum
            #expect(m <= max(window.max()!, 0.02) + 1e-12)
            #expect(m >= min(window.min()!, 0.02) - 1e-12)
            #expect(a == b)
        }
    }
}
