/// Text from input (file names, keys, words, YAML problems) as it may appear in a message on a
/// terminal: control characters and bidirectional overrides are escaped, so a file cannot move
/// the cursor, recolour the terminal (ESC sequences) or reverse the rest of a line (U+202E).
///
/// Every error description in Pressboard passes through `escaped(_:)`.
public enum MessageText {
    /// `s` with C0/C1 controls, DEL and bidirectional formatting characters written as `\u{…}`
    /// (tab and line break as `\t`, `\n`, `\r`); everything else unchanged.
    public static func escaped(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: needsEscape) else { return s }
        var out = String.UnicodeScalarView()
        for u in s.unicodeScalars {
            guard needsEscape(u) else { out.append(u); continue }
            let text: String
            switch u {
            case "\t": text = "\\t"
            case "\n": text = "\\n"
            case "\r": text = "\\r"
            default: text = "\\u{" + String(u.value, radix: 16, uppercase: true) + "}"
            }
            out.append(contentsOf: text.unicodeScalars)
        }
        return String(out)
    }

    static func needsEscape(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
