import FoundationEssentials
import SafeFiles

/// Reads and writes a `TouchModel` as JSON, one file per device and keyset:
/// `<dataDirectory>/touch-models/<device>--<keyset>.json` (`$XDG_DATA_HOME/pressboard` for the
/// application). A file that cannot be used — truncated, not JSON, another format version, another
/// keyset or device, impossible values — is set aside by renaming it (`….json.set-aside-N`) and a
/// fresh model starts, with a warning saying why: the user's typing never stops over a model file.
public struct TouchModelStore: Sendable, Hashable {
    public var path: String

    public init(path: String) { self.path = path }

    /// The file for a device and keyset under a data directory.
    public init(dataDirectory: String, device: String, keyset: String) {
        path = dataDirectory + "/touch-models/" + Self.fileName(device) + "--" + Self.fileName(keyset) + ".json"
    }

    /// What loading found.
    public struct Loaded: Sendable {
        public var model: TouchModel
        /// Why the stored file was not used, and where it was moved (nil when it was used or absent).
        public var warning: String?
    }

    /// Loads the model for `device` and `keyset`; never throws: problems become a fresh model and a warning.
    public func load(device: String, keyset: String) -> Loaded {
        let fresh = TouchModel(keyset: keyset, device: device)
        guard FileManager.default.fileExists(atPath: path) else { return Loaded(model: fresh) }
        let problem: String
        do {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let m = try JSONDecoder().decode(TouchModel.self, from: data)
            if m.version != TouchModel.formatVersion {
                problem = "format version \(m.version), expected \(TouchModel.formatVersion)"
            } else if m.keyset != keyset {
                problem = "learned on keyset '\(m.keyset)', not '\(keyset)'"
            } else if m.device != device {
                problem = "learned on device '\(m.device)', not '\(device)'"
            } else if !m.isValid {
                problem = "impossible values (negative or not finite)"
            } else {
                return Loaded(model: m)
            }
        } catch {
            problem = "unreadable: " + ReadableError.describe(error)
        }
        let aside = SetAside.move(path)
        return Loaded(model: fresh, warning: "touch model \(path): \(problem); \(aside); starting a fresh model")
    }

    /// Saves atomically through `SafeFiles` (a flushed temporary file renamed over the old one,
    /// the file's identity kept), creating the directory.
    public func save(_ m: TouchModel) throws {
        let dir = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        if !dir.isEmpty { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        let e = JSONEncoder()
        e.outputFormatting = [.sortedKeys]
        try AtomicFile.write(Array(e.encode(m)), to: path)
    }

    /// A name safe as a file name (`SafeFiles`' rule).
    static func fileName(_ s: String) -> String { SafeFileName.make(s) }
}
