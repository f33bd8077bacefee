/// Finds the byte offset where a JSON text first goes wrong, for error messages only.
struct JSONSyntaxScanner {
    let bytes: [UInt8]
    var i = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    /// Offset of the first syntax error, or nil if the text parses.
    mutating func firstErrorOffset() -> Int? {
        skipSpace()
        guard value() else { return min(i, bytes.count) }
        skipSpace()
        return i == bytes.count ? nil : i
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[i]) { i += 1 }
    }

    private mutating func value() -> Bool {
        guard i < bytes.count else { return false }
        switch bytes[i] {
        case UInt8(ascii: "{"):
            i += 1; skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return true }
            while true {
                skipSpace()
                guard string() else { return false }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { return false }
                i += 1; skipSpace()
                guard value() else { return false }
                skipSpace()
                guard i < bytes.count else { return false }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "}") { i += 1; return true }
                return false
            }
        case UInt8(ascii: "["):
            i += 1; skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return true }
            while true {
                skipSpace()
                guard value() else { return false }
                skipSpace()
                guard i < bytes.count else { return false }
                if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
                if bytes[i] == UInt8(ascii: "]") { i += 1; return true }
                return false
            }
        case UInt8(ascii: "\""):
            return string()
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        default:
            let start = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) || [UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[i]) { i += 1 }
            return i > start
        }
    }

    private mutating func string() -> Bool {
        guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { return false }
        i += 1
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\\") { i += 2; continue }
            if b == UInt8(ascii: "\"") { i += 1; return true }
            if b < 0x20 { return false }
            i += 1
        }
        return false
    }

    private mutating func literal(_ word: String) -> Bool {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else { return false }
        i += w.count
        return true
    }
}
