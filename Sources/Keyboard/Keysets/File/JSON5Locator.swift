/// Finds where each value of a JSON5 document starts (line and column, 1-based), so load
/// errors can point into the file: Foundation's decoder reports coding paths but no positions.
///
/// A small scanner over the UTF-8 bytes that understands exactly what JSON5 adds to JSON
/// (comments, unquoted keys, single quotes, trailing commas, hex and signed numbers); it does
/// not build values. When the text is malformed it reports where scanning stopped. Public so
/// that other JSON5 files (Rendering's themes) report positions the same way keysets do.
public struct JSON5Locator {
    public struct Position: Hashable, Sendable { public var line: Int; public var column: Int }

    /// Start of every value by path components joined with `/` (`pages/0/rows/2/3`).
    private(set) var positions: [String: Position] = [:]
    /// String values of `id` fields by path (`pages/1/id` → `numbers`), to name pages in errors.
    private(set) var ids: [String: String] = [:]
    /// Where the text stopped being JSON5, with a reason; nil for well-formed text.
    public private(set) var syntaxError: (position: Position, reason: String)?

    /// Deepest nesting of objects and arrays accepted. A keyset needs 6 levels (pages, a page,
    /// rows, a row, a key, its alternatives); the bound keeps the scan and the decoder after it
    /// linear in the file's size whatever the input.
    public static let maximumDepth = 32

    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    /// Column of `i` in characters (UTF-8 lead bytes since the line start), kept as the scan
    /// advances so positions cost O(1) even on a single very long line.
    private var column = 1
    private var depth = 0

    init(_ text: String) { self.init(bytes: Array(text.utf8)) }

