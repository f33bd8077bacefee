/// The layout questions an editor asks; the layout engine answers them.
///
/// `TextEditing` knows nothing of fonts or line breaking: the Rendering stage adapts `TextLayout`
/// to this protocol and attaches it with `TextEditor.geometry`. All offsets are UTF-16 offsets into
/// the editor's document at the time of the call (the adapter re-lays out before answering); all
/// coordinates are points in the editor view's space. Without a geometry, the editor answers rect
/// queries with nil and treats each paragraph as one line (see `TextEditor`).
public protocol TextGeometry: AnyObject {
    /// Caret rectangle at `offset` (UIKit: `caretRect(for:)`). The original drew it 2 pt wide and
    /// at least 22 pt high at the trailing edge of the glyph before the position.
    func caretRect(forUTF16Offset offset: Int) -> Rect
    /// Rectangles covering `range`, one or more per line, with start/end markers.
    func selectionRects(forUTF16Range range: Range<Int>) -> [SelectionRect]
    /// The first rectangle `range` occupies on its first line (UIKit: `firstRect(for:)`, used by
    /// input methods to place their candidate window).
    func firstRect(forUTF16Range range: Range<Int>) -> Rect
    /// The cluster boundary nearest `point` (hit test; a glyph's leading half → before it).
    func closestUTF16Offset(to point: Point) -> Int
    /// The offset reached by moving `lines` visual lines down (negative: up) from `offset`, keeping
    /// the caret's x position; nil when the move would leave the text (UIKit then returns nil).
    func utf16Offset(from offset: Int, movingLinesBy lines: Int) -> Int?
    /// The UTF-16 range of the visual line containing `offset`, without its line terminator.
    func lineRange(containingUTF16Offset offset: Int) -> Range<Int>
}
