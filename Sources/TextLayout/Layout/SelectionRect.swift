/// One rectangle of a selection (UIKit's `UITextSelectionRect`): one per line, or several per line
/// where bidirectional text makes the selected characters visually discontiguous.
public struct SelectionRect: Hashable, Sendable {
    /// Container space; spans the line's height including its line spacing.
    public var rect: LayoutRect
    /// The characters this rect covers (UTF-16).
    public var characterRange: Range<Int>
    public var isRightToLeft: Bool
    /// True for the rect holding the selection's start, resp. end.
    public var containsStart: Bool
    public var containsEnd: Bool

    public init(rect: LayoutRect, characterRange: Range<Int>, isRightToLeft: Bool, containsStart: Bool, containsEnd: Bool) {
        self.rect = rect
        self.characterRange = characterRange
        self.isRightToLeft = isRightToLeft
        self.containsStart = containsStart
        self.containsEnd = containsEnd
    }
}
