/// Columns a grapheme cluster takes in a terminal: 2 for East Asian wide and fullwidth
/// characters and emoji pictographs, 1 otherwise (combining marks ride in their cluster).
///
/// A table of the main wide blocks rather than `wcwidth(3)`, whose answer depends on the
/// process locale (the "C" locale answers −1 for every non-ASCII character).
public enum TerminalCellWidth {
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]

    /// 1 or 2.
    public static func of(_ c: Character) -> Int {
        guard let v = c.unicodeScalars.first?.value, v >= 0x1100 else { return 1 }
        for r in wideRanges where r.contains(v) { return 2 }
        return 1
    }

    /// Columns of a string.
    public static func of(_ s: String) -> Int { s.reduce(0) { $0 + of($1) } }
}
