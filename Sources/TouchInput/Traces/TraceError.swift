import SafeFiles
/// A trace file could not be read: where, and what was expected there.
///
/// `line` and `column` are 1-based; column counts bytes, as editors and compilers do for
/// ASCII formats. `line` is 0 for errors about the file as a whole (cannot open, I/O).
public struct TraceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    /// What went wrong, in words a user can act on ("expected a hexadecimal event code").
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message`, the form editors jump to.
    public var description: String {
        MessageText.escaped(line > 0 ? "\(file):\(line):\(column): \(message)" : "\(file): \(message)")
    }
}
