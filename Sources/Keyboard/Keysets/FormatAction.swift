/// A paragraph-structure key action (issue 19): the keyboard only names it; the session hands
/// it to the editor, which applies it to the paragraphs the selection touches. The raw value is
/// the spelling in keyset files.
public enum FormatAction: String, Hashable, Sendable, CaseIterable {
    case bulletList = "list:bullet"
    case numberedList = "list:number"
    case indent
    case outdent
    case alignLeft = "align:left"
    case alignCenter = "align:center"
    case alignRight = "align:right"
    case heading1 = "block:h1"
    case heading2 = "block:h2"
    case quote = "block:quote"
    case code = "block:code"
    case paragraph = "block:paragraph"
    case roundedBackground = "background:rounded"

    /// The label a key gets when the file gives none.
    public var defaultLabel: String {
        switch self {
        case .bulletList: "•≡"
        case .numberedList: "1≡"
        case .indent: "⇥"
        case .outdent: "⇤"
        case .alignLeft: "⫷"
        case .alignCenter: "≡"
        case .alignRight: "⫸"
        case .heading1: "H1"
        case .heading2: "H2"
        case .quote: "❝"
        case .code: "{}"
        case .paragraph: "¶"
        case .roundedBackground: "▢"
        }
    }
}
