/// How a paragraph is set (TextKit's `NSParagraphStyle`); all lengths in layout units.
///
/// A paragraph takes the style of its first character; an empty paragraph takes the style of its
/// newline, and the empty paragraph after a trailing newline takes `AttributedText.trailingAttributes`
/// (falling back to the newline before it), so empty lines carry real metrics.
public struct ParagraphStyle: Hashable, Sendable {
    public var alignment: TextAlignment
    /// Indent of the first line from the leading edge of the line fragment (after padding).
    public var firstLineHeadIndent: Double
    /// Indent of the other lines from the leading edge.
    public var headIndent: Double
    /// > 0: the lines end this far from the leading edge; ≤ 0: this far in from the trailing edge.
    public var tailIndent: Double
    /// Lines are at least this tall (0 = no minimum); extra space goes above the text.
    public var minimumLineHeight: Double
    /// Lines are at most this tall (0 = no maximum); glyphs may overflow upwards.
    public var maximumLineHeight: Double
    /// Natural line height is multiplied by this (0 or 1 = unchanged) before min/max apply.
    public var lineHeightMultiple: Double
    /// Space added after every line of the paragraph (negative values count as 0, as do negative
    /// paragraph spacings: lines never move upwards).
    public var lineSpacing: Double
    /// Space after the paragraph.
    public var paragraphSpacing: Double
    /// Space before the paragraph (ignored for the document's first paragraph, as in TextKit).
    public var paragraphSpacingBefore: Double
    public var baseWritingDirection: ParagraphDirection
    /// The block this paragraph starts, if any: custom drawing subtracts its margins from block rects.
    public var blockAttributes: BlockLevelAttributes?
    /// The block this paragraph ends, if any: custom drawing subtracts its bottom margin.
    public var blockEndAttributes: BlockLevelAttributes?

    public init(
        alignment: TextAlignment = .natural,
        firstLineHeadIndent: Double = 0,
        headIndent: Double = 0,
        tailIndent: Double = 0,
        minimumLineHeight: Double = 0,
        maximumLineHeight: Double = 0,
        lineHeightMultiple: Double = 0,
        lineSpacing: Double = 0,
        paragraphSpacing: Double = 0,
        paragraphSpacingBefore: Double = 0,
        baseWritingDirection: ParagraphDirection = .natural,
        blockAttributes: BlockLevelAttributes? = nil,
        blockEndAttributes: BlockLevelAttributes? = nil
    ) {
        self.alignment = alignment
        self.firstLineHeadIndent = firstLineHeadIndent
        self.headIndent = headIndent
        self.tailIndent = tailIndent
        self.minimumLineHeight = minimumLineHeight
        self.maximumLineHeight = maximumLineHeight
        self.lineHeightMultiple = lineHeightMultiple
        self.lineSpacing = lineSpacing
        self.paragraphSpacing = paragraphSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.baseWritingDirection = baseWritingDirection
        self.blockAttributes = blockAttributes
        self.blockEndAttributes = blockEndAttributes
    }

    public static let `default` = ParagraphStyle()
}
