/// The box an inline object takes in a line (an image attachment's U+FFFC): Pango lays the
/// character out as a shape of this logical size sitting on the baseline (`pango_attr_shape_new`),
/// so line height, wrapping, hit-testing and the caret treat it as one wide glyph and custom
/// drawing gets its rect from the layout. Value of ``AttributeKey/attachmentShape``.
public struct AttachmentShape: Hashable, Sendable {
    /// Layout units (pixels at scale 1).
    public var width: Double
    public var height: Double
    /// How far below the baseline the box reaches, in layout units (0: it sits on the baseline).
    public var descent: Double

    public init(width: Double, height: Double, descent: Double = 0) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.descent = max(0, min(descent, self.height))
    }
}
