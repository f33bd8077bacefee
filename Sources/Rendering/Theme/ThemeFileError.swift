/// What is wrong with a theme file, and where: the file, the 1-based line and column of the
/// offending value (when the file has it), and its key path (`heading.h1.fontSize`). A theme
/// that cannot be used is always this error, never a crash and never a silent default.
public struct ThemeFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// File path or name as given to the reader.
    public var file: String
    public var line: Int?
    public var column: Int?
    /// Dotted key path of the offending value; empty for the file as a whole.
    public var keyPath: String
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, keyPath: String = "", message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
        self.message = message
    }

    /// `file:line:column: key.path: message`, as compilers and `keysets check` print problems.
    public var description: String {
        var s = file
        if let line { s += ":\(line)" }
        if let line, line > 0, let column { s += ":\(column)" }
        s += ": "
        if !keyPath.isEmpty { s += "'\(keyPath)': " }
        return s + message
    }
}

/// Thrown while reading a theme value that has the right JSON type but a wrong value (a number
/// out of range, an unknown colour or transform); the reader locates it by `codingPath`.
struct ThemeValueError: Error {
    var message: String
    var codingPath: [any CodingKey]
}
