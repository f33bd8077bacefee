@testable import TouchInput

/// Paths of the shared test fixtures (`Tests/Fixtures`), found from this source file.
enum Fixtures {
    static let root: String = {
        var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3) // Support/Fixtures.swift, TouchInputTests
        return parts.joined(separator: "/") + "/Fixtures"
    }()

    static func trace(_ name: String) -> String { root + "/traces/" + name }
}

extension Fixtures {
    /// A device description from `Tests/Fixtures/devices` (written by its `make-devices.py`).
    static func device(_ name: String) throws -> DeviceDescription {
        let (d, _, _) = try TraceFile.readAll(root + "/devices/" + name)
        return d!
    }
}
