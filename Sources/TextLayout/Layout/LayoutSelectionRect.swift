/// One rectangle of a selection as the layout engine computes it (UIKit's `UITextSelectionRect`;
/// named apart from the editor's `SelectionRect`, which the renderer converts it into): one per line, or several per line
/// where bidirectional text makes the selected characters visually discontiguous.
public struct LayoutSelectionRect: Hashable, Sendable {
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
