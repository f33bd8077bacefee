/// The measured shape of one typeset paragraph.
struct ParagraphGeometry {
    var lines: [LineMetrics] = []
    var spacingBefore: Double = 0
    var spacingAfter: Double = 0
    /// Sum of line heights and line spacing.
    var contentHeight: Double = 0
    /// Container x of the Pango layout's left edge.
    var layoutX: Double = 0
    var layoutWidth: Double = 0
    var rightToLeft = false

    /// Height including spacing before (which the document's first paragraph drops at query time).
    var height: Double { spacingBefore + contentHeight + spacingAfter }
}
