/// A node type of the document tree a theme styles, with an optional subtype (Lexical's theme
/// keys: `heading` with `h1`…`h5`, `text` with `code`).
public struct ThemeNodeType: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var subtype: String?

    public init(_ name: String, subtype: String? = nil) {
        self.name = name
        self.subtype = subtype
    }

    public static let root = ThemeNodeType("root")
    public static let paragraph = ThemeNodeType("paragraph")
    public static let quote = ThemeNodeType("quote")
    public static let codeBlock = ThemeNodeType("code")
    public static let list = ThemeNodeType("list")
    public static let listItem = ThemeNodeType("listItem")
    public static let roundedBackground = ThemeNodeType("roundedBackground")
    public static let link = ThemeNodeType("link")
    public static let text = ThemeNodeType("text")
    /// Inline code (`text` with subtype `code`).
    public static let inlineCode = ThemeNodeType("text", subtype: "code")

    /// A heading of level 1…5 (`heading` with subtype `h1`…`h5`).
    public static func heading(_ level: Int) -> ThemeNodeType {
        ThemeNodeType("heading", subtype: "h\(min(5, max(1, level)))")
    }

    /// The type without its subtype.
    public var base: ThemeNodeType { ThemeNodeType(name) }

    public var description: String { subtype.map { "\(name)/\($0)" } ?? name }
}
