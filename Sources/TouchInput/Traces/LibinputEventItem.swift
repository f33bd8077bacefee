/// One event item of a libinput recording in the exact shape `libinput record` writes it,
/// read without a YAML parser:
///
///     - evdev:
///       - [  0,      0,   3,  57,   1363] # EV_ABS / ABS_MT_TRACKING_ID  1363
///
/// Why: Yams resolves every scalar through regular expressions and builds a node tree per item,
/// which made reading a recording cost milliseconds per frame (and held the fuzzer at a few
/// hundred inputs a second). Recordings are almost entirely such items, so the reader tries this
/// strict form first and hands anything else — flow mappings, `hid:` items, octal or hexadecimal
/// numbers, tabs, non-ASCII — to Yams unchanged. Whatever this accepts, Yams reads to the same
/// numbers at the same places (`LibinputEventItemTests` checks both paths agree).
struct LibinputEventItem {
    /// One `[sec, usec, type, code, value]` entry with where it and each of its numbers stand.
    struct Entry {
        var values: [Int]
        /// Line of the entry in the file (1-based).
        var line: Int
        /// Column of the entry's `[` (1-based, in bytes: the form is ASCII only).
        var column: Int
        /// Column of each number's first character (1-based).
        var valueColumns: [Int]
    }

    /// The entries of an item whose lines (blank and comment lines as "") start at file line
    /// `firstLine` with the `- evdev:` line at indentation `itemIndent`; nil when any line is not
    /// in the canonical form.
    static func entries(of lines: [String], firstLine: Int, itemIndent: Int) -> [Entry]? {
        guard let head = lines.first, isEvdevHead(Array(head.utf8), indent: itemIndent) else { return nil }
        var result: [Entry] = []
        result.reserveCapacity(lines.count - 1)
        var entryIndent = -1
        for (k, line) in lines.enumerated().dropFirst() where !line.isEmpty {
            let bytes = Array(line.utf8)
            var i = 0
            while i < bytes.count && bytes[i] == 0x20 { i += 1 }
            if entryIndent < 0 {
                guard i >= itemIndent + 2 else { return nil }
                entryIndent = i
            }
            guard i == entryIndent, var entry = entry(bytes, from: i) else { return nil }
            entry.line = firstLine + k
            result.append(entry)
        }
        // An item with no entries is `evdev: null` to YAML, an error Yams should report.
        return result.isEmpty ? nil : result
    }

    /// `- evdev:` at exactly `indent` spaces, nothing after it.
    private static let head = Array("- evdev:".utf8)

    private static func isEvdevHead(_ b: [UInt8], indent: Int) -> Bool {
        guard b.count >= indent + head.count, b[..<indent].allSatisfy({ $0 == 0x20 }) else { return false }
        guard b[indent..<(indent + head.count)].elementsEqual(head) else { return false }
        return b[(indent + head.count)...].allSatisfy { $0 == 0x20 }
    }

    /// `- [n, n, n, n, n]` starting at byte `start`, then spaces and an optional `# comment`.
    private static func entry(_ b: [UInt8], from start: Int) -> Entry? {
        guard b.count >= start + 3, b[start] == 0x2D, b[start + 1] == 0x20 else { return nil }
        var i = start + 2
        while i < b.count && b[i] == 0x20 { i += 1 }
        guard i < b.count, b[i] == 0x5B else { return nil }
        let open = i
        i += 1
        var values: [Int] = []
        var columns: [Int] = []
        while true {
            while i < b.count && b[i] == 0x20 { i += 1 }
            guard let (value, end) = decimal(b, from: i) else { return nil }
            values.append(value); columns.append(i + 1)
            i = end
            while i < b.count && b[i] == 0x20 { i += 1 }
            guard i < b.count else { return nil }
            if b[i] == 0x5D { i += 1; break }
            guard b[i] == 0x2C, values.count < 5 else { return nil }
            i += 1
        }
        guard values.count == 5, trailerIsComment(b, from: i) else { return nil }
        return Entry(values: values, line: 0, column: open + 1, valueColumns: columns)
    }

    /// Nothing, spaces, or spaces then `#` and anything (a comment needs the space before it).
    private static func trailerIsComment(_ b: [UInt8], from start: Int) -> Bool {
        var i = start
        while i < b.count && b[i] == 0x20 { i += 1 }
        if i == b.count { return true }
        // Printable ASCII only: YAML refuses control characters even in comments, and Yams
        // should be the one to say so.
        return i > start && b[i] == 0x23 && b[i...].allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 }
    }

    /// `0` or `-?[1-9][0-9]{0,17}` (no octal-looking zeros, no `+`, `_` or overflow: those
    /// go to Yams, whose YAML 1.1 rules read them differently).
    private static func decimal(_ b: [UInt8], from start: Int) -> (Int, Int)? {
        var i = start
        let negative = i < b.count && b[i] == 0x2D
        if negative { i += 1 }
        let digitsStart = i
        var value = 0
        while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
            guard i - digitsStart < 18 else { return nil }  // 18 digits cannot overflow
            value = value * 10 + Int(b[i] - 0x30)
            i += 1
        }
        let count = i - digitsStart
        guard count > 0, !(b[digitsStart] == 0x30 && (count > 1 || negative)) else { return nil }
        return (negative ? -value : value, i)
    }
}
