import FoundationEssentials

/// Any error as a sentence a user can read: Swift's `DecodingError` in words (what is wrong and
/// where in the file's structure, never `DecodingError.dataCorrupted(Context(…))`), every other
/// error by its own description. Why here: every stage that loads a JSON file (touch models,
/// learned calibrations, session specs, documents) reports failures to people, and the wording
/// should be one.
public enum ReadableError {
    /// The error in words.
    public static func describe(_ error: any Error) -> String {
        guard let e = error as? DecodingError else { return String(describing: error) }
        switch e {
        case .dataCorrupted(let c): return "not valid JSON (or nested too deeply)" + at(c)
        case .keyNotFound(let k, let c): return "missing field '\(k.stringValue)'" + at(c)
        case .typeMismatch(_, let c): return "a value of the wrong type" + at(c)
        case .valueNotFound(_, let c): return "a missing value" + at(c)
        @unknown default: return "it could not be decoded"
        }
    }

    /// " at .field[2].name", or nothing at the top level.
    static func at(_ c: DecodingError.Context) -> String {
        let path = c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
        return path.isEmpty ? "" : " at \(path)"
    }
}
