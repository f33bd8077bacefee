import FoundationEssentials
import TouchInput
@testable import Keyboard

/// Paths and builders shared by the keyboard tests.
enum Fixture {
    /// The package root, from this file's path.
    static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        while let last = parts.last, last != "Tests" { parts.removeLast() }
        parts.removeLast()
        return parts.joined(separator: "/")
    }()

    static var keysetsDirectory: String { root + "/Keysets" }
    static var fixtures: String { root + "/Tests/Fixtures/keyboard" }

    static func keyset(_ id: String) throws -> Keyset {
        try KeysetLibrary(directories: [keysetsDirectory]).load(id: id)
    }

    static func decode(_ text: String, file: String = "test.json5") throws(KeysetLoadError) -> Keyset {
        try KeysetDecoder().decode(Data(text.utf8), file: file)
    }

    /// Problems a text produces (empty when it loads).
    static func problems(_ text: String) -> [KeysetProblem] {
        do { _ = try decode(text); return [] } catch { return error.problems }
    }
}
