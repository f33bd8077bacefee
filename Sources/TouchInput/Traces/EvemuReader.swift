/// Streaming reader for evemu text traces, format versions 1.0–1.3 (`evemu-describe`,
/// `evemu-record`, and Pressboard's own `record` and `synth`).
///
/// Reads the description lines (`N: I: P: B: A: L: S:`) up front, then one event per
/// `next()` call straight from a reusable buffer: a trace of any size is never loaded whole,
/// and parsing an event allocates nothing. Every malformed line gives a `TraceError` with the
/// file, line and column and what was expected there.
public struct EvemuReader: TraceSource {
    public internal(set) var description: DeviceDescription?
    public internal(set) var headerComments: [String] = []
    public internal(set) var warnings: [String] = []
    /// Format version from the `# EVEMU x.y` line ("1.0" when absent).
    public internal(set) var version = "1.0"

    let source: LineSource
    /// An event line read while scanning the header, returned by the first `next()`.
    var lookahead: InputEvent?
    var bitmaskLineIndex: [UInt16: Int] = [:]
    var propertyLineIndex = 0
    /// Line of the last event, and whether events since the last SYN_REPORT are open.
    var lastEventLine = 0
    var frameOpen = false
    var finished = false
    /// Time of the first event, for traces with absolute epoch times (kept as written).
    public internal(set) var eventCount = 0

    /// Opens `path` and reads its description.
    public init(path: String) throws(TraceError) {
        try self.init(source: LineSource(path: path))
    }

    /// Reads from a source that may already have been peeked at (format detection).
    init(source: LineSource) throws(TraceError) {
        self.source = source
        try readHeader()
    }

    /// Reads a trace held in memory (`name` appears in errors).
    public init(bytes: [UInt8], name: String = "<memory>") throws(TraceError) {
        source = LineSource(bytes: bytes, name: name)
        try readHeader()
    }

    /// Bytes consumed so far.
    public var bytesRead: Int { source.bytesRead }

    public mutating func next() throws(TraceError) -> InputEvent? {
        if let e = lookahead {
            lookahead = nil
            return e
        }
        if finished { return nil }
        while true {
            let file = source.path
            let result: LineResult? = try source.nextLine { (line: UnsafeRawBufferPointer) throws(TraceError) -> LineResult in
                try Self.classify(line, file: file, lineNumber: source.lineNumber)
            }
            guard let r = result else {
                finished = true
                if frameOpen {
                    throw TraceError(file: file, line: lastEventLine, column: 1,
                                     message: "trace ends inside a frame: the events up to this line are not closed by a SYN_REPORT")
                }
                return nil
            }
            switch r {
            case .event(let e):
                note(e)
                return e
            case .skip:
                continue
            case .description(let kind):
                throw TraceError(file: file, line: source.lineNumber, column: 1,
                                 message: "device description line '\(kind):' after events: the description must come before the first E: line")
            }
        }
    }

    mutating func note(_ e: InputEvent) {
        eventCount += 1
        lastEventLine = source.lineNumber
        frameOpen = !e.isReport
    }

    enum LineResult {
        case event(InputEvent)
        case skip
        case description(Character)
    }

    /// Classifies one line after the header: an event, skippable, or a misplaced description line.
    @inline(__always)
    static func classify(_ line: UnsafeRawBufferPointer, file: String, lineNumber: Int) throws(TraceError) -> LineResult {
        var i = 0
        while i < line.count, line[i] == 0x20 || line[i] == 0x09 { i += 1 }
        guard i < line.count else { return .skip }
        let c = line[i]
        if c == 0x23 { return .skip }
        if c == 0x45, i + 1 < line.count, line[i + 1] == 0x3A {  // "E:"
            return .event(try parseEvent(line, from: i + 2, file: file, lineNumber: lineNumber))
        }
        if i + 1 < line.count, line[i + 1] == 0x3A, [0x4E, 0x49, 0x50, 0x42, 0x41, 0x4C, 0x53].contains(c) {
            return .description(Character(UnicodeScalar(c)))
        }
        var s = LineScanner(line, file: file, line: lineNumber, start: i)
        s.index = i
        throw s.error("unexpected text: expected an event line 'E: sec.usec type code value' or a # comment")
    }

    /// Parses `sec.usec type code value` after "E:".
    @inline(__always)
    static func parseEvent(_ line: UnsafeRawBufferPointer, from start: Int, file: String, lineNumber: Int) throws(TraceError) -> InputEvent {
        var s = LineScanner(line, file: file, line: lineNumber, start: start)
        try s.requireSpace(before: "the timestamp")
        // Seconds
        let secCol = s.column
        var sec: Int64 = 0
        var digits = 0
        while let b = s.peek, b &- 0x30 < 10 {
            sec = sec &* 10 &+ Int64(b &- 0x30)
            digits += 1
            s.index += 1
            if digits > 12 { throw s.error("timestamp seconds out of range", column: secCol) }
        }
        guard digits > 0 else { throw s.error("expected a timestamp 'seconds.microseconds'", column: secCol) }
        guard s.peek == 0x2E else { throw s.error("expected '.' between seconds and microseconds in the timestamp") }
        s.index += 1
        var usec: Int64 = 0
        var udigits = 0
        while let b = s.peek, b &- 0x30 < 10 {
            usec = usec * 10 + Int64(b &- 0x30)
            udigits += 1
            s.index += 1
            if udigits > 6 { throw s.error("more than 6 digits of microseconds in the timestamp") }
        }
        guard udigits > 0 else { throw s.error("expected microseconds after '.' in the timestamp") }
        for _ in udigits..<6 { usec *= 10 }
        try s.requireSpace(before: "the event type")
        let typeCol = s.column
        let type = UInt16(try s.hex("event type", maxDigits: 4))
        try s.requireSpace(before: "the event code")
        let codeCol = s.column
        let code = UInt16(try s.hex("event code", maxDigits: 4))
        try s.requireSpace(before: "the event value")
        let value = try s.signedDecimal("event value", in: Int64(Int32.min)...Int64(Int32.max))
        guard let maxCode = EventCodeLimits.maximumCode(forType: type) else {
            throw s.error("unknown event type 0x\(String(type, radix: 16)) (types go up to EV_MAX 0x1f)", column: typeCol)
        }
        guard code <= maxCode else {
            throw s.error("unknown code 0x\(String(code, radix: 16)) for event type 0x\(String(type, radix: 16)) (largest is 0x\(String(maxCode, radix: 16)))", column: codeCol)
        }
        return InputEvent(time: Timestamp(microseconds: sec &* 1_000_000 &+ usec), type: type, code: code, value: Int32(value))
    }
}
