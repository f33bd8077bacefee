import IntensityStyle

/// The closed set of things a key can do. Files spell them as strings (`"shift"`,
/// `"page:numbers"`, `"dead:acute"`); an unknown spelling is a load error.
public enum KeyAction: Hashable, Sendable {
    /// Types the text (one or more characters).
    case text(String)
    /// One-shot shift; double tap or long press locks caps.
    case shift
    /// Toggles caps lock.
    case capsLock
    /// Deletes backwards; repeats while held.
    case backspace
    /// Types a space with the measured intensity.
    case space
    /// Inserts a line break with the measured intensity.
    case `return`
    /// Switches to the page with this id.
    case page(String)
    /// Switches to the next page in file order (wrapping).
    case pageNext
    /// Switches to the page for one typed key, then back (tap again while latched to stay).
    case pageLatch(String)
    /// A slider that sets the manual intensity (0…100) by the touch's position across the key.
    case intensitySlider
    /// Picks the suggestion in the given slot of the suggestions bar (0 = first).
    case suggestion(Int)
    /// A dead key for compose sequences (`dead:acute` types nothing itself; the editor composes).
    case dead(DeadKey)
    /// Changes paragraph structure (lists, indent, alignment, block kind, rounded background).
    case format(FormatAction)
    /// Shows the document in this render scheme (`scheme:hue`): a display option, undoable.
    case scheme(RenderScheme)
    /// Smooths the document's intensities over this unit (`smoothing:word`): a display option, undoable.
    case smoothing(SmoothingUnit)
    /// The intensity key: sets the manual intensity to how hard it was pressed and applies that
    /// intensity to the selection when there is one (the original's pressure button).
    case intensityKey
    /// Puts the document's plain text on the clipboard (the window's; a terminal's through OSC 52).
    case copy

    /// Parses the file spelling; nil for an unknown action.
    public init?(spelling s: String) {
        switch s {
        case "shift": self = .shift
        case "capsLock": self = .capsLock
        case "backspace": self = .backspace
        case "space": self = .space
        case "return": self = .return
        case "pageNext": self = .pageNext
        case "intensitySlider": self = .intensitySlider
        case "intensityKey": self = .intensityKey
        case "copy": self = .copy
        default:
            if let t = Self.suffix(s, "page:"), !t.isEmpty { self = .page(t) }
            else if let t = Self.suffix(s, "pageLatch:"), !t.isEmpty { self = .pageLatch(t) }
            else if let t = Self.suffix(s, "suggestion:"), let n = Int(t), n >= 0 { self = .suggestion(n) }
            else if let t = Self.suffix(s, "dead:"), let d = DeadKey(rawValue: t) { self = .dead(d) }
            else if let f = FormatAction(rawValue: s) { self = .format(f) }
            else if let t = Self.suffix(s, "scheme:"), let v = RenderScheme(name: t) { self = .scheme(v) }
            else if let t = Self.suffix(s, "smoothing:"), let v = SmoothingUnit(rawValue: t) { self = .smoothing(v) }
            else { return nil }
        }
    }

    private static func suffix(_ s: String, _ prefix: String) -> String? {
        s.hasPrefix(prefix) ? String(s.dropFirst(prefix.count)) : nil
    }

    /// The spelling used in files (text keys have none: they use `output`).
    public var spelling: String {
        switch self {
        case .text(let t): return "text:\(t)"
        case .shift: return "shift"
        case .capsLock: return "capsLock"
        case .backspace: return "backspace"
        case .space: return "space"
        case .return: return "return"
        case .page(let p): return "page:\(p)"
        case .pageNext: return "pageNext"
        case .pageLatch(let p): return "pageLatch:\(p)"
        case .intensitySlider: return "intensitySlider"
        case .suggestion(let n): return "suggestion:\(n)"
        case .dead(let d): return "dead:\(d.rawValue)"
        case .format(let f): return f.rawValue
        case .scheme(let v): return "scheme:\(v.name)"
        case .smoothing(let v): return "smoothing:\(v.rawValue)"
        case .intensityKey: return "intensityKey"
        case .copy: return "copy"
        }
    }

    /// Every action name a file may use, for error messages.
    public static let spellings = ["shift", "capsLock", "backspace", "space", "return", "page:<id>",
                                   "pageNext", "pageLatch:<id>", "intensitySlider", "intensityKey", "suggestion:<n>", "dead:<name>", "copy",
                                   "scheme:<weight|hue|alpha|size>", "smoothing:<character|word|sentence|line|paragraph|document>"]
        + FormatAction.allCases.map(\.rawValue)

    /// State-changing keys that rollover never flushes and that may be held for chording.
    public var isModifier: Bool {
        switch self {
        case .shift, .capsLock, .page, .pageNext, .pageLatch: return true
        default: return false
        }
    }

    /// The label a key gets when the file gives none.
    public var defaultLabel: String {
        switch self {
        case .text(let t): return t
        case .shift: return "⇧"
        case .capsLock: return "⇪"
        case .backspace: return "⌫"
        case .space: return "space"
        case .return: return "⏎"
        case .page(let p), .pageLatch(let p): return p
        case .pageNext: return "⇆"
        case .intensitySlider: return "intensity"
        case .suggestion(let n): return "suggestion \(n + 1)"
        case .dead(let d): return String(d.spacingCharacter)
        case .format(let f): return f.defaultLabel
        case .scheme(let v): return v.name
        case .smoothing(let v): return v.rawValue
        case .intensityKey: return "50"
        case .copy: return "copy"
        }
    }
}
