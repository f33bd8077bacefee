/// A readable trace: a device description (when the file has one) and a stream of events.
///
/// Implemented by `EvemuReader` and `LibinputRecordReader`; `TraceFile.open` picks by content.
public protocol TraceSource {
    /// The recorded device; nil for an events-only evemu file.
    var description: DeviceDescription? { get }
    /// Comment lines of the header, without the leading `# ` (the typist simulator stores the
    /// intended text there).
    var headerComments: [String] { get }
    /// Non-fatal findings (a newer format version, …).
    var warnings: [String] { get }
    /// The next event, or nil at the end. Throws a located `TraceError` on malformed input.
    mutating func next() throws(TraceError) -> InputEvent?
}

/// Opens trace files by their content.
public enum TraceFile {
    /// Opens an evemu or `libinput record` file; `-` reads standard input.
    public static func open(_ path: String) throws(TraceError) -> any TraceSource {
        // One source, peeked at and then read: standard input cannot be opened twice.
        let source = try LineSource(path: path == "-" ? "/dev/stdin" : path)
        let first = try source.peekFirstNonBlankLine() ?? ""
        if first.hasPrefix("# libinput record") || first.hasPrefix("version:") {
            return try LibinputRecordReader(source: source)
        }
        return try EvemuReader(source: source)
    }

    /// Reads a whole trace into memory (small traces, tests): description and events.
    public static func readAll(_ path: String) throws(TraceError) -> (description: DeviceDescription?, events: [InputEvent], comments: [String]) {
        var source = try open(path)
        var events: [InputEvent] = []
        while let e = try source.next() { events.append(e) }
        return (source.description, events, source.headerComments)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\t" { s.removeFirst() }
        while let l = s.last, l == " " || l == "\t" || l == "\r" { s.removeLast() }
        return String(s)
    }
}
