/// Reads the JSON of a document archive into a ``JSONValue``, with the byte offset of the first
/// damage when it cannot.
///
/// The archive needs its own reader rather than `JSONDecoder` for three reasons: the decoder's
/// errors carry no position; it rejects a whole file for one number out of `Double`'s range
/// (`1e999`), which the archive repairs instead (the value reads as ±infinity and the key that
/// holds it is repaired); and nesting must be bounded so a hostile file cannot overflow the
/// stack. Depth is bounded by ``maximumDepth``; recursion never goes deeper than that.
struct JSONSyntaxScanner {
    /// Deepest nesting of arrays and objects accepted; archives nest three levels.
    static let maximumDepth = 512

    /// Where and why the bytes stop being JSON.
    struct SyntaxError: Error, Equatable {
        /// Byte offset of the damage.
        var offset: Int
        var message: String
    }

    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses the whole input as one JSON value.
    mutating func parse() throws(SyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        skipSpace()
        let v = try value(depth: 0)
        skipSpace()
        guard i == bytes.count else { throw fail("unexpected \(peekDescription) after the document") }
        return v
    }

    /// Offset of the first syntax error, or nil if the text parses.
    mutating func firstErrorOffset() -> Int? {
        do { _ = try parse(); return nil } catch { return error.offset }
    }

    private func fail(_ message: String) -> SyntaxError { SyntaxError(offset: min(i, bytes.count), message: message) }

    private var peekDescription: String {
        guard i < bytes.count else { return "end of file" }
        let b = bytes[i]
        return b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    private mutating func skipSpace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 }
    }

    private mutating func expect(_ c: UInt8, _ what: String) throws(SyntaxError) {
        guard i < bytes.count, bytes[i] == c else { throw fail("expected \(what), found \(peekDescription)") }
        i += 1
    }

    private mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
        guard i < bytes.count else { throw fail("expected a value, found end of file") }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            guard depth < Self.maximumDepth else { throw fail("nested deeper than \(Self.maximumDepth) levels") }
            return try object(depth: depth + 1)
        case UInt8(ascii: "["):
            guard depth < Self.maximumDepth else { throw fail("nested deeper than \(Self.maximumDepth) levels") }
            return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("expected a value, found \(peekDescription)")
        }
    }

    private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
        i += 1; skipSpace()
        var members: [String: JSONValue] = [:]
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a quoted key, found \(peekDescription)") }
            let key = try string()
            skipSpace()
            try expect(UInt8(ascii: ":"), "':'")
            skipSpace()
            members[key] = try value(depth: depth)
            skipSpace()
            guard i < bytes.count else { throw fail("expected ',' or '}', found end of file") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            try expect(UInt8(ascii: "}"), "',' or '}'")
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
        i += 1; skipSpace()
        var items: [JSONValue] = []
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth))
            skipSpace()
            guard i < bytes.count else { throw fail("expected ',' or ']', found end of file") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            try expect(UInt8(ascii: "]"), "',' or ']'")
            return .array(items)
        }
    }

    /// A number by JSON's grammar; out-of-range values read as ±infinity (or 0) for the caller to repair.
    private mutating func number() throws(SyntaxError) -> Double {
        let start = i
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        func digits(_ s: inout JSONSyntaxScanner) -> Int {
            let from = s.i
            while s.i < s.bytes.count, s.bytes[s.i] >= 0x30, s.bytes[s.i] <= 0x39 { s.i += 1 }
            return s.i - from
        }
        guard digits(&self) > 0 else { throw fail("expected a digit, found \(peekDescription)") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits(&self) > 0 else { throw fail("expected a digit after '.', found \(peekDescription)") }
        }
        if i < bytes.count, bytes[i] | 0x20 == UInt8(ascii: "e") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw fail("expected an exponent, found \(peekDescription)") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        return Double(text) ?? .nan
    }

    private mutating func string() throws(SyntaxError) -> String {
        i += 1
        var out: [UInt8] = []
        while i < bytes.count {
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: out, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &out)
            case 0..<0x20:
                throw fail("control character 0x\(String(b, radix: 16, uppercase: true)) inside a string")
            case 0x80...:
                let n = Self.validUTF8Length(bytes, at: i)
                guard n > 0 else { throw fail("invalid UTF-8 byte 0x\(String(b, radix: 16, uppercase: true)) inside a string") }
                out.append(contentsOf: bytes[i..<(i + n)])
                i += n
            default:
                out.append(b); i += 1
            }
        }
        throw fail("unterminated string")
    }

    private mutating func escape(into out: inout [UInt8]) throws(SyntaxError) {
        i += 1
        guard i < bytes.count else { throw fail("unterminated string") }
        let c = bytes[i]
        i += 1
        switch c {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(c)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar) {
                guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                    throw fail("unpaired surrogate escape")
                }
                i += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw fail("unpaired surrogate escape") }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00..<0xE000).contains(scalar) {
                throw fail("unpaired surrogate escape")
            }
            // Every value left is a valid scalar (surrogates handled above).
            out.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
            i -= 1
            throw fail("unknown escape \\\(peekDescription)")
        }
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let w = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard i + w.count <= bytes.count, bytes[i..<(i + w.count)].elementsEqual(w) else { throw fail("expected a value, found \(peekDescription)") }
        i += w.count
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var v: UInt32 = 0
        for _ in 0..<4 {
            guard i < bytes.count, let d = Self.hexDigit(bytes[i]) else { throw fail("expected 4 hex digits after \\u") }
            v = v << 4 | d
            i += 1
        }
        return v
    }

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case 0x30...0x39: UInt32(b - 0x30)
        case 0x41...0x46: UInt32(b - 0x41 + 10)
        case 0x61...0x66: UInt32(b - 0x61 + 10)
        default: nil
        }
    }

    /// Length of the well-formed UTF-8 sequence at `i`, or 0 when it is not one.
    static func validUTF8Length(_ bytes: [UInt8], at i: Int) -> Int {
        let b = bytes[i]
        let (n, lo, hi): (Int, UInt8, UInt8) = switch b {
        case 0xC2...0xDF: (2, 0x80, 0xBF)
        case 0xE0: (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
        case 0xED: (3, 0x80, 0x9F)
        case 0xF0: (4, 0x90, 0xBF)
        case 0xF1...0xF3: (4, 0x80, 0xBF)
        case 0xF4: (4, 0x80, 0x8F)
        default: (0, 0, 0)
        }
        guard n > 0, i + n <= bytes.count, (lo...hi).contains(bytes[i + 1]) else { return 0 }
        for k in 2..<max(2, n) where !(0x80...0xBF).contains(bytes[i + k]) { return 0 }
        return n
    }
}
