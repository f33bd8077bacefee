import FoundationEssentials
import Glibc
import Intensity
import SafeFiles
import Testing
import TouchInput
@testable import Pressboard

/// Learned calibration kept per device between runs: saved and loaded, other devices' and
/// damaged files set aside, and a session built from a spec carrying it starts learned.
@Suite struct LearnedCalibrationStoreTests {
    static func directory(_ name: String) -> String {
        let d = "/tmp/pressboard-learned-\(getpid())-\(name)"
        try? FileManager.default.removeItem(atPath: d)
        return d
    }

    static func device(_ name: String = "Soft Panel", product: UInt16 = 0x2c4a) -> DeviceDescription {
        var d = DeviceDescription(name: name, id: InputID(bustype: 0x18, vendor: 0x04f3, product: product, version: 0x100))
        d.setAbs(AbsCode.mtPressure, AbsInfo(minimum: 0, maximum: 255))
        return d
    }

    /// What an auto-calibrating session learned from 30 soft touches.
    static func learned() -> DeviceAutoCalibration {
        var auto = DeviceAutoCalibration(configuration: .default)
        for i in 0..<30 {
            var t = IntensityTracker(configuration: .default)
            for k in 0..<4 { t.add(IntensitySample(time: Double(i) + Double(k) * 0.01, pressure: 0.05 + 0.004 * Double(i))) }
            auto.observe(finished: t)
        }
        return auto
    }

    @Test func savesAndLoadsPerDevice() throws {
        let dir = Self.directory("roundtrip")
        let store = LearnedCalibrationStore(dataDirectory: dir, device: Self.device())
        #expect(store.load().learned == nil && store.load().warning == nil) // nothing yet
        try store.save(Self.learned())
        #expect(store.path.hasPrefix(dir + "/calibrations/Soft_Panel--0018-04f3-2c4a-0100"))
        #expect(store.load().learned == Self.learned())
        // Another device of the same name but other ids has its own file.
        #expect(LearnedCalibrationStore(dataDirectory: dir, device: Self.device(product: 1)).load().learned == nil)
    }

    @Test func aDamagedFileIsSetAsideWithAWarning() throws {
        let dir = Self.directory("damaged")
        let store = LearnedCalibrationStore(dataDirectory: dir, device: Self.device())
        try store.save(Self.learned())
        let bytes = try AtomicFile.read(store.path)
        try AtomicFile.write(Array(bytes.prefix(bytes.count / 2)), to: store.path) // truncated
        let loaded = store.load()
        #expect(loaded.learned == nil)
        #expect(loaded.warning?.contains(store.path) == true && loaded.warning?.contains("set-aside-1") == true)
        // In words: no Swift type names (issue 16's "no Swift type names" in messages).
        #expect(loaded.warning?.contains("not valid JSON") == true && loaded.warning?.contains("DecodingError") == false)
        #expect(FileManager.default.fileExists(atPath: store.path + ".set-aside-1"))
        #expect(!FileManager.default.fileExists(atPath: store.path))
    }

    @Test func aSessionFromASpecCarryingItStartsLearned() throws {
        var spec = SessionSpec()
        spec.intensity.autoCalibrate = true
        spec.suggestions.enabled = false
        spec.intensity.learned = Self.learned()
        // Through JSON, as a recording's header carries it.
        let decoded = try JSONDecoder().decode(SessionSpec.self, from: JSONEncoder().encode(spec))
        #expect(decoded.intensity.learned == spec.intensity.learned)
        let builder = SessionBuilder(keysetDirectories: [SessionFixtures.keysetsDirectory])
        let session = try builder.build(decoded, device: Self.device()).session
        let auto = try #require(session.autoCalibration)
        #expect(auto.pressure.hasLearned)
        #expect(session.keyboard.intensity.calibration == auto.pressure.calibration)
        spec.intensity.learned = nil
        let fresh = try builder.build(spec, device: Self.device()).session
        #expect(fresh.autoCalibration?.pressure.hasLearned == false)
    }
}
