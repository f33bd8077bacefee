/// Converts between UTF-16 offsets (the model's unit) and UTF-8 byte offsets (Pango's unit) within
/// one string. This is the only place the two units meet; everything else asks it.
///
/// Offsets that fall inside a character (the second half of a surrogate pair, a continuation byte)
/// round down to the start of that Unicode scalar. ASCII strings, the common case, need no table.
public struct UTF16ByteMap: Sendable {
    /// Length in UTF-16 code units.
    public let utf16Count: Int
    /// Length in UTF-8 bytes.
    public let utf8Count: Int
    /// `byteOffsets[i]` is the UTF-8 offset of the scalar containing UTF-16 unit i (count + 1 entries);
    /// empty for ASCII text, where both units coincide.
    private let byteOffsets: [Int32]

    public init(_ string: String) { self.init(string[...]) }

    /// The map of a slice of a string (a paragraph without its newline), read in place.
    public init(_ string: Substring) {
        let u8 = string.utf8.count
        utf8Count = u8
        if string.utf16.count == u8 {
            // Equal counts only happen when every scalar is ASCII.
            utf16Count = u8
            byteOffsets = []
            return
        }
        var table: [Int32] = []
        table.reserveCapacity(u8 + 1)
        var byte: Int32 = 0
        for scalar in string.unicodeScalars {
            table.append(byte)
            if scalar.value > 0xFFFF { table.append(byte) }
            byte += Int32(UTF8.width(scalar))
        }
        table.append(byte)
        utf16Count = table.count - 1
        byteOffsets = table
    }

    /// True when UTF-16 and UTF-8 offsets are the same (pure ASCII).
    public var isIdentity: Bool { byteOffsets.isEmpty }

    /// The UTF-8 byte offset of a UTF-16 offset (clamped to 0…utf16Count).
    public func byteOffset(forUTF16 offset: Int) -> Int {
        let o = min(max(offset, 0), utf16Count)
        return byteOffsets.isEmpty ? o : Int(byteOffsets[o])
    }

    /// The UTF-16 offset of a UTF-8 byte offset (clamped to 0…utf8Count).
    public func utf16Offset(forByte byte: Int) -> Int {
        let b = min(max(byte, 0), utf8Count)
        if byteOffsets.isEmpty { return b }
        // First index whose byte offset exceeds b, then step back to the scalar's first unit.
        var lo = 0, hi = byteOffsets.count
        let target = Int32(b)
        while lo < hi {
            let mid = (lo + hi) / 2
            if byteOffsets[mid] <= target { lo = mid + 1 } else { hi = mid }
        }
        var i = lo - 1
        while i > 0 && byteOffsets[i - 1] == byteOffsets[i] { i -= 1 }
        return i
    }
}
