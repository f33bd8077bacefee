import SafeFiles
import Foundation
import Glibc
import Intensity

/// Reads and updates the `"calibrations"` object of the configuration file without touching
/// any other key, and writes atomically (temporary file + rename) so a crash never leaves half a file.
enum CalibrationConfigFile {
    struct FileError: Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): \(message)" }
    }

    /// `$XDG_CONFIG_HOME/pressboard/config.json`, else `~/.config/pressboard/config.json`.
    static func defaultPath() -> String {
        let env = ProcessInfo.processInfo.environment
        let base = env["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((env["HOME"] ?? NSHomeDirectory()) + "/.config")
        return base + "/pressboard/config.json"
    }

    /// Largest configuration file read (a real one is a few kilobytes), so a wrong path such as
    /// `/dev/zero` is an error instead of exhausting memory.
    static let maximumSize = 1 << 20

    /// The whole file as a JSON object; empty when the file does not exist.
    static func readObject(path: String) throws -> [String: Any] {
        guard FileManager.default.fileExists(atPath: path) else { return [:] }
        let data: Data
        do { data = Data(try AtomicFile.read(path, limit: maximumSize)) }
        catch { throw FileError(path: path, message: "cannot read: \(error.refusal ?? error.description)") }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0a || $0 == 0x0d || $0 == 0x09 }) { return [:] }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: data) }
        catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? error.localizedDescription
            throw FileError(path: path, message: "not valid JSON (\(detail)); fix or remove it")
        }
        guard let object = parsed as? [String: Any] else {
            throw FileError(path: path, message: "the top level must be a JSON object")
        }
        return object
    }

    /// The stored calibrations (empty without a file or key).
    static func load(path: String) throws -> CalibrationStore {
        try calibrations(in: try readObject(path: path), path: path)
    }

    /// The `"calibrations"` of a configuration object already read from `path`.
    static func calibrations(in object: [String: Any], path: String) throws -> CalibrationStore {
        guard let calibrations = object["calibrations"] else { return CalibrationStore() }
        do {
            let data = try JSONSerialization.data(withJSONObject: calibrations)
            return try JSONDecoder().decode(CalibrationStore.self, from: data)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.dataCorrupted(context) {
            let where_ = (["calibrations"] + context.codingPath.map(\.stringValue)).joined(separator: ".")
            throw FileError(path: path, message: "\(where_): \(context.debugDescription)")
        } catch {
            throw FileError(path: path, message: "\"calibrations\": \(error)")
        }
    }

    /// Stores `entry` under `"calibrations"` → `key`, keeping every other key of the file.
    static func save(_ entry: DeviceCalibration, key: String, path: String) throws {
        var object = try readObject(path: path)
        var calibrations = object["calibrations"] as? [String: Any] ?? [:]
        calibrations[key] = try JSONSerialization.jsonObject(with: JSONEncoder().encode(entry))
        object["calibrations"] = calibrations
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        let directory = (path as NSString).deletingLastPathComponent
        do {
            if !directory.isEmpty {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            }
            try AtomicFile.write(Array(data) + [0x0A], to: path)
        } catch {
            throw FileError(path: path, message: "cannot write: \(error.localizedDescription)")
        }
    }
}
