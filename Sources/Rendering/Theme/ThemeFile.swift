import FoundationEssentials
import Keyboard
import SafeFiles
import TextLayout

/// Reads theme files (JSON5, documented in `Themes/README.md`) into `Theme`s. Decoding is
/// Foundation's `JSONDecoder` with `allowsJSON5`, as for keysets; Keyboard's `JSON5Locator`
/// adds the line and column the decoder does not give, so every problem is a located
/// `ThemeFileError` naming the key path.
public enum ThemeFile {
    /// Largest theme file read: a full theme is a few kilobytes.
    public static let maximumFileSize = 256 << 10

    /// The theme in `text`; `file` names the source in errors.
    public static func decode(_ text: String, file: String) throws(ThemeFileError) -> Theme {
        try decode(bytes: Array(text.utf8), file: file)
    }

    /// The theme in `bytes` (UTF-8 JSON5); `file` names the source in errors.
    public static func decode(bytes: [UInt8], file: String) throws(ThemeFileError) -> Theme {
        guard bytes.count <= maximumFileSize else {
            throw ThemeFileError(file: file, message: "larger than \(maximumFileSize) bytes")
        }
        let locator = JSON5Locator(bytes: bytes)
        if let syntax = locator.syntaxError {
            throw ThemeFileError(file: file, line: syntax.position.line, column: syntax.position.column,
                                 message: "not valid JSON5: \(syntax.reason)")
        }
        func located(_ path: [any CodingKey], _ message: String) -> ThemeFileError {
            let keys = path.map(\.stringValue)
            let at = locator.position(ofKeyPath: keys)
            return ThemeFileError(file: file, line: at?.line, column: at?.column, keyPath: keys.joined(separator: "."), message: message)
        }
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do {
            return try decoder.decode(ThemeFileContent.self, from: Data(bytes)).theme
        } catch let e as UnknownFieldError {
            let node = e.codingPath.count == 1
            throw located(e.codingPath, "unknown \(node ? "node type" : "key") '\(e.field)' (allowed: \(e.allowed.joined(separator: ", ")))")
        } catch let e as ThemeValueError {
            throw located(e.codingPath, e.message)
        } catch let e as DecodingError {
            throw located(e.codingPath, e.readableMessage)
        } catch {
            throw ThemeFileError(file: file, message: "\(error)")
        }
    }

    /// The theme in the file at `path`.
    public static func load(path: String) throws(ThemeFileError) -> Theme {
        try decode(bytes: read(path: path), file: path)
    }

    /// The bytes of the theme file at `path` (size-bounded), for a spec that carries them.
    public static func read(path: String) throws(ThemeFileError) -> [UInt8] {
        do { return try AtomicFile.read(path, limit: maximumFileSize) } catch {
            throw ThemeFileError(file: path, message: "cannot read the theme: \(error.refusal ?? error.description)")
        }
    }
}

extension DecodingError {
    /// Where the decoder stopped, as a coding path.
    var codingPath: [any CodingKey] {
        switch self {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): c.codingPath
        @unknown default: []
        }
    }

    /// What was wrong, in the file's terms (JSON types, not Swift's).
    var readableMessage: String {
        switch self {
        case .typeMismatch(let type, _), .valueNotFound(let type, _):
            switch type {
            case is String.Type: "expected a string"
            case is Double.Type: "expected a number"
            case is Bool.Type: "expected true or false"
            default: "expected an object"
            }
        case .keyNotFound(let key, _): "missing key '\(key.stringValue)'"
        case .dataCorrupted(let c): c.debugDescription
        @unknown default: "\(self)"
        }
    }
}
