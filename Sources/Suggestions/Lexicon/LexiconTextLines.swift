/// Splits a lexicon file's bytes into lines and decodes each as UTF-8 (or a single-byte encoding),
/// reporting the exact line and byte column of the first invalid sequence.
struct LexiconTextLines {
    enum Encoding: Sendable { case utf8, latin1, latin9, koi8r }

    /// Longest line accepted, in bytes: lexicon lines are a word and a count or affix flags, so
    /// a longer line is damage, reported instead of held in memory and searched.
    static let maximumLineLength = 4096

    /// Like `forEach`, but a line that fails (in decoding or in `body`) is recorded in `problems`
    /// and skipped; the other lines are still read.
    static func forEachReporting(_ bytes: [UInt8], file: String, problems: inout [LexiconError],
                                 _ body: (Int, Substring) throws(LexiconError) -> Void) {
        var start = 0
        var line = 1
        while start < bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            do {
                try forEach(Array(bytes[start..<end]), file: file) { _, text in try body(line, text) }
            } catch let e as LexiconError {
                problems.append(LexiconError(file: file, line: line, column: e.column, kind: e.kind))
            } catch {
                problems.append(LexiconError(file: file, line: line, column: 1, kind: .unreadable("\(error)")))
            }
            start = end + 1
            line += 1
        }
    }

    /// Calls `body(lineNumber, text)` for each non-empty line (1-based numbers; CR LF accepted).
    static func forEach(_ bytes: [UInt8], file: String, encoding: Encoding = .utf8,
                        _ body: (Int, Substring) throws -> Void) throws {
        var start = 0
        var line = 1
        let n = bytes.count
        // A UTF-8 byte-order mark at the start is allowed.
        if n >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        while start < n {
            var end = start
            while end < n && bytes[end] != 0x0A { end += 1 }
            var lineEnd = end
            if lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            if lineEnd - start > maximumLineLength {
                throw LexiconError(file: file, line: line, column: maximumLineLength + 1, kind: .lineTooLong(maximumLineLength))
            }
            if lineEnd > start {
                let slice = bytes[start..<lineEnd]
                let text: String
                switch encoding {
                case .utf8:
                    if let bad = firstInvalidUTF8(slice) {
                        throw LexiconError(file: file, line: line, column: bad - start + 1, kind: .invalidUTF8)
                    }
                    text = String(decoding: slice, as: UTF8.self)
                case .latin1, .latin9, .koi8r:
                    var s = String.UnicodeScalarView()
                    for b in slice { s.append(singleByte(b, encoding)) }
                    text = String(s)
                }
                try body(line, Substring(text))
            }
            start = end + 1
            line += 1
        }
    }

    /// Index of the first byte of an invalid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(_ s: ArraySlice<UInt8>) -> Int? {
        var i = s.startIndex
        while i < s.endIndex {
            let b = s[i]
            if b < 0x80 { i += 1; continue }
            let len: Int
            var minScalar: UInt32
            if b & 0xE0 == 0xC0 { len = 2; minScalar = 0x80 } else if b & 0xF0 == 0xE0 { len = 3; minScalar = 0x800 } else if b & 0xF8 == 0xF0 && b <= 0xF4 { len = 4; minScalar = 0x10000 } else { return i }
            if i + len > s.endIndex { return i }
            var v = UInt32(b) & (0x7F >> len)
            for k in 1..<len {
                let c = s[i + k]
                if c & 0xC0 != 0x80 { return i }
                v = v << 6 | UInt32(c & 0x3F)
            }
            if v < minScalar || v > 0x10FFFF || (0xD800...0xDFFF).contains(v) { return i }
            minScalar = 0
            i += len
        }
        return nil
    }

    private static func singleByte(_ b: UInt8, _ e: Encoding) -> Unicode.Scalar {
        switch e {
        case .latin9:
            switch b {
            case 0xA4: return "€"
            case 0xA6: return "Š"
            case 0xA8: return "š"
            case 0xB4: return "Ž"
            case 0xB8: return "ž"
            case 0xBC: return "Œ"
            case 0xBD: return "œ"
            case 0xBE: return "Ÿ"
            default: return Unicode.Scalar(b)
            }
        case .koi8r:
            if b < 0xC0 { return b < 0x80 ? Unicode.Scalar(b) : (b == 0xA3 ? "ё" : (b == 0xB3 ? "Ё" : "?")) }
            // KOI8-R letters 0xC0–0xFF in the order ю а б ц д е ф г х и й к л м н о п я р с т у ж в ь ы з ш э щ ч ъ.
            let lower: [UInt32] = [0x44E, 0x430, 0x431, 0x446, 0x434, 0x435, 0x444, 0x433, 0x445, 0x438, 0x439, 0x43A,
                                   0x43B, 0x43C, 0x43D, 0x43E, 0x43F, 0x44F, 0x440, 0x441, 0x442, 0x443, 0x436, 0x432,
                                   0x44C, 0x44B, 0x437, 0x448, 0x44D, 0x449, 0x447, 0x44A]
            let idx = Int(b & 0x1F)
            let v = b >= 0xE0 ? lower[idx] - 0x20 : lower[idx]
            return Unicode.Scalar(v) ?? "?"
        default:
            return Unicode.Scalar(b)
        }
    }
}
