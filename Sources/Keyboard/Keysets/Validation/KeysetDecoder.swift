import FoundationEssentials
import SafeFiles

/// Reads a keyset file (JSON5) and validates it, reporting every problem with its position.
///
/// Decoding uses Foundation's `JSONDecoder` with `allowsJSON5`; `JSON5Locator` adds the line and
/// column the decoder does not give.
public struct KeysetDecoder: Sendable {
    public init() {}

    /// Decodes and validates `data`; `file` names the source in error messages.
    public func decode(_ data: Data, file: String) throws(KeysetLoadError) -> Keyset {
        let locator = JSON5Locator(bytes: [UInt8](data))
        func problem(_ rule: KeysetProblem.Rule, _ message: String, _ path: KeysetPath) -> KeysetProblem {
            let pos = locator.position(of: path)
            let pageID = path.indices.page.flatMap { locator.ids["pages/\($0)/id"] }
            return KeysetProblem(rule: rule, message: message, file: file, path: path, pageID: pageID, line: pos?.line, column: pos?.column)
        }
        if let syntax = locator.syntaxError {
            throw KeysetLoadError(file: file, problems: [KeysetProblem(
                rule: .syntax, message: "not valid JSON5: \(syntax.reason)", file: file, path: KeysetPath(),
                line: syntax.position.line, column: syntax.position.column)])
        }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        let raw: RawKeyset
        do {
            raw = try decoder.decode(RawKeyset.self, from: data)
        } catch let e as UnknownFieldError {
            let path = KeysetPath(codingPath: e.codingPath)
            throw KeysetLoadError(file: file, problems: [problem(.unknownField,
                "unknown field '\(e.field)' (allowed: \(e.allowed.joined(separator: ", ")))", path)])
        } catch let e as DecodingError {
            throw KeysetLoadError(file: file, problems: [Self.problem(for: e, make: problem)])
        } catch {
            throw KeysetLoadError(file: file, problems: [problem(.syntax, "\(error)", KeysetPath())])
        }
        var validator = KeysetValidator(raw: raw) { rule, message, path, pageID in
            var p = problem(rule, message, path)
            p.pageID = pageID ?? p.pageID
            return p
        }
        let keyset = validator.validate()
        if !validator.problems.isEmpty { throw KeysetLoadError(file: file, problems: validator.problems) }
        return keyset
    }

    /// Largest keyset file read: shipped keysets are a few kilobytes.
    public static let maximumFileSize = 1 << 20

    /// Decodes the file at `path`.
    public func load(path: String) throws(KeysetLoadError) -> Keyset {
        let bytes: [UInt8]
        do { bytes = try AtomicFile.read(path, limit: Self.maximumFileSize) } catch {
            throw KeysetLoadError(file: path, problems: [KeysetProblem(rule: .syntax, message: "cannot read the file: \(error.refusal ?? error.description)", file: path, path: KeysetPath())])
        }
        return try decode(Data(bytes), file: path)
    }

    private static func problem(for e: DecodingError,
                                make: (KeysetProblem.Rule, String, KeysetPath) -> KeysetProblem) -> KeysetProblem {
        switch e {
        case .typeMismatch(let type, let ctx):
            return make(.typeMismatch, "expected \(Self.name(of: type))", KeysetPath(codingPath: ctx.codingPath))
        case .valueNotFound(let type, let ctx):
            return make(.typeMismatch, "expected \(Self.name(of: type)), found null", KeysetPath(codingPath: ctx.codingPath))
        case .keyNotFound(let key, let ctx):
            return make(.missingField, "missing required field '\(key.stringValue)'", KeysetPath(codingPath: ctx.codingPath))
        case .dataCorrupted(let ctx):
            return make(.syntax, ctx.debugDescription, KeysetPath(codingPath: ctx.codingPath))
        @unknown default:
            return make(.syntax, "\(e)", KeysetPath())
        }
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Double.Type, is Int.Type: return "a number"
        case is Bool.Type: return "true or false"
        default:
            let n = "\(type)"
            if n.hasPrefix("Array") { return "a list" }
            if n.contains("Raw") { return "an object or a string" }
            return n
        }
    }
}
