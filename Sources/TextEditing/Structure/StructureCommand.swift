/// A change to paragraph structure the editor applies to the paragraphs the selection touches
/// (the key actions `list:bullet`, `indent`, `align:center`, `block:h1`, `background:rounded`, …).
public enum StructureCommand: Hashable, Sendable {
    /// Toggles bullet-list membership (off when every touched paragraph is already a bullet item).
    case bulletList
    /// Toggles numbered-list membership; a new list continues the numbered list just before it.
    case numberedList
    /// One list level deeper (list items only).
    case indent
    /// One list level shallower; a top-level item leaves its list.
    case outdent
    case align(ParagraphAlignment)
    case block(BlockKind)
    /// Toggles the standard rounded background.
    case roundedBackground

    /// The key-action spelling after the prefix, e.g. `list:bullet`, `align:center`.
    public var spelling: String {
        switch self {
        case .bulletList: "list:bullet"
        case .numberedList: "list:number"
        case .indent: "indent"
        case .outdent: "outdent"
        case .align(let a): "align:\(a.rawValue)"
        case .block(let b): "block:\(b.rawValue)"
        case .roundedBackground: "background:rounded"
        }
    }

    /// Parses a spelling (`list:bullet`, `list:number`, `indent`, `outdent`, `align:left|center|right|justified|natural`,
    /// `block:paragraph|h1…h5|quote|code`, `background:rounded`); nil for anything else.
    public init?(spelling s: String) {
        switch s {
        case "list:bullet": self = .bulletList
        case "list:number": self = .numberedList
        case "indent": self = .indent
        case "outdent": self = .outdent
        case "background:rounded": self = .roundedBackground
        default:
            if s.hasPrefix("align:"), let a = ParagraphAlignment(rawValue: String(s.dropFirst(6))) { self = .align(a) }
            else if s.hasPrefix("block:"), let b = BlockKind(rawValue: String(s.dropFirst(6))) { self = .block(b) }
            else { return nil }
        }
    }
}
