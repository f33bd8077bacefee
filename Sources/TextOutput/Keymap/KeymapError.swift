/// Why a keymap could not be made, naming the layout as given.
public enum KeymapError: Error, Equatable, CustomStringConvertible {
    /// xkbcommon could not compile the names (an unknown layout or variant).
    case unknownLayout(layout: String, variant: String?)
    /// xkbcommon has no context (its data directory is missing).
    case noContext

    public var description: String {
        switch self {
        case .unknownLayout(let layout, let variant):
            let name = variant.map { "\(layout)(\($0))" } ?? layout
            return "XKB layout \"\(name)\" does not exist (layouts are the file names in /usr/share/X11/xkb/symbols, e.g. us, de, fr, gb)"
        case .noContext:
            return "xkbcommon could not start (is xkb-data installed? /usr/share/X11/xkb)"
        }
    }
}
