import CXkbCommon

/// An X keysym (what a key means, e.g. `a`, `dead_acute`, `Multi_key`), as libxkbcommon defines it.
///
/// The keyboard sends keys to the editor by keysym name so dead keys and the compose key travel
/// the same path as letters.
public struct Keysym: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Looks a keysym up by its X name (`"dead_acute"`, `"Multi_key"`, `"e"`, `"eacute"`);
    /// nil for unknown names. Case-sensitive, as xkbcommon's names are.
    public init?(name: String) {
        let v = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
        guard v != 0 else { return nil }   // XKB_KEY_NoSymbol
        rawValue = v
    }

    /// The keysym that types `character` (a single Unicode scalar), via xkbcommon.
    public init?(character: Character) {
        guard character.unicodeScalars.count == 1, let s = character.unicodeScalars.first else { return nil }
        let v = xkb_utf32_to_keysym(s.value)
        guard v != 0 else { return nil }
        rawValue = v
    }

    /// The keysym's X name.
    public var name: String {
        var buf = [CChar](repeating: 0, count: 64)
        let n = xkb_keysym_get_name(rawValue, &buf, buf.count)
        guard n > 0 else { return String(rawValue, radix: 16) }
        return String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The text this keysym types on its own ("" for dead keys, modifiers and the compose key).
    public var text: String {
        var buf = [CChar](repeating: 0, count: 16)
        let n = xkb_keysym_to_utf8(rawValue, &buf, buf.count)
        guard n > 1 else { return "" }
        let s = String(decoding: buf.prefix(Int(n) - 1).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return s.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control } ? s : ""
    }

    /// What a pending compose sequence shows for this key: its text, or the spacing form of a dead
    /// key (´ for dead_acute), or ⎄ for the compose key.
    public var previewText: String {
        let t = text
        if !t.isEmpty { return t }
        let n = name
        if n == "Multi_key" { return "\u{2384}" }
        let dead: [String: String] = [
            "dead_acute": "\u{B4}", "dead_grave": "`", "dead_circumflex": "^", "dead_tilde": "~",
            "dead_diaeresis": "\u{A8}", "dead_cedilla": "\u{B8}", "dead_macron": "\u{AF}", "dead_breve": "\u{2D8}",
            "dead_abovedot": "\u{2D9}", "dead_abovering": "\u{2DA}", "dead_doubleacute": "\u{2DD}",
            "dead_caron": "\u{2C7}", "dead_ogonek": "\u{2DB}", "dead_stroke": "/", "dead_belowdot": ".",
            "dead_hook": "\u{309}", "dead_horn": "\u{31B}", "dead_iota": "\u{37A}",
        ]
        return dead[n] ?? "\u{25CC}"
    }

    public var description: String { name }
}
