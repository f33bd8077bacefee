/// The area text is laid out in (TextKit's `NSTextContainer` plus the view's text inset).
///
/// Line fragments start at `insets.left` and span `width − insets.left − insets.right`; glyphs start
/// a further `lineFragmentPadding` in. Container space has its origin at the top-left corner of
/// `width`, insets included.
public struct TextContainer: Hashable, Sendable {
    /// Total width in layout units, insets included.
    public var width: Double
    /// Height in layout units, or nil for unbounded text. Text beyond it is laid out but not drawn.
    public var height: Double?
    public var insets: EdgeInsets
    /// Space at both ends of each line fragment (TextKit default 5).
    public var lineFragmentPadding: Double

    public init(width: Double, height: Double? = nil, insets: EdgeInsets = .zero, lineFragmentPadding: Double = 5) {
        self.width = width
        self.height = height
        self.insets = insets
        self.lineFragmentPadding = lineFragmentPadding
    }

    /// Width of a line fragment (container width minus horizontal insets).
    public var fragmentWidth: Double { max(0, width - insets.left - insets.right) }
}
