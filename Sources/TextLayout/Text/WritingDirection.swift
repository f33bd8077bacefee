/// A paragraph's base writing direction (TextKit's `NSWritingDirection`).
public enum WritingDirection: Hashable, Sendable {
    /// Taken from the paragraph's first strong character (Unicode bidi rules P2–P3).
    case natural
    case leftToRight
    case rightToLeft
}
