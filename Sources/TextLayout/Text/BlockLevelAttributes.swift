/// Margins and padding of a block node that spans several paragraphs (Lexical's
/// `BlockLevelAttributes`), in layout units.
///
/// Top spacing goes on the block's first paragraph and bottom spacing on its last; margins are
/// outside a block's drawn background, padding inside.
public struct BlockLevelAttributes: Hashable, Sendable {
    public var marginTop: Double
    public var marginBottom: Double
    public var paddingTop: Double
    public var paddingBottom: Double

    public init(marginTop: Double = 0, marginBottom: Double = 0, paddingTop: Double = 0, paddingBottom: Double = 0) {
        self.marginTop = marginTop
        self.marginBottom = marginBottom
        self.paddingTop = paddingTop
        self.paddingBottom = paddingBottom
    }
}
