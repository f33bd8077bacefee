import Testing
import PropertyBased
@testable import Intensity

/// Contact size in physical terms: millimetres when the axis has a resolution, the major alone
/// when the minor is missing or 0, duration when contacts never report a size.
@Suite struct ContactSizeTests {
    var config: IntensityConfiguration {
        var c = IntensityConfiguration.default
        c.interpreter = .contactArea
        c.smoothing = .peak
        return c
    }

    func intensity(majorMillimetres: Double, minorMillimetres: Double? = nil) -> Int {
        var t = IntensityTracker(configuration: config)
        t.add(IntensitySample(time: 1, touchMajor: majorMillimetres / 255, touchMinor: minorMillimetres.map { $0 / 255 },
                              touchMajorMillimetres: majorMillimetres, touchMinorMillimetres: minorMillimetres))
        return t.intensity(at: 1.1)
    }

    @Test func millimetresReadOnTheLightToFirmScale() {
        #expect(intensity(majorMillimetres: 6) == 0)
        #expect(intensity(majorMillimetres: 10) == 50)
        #expect(intensity(majorMillimetres: 14) == 100)
        #expect(intensity(majorMillimetres: 4) == 0)
        #expect(intensity(majorMillimetres: 30) == 100)
        // The equal-area diameter of a 12 × 8 mm ellipse is √96 ≈ 9.8 mm.
        #expect(intensity(majorMillimetres: 12, minorMillimetres: 8) == 47)
    }

    /// ELAN-like panels: 6–10 mm contacts on a 0…255 axis must not crowd at the bottom.
    @Test func typicalContactsSpreadOverTheRange() {
        let light = intensity(majorMillimetres: 7), firm = intensity(majorMillimetres: 11)
        #expect(light <= 20 && firm >= 60)
    }

    @Test func minorReportedAsZeroUsesTheMajorAlone() {
        #expect(intensity(majorMillimetres: 10, minorMillimetres: 0) == 50)
        let s = IntensitySample(time: 0, touchMajor: 0.04, touchMinor: 0)
        #expect(s.contactSize == 0.04)
        #expect(IntensitySample(time: 0, touchMajor: 0.04, touchMinor: .nan).contactSize == 0.04)
        #expect(IntensitySample(time: 0, touchMajor: .infinity).contactSize == nil)
    }

    @Test func withoutMillimetresTheAxisFractionIsRead() {
        var t = IntensityTracker(configuration: config)
        t.add(IntensitySample(time: 1, touchMajor: 0.3))
        #expect(t.intensity(at: 1) == 30)
    }

    /// Firmware that advertises a size axis and leaves it at 0: intensity from time held.
    @Test func contactsThatNeverReportASizeAreMeasuredByDuration() {
        var t = IntensityTracker(configuration: config)
        for i in 0..<20 { t.add(IntensitySample(time: 1 + Double(i) * 0.01, touchMajor: 0, touchMinor: 0, touchMajorMillimetres: 0)) }
        #expect(!t.sawContactSize)
        #expect(t.intensity(at: 1.1) == 20)
        #expect(t.intensity(at: 1.3) == 60)
        var auto = DeviceAutoCalibration(configuration: config)
        for _ in 0..<3 { auto.observe(finished: t) }
        #expect(auto.sizeWarning?.contains("ABS_MT_TOUCH_MAJOR") == true)
    }

    /// Whatever sizes arrive (negative, NaN, huge), intensities stay within 0…100.
    @Test func anySizesGiveBoundedIntensities() async {
        await propertyCheck(count: 200, input: Gen.double(in: -50...300).array(of: 1...20), Gen.bool) { sizes, nan in
            var t = IntensityTracker(configuration: config)
            for (i, s) in sizes.enumerated() {
                let v = nan && i == 0 ? Double.nan : s
                t.add(IntensitySample(time: Double(i) * 0.01, touchMajor: v / 255, touchMinor: v / 300,
                                      touchMajorMillimetres: v, touchMinorMillimetres: v * 0.8))
            }
            let n = t.intensity(at: 0.5)
            #expect(n >= 0 && n <= 100)
        }
    }
}
