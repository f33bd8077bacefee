import TextLayout

/// The theme file's schema as data: which node types exist and which keys each takes, so that
/// an unknown node or key is named with what is allowed (the README's tables list the same).
enum ThemeFileSchema {
    /// Keys that change the font and colours of text (any node).
    static let textKeys = ["fontFamily", "fontSize", "fontScale", "bold", "italic", "textTransform",
                           "foreground", "background", "underline", "strikethrough"]
    /// Keys that change a paragraph's style (block nodes).
    static let paragraphKeys = ["paddingHead", "paddingTail", "lineHeight", "lineSpacing", "paragraphSpacingBefore"]
    /// Keys for the first and last paragraph of a block, and its drawn background.
    static let blockKeys = ["marginTop", "marginBottom", "paddingTop", "paddingBottom", "blockBackground"]
    static let blockBackgroundKeys = ["fill", "border", "borderWidth", "cornerRadius", "leadingBarWidth"]
    static let headingLevels = ["h1", "h2", "h3", "h4", "h5"]

    /// The keys a node type takes (`heading` also takes its subtypes `h1`…`h5`).
    static func keys(of node: String) -> [String]? {
        switch node {
        case "root", "paragraph", "listItem", "quote", "code", "heading/h1", "heading/h2", "heading/h3", "heading/h4", "heading/h5":
            textKeys + paragraphKeys + blockKeys
        case "heading": textKeys + paragraphKeys + blockKeys + headingLevels
        case "list": textKeys + paragraphKeys + blockKeys + ["indentSize"]
        case "link", "text": textKeys
        case "roundedBackground": ["inset", "snapDistance"]
        case "image": ["thumbnailSize"]
        default: nil
        }
    }

    /// Every top-level key, in the order the README documents them.
    static let nodeTypes = ["root", "paragraph", "heading", "list", "listItem", "quote", "code", "link", "text", "roundedBackground", "image"]

    /// Largest length in the file (points): far beyond any page, small enough to lay out.
    static let maximumLength = 1000.0
    static let maximumFontSize = 1000.0
    static let maximumFontScale = 20.0
}
