/// One typeset line, in TextKit 1 terms. All rects are in container space (y down), ranges in
/// UTF-16 offsets of the whole document.
public struct LineFragment: Hashable, Sendable {
    /// The fragment rect: the full fragment width, including paragraph spacing before (first line,
    /// except in the document's first paragraph), line spacing and paragraph spacing after (last line).
    public var rect: LayoutRect
    /// The glyphs' logical extent widened by the line-fragment padding on both sides; the line's own
    /// height without any spacing.
    public var usedRect: LayoutRect
    /// The baseline's y in container space.
    public var baseline: Double
    /// The characters of the line; the last line of a paragraph includes its newline.
    public var characterRange: Range<Int>
    /// Index of the paragraph in the document and of the line inside the paragraph.
    public var paragraphIndex: Int
    public var lineIndex: Int
    /// True for the extra line fragment: the empty last paragraph after a trailing newline or of
    /// an empty text (TextKit's `extraLineFragmentRect`).
    public var isExtra: Bool

    public init(rect: LayoutRect, usedRect: LayoutRect, baseline: Double, characterRange: Range<Int>,
                paragraphIndex: Int, lineIndex: Int, isExtra: Bool) {
        self.rect = rect
        self.usedRect = usedRect
        self.baseline = baseline
        self.characterRange = characterRange
        self.paragraphIndex = paragraphIndex
        self.lineIndex = lineIndex
        self.isExtra = isExtra
    }
}
