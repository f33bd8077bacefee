/// Dead keys a keyset may emit for compose sequences, named as xkbcommon's `dead_*` keysyms
/// without the prefix, so the editor can hand them to xkbcommon's compose tables unchanged.
public enum DeadKey: String, Hashable, Sendable, CaseIterable {
    case grave, acute, circumflex, tilde, macron, breve, abovedot, diaeresis, abovering
    case doubleacute, caron, cedilla, ogonek, belowdot, hook, horn, stroke, abovecomma

    /// The xkb keysym name, e.g. `dead_acute`.
    public var keysymName: String { "dead_" + rawValue }

    /// The spacing form shown on the key.
    public var spacingCharacter: Character {
        switch self {
        case .grave: return "`"
        case .acute: return "´"
        case .circumflex: return "^"
        case .tilde: return "~"
        case .macron: return "¯"
        case .breve: return "˘"
        case .abovedot: return "˙"
        case .diaeresis: return "¨"
        case .abovering: return "˚"
        case .doubleacute: return "˝"
        case .caron: return "ˇ"
        case .cedilla: return "¸"
        case .ogonek: return "˛"
        case .belowdot: return "."
        case .hook: return "ˀ"
        case .horn: return "ʼ"
        case .stroke: return "/"
        case .abovecomma: return "ʻ"
        }
    }
}
