import Testing
@testable import Intensity

@Suite struct ContactAreaAndManualTests {
    @Test func contactAreaUsesTheGeometricMeanOfMajorAndMinor() {
        var c = IntensityConfiguration(interpreter: .contactArea)
        c.areaCalibration = PressureCalibration(minimum: 0.05, maximum: 0.25)
        var t = IntensityTracker(configuration: c)
        t.add(IntensitySample(time: 0, touchMajor: 0.2, touchMinor: 0.05))   // size 0.1 → 0.25
        #expect(t.intensity(at: 0) == 25)
        #expect(abs((t.peakContactSize ?? 0) - 0.1) < 1e-12)
    }

    @Test func contactAreaWithMajorOnly() {
        var t = IntensityTracker(configuration: IntensityConfiguration(interpreter: .contactArea))
        for (i, m) in [0.3, 0.5, 0.4].enumerated() { t.add(IntensitySample(time: Double(i) * 0.01, touchMajor: m)) }
        #expect(t.intensity(at: 1) == 40)   // trimmed mean of three
    }

    /// A finger flattening as it presses reads higher.
    @Test func flatteningFingerReadsHigher() {
        let c = IntensityConfiguration(interpreter: .contactArea, areaCalibration: PressureCalibration(minimum: 0.1, maximum: 0.3))
        var light = IntensityTracker(configuration: c), firm = IntensityTracker(configuration: c)
        for i in 0..<5 {
            light.add(IntensitySample(time: Double(i) * 0.01, touchMajor: 0.14, touchMinor: 0.12))
            firm.add(IntensitySample(time: Double(i) * 0.01, touchMajor: 0.26, touchMinor: 0.22))
        }
        #expect(firm.intensity(at: 1) > light.intensity(at: 1) + 40)
    }

    @Test(arguments: [(73, 73), (0, 0), (100, 100), (150, 100), (-5, 0)])
    func manualIsTheSetValue(value: Int, expected: Int) {
        var c = IntensityConfiguration(interpreter: .manual, manualValue: value)
        c.mapping = .linear(threshold: 0.5, ceiling: 0.6)   // ignored: manual is already an intensity
        var t = IntensityTracker(configuration: c)
        #expect(t.intensity(at: 0) == expected)   // even before any sample
        t.add(IntensitySample(time: 0, pressure: 1))
        #expect(t.intensity(at: 9) == expected)
        #expect(t.raw(at: 9) == Double(expected) / 100)
    }

    @Test func pressureFallsBackWhenTheDeviceLacksIt() {
        var area = IntensityTracker(configuration: .default)
        area.add(IntensitySample(time: 0, touchMajor: 0.5))
        #expect(area.effectiveInterpreter == .contactArea)
        #expect(area.intensity(at: 0) == 50)

        var duration = IntensityTracker(configuration: .default)
        duration.add(IntensitySample(time: 0, x: 10, y: 10))
        #expect(duration.effectiveInterpreter == .duration)
        #expect(duration.intensity(at: 0.2) == 40)

        var pressure = IntensityTracker(configuration: IntensityConfiguration(interpreter: .contactArea))
        pressure.add(IntensitySample(time: 0, pressure: 0.3))
        #expect(pressure.effectiveInterpreter == .pressure)
    }
}
