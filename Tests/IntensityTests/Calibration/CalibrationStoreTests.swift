import Testing
import FoundationEssentials
@testable import Intensity

@Suite struct CalibrationStoreTests {
    @Test func keyFormat() {
        let k = CalibrationStore.key(name: "Wacom Intuos S Pen", bus: 3, vendor: 0x56a, product: 0x374, version: 0x110)
        #expect(k == "Wacom Intuos S Pen|0003:056a:0374:0110")
    }

    @Test func encodesAsAPlainObjectAndRoundTrips() throws {
        var s = CalibrationStore()
        s["pad|0018:06cb:cd7d:0100"] = DeviceCalibration(pressure: PressureCalibration(minimum: 0, maximum: 0.22), touches: 40)
        let json = String(decoding: try JSONEncoder().encode(s), as: UTF8.self)
        #expect(json.hasPrefix("{\"pad|0018:06cb:cd7d:0100\":"))
        #expect(try roundTrip(s) == s)
    }

    @Test func decodesHandWrittenEntriesWithMissingFields() throws {
        let s = try decodeJSON(CalibrationStore.self, #"{"pen|0003:056a:0374:0110": {"pressure": {"offset": 0.04}}}"#)
        #expect(s["pen|0003:056a:0374:0110"]?.pressure == PressureCalibration(minimum: 0, maximum: 1, offset: 0.04))
    }

    @Test func appliesToAConfiguration() {
        var s = CalibrationStore()
        s["a"] = DeviceCalibration(pressure: PressureCalibration(maximum: 0.5), contactArea: PressureCalibration(minimum: 0.1))
        let c = s.configuration(.default, forDevice: "a")
        #expect(c.calibration.maximum == 0.5)
        #expect(c.areaCalibration.minimum == 0.1)
        #expect(s.configuration(.default, forDevice: "b") == .default)
    }

    @Test func configurationDecodesEveryFieldOptional() throws {
        #expect(try decodeJSON(IntensityConfiguration.self, "{}") == .default)
        let c = try decodeJSON(IntensityConfiguration.self, #"{"interpreter":"impactDuration","impact":{"window":0.08},"smoothing":"peak"}"#)
        #expect(c.interpreter == .impactDuration)
        #expect(c.impact.window == 0.08)
        #expect(c.impact.durationMultiplier == 2.4)
        #expect(c.smoothing == .peak)
        #expect(c.durationMultiplier == 2.0)
        #expect(try roundTrip(c) == c)
    }
}
