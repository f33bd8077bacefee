import FoundationEssentials
import SafeFiles

/// A session spec in a recording's evemu header: the spec as sorted-key JSON, cut into
/// `# pressboard-spec: …` comment lines (short, so no reader's line limit is reached), next to
/// the `pressboard-synth` lines of a synthesised trace. `run --record` writes it, with the user
/// dictionary's words in the spec; `replay` reads it and builds the same session.
public enum SessionSpecHeader {
    static let prefix = "pressboard-spec: "
    /// JSON characters per comment line.
    static let chunk = 160

    /// The comment lines (without `# `) for `TraceFileWriter`.
    public static func comments(for spec: SessionSpec) -> [String] {
        let json = encode(spec)
        var lines: [String] = []
        var rest = Substring(json)
        while !rest.isEmpty {
            lines.append(prefix + rest.prefix(chunk))
            rest = rest.dropFirst(chunk)
        }
        return lines
    }

    /// The spec as JSON with sorted keys (what `--print-spec` prints).
    public static func encode(_ spec: SessionSpec, pretty: Bool = false) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain values with string keys cannot fail.
        let data = (try? encoder.encode(spec)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads the spec from a trace file's text (its leading `#` lines) with the line of its
    /// first comment; nil when it has none. Errors carry the file and that line.
    public static func read(text: String, file: String) throws(SessionSpecHeaderError) -> (spec: SessionSpec, line: Int)? {
        var json = ""
        var firstLine: Int?
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var body = line.drop { $0 == " " || $0 == "\t" }
            if body.isEmpty { continue }
            guard body.first == "#" else { break }
            body = body.dropFirst().drop { $0 == " " }
            guard body.hasPrefix(prefix) else { continue }
            if firstLine == nil { firstLine = lineNumber }
            json += body.dropFirst(prefix.count).trimmingTrailingCarriageReturn
        }
        guard let line = firstLine else { return nil }
        do { return (try JSONDecoder().decode(SessionSpec.self, from: Data(json.utf8)), line) }
        catch let e as SessionSpecError { throw SessionSpecHeaderError(file: file, line: line, problem: .spec(e)) }
        catch { throw SessionSpecHeaderError(file: file, line: line, problem: .malformed(ReadableError.describe(error))) }
    }
}

/// A recording's spec comment that cannot be used, with where it is.
public struct SessionSpecHeaderError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable {
        case spec(SessionSpecError)
        case malformed(String)
    }
    public var file: String
    public var line: Int
    public var problem: Problem

    public var description: String {
        let what = switch problem {
        case .spec(let e): e.description
        case .malformed(let m): "malformed session spec comment (\(m))"
        }
        return "\(file):\(line): \(what)"
    }
}

extension Substring {
    var trimmingTrailingCarriageReturn: Substring { last == "\r" ? dropLast() : self }
}
