import Testing
@testable import Intensity

@Suite struct IntensityMappingTests {
    @Test(arguments: [
        (0.0, 0), (0.005, 0), (0.01, 1), (0.29, 29), (0.5, 50), (0.999, 99), (1.0, 100), (1.5, 100), (-0.2, 0),
    ])
    func linearDefaultsTruncate(raw: Double, expected: Int) {
        #expect(IntensityMapping.default.intensity(raw) == expected)
    }

    @Test(arguments: [(0.2, 0), (0.35, 25), (0.5, 50), (0.8, 100), (0.81, 100), (0.1, 0)])
    func linearThresholdAndCeiling(raw: Double, expected: Int) {
        #expect(IntensityMapping.linear(threshold: 0.2, ceiling: 0.8).intensity(raw) == expected)
    }

    /// The original's documented LogAx values at defaults.
    @Test(arguments: [(0.0, 0), (0.05, 16), (0.1, 28), (0.25, 52), (0.5, 74), (1.0, 100), (2.0, 100)])
    func logarithmicDefaults(raw: Double, expected: Int) {
        #expect(IntensityMapping.logarithmic().intensity(raw) == expected)
    }

    @Test func logarithmicWithThresholdCeilingAndA() {
        let m = IntensityMapping.logarithmic(threshold: 0.1, ceiling: 0.9, a: 10)
        #expect(m.intensity(0.5) == 73)   // ln 5 / ln 9 = 0.7325
        #expect(m.intensity(0.1) == 0)
        #expect(m.intensity(0.9) == 100)
    }

    @Test func logarithmicLiftsSoftPressesAboveLinear() {
        for r in stride(from: 0.05, to: 0.95, by: 0.05) {
            #expect(IntensityMapping.logarithmic().intensity(r) > IntensityMapping.default.intensity(r))
        }
    }

    @Test func degenerateParametersStayInRange() {
        #expect(IntensityMapping.default.intensity(.nan) == 0)
        #expect(IntensityMapping.default.intensity(.infinity) == 100)
        #expect(IntensityMapping.default.intensity(-.infinity) == 0)
        // ceiling below threshold: a step at the threshold
        let inverted = IntensityMapping.linear(threshold: 0.6, ceiling: 0.4)
        #expect(inverted.intensity(0.5) == 0)
        #expect(inverted.intensity(0.7) == 100)
        // a ≤ 0 falls back to the linear limit instead of ln(1) / ln(1) = NaN
        #expect(IntensityMapping.logarithmic(a: 0).intensity(0.5) == 50)
        #expect(IntensityMapping.logarithmic(a: -3).intensity(0.25) == 25)
        #expect(IntensityMapping(curve: .linear, threshold: .nan).intensity(0.5) == 0)
    }

    @Test func decodesWithMissingFields() throws {
        let m = try decodeJSON(IntensityMapping.self, #"{"curve":"logarithmic","a":20}"#)
        #expect(m == IntensityMapping.logarithmic(threshold: 0, ceiling: 1, a: 20))
    }
}
