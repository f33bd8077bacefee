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
///   "suggestions": true, "autocorrect": true, "autocorrectThreshold": 0.6, "literalPercentile": 0.85, "suggestionCount": 3,
///   "scheme": "weight", "smoothing": "character", "theme": "/home/me/dark.json5", "accessory": true,
///   "autosave": "/home/me/notes.json" }
/// ```
struct UserConfiguration {
    var keyset: String?
    var keysets: String?
    var device: String?
    var grab: Bool?
    var region: NormalisedRect?
    var rotation: DeviceMapping.Rotation?
    var interpreter: InterpreterSelection?
    var intensity: Int?
    var suggestions: Bool?
    var autocorrect: Bool?
    var autocorrectThreshold: Double?
    var literalPercentile: Double?
    var suggestionCount: Int?
    var scheme: String?
    var smoothing: String?
    /// Path of the document theme file (JSON5) `run` and `replay` show documents with.
    var theme: String?
    var autosave: String?
    var accessory: Bool?
    var calibrations = CalibrationStore()
    /// Keys the file has that Pressboard does not know (reported, not fatal).
    var unknownKeys: [String] = []

    static let knownKeys: Set<String> = ["keyset", "keysets", "device", "grab", "region", "rotation", "interpreter", "intensity",
                                         "suggestions", "autocorrect", "autocorrectThreshold", "literalPercentile", "suggestionCount",
                                         "scheme", "smoothing", "theme", "autosave", "accessory", "calibrations"]

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
        if let text = try typed("region", String.self) {
            guard let r = RegionArgument(argument: text) else {
                throw CalibrationConfigFile.FileError(path: p, message: "\"region\" must be x,y,width,height fractions (e.g. \"0,0.6,1,0.4\"), got \"\(text)\"")
            }
            c.region = r.rect
        }
        if let degrees = try typed("rotation", Int.self) {
            guard let r = DeviceMapping.Rotation(argument: String(degrees)) else {
                throw CalibrationConfigFile.FileError(path: p, message: "\"rotation\" must be 0, 90, 180 or 270, got \(degrees)")
            }
            c.rotation = r
        }
        if let name = try typed("interpreter", String.self) {
            guard let k = InterpreterSelection(name: name) else {
                throw CalibrationConfigFile.FileError(path: p, message: "\"interpreter\" must be one of \(InterpreterSelection.allValueStrings.joined(separator: ", "))")
            }
            c.interpreter = k
        }
        c.intensity = try typed("intensity", Int.self)
        c.suggestions = try typed("suggestions", Bool.self)
        c.autocorrect = try typed("autocorrect", Bool.self)
        c.autocorrectThreshold = try typed("autocorrectThreshold", Double.self)
        c.literalPercentile = try typed("literalPercentile", Double.self)
        if let v = c.literalPercentile, !(0...1).contains(v) {
            throw CalibrationConfigFile.FileError(path: p, message: "\"literalPercentile\" must be 0…1, got \(v)")
        }
        c.suggestionCount = try typed("suggestionCount", Int.self)
        c.scheme = try typed("scheme", String.self)
        c.smoothing = try typed("smoothing", String.self)
        c.theme = try typed("theme", String.self)
        c.autosave = try typed("autosave", String.self)
        c.accessory = try typed("accessory", Bool.self)
        c.calibrations = try CalibrationConfigFile.calibrations(in: object, path: p)
        c.unknownKeys = object.keys.filter { !knownKeys.contains($0) }.sorted()
        return c
    }

    /// Applies the session fields the file sets to `spec`; returns their keys.
    func apply(to spec: inout SessionSpec) -> [String] {
        var set: [String] = []
        if let v = keyset { spec.keyset.id = v; set.append("keyset") }
        if let v = keysets { spec.keyset.directories = [v]; set.append("keysets") }
        if let v = region { spec.keyboard.region = v; set.append("region") }
        if let v = rotation { spec.keyboard.rotation = v; set.append("rotation") }
        if let v = accessory { spec.keyboard.accessory = v; set.append("accessory") }
        if let v = interpreter { spec.intensity.interpreter = v; set.append("interpreter") }
        if let v = intensity {
            spec.intensity.manualValue = max(0, min(100, v))
            if interpreter == nil { spec.intensity.interpreter = .fixed(.manual) }
            set.append("intensity")
        }
        if let v = suggestions { spec.suggestions.enabled = v; set.append("suggestions") }
        if let v = autocorrect { spec.suggestions.autocorrect = v; set.append("autocorrect") }
        if let v = autocorrectThreshold { spec.suggestions.autocorrectThreshold = v; set.append("autocorrectThreshold") }
        if let v = literalPercentile { spec.decoding.literalPercentile = v; set.append("literalPercentile") }
        if let v = suggestionCount { spec.suggestions.count = max(0, min(10, v)); set.append("suggestionCount") }
        if !calibrations.devices.isEmpty { spec.intensity.calibrations = calibrations; set.append("calibrations") }
        return set
    }
}
