/// A cursor over one line of an ASCII trace, producing located errors.
///
/// Works on the raw bytes of the line (no String is built for numbers), which keeps the
/// evemu reader fast and allocation-free per event.
struct LineScanner {
    let bytes: UnsafeRawBufferPointer
    var index: Int
    let file: String
    let line: Int

    init(_ bytes: UnsafeRawBufferPointer, file: String, line: Int, start: Int = 0) {
        self.bytes = bytes
        self.index = start
        self.file = file
        self.line = line
    }

    var atEnd: Bool { index >= bytes.count }
    var column: Int { index + 1 }
    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    func error(_ message: String, column: Int? = nil) -> TraceError {
        TraceError(file: file, line: line, column: column ?? self.column, message: message)
    }

    /// True if only spaces, tabs or a `#` comment remain.
    func restIsBlankOrComment() -> Bool {
        var i = index
        while i < bytes.count {
            let c = bytes[i]
            if c == 0x23 { return true }
            if c != 0x20 && c != 0x09 { return false }
            i += 1
        }
        return true
    }

    mutating func skipSpaces() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    /// Requires at least one space or tab, then skips them.
    mutating func requireSpace(before what: String) throws(TraceError) {
        guard index < bytes.count else { throw error("line ends early: expected \(what)") }
        guard bytes[index] == 0x20 || bytes[index] == 0x09 else {
            throw error("expected a space before \(what), found '\(Self.show(bytes[index]))'")
        }
        skipSpaces()
    }

    /// Parses a decimal integer with optional sign, within `range`.
    mutating func signedDecimal(_ what: String, in range: ClosedRange<Int64>) throws(TraceError) -> Int64 {
        let startCol = column
        var negative = false
        if index < bytes.count, bytes[index] == 0x2D || bytes[index] == 0x2B {
            negative = bytes[index] == 0x2D
            index += 1
        }
        var value: Int64 = 0
        var digits = 0
        while index < bytes.count {
            let d = bytes[index] &- 0x30
            guard d < 10 else { break }
            if value > (Int64.max - 9) / 10 {
                throw error("\(what) is out of range (\(range.lowerBound)…\(range.upperBound))", column: startCol)
            }
            value = value * 10 + Int64(d)
            digits += 1
            index += 1
        }
        guard digits > 0 else {
            throw error("expected \(what) (a decimal number)\(foundSuffix)", column: startCol)
        }
        try requireSeparator(after: what)
        let v = negative ? -value : value
        guard range.contains(v) else {
            throw error("\(what) \(v) is out of range (\(range.lowerBound)…\(range.upperBound))", column: startCol)
        }
        return v
    }

    /// Parses a hexadecimal number (no prefix) of at most `maxDigits` digits.
    mutating func hex(_ what: String, maxDigits: Int) throws(TraceError) -> UInt64 {
        let startCol = column
        var value: UInt64 = 0
        var digits = 0
        while index < bytes.count, let d = Self.hexDigit(bytes[index]) {
            value = value << 4 | UInt64(d)
            digits += 1
            index += 1
            if digits > maxDigits { throw error("\(what) has more than \(maxDigits) hex digits", column: startCol) }
        }
        guard digits > 0 else { throw error("expected \(what) (hexadecimal)\(foundSuffix)", column: startCol) }
        try requireSeparator(after: what)
        return value
    }

    /// After a number: end of line, whitespace or a comment; anything else means a malformed number.
    private func requireSeparator(after what: String) throws(TraceError) {
        guard index < bytes.count else { return }
        let c = bytes[index]
        guard c == 0x20 || c == 0x09 || c == 0x23 else {
            throw error("unexpected '\(Self.show(c))' in \(what)")
        }
    }

    private var foundSuffix: String {
        index < bytes.count ? ", found '\(Self.show(bytes[index]))'" : ", found end of line"
    }

    @inline(__always) static func hexDigit(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x30...0x39: return c - 0x30
        case 0x61...0x66: return c - 0x61 + 10
        case 0x41...0x46: return c - 0x41 + 10
        default: return nil
        }
    }

    static func show(_ c: UInt8) -> String {
        (0x20..<0x7F).contains(c) ? String(UnicodeScalar(c)) : "\\x" + String(c, radix: 16)
    }

    /// The rest of the line as a string (names, comments).
    func rest() -> String { String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index...]), as: UTF8.self) }
}
