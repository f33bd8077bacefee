/// Why a spec cannot be read.
public enum SessionSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A `version` this build does not know (it reads ``SessionSpec/currentVersion``).
    case unsupportedVersion(Int)

    public var description: String {
        switch self {
        case .unsupportedVersion(let v): "session spec version \(v) is not supported (this build reads version \(SessionSpec.currentVersion))"
        }
    }
}
