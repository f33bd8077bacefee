/// Something the archive decoder found wrong and repaired; loading goes on, the caller may show it.
public struct ArchiveRepair: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// `format` is missing or names another format.
        case unknownFormat
        /// `version` is missing or not an integer (read as version 1).
        case missingVersion
        /// `version` is newer than this reader; known keys were read, unknown ones ignored.
        case newerVersion
        /// A required key (`text`, `intensities`, `attributes`, `options`) is missing; defaults used.
        case missingKey
        /// A value has the wrong JSON type; a default replaced it.
        case wrongType
        /// Fewer intensities than grapheme clusters; padded with the last value (or the default).
        case intensitiesPadded
        /// More intensities than grapheme clusters; the extra ones were dropped.
        case intensitiesTruncated
        /// One intensity per UTF-16 unit (the original IAKit's layout); converted to one per cluster.
        case intensitiesConvertedFromUTF16
        /// An intensity outside 0…100; clamped.
        case intensityClamped
        /// An attribute run was malformed, out of bounds, overlapping or left a gap; repaired.
        case attributeRunRepaired
        /// A link was malformed, out of bounds, empty or overlapping another; clipped or dropped.
        case linkRepaired
        /// An option value was unknown; the default was used.
        case optionDefaulted
        /// An attachment was malformed, off its U+FFFC, outside the text or on a taken cluster
        /// (dropped, the text kept), or had a bad size or hash (kept unresolved).
        case attachmentRepaired
        /// A paragraph-format run was malformed, out of bounds or held unknown values; repaired.
        case paragraphRepaired
        /// Markdown that the document model holds differently (invalid UTF-8, deep lists, images).
        case markdownConverted
    }

    public var kind: Kind
    /// Where in the archive (a JSON path such as `attributes[2]`).
    public var path: String
    public var message: String

    public init(_ kind: Kind, at path: String, _ message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    public var description: String { "\(path): \(message) (\(kind.rawValue))" }
}

/// Why an archive could not be read at all (anything less is repaired with an ``ArchiveRepair``).
public enum ArchiveError: Error, Equatable, CustomStringConvertible {
    /// The bytes are not JSON; `detail` is the parser's message, `line`/`column` where it stopped (1-based, when known).
    case malformedJSON(file: String?, line: Int?, column: Int?, detail: String)
    /// The top level is not an object.
    case notAnObject(file: String?, found: String)

    public var description: String {
        switch self {
        case let .malformedJSON(file, line, column, detail):
            let at = [file, line.map { "line \($0)" }, column.map { "column \($0)" }].compactMap { $0 }.joined(separator: ", ")
            return "\(at.isEmpty ? "" : at + ": ")not a JSON document archive: \(detail)"
        case let .notAnObject(file, found):
            return "\(file.map { $0 + ": " } ?? "")document archive must be a JSON object, found \(found)"
        }
    }
}
