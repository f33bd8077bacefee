import Foundation
import Intensity
import Testing

/// `pressboard calibrate TRACE [--save]` as a user runs it: the report, and the learned values
/// written into the configuration file under the device's key, other keys kept.
@Suite struct CalibrateProcessTests {
    static let softPresses = PressboardProcess.root + "/Tests/Fixtures/intensity/soft-presses.evemu"

    @Test func reportsWhatItLearnedAndSavesItUnderTheDeviceKey() throws {
        let dir = PressboardProcess.scratch("calibrate")
        let config = dir + "/config.json"
        try #"{ "keyset": "english", "calibrations": { "Other|0003:0001:0002:0003": { "pressure": { "minimum": 0, "maximum": 0.5, "offset": 0 } } } }"#
            .write(toFile: config, atomically: true, encoding: .utf8)
        let dry = try PressboardProcess.run(["calibrate", Self.softPresses, "--config", config])
        #expect(dry.status == 0, "\(dry.err)")
        #expect(dry.out.contains("touches: 40 finished, 0 cancelled"))
        #expect(dry.out.contains("learned calibration"))
        #expect(dry.out.contains("not saved"))
        let saved = try PressboardProcess.run(["calibrate", Self.softPresses, "--config", config, "--save"])
        #expect(saved.status == 0, "\(saved.err)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: config))) as? [String: Any]
        let calibrations = try #require(json?["calibrations"] as? [String: Any])
        #expect(calibrations["Other|0003:0001:0002:0003"] != nil) // kept
        let entry = try #require(calibrations["Pressboard Soft Panel|0018:04f3:2c4a:0100"] as? [String: Any])
        let maximum = try #require((entry["pressure"] as? [String: Any])?["maximum"] as? Double)
        #expect(maximum > 0.1 && maximum < 0.2) // presses peak at 6–24 % of the axis
        #expect(json?["keyset"] as? String == "english")
    }

    @Test func aFileThatIsNotATraceIsALocatedError() throws {
        let dir = PressboardProcess.scratch("calibrate-bad")
        let bad = dir + "/bad.evemu"
        try "# EVEMU 1.3\nE: not an event\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let r = try PressboardProcess.run(["calibrate", bad, "--config", "/dev/null"])
        #expect(r.status != 0)
        #expect(r.err.contains(bad + ":"), "\(r.err)")
        #expect(r.out.isEmpty)
    }
}
