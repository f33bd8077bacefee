import Yams

/// Reader for `libinput record` YAML files (format `version: 1`), through Yams.
///
/// Streams: the header (everything before the chosen device's `events:` key) is parsed once;
/// then each event item (`- evdev:` — exactly one frame) is parsed on its own as it is read,
/// so a long recording is never loaded whole. Unknown keys are ignored, as the format asks.
/// Multi-device recordings: `deviceIndex` picks the device (0 by default).
public struct LibinputRecordReader: TraceSource {
    public private(set) var description: DeviceDescription?
    public private(set) var headerComments: [String] = []
    public private(set) var warnings: [String] = []

    private let source: LineSource
    private let file: String
    /// Events of the current frame not yet returned (reused).
    private var queue: [InputEvent] = []
    private var queueIndex = 0
    /// A line read past the end of an item, belonging to the next item.
    private var carry: (line: String, number: Int)?
    private var itemIndent = -1
    private var finished = false
    /// Whether event items in `libinput record`'s own shape skip Yams (`LibinputEventItem`);
    /// off only in tests that compare the two paths.
    var readsCanonicalItems = true

    public init(path: String, deviceIndex: Int = 0) throws(TraceError) {
        try self.init(source: LineSource(path: path), deviceIndex: deviceIndex)
    }

    /// Reads a recording held in memory (`name` stands for the file in errors).
    public init(bytes: [UInt8], name: String = "<memory>", deviceIndex: Int = 0) throws(TraceError) {
        try self.init(source: LineSource(bytes: bytes, name: name), deviceIndex: deviceIndex)
    }

    /// Reads from a source that may already have been peeked at (format detection).
    init(source: LineSource, deviceIndex: Int = 0) throws(TraceError) {
        file = source.path
        self.source = source
        try readHeader(deviceIndex: deviceIndex)
    }

    public mutating func next() throws(TraceError) -> InputEvent? {
        while queueIndex >= queue.count {
            queue.removeAll(keepingCapacity: true)
            queueIndex = 0
            guard try readItem() else { return nil }
        }
        defer { queueIndex += 1 }
        return queue[queueIndex]
    }

    private func nextLine() throws(TraceError) -> String? {
        try source.nextLine { (l: UnsafeRawBufferPointer) throws(TraceError) -> String in String(decoding: l, as: UTF8.self) }
    }

    private static func indent(_ s: String) -> Int { s.prefix { $0 == " " }.count }

