/// The name of a custom attribute (Lexical's `NSAttributedString.Key` for drawing attributes).
///
/// Custom drawing handlers are registered per key; the built-in decorations use the keys below.
public struct AttributeKey: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }

    /// A list item (value: `ListItem`), drawn as a bullet or number in the item's gutter.
    public static let listItem = AttributeKey("pressboard.listItem")
    /// A block background such as a code block (value: `BlockBackground`).
    public static let blockBackground = AttributeKey("pressboard.blockBackground")
    /// A Telegram-style rounded background around a run (value: `RoundedBackground`).
    public static let roundedBackground = AttributeKey("pressboard.roundedBackground")

    /// An inline object's reserved box (value: `AttachmentShape`); the layout engine gives the
    /// character that box instead of its glyph. Drawing the object is a custom drawing handler's.
    public static let attachmentShape = AttributeKey("pressboard.attachmentShape")

    public var description: String { name }
}
