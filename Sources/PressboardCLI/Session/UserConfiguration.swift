import Foundation
import Intensity
import Keyboard
import Pressboard

/// The user's configuration file (`$XDG_CONFIG_HOME/pressboard/config.json`): every field is
/// optional and every one can be overridden by a command-line flag. `calibrations` is shared
/// with `pressboard calibrate --save`.
///
/// ```json
/// { "keyset": "english", "keysets": "/home/me/keysets", "device": "/dev/input/event5",
///   "grab": false, "region": "0,0.6,1,0.4", "rotation": 0,
///   "interpreter": "pressure", "intensity": 60,
///   "suggestions": true, "autocorrect": false, "autocorrectThreshold": 0.6, "suggestionCount": 3,
///   "scheme": "weight", "smoothing": "character", "autosave": "/home/me/notes.json" }
/// ```
struct UserConfiguration {
    var keyset: String?
    var keysets: String?
    var device: String?
    var grab: Bool?
    var region: String?
    var rotation: Int?
    var interpreter: InterpreterKind?
    var intensity: Int?
    var suggestions: Bool?
    var autocorrect: Bool?
    var autocorrectThreshold: Double?
    var suggestionCount: Int?
    var scheme: String?
    var smoothing: String?
    var autosave: String?
    var calibrations = CalibrationStore()
    /// Keys the file has that Pressboard does not know (reported, not fatal).
    var unknownKeys: [String] = []

    static let knownKeys: Set<String> = ["keyset", "keysets", "device", "grab", "region", "rotation", "interpreter", "intensity",
                                         "suggestions", "autocorrect", "autocorrectThreshold", "suggestionCount",
                                         "scheme", "smoothing", "autosave", "calibrations"]

    /// Loads the file at `path` (the default path when nil); a missing file is an empty configuration.
    static func load(path: String? = nil) throws -> UserConfiguration {
        let p = path ?? CalibrationConfigFile.defaultPath()
        let object = try CalibrationConfigFile.readObject(path: p)
        var c = UserConfiguration()
        func typed<T>(_ key: String, _ type: T.Type) throws -> T? {
            guard let v = object[key], !(v is NSNull) else { return nil }
            guard let t = v as? T else {
                throw CalibrationConfigFile.FileError(path: p, message: "\"\(key)\" must be a \(String(describing: T.self).lowercased())")
            }
            return t
        }
        c.keyset = try typed("keyset", String.self)
        c.keysets = try typed("keysets", String.self)
        c.device = try typed("device", String.self)
        c.grab = try typed("grab", Bool.self)
        c.region = try typed("region", String.self)
        c.rotation = try typed("rotation", Int.self)
        if let name = try typed("interpreter", String.self) {
            guard let k = InterpreterKind(rawValue: name) else {
                throw CalibrationConfigFile.FileError(path: p, message: "\"interpreter\" must be one of \(InterpreterKind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            c.interpreter = k
        }
        c.intensity = try typed("intensity", Int.self)
        c.suggestions = try typed("suggestions", Bool.self)
        c.autocorrect = try typed("autocorrect", Bool.self)
        c.autocorrectThreshold = try typed("autocorrectThreshold", Double.self)
        c.suggestionCount = try typed("suggestionCount", Int.self)
        c.scheme = try typed("scheme", String.self)
        c.smoothing = try typed("smoothing", String.self)
        c.autosave = try typed("autosave", String.self)
        c.calibrations = try CalibrationConfigFile.calibrations(in: object, path: p)
        c.unknownKeys = object.keys.filter { !knownKeys.contains($0) }.sorted()
        return c
    }
}