    /// Reads the YAML up to the chosen device's `events:` line and decodes its description.
    private mutating func readHeader(deviceIndex: Int) throws(TraceError) {
        var devicesSeen = -1
        var deviceStartLine = 0
        var headerLines: [String] = []
        /// File line of each header line kept, to place Yams' errors (other devices' events are skipped).
        var headerNumbers: [Int] = []
        var headerBytes = 0
        var preflight = YAMLPreflight(file: file)
        func keep(_ l: String) throws(TraceError) {
            headerBytes += l.utf8.count + 1
            guard headerBytes <= Self.maximumBlockBytes else {
                throw TraceError(file: file, line: source.lineNumber, column: 1,
                                 message: "the header is longer than \(Self.maximumBlockBytes >> 20) MB: not a libinput recording")
            }
            try preflight.check(l, number: source.lineNumber)
            headerLines.append(l)
            headerNumbers.append(source.lineNumber)
        }
        /// The line that ended a skipped events block, read again as a header line.
        var pending: String?
        func next() throws(TraceError) -> String? {
            if let p = pending { pending = nil; return p }
            return try nextLine()
        }
        while let line = try next() {
            let t = line.trimmingSpaces
            if t.hasPrefix("#") && devicesSeen < 0 { headerComments.append(String(t.dropFirst()).trimmingSpaces) }
            if t.hasPrefix("- node:") || (t.hasPrefix("- ") && t.contains("node:") ) { devicesSeen += 1 }
            if t == "events:" || t.hasPrefix("events:") {
                if devicesSeen == deviceIndex || (devicesSeen < 0 && deviceIndex == 0) {
                    itemIndent = -1
                    break
                }
                // Skip this device's events: everything more indented than its `events:` key,
                // and the `- ` items written at the key's own indentation.
                let base = Self.indent(line)
                while let l = try nextLine() {
                    let lt = l.trimmingSpaces
                    if lt.isEmpty || lt.hasPrefix("#") { continue }
                    let ind = Self.indent(l)
                    if ind < base || (ind == base && !lt.hasPrefix("- ")) { pending = l; break }
                }
                continue
            }
            if devicesSeen == deviceIndex && deviceStartLine == 0 { deviceStartLine = source.lineNumber }
            try keep(line)
        }
        let text = headerLines.joined(separator: "\n")
        let fileLine: (Int) -> Int = { headerNumbers.isEmpty ? 1 : headerNumbers[min(max($0, 1), headerNumbers.count) - 1] }
        let composed: Node?
        do { composed = try Yams.compose(yaml: text) }
        catch { throw mapYamlError(error, text: text, fileLine: fileLine) }
        // Yams builds `[AnyHashable: Any]` by force-unwrapping every key as a string: a sequence
        // or mapping used as a key (`{[a]: 1}`, found by fuzzing) would stop the process.
        if let key = composed.flatMap(Self.firstNonScalarKey) {
            let m = key.mark
            throw TraceError(file: file, line: fileLine(m?.line ?? 1), column: m?.column ?? 1,
                             message: "YAML: a mapping key must be a plain value, not a list or a mapping")
        }
        // The node tree is read directly: constructing Swift values from it (`Node.any`)
        // resolved every scalar's tag through regular expressions, most of the header's cost.
        guard case .mapping(let doc)? = composed else {
            throw TraceError(file: file, line: 1, column: 1, message: "expected a YAML mapping with 'version' and 'devices' (libinput record format)")
        }
        if let v = Self.integer(Self.value(doc, "version")), v != 1 {
            warnings.append("\(file): libinput record version \(v) is not 1; reading it as version 1")
        }
        let devices = Self.value(doc, "devices")?.sequence
        guard let devices, deviceIndex < devices.count, case .mapping(let device) = devices[deviceIndex] else {
            throw TraceError(file: file, line: 1, column: 1, message: "no device \(deviceIndex) under 'devices:' (the file has \(devices?.count ?? 0))")
        }
        description = try Self.describe(device, file: file, line: max(deviceStartLine, 1))
    }

    /// Largest header or single event item, in bytes: a recording's header is a few kilobytes
    /// and an item one frame, so anything larger is not a recording and is refused before
    /// it is held in memory.
    static let maximumBlockBytes = 16 << 20

    /// Reads the next event item and queues its events. Returns false at the end of the events.
    private mutating func readItem() throws(TraceError) -> Bool {
        if finished { return false }
        var lines: [String] = []
        var startLine = 0
        var bytes = 0
        var preflight = YAMLPreflight(file: file)
        if let c = carry {
            try preflight.check(c.line, number: c.number)
            lines.append(c.line); startLine = c.number; carry = nil
        }
        while let line = try nextLine() {
            let t = line.trimmingSpaces
            if t.isEmpty || t.hasPrefix("#") { if !lines.isEmpty { lines.append("") }; continue }
            let ind = Self.indent(line)
            if itemIndent < 0 {
                guard t.hasPrefix("- ") else { finished = true; return false }
                itemIndent = ind
            }
            if ind < itemIndent || (ind == itemIndent && !t.hasPrefix("- ")) { finished = true; break }
            if ind == itemIndent && t.hasPrefix("- ") && !lines.isEmpty {
                carry = (line, source.lineNumber)
                break
            }
            bytes += line.utf8.count + 1
            guard bytes <= Self.maximumBlockBytes else {
                throw TraceError(file: file, line: source.lineNumber, column: 1,
                                 message: "event item longer than \(Self.maximumBlockBytes >> 20) MB: not one frame")
            }
            try preflight.check(line, number: source.lineNumber)
            if lines.isEmpty { startLine = source.lineNumber }
            lines.append(line)
        }
        if lines.isEmpty { finished = true; return false }
        if readsCanonicalItems, let entries = LibinputEventItem.entries(of: lines, firstLine: startLine, itemIndent: itemIndent) {
            for entry in entries {
                queue.append(try Self.checkedEvent(entry.values) { [file] field, message in
                    TraceError(file: file, line: entry.line, column: field.map { entry.valueColumns[$0] } ?? entry.column, message: message)
                })
            }
            return true
        }
        let text = lines.joined(separator: "\n")
        let offset = startLine - 1
        let parsed: Node?
        do { parsed = try Yams.compose(yaml: text) }
        catch { throw mapYamlError(error, text: text) { $0 + offset } }
        guard case .sequence(let items)? = parsed, case .mapping(let item)? = items.first else {
            throw TraceError(file: file, line: startLine, column: itemIndent + 1, message: "expected an event item such as '- evdev: [...]'")
        }
        guard let evdev = item["evdev"] else { return true } // hid:, libinput: items carry no evdev events
        guard case .sequence(let entries) = evdev else {
            throw located(evdev, offset, "expected 'evdev:' to be a list of [sec, usec, type, code, value]")
        }
        for entry in entries { try queueEvent(entry, offset: offset) }
        return true
    }

