import Rendering
import TextLayout

/// The document theme a session is shown with (`--theme FILE`), carried in the spec as the
/// file's text, not its path: a recording's spec then renders the same on another machine, and
/// a replay never depends on a file that may have moved or changed. No theme in a spec is the
/// built-in `Theme.pressboardDefault`.
public struct ThemeSpec: Sendable, Hashable, Codable {
    /// The file as it was named when the spec was made (for messages: errors in `source` are
    /// reported against it).
    public var file: String
    /// The theme file's JSON5 text.
    public var source: String

    public init(file: String, source: String) {
        self.file = file
        self.source = source
    }

    /// Reads the theme file at `path` into a spec value (checked: a bad theme is refused here,
    /// when it is named, not when it is first drawn).
    public static func load(path: String) throws(ThemeFileError) -> ThemeSpec {
        let bytes = try ThemeFile.read(path: path)
        _ = try ThemeFile.decode(bytes: bytes, file: path)
        return ThemeSpec(file: path, source: String(decoding: bytes, as: UTF8.self))
    }

    /// The theme; errors name the file and say it came from a spec.
    public func theme() throws(ThemeFileError) -> Theme {
        try ThemeFile.decode(source, file: file + " (carried in the session spec)")
    }
}

extension SceneTheme {
    /// The standard scene showing documents in `spec`'s theme (the default theme without one).
    public init(themeSpec spec: ThemeSpec?) throws(ThemeFileError) {
        self.init(documentTheme: try spec?.theme() ?? .pressboardDefault)
    }
}