    /// Scans raw file bytes: bytes that are not UTF-8 are a located syntax error (the JSON5
    /// decoder must never see them).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
        if let bad = Self.firstInvalidUTF8(bytes) {
            while i < bad { advance() }
            syntaxError = (position, "byte 0x" + String(bytes[bad], radix: 16, uppercase: true) + " is not UTF-8 text")
            return
        }
        do {
            skipSpace()
            try value(path: "")
            skipSpace()
            if i < bytes.count { throw Failure(reason: "unexpected text after the top-level value") }
        } catch let f as Failure {
            syntaxError = (f.at ?? position, f.reason)
        } catch {
            syntaxError = (position, "\(error)")
        }
    }

    /// Offset of the first byte that does not start or continue a valid UTF-8 sequence.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var it = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &it) {
            case .valid(let s): offset += s.count
            case .error: return offset
            case .emptyInput: return nil
            }
        }
    }

    func position(of path: KeysetPath) -> Position? {
        position(ofKeyPath: path.locatorComponents)
    }

    /// Where the value at `components` (object keys and array indices as strings) starts, or
    /// its nearest enclosing value's start when that value is not in the file.
    public func position(ofKeyPath components: [String]) -> Position? {
        var p = components
        while true {
            if let pos = positions[p.joined(separator: "/")] { return pos }
            if p.isEmpty { return nil }
            p.removeLast()
        }
    }

    private struct Failure: Error {
        var reason: String
        /// Where the bad token starts when that is not where scanning stopped.
        var at: Position? = nil
    }

    private var position: Position { Position(line: line, column: column) }

    private mutating func advance() {
        if bytes[i] == UInt8(ascii: "\n") { line += 1; column = 1 }
        else if bytes[i] & 0xC0 != 0x80 { column += 1 }
        i += 1
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0B || b == 0x0C { advance(); continue }
            if b == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0xA0 { advance(); advance(); continue }  // NBSP
            if b == 0xEF, i + 2 < bytes.count, bytes[i + 1] == 0xBB, bytes[i + 2] == 0xBF { advance(); advance(); advance(); continue }  // BOM
            if b == UInt8(ascii: "/"), i + 1 < bytes.count {
                if bytes[i + 1] == UInt8(ascii: "/") {
                    while i < bytes.count && bytes[i] != 0x0A { advance() }
                    continue
                }
                if bytes[i + 1] == UInt8(ascii: "*") {
                    advance(); advance()
                    while i + 1 < bytes.count && !(bytes[i] == UInt8(ascii: "*") && bytes[i + 1] == UInt8(ascii: "/")) { advance() }
                    if i + 1 >= bytes.count { i = bytes.count; return }
                    advance(); advance()
                    continue
                }
            }
            return
        }
    }

    private mutating func value(path: String) throws {
        guard i < bytes.count else { throw Failure(reason: "unexpected end of file") }
        positions[path] = position
        switch bytes[i] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            depth += 1
            if depth > Self.maximumDepth {
                throw Failure(reason: "nested deeper than \(Self.maximumDepth) levels of objects and arrays")
            }
            if bytes[i] == UInt8(ascii: "{") { try object(path: path) } else { try array(path: path) }
            depth -= 1
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            let v = try string()
            if path.hasSuffix("/id") { ids[path] = v }
        default: try scalar()
        }
    }

    private mutating func object(path: String) throws {
        advance()
        while true {
            skipSpace()
            guard i < bytes.count else { throw Failure(reason: "unterminated object") }
            if bytes[i] == UInt8(ascii: "}") { advance(); return }
            let name: String
            if bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") { name = try string() }
            else { name = try identifier() }
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw Failure(reason: "expected ':' after '\(name)'") }
            advance()
            skipSpace()
            try value(path: path.isEmpty ? name : path + "/" + name)
            skipSpace()
            guard i < bytes.count else { throw Failure(reason: "unterminated object") }
            if bytes[i] == UInt8(ascii: ",") { advance(); continue }
            if bytes[i] == UInt8(ascii: "}") { advance(); return }
            throw Failure(reason: "expected ',' or '}' in an object")
        }
    }

    private mutating func array(path: String) throws {
        advance()
        var n = 0
        while true {
            skipSpace()
            guard i < bytes.count else { throw Failure(reason: "unterminated array") }
            if bytes[i] == UInt8(ascii: "]") { advance(); return }
            try value(path: path.isEmpty ? String(n) : path + "/" + String(n))
            n += 1
            skipSpace()
            guard i < bytes.count else { throw Failure(reason: "unterminated array") }
            if bytes[i] == UInt8(ascii: ",") { advance(); continue }
            if bytes[i] == UInt8(ascii: "]") { advance(); return }
            throw Failure(reason: "expected ',' or ']' in an array")
        }
    }

    /// A quoted string, checked as strictly as Foundation's JSON5 decoder reads it, so that every
    /// string the decoder would reject is reported here with its position: escapes are
    /// `\" \' \\ \/ \b \f \n \r \t`, `\xHH`, `\uHHHH` (surrogates in pairs) and line continuations.
    private mutating func string() throws -> String {
        let quote = bytes[i]
        advance()
        var out: [UInt8] = []
        var highSurrogateAt: Position?
        while i < bytes.count {
            let b = bytes[i]
            let unicodeEscape = b == UInt8(ascii: "\\") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "u")
            if let at = highSurrogateAt, !unicodeEscape {
                throw Failure(reason: "'\\u' high surrogate without its low half", at: at)
            }
            if b == quote { advance(); return String(decoding: out, as: UTF8.self) }
            if b == 0x0A { throw Failure(reason: "line break inside a string") }
            if b == UInt8(ascii: "\\") {
                try escape(into: &out, highSurrogateAt: &highSurrogateAt)
                continue
            }
            out.append(b)
            advance()
        }
        throw Failure(reason: "unterminated string")
    }

    /// One escape sequence starting at the backslash; leaves `i` after it.
    private mutating func escape(into out: inout [UInt8], highSurrogateAt: inout Position?) throws {
        let at = position
        advance()
        guard i < bytes.count else { throw Failure(reason: "unterminated string") }
        let e = bytes[i]
        switch e {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case 0x0A, 0x0D: break  // line continuation
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"):
            out.append(e)
        case UInt8(ascii: "x"), UInt8(ascii: "u"):
            let digits = e == UInt8(ascii: "x") ? 2 : 4
            guard i + digits < bytes.count, bytes[(i + 1)...(i + digits)].allSatisfy(Self.isHexDigit) else {
                throw Failure(reason: "'\\\(Character(Unicode.Scalar(e)))' needs \(digits) hexadecimal digits", at: at)
            }
            let v = UInt32(String(decoding: bytes[(i + 1)...(i + digits)], as: UTF8.self), radix: 16) ?? 0
            out.append(e)  // kept verbatim: keys and ids are ASCII
            for _ in 0..<digits { advance() }
            if e == UInt8(ascii: "u") {
                if (0xDC00...0xDFFF).contains(v) {
                    guard highSurrogateAt != nil else { throw Failure(reason: "'\\u' low surrogate without its high half", at: at) }
                    highSurrogateAt = nil
                } else {
                    highSurrogateAt = (0xD800...0xDBFF).contains(v) ? at : nil
                }
            }
        default:
            throw Failure(reason: "unknown escape '\\\(String(decoding: [e], as: UTF8.self))' in a string", at: at)
        }
        advance()
    }

    /// Checks a number as Foundation's JSON5 decoder reads it: "" when it is fine, a reason when
    /// the decoder would reject it, nil when it is not a number at all.
    static func numberProblem(_ word: String) -> String? {
        var w = Substring(word)
        if w.hasPrefix("+") || w.hasPrefix("-") { w = w.dropFirst() }
        if w.hasPrefix("0x") || w.hasPrefix("0X") {
            let digits = w.dropFirst(2)
            guard !digits.isEmpty, digits.utf8.allSatisfy(isHexDigit) else { return nil }
            return Int64(digits, radix: 16) == nil ? "is out of range (hexadecimal numbers are at most 0x7FFFFFFFFFFFFFFF)" : ""
        }
        guard let first = w.utf8.first, first == UInt8(ascii: ".") || (first >= 0x30 && first <= 0x39),
              w.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") }) else { return nil }
        var text = String(w)
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasSuffix(".") { text += "0" }
        text = text.replacing(".e", with: ".0e").replacing(".E", with: ".0E")
        guard let v = Double(text) else { return nil }
        if w.count > 1 && w.hasPrefix("0") && w.dropFirst().first?.isNumber == true { return "has a leading zero" }
        if !v.isFinite { return "is out of range (too large for a number)" }
        let mantissa = w.prefix { $0 != "e" && $0 != "E" }
        if (v == 0 || v.isSubnormal) && mantissa.contains(where: { $0 >= "1" && $0 <= "9" }) {
            return "is out of range (too small for a number)"
        }
        return ""
    }

    private static func isHexDigit(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
    }

    private mutating func identifier() throws -> String {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            let ok = (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "$")
                || (i > start && b >= 0x30 && b <= 0x39) || b >= 0x80
            if !ok { break }
            advance()
        }
        guard i > start else { throw Failure(reason: "expected a field name") }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    /// Numbers, true/false/null, Infinity/NaN: everything up to a delimiter.
    private mutating func scalar() throws {
        let start = i
        let startPosition = position
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: ",") || b == UInt8(ascii: "]") || b == UInt8(ascii: "}") || b == UInt8(ascii: ":")
                || b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == UInt8(ascii: "/") { break }
            advance()
        }
        let word = String(decoding: bytes[start..<i], as: UTF8.self)
        guard !word.isEmpty else { throw Failure(reason: "expected a value") }
        let literals: Set<String> = ["true", "false", "null", "Infinity", "+Infinity", "-Infinity", "NaN", "+NaN", "-NaN"]
        if literals.contains(word) { return }
        if let problem = Self.numberProblem(word) {
            if problem.isEmpty { return }
            throw Failure(reason: "'\(word)' \(problem)", at: startPosition)
        }
        throw Failure(reason: "'\(word)' is not a value (strings need quotes)", at: startPosition)
    }
}
