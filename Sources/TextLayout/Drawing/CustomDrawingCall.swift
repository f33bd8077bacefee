/// What a custom drawing handler is called with (Lexical's eight handler arguments, minus the
/// layout manager, which `DrawingContext.engine` provides).
///
/// Rects are in the drawing's coordinates: container space moved by the `origin` given to `draw`
/// (`LayoutEngine.customDrawingCalls` reports them with origin zero, i.e. in container space).
public struct CustomDrawingCall: Hashable, Sendable {
    public var key: AttributeKey
    public var value: AttributeValue
    public var layer: CustomDrawingLayer
    public var granularity: CustomDrawingGranularity
    /// The attribute run (adjacent equal values merged), clipped to the range being drawn; UTF-16.
    public var runRange: Range<Int>
    /// The range this call covers: the line piece (character runs) or the run widened to whole
    /// paragraphs (paragraph granularities).
    public var expandedRange: Range<Int>
    public var rect: LayoutRect
    /// The full fragment rect (not the used rect) of the first line this call covers.
    public var firstLineFragment: LayoutRect

    public init(key: AttributeKey, value: AttributeValue, layer: CustomDrawingLayer, granularity: CustomDrawingGranularity,
                runRange: Range<Int>, expandedRange: Range<Int>, rect: LayoutRect, firstLineFragment: LayoutRect) {
        self.key = key
        self.value = value
        self.layer = layer
        self.granularity = granularity
        self.runRange = runRange
        self.expandedRange = expandedRange
        self.rect = rect
        self.firstLineFragment = firstLineFragment
    }
}
