// Bundle.module (SwiftPM's resource accessor) lives in Foundation, not FoundationEssentials;
// this file is the only one in the module that needs it.
import Foundation

/// Locates the lexicons shipped as package resources (`Resources/Lexicons`).
enum BundledLexicons {
    static func directory() throws -> String {
        guard let url = Bundle.module.url(forResource: "Lexicons", withExtension: nil) else {
            throw LexiconError(file: "Resources/Lexicons", line: 0, column: 0, kind: .unreadable("package resources not found"))
        }
        return url.path
    }
}
