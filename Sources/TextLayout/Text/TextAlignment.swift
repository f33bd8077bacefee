/// Horizontal alignment of a paragraph's lines (TextKit's `NSTextAlignment`).
public enum TextAlignment: Hashable, Sendable {
    case left
    case center
    case right
    /// Lines stretched to the full width except the paragraph's last line.
    case justified
    /// Left for left-to-right paragraphs, right for right-to-left ones.
    case natural
}
