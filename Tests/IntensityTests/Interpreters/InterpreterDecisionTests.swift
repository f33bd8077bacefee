import Testing
@testable import Intensity

@Suite struct InterpreterDecisionTests {
    typealias Axis = ForceProxyAxes.Axis
    let major1mm = Axis(name: "ABS_MT_TOUCH_MAJOR", minimum: 0, maximum: 255, resolution: 1)
    let minor1mm = Axis(name: "ABS_MT_TOUCH_MINOR", minimum: 0, maximum: 255, resolution: 1)
    let majorUnscaled = Axis(name: "ABS_MT_TOUCH_MAJOR", minimum: 0, maximum: 4095, resolution: 0)

    @Test func pressureIsNotAutoCalibratedUnlessAsked() {
        let d = InterpreterDecision(ForceProxyAxes(pressure: Axis(name: "ABS_PRESSURE", minimum: 0, maximum: 8191, resolution: 0),
                                                   touchMajor: major1mm))
        #expect(d.kind == .pressure && !d.autoCalibrates)
        var base = IntensityConfiguration.default
        #expect(d.configure(base, stored: nil).autoCalibrate == false)
        base.autoCalibrate = true
        #expect(d.configure(base, stored: nil).autoCalibrate == true)
    }

    /// Millimetres are a physical scale: read as such, not learned unless asked.
    @Test func sizeWithResolutionIsReadInMillimetres() {
        let d = InterpreterDecision(ForceProxyAxes(touchMajor: major1mm, touchMinor: minor1mm))
        #expect(d.kind == .contactArea && !d.autoCalibrates && d.contactPrior == .base)
        #expect(d.reason.contains("millimetres"))
        #expect(d.warnings.isEmpty)
        var base = IntensityConfiguration.default
        base.interpreter = .contactArea
        let c = d.configure(base, stored: nil)
        #expect(!c.autoCalibrate)
        #expect(c.areaCalibration == .identity)
        base.autoCalibrate = true
        #expect(d.configure(base, stored: nil).autoCalibrate)
    }

    @Test func sizeWithoutResolutionIsRelativeToTheContactsSeenAndWarns() {
        let d = InterpreterDecision(ForceProxyAxes(touchMajor: majorUnscaled))
        #expect(d.kind == .contactArea && d.autoCalibrates && d.contactPrior == .relativeToSeen)
        #expect(d.warnings.count == 1 && d.warnings[0].contains("ABS_MT_TOUCH_MAJOR") && d.warnings[0].contains("resolution"))
        var base = IntensityConfiguration.default
        base.interpreter = .contactArea
        let c = d.configure(base, stored: nil)
        #expect(c.autoCalibrate)
        // The first touch gets the prior's window, so a 4 %-of-the-axis contact reads about 50.
        var t = IntensityTracker(configuration: c)
        t.add(IntensitySample(time: 0, touchMajor: 0.04))
        #expect((45...60).contains(t.intensity(at: 0.1)))
    }

    /// `pressboard calibrate`'s static calibration wins over auto-calibration by default.
    @Test func aStoredCalibrationWins() {
        let d = InterpreterDecision(ForceProxyAxes(touchMajor: majorUnscaled))
        var base = IntensityConfiguration.default
        base.interpreter = .contactArea
        let stored = DeviceCalibration(contactArea: PressureCalibration(minimum: 0.1, maximum: 0.5))
        #expect(d.configure(base, stored: stored).autoCalibrate == false)
    }

    @Test func emptyRangesAreIgnoredWithAWarningNamingTheAxis() {
        let d = InterpreterDecision(ForceProxyAxes(
            pressure: Axis(name: "ABS_MT_PRESSURE", minimum: 0, maximum: 0, resolution: 0),
            touchMajor: Axis(name: "ABS_MT_TOUCH_MAJOR", minimum: 5, maximum: -5, resolution: 0)))
        #expect(d.kind == .duration)
        #expect(d.warnings.contains { $0.contains("ABS_MT_PRESSURE") && $0.contains("empty range") })
        #expect(d.warnings.contains { $0.contains("ABS_MT_TOUCH_MAJOR") && $0.contains("empty range") })
    }

    @Test func nothingToReadMeansDuration() {
        let d = InterpreterDecision(ForceProxyAxes())
        #expect(d.kind == .duration && !d.autoCalibrates && d.warnings.isEmpty)
    }
}
