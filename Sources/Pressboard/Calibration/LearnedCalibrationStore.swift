import FoundationEssentials
import Intensity
import SafeFiles
import TouchInput

/// What automatic calibration learned on one device, kept between runs:
/// `<dataDirectory>/calibrations/<device name>--<bus:vendor:product:version>.json`
/// (`$XDG_DATA_HOME/pressboard` for `run`). A session starts from it (through the spec, so a
/// recording carries it and its replay is the same) and `run` saves what the session learned.
///
/// Why a file of its own and not the configuration file's `calibrations`: those are static
/// calibrations the user asked for (`calibrate --save`), which win over learning; this is the
/// learner's state (the recent touches), rewritten at the end of every run. A file that cannot
/// be used is set aside (renamed) with a warning and learning starts afresh — typing never
/// stops over it.
public struct LearnedCalibrationStore: Sendable, Hashable {
    public let path: String
    /// The device key (`CalibrationStore.key`) the file belongs to.
    public let deviceKey: String

    /// The file format version.
    public static let formatVersion = 1

    public init(dataDirectory: String, device: DeviceDescription) {
        let id = device.id
        deviceKey = CalibrationStore.key(name: device.name, bus: id.bustype, vendor: id.vendor, product: id.product, version: id.version)
        let ids = [id.bustype, id.vendor, id.product, id.version].map { Self.hex($0) }.joined(separator: "-")
        path = dataDirectory + "/calibrations/" + SafeFileName.make(device.name) + "--" + ids + ".json"
    }

    struct File: Codable {
        var version: Int
        var device: String
        var learned: DeviceAutoCalibration
    }

    /// What loading found: the learned state (nil when there is no usable file) and, when a
    /// file was not usable, why and where it went.
    public struct Loaded: Sendable {
        public var learned: DeviceAutoCalibration?
        public var warning: String?
    }

    /// Loads the device's learned state; never throws.
    public func load() -> Loaded {
        guard FileManager.default.fileExists(atPath: path) else { return Loaded() }
        let problem: String
        do {
            let bytes = try AtomicFile.read(path, limit: 1 << 20)
            let file = try JSONDecoder().decode(File.self, from: Data(bytes))
            if file.version != Self.formatVersion {
                problem = "format version \(file.version), expected \(Self.formatVersion)"
            } else if file.device != deviceKey {
                problem = "learned on device '\(file.device)', not '\(deviceKey)'"
            } else {
                return Loaded(learned: file.learned)
            }
        } catch {
            problem = "unreadable: " + ReadableError.describe(error)
        }
        return Loaded(warning: "learned calibration \(path): \(problem); \(SetAside.move(path)); learning afresh")
    }

    /// Saves atomically (identity-keeping, through `SafeFiles`), creating the directory.
    public func save(_ learned: DeviceAutoCalibration) throws {
        let dir = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !dir.isEmpty { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        try AtomicFile.write(Array(e.encode(File(version: Self.formatVersion, device: deviceKey, learned: learned))), to: path)
    }

    static func hex(_ v: UInt16) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
}
