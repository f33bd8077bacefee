/// A paragraph's base writing direction for layout (TextKit's `NSWritingDirection`; the editor's
/// `WritingDirection` is the UIKit-side value of the same idea, kept apart so each module stands alone).
public enum ParagraphDirection: Hashable, Sendable {
    /// Taken from the paragraph's first strong character (Unicode bidi rules P2–P3).
    case natural
    case leftToRight
    case rightToLeft
}
