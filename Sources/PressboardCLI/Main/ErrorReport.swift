import ArgumentParser
import FoundationEssentials
import TouchInput

/// What the user sees when a command fails: one sentence, never a Swift type dump, the usage of
/// the subcommand at fault for command-line mistakes, and a JSON object instead of text when
/// the command was asked for JSON.
struct ErrorReport {
    var message: String
    var status: ExitStatus
    var usage: String?

    /// Classifies an error thrown while running a command.
    init(runError error: any Error, usage: String) {
        switch error {
        case let e as ValidationError:
            self.init(message: e.message, status: .badInput, usage: usage)
        case let e as EvdevError:
            self.init(message: e.description, status: Self.isDeviceProblem(e) ? .device : .badInput, usage: nil)
        case let e as DecodingError:
            self.init(message: Self.describe(e), status: .badInput, usage: nil)
        default:
            self.init(message: Self.describe(error), status: .badInput, usage: nil)
        }
    }

    init(message: String, status: ExitStatus, usage: String?) {
        self.message = Self.withoutTypeNames(message)
        self.status = status
        self.usage = usage
    }

    /// Text for standard error.
    func text() -> String {
        var s = "error: " + message
        if let usage, !usage.isEmpty { s += "\nusage: " + usage + "\n  See 'pressboard help' or add --help for more." }
        return s
    }

    /// One JSON object for standard error (`--json` modes).
    func json() -> String {
        "{\"error\":\(JSONText.quoted(message)),\"exit_code\":\(status.rawValue)}"
    }

    /// A device that is missing, busy or refused is status 3; a path that is not a device is bad input.
    static func isDeviceProblem(_ e: EvdevError) -> Bool {
        if case .notEvdev = e { return false }
        return true
    }

    /// A readable sentence for any error: its own description when it has one, else the
    /// decoding context, else its case name without the module path.
    static func describe(_ error: any Error) -> String {
        if let d = error as? DecodingError { return describe(d) }
        let s = String(describing: error)
        if !looksLikeTypeDump(s) { return s }
        return "unexpected failure (\(String(describing: type(of: error))))"
    }

    static func describe(_ e: DecodingError) -> String {
        func at(_ c: DecodingError.Context) -> String {
            let path = c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            let why = c.underlyingError.map { describe($0) } ?? c.debugDescription
            return path.isEmpty ? why : "at \(path): \(why)"
        }
        switch e {
        case .dataCorrupted(let c): return "not valid JSON: " + at(c)
        case .keyNotFound(let k, let c): return "missing field '\(k.stringValue)' " + at(c)
        case .typeMismatch(let t, let c): return "expected \(t) " + at(c)
        case .valueNotFound(let t, let c): return "missing \(t) value " + at(c)
        @unknown default: return "the file could not be decoded"
        }
    }

    /// Drops "SomethingError.caseName: " prefixes that libraries pass through from Swift's own
    /// errors ("DecodingError.dataCorrupted: Data was corrupted…" reads as "Data was corrupted…").
    static func withoutTypeNames(_ message: String) -> String {
        var out = ""
        for word in message.split(separator: " ", omittingEmptySubsequences: false) {
            let isTypeName = word.hasSuffix(":") && word.contains("Error.") && word.first?.isUppercase == true
            if !isTypeName { out += (out.isEmpty ? "" : " ") + word }
        }
        return out
    }

    /// `Module.Type.case(label: value)` shapes, which no user should read.
    static func looksLikeTypeDump(_ s: String) -> Bool {
        s.contains("Swift.") || s.contains("Context(") || s.contains("codingPath:") || s.contains("debugDescription:")
    }
}
