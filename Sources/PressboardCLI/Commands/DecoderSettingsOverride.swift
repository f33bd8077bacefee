import Decoding
import Foundation
import ArgumentParser

/// `evaluate --decoder name=value,…`: decoder settings changed by name, for measuring a setting
/// before it becomes a default. Names are the settings' coding keys (as a session spec stores them).
enum DecoderSettingsOverride {
    static func apply(_ list: String, to base: DecoderSettings) throws -> DecoderSettings {
        let encoded = try JSONEncoder().encode(base)
        guard var fields = try JSONSerialization.jsonObject(with: encoded) as? [String: Any] else {
            throw ValidationError("--decoder: the settings could not be read")
        }
        for pair in list.split(separator: ",") {
            let parts = pair.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2, fields[parts[0]] != nil else {
                let names = fields.keys.sorted().joined(separator: ", ")
                throw ValidationError("--decoder: '\(pair)' is not name=value with a name among \(names)")
            }
            guard let v = Double(parts[1]), v.isFinite else { throw ValidationError("--decoder: '\(parts[1])' is not a finite number") }
            // Integral values as integers (the counts decode only from those); doubles accept both.
            fields[parts[0]] = v.rounded() == v && abs(v) < 1e15 ? Int(v) as Any : v as Any
        }
        do {
            return try JSONDecoder().decode(DecoderSettings.self, from: JSONSerialization.data(withJSONObject: fields))
        } catch {
            throw ValidationError("--decoder: \(error)")
        }
    }
}
