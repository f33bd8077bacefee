import Testing
@testable import Intensity

@Suite struct PressureCalibrationTests {
    @Test func identityLeavesTheUnitRangeAlone() {
        for v in [0.0, 0.25, 0.5, 1.0] { #expect(PressureCalibration.identity.apply(v) == v) }
        #expect(PressureCalibration.identity.apply(1.7) == 1)
        #expect(PressureCalibration.identity.apply(-0.2) == 0)
    }

    /// A touchpad whose real presses peak at a quarter of the range.
    @Test func maximumStretchesAShortRange() {
        let c = PressureCalibration(minimum: 0, maximum: 0.25)
        #expect(c.apply(0.1) == 0.4)
        #expect(c.apply(0.25) == 1)
        #expect(c.apply(0.3) == 1)
    }

    /// A worn nib resting at 5 %.
    @Test func offsetRemovesTheRestingValue() {
        let c = PressureCalibration(minimum: 0, maximum: 0.5, offset: 0.05)
        #expect(c.apply(0.05) == 0)
        #expect(abs(c.apply(0.3) - 0.5) < 1e-12)
        #expect(c.apply(0.0) == 0)
    }

    /// A negative minimum keeps the lightest touches above 0.
    @Test func negativeMinimum() {
        let c = PressureCalibration(minimum: -0.1, maximum: 0.9)
        #expect(abs(c.apply(0) - 0.1) < 1e-12)
        #expect(c.apply(0.9) == 1)
        #expect(c.apply(-0.5) == 0)
    }

    @Test func degenerateRangeIsAStepAndNeverNaN() {
        let c = PressureCalibration(minimum: 0.2, maximum: 0.2)
        #expect(c.apply(0.2) == 0)
        #expect(c.apply(0.21) == 1)
        let inverted = PressureCalibration(minimum: 0.5, maximum: 0.1)
        #expect(inverted.apply(0.3) == 0)
        #expect(inverted.apply(0.6) == 1)
        #expect(PressureCalibration(minimum: .nan, maximum: 1).apply(0.5) == 0)
        #expect(PressureCalibration.identity.apply(.nan) == 0)
        #expect(PressureCalibration(minimum: 0, maximum: .infinity).apply(0.5) == 1)
    }

    /// Normalising a raw axis with a negative minimum, as the caller does before calibration.
    @Test func axisNormalisation() {
        #expect(AxisNormalisation.fraction(Int32(0), minimum: -100, maximum: 100) == 0.5)
        #expect(AxisNormalisation.fraction(Int32(2047), minimum: 0, maximum: 2047) == 1)
        #expect(AxisNormalisation.fraction(Int32(4000), minimum: 0, maximum: 2047) > 1)   // above max kept for calibration
        #expect(AxisNormalisation.fraction(Int32(5), minimum: 5, maximum: 5) == 0)
        #expect(AxisNormalisation.fraction(.nan, minimum: 0, maximum: 1) == 0)
    }
}