    /// Checks one `[sec, usec, type, code, value]` entry and queues its event; errors name the
    /// entry's or the bad number's own line and column.
    private mutating func queueEvent(_ entry: Node, offset: Int) throws(TraceError) {
        guard case .sequence(let fields) = entry else {
            throw located(entry, offset, "expected [sec, usec, type, code, value]")
        }
        var e: [Int] = []
        for f in fields {
            guard let n = Self.integer(f) else {
                throw located(f, offset, "'\(f.string ?? "a list")' is not an integer in [sec, usec, type, code, value]")
            }
            e.append(n)
        }
        queue.append(try Self.checkedEvent(e) { field, message in
            located(field.map { fields[$0] } ?? entry, offset, message)
        })
    }

    /// Range checks shared by both ways of reading an entry, so both report the same errors;
    /// `error` places a message at a field (its index) or at the whole entry (nil).
    private static func checkedEvent(_ e: [Int], error: (Int?, String) -> TraceError) throws(TraceError) -> InputEvent {
        guard e.count == 5 else {
            throw error(nil, "expected 5 numbers [sec, usec, type, code, value], found \(e.count)")
        }
        guard e[2] >= 0, e[2] <= Int(EventType.max), let maxCode = EventCodeLimits.maximumCode(forType: UInt16(e[2])) else {
            throw error(2, "unknown event type \(e[2])")
        }
        guard e[3] >= 0, e[3] <= Int(maxCode) else {
            throw error(3, "unknown code \(e[3]) for event type \(e[2])")
        }
        guard e[4] >= Int(Int32.min), e[4] <= Int(Int32.max) else {
            throw error(4, "event value \(e[4]) is out of 32-bit range")
        }
        return InputEvent(time: Timestamp(seconds: Int64(e[0]), microseconds: Int64(e[1])),
                          type: UInt16(e[2]), code: UInt16(e[3]), value: Int32(e[4]))
    }

    private func located(_ node: Node, _ offset: Int, _ message: String) -> TraceError {
        let m = node.mark
        return TraceError(file: file, line: (m?.line ?? 1) + offset, column: m?.column ?? 1, message: message)
    }

    /// The first mapping key (depth first) that is a sequence or a mapping. Recursion depth is
    /// bounded: `YAMLPreflight` has rejected deep nesting before Yams parsed the text.
    static func firstNonScalarKey(_ node: Node) -> Node? {
        if let items = node.sequence { return items.lazy.compactMap(firstNonScalarKey).first }
        guard let pairs = node.mapping else { return nil }
        for (key, value) in pairs {
            if key.scalar == nil { return key }
            if let bad = firstNonScalarKey(value) { return bad }
        }
        return nil
    }

    /// A Yams error at the absolute line and column of the damage: `fileLine` maps a line of
    /// the parsed text (1-based) to the file's line; reader errors carry a byte offset instead.
    private func mapYamlError(_ error: Error, text: String, fileLine: (Int) -> Int) -> TraceError {
        guard let y = error as? YamlError else {
            return TraceError(file: file, line: fileLine(1), column: 1, message: "YAML: \(error)")
        }
        switch y {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return TraceError(file: file, line: fileLine(mark.line), column: mark.column, message: "YAML: \(problem)")
        case .reader(let problem, let offset, let value, _):
            var line = 1, column = 1
            for b in text.utf8.prefix(offset ?? 0) {
                if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            }
            let byte = value >= 0 ? " (byte 0x" + String(value, radix: 16, uppercase: true) + ")" : ""
            return TraceError(file: file, line: fileLine(line), column: column, message: "YAML: \(problem)\(byte)")
        default:
            return TraceError(file: file, line: fileLine(1), column: 1, message: "YAML: \(y)")
        }
    }
}
