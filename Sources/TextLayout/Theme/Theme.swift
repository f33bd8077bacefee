/// A theme with Lexical iOS semantics: attributes per node type, merged root → block → inline
/// with the leaf winning, then turned into text attributes and a paragraph style.
public struct Theme: Hashable, Sendable {
    /// Attributes per node type (a subtype entry refines its base type's entry).
    public var nodes: [ThemeNodeType: ThemeAttributes]
    /// Margins and padding per block node type, applied with `applyBlockLevelAttributes`.
    public var blockLevel: [ThemeNodeType: BlockLevelAttributes]
    /// Layout units per indent level (Lexical default 40).
    public var indentSize: Double
    /// Monospaced family used for inline code and code blocks when the theme names none.
    public var monospaceFamily: String
    /// The shape of rounded backgrounds (inset and snap distance; each paragraph's background
    /// gives its own colour and outer radius).
    public var roundedContour: RoundedContour
    /// Long side of image attachment thumbnails in pixels (32, 64 or 160, the `image` node's
    /// `thumbnailSize`); nil leaves it to the viewer's default.
    public var imageThumbnailSide: Int?

    public init(nodes: [ThemeNodeType: ThemeAttributes] = [:], blockLevel: [ThemeNodeType: BlockLevelAttributes] = [:],
                indentSize: Double = 40, monospaceFamily: String = "DejaVu Sans Mono",
                roundedContour: RoundedContour = RoundedContour()) {
        self.roundedContour = roundedContour
        self.nodes = nodes
        self.blockLevel = blockLevel
        self.indentSize = indentSize
        self.monospaceFamily = monospaceFamily
    }

    public subscript(type: ThemeNodeType) -> ThemeAttributes? {
        get { nodes[type] }
        set { nodes[type] = newValue }
    }

    /// Shorthand for the `paragraph` entry.
    public var paragraph: ThemeAttributes? {
        get { nodes[.paragraph] }
        set { nodes[.paragraph] = newValue }
    }

    /// Heading sizes for h1…h5 when the theme sets none (Lexical's fallback).
    public static let headingFallbackSizes: [Double] = [36, 32, 28, 24, 20]

    /// The theme attributes of one node type, with Lexical's defaults for headings, inline code and
    /// code blocks.
    public func attributes(of type: ThemeNodeType) -> ThemeAttributes {
        var a = ThemeAttributes()
        if type.subtype != nil, let base = nodes[type.base] { a = a.merging(base) }
        if let own = nodes[type] { a = a.merging(own) }
        switch (type.name, type.subtype) {
        case ("heading", let sub?):
            if a.fontSize == nil, a.fontScale == nil, let level = Int(sub.dropFirst()), (1...5).contains(level) {
                a.fontSize = Theme.headingFallbackSizes[level - 1]
            }
        case ("text", "code"?) where nodes[type] == nil:
            a.fontFamily = monospaceFamily
            a.background = RGBA(hex: 0xEEEEEE)
        case ("code", nil) where nodes[type] == nil:
            a.fontFamily = monospaceFamily
            a.paddingHead = 4
            a.paddingTail = -4
            a.custom[.blockBackground] = AttributeValue(BlockBackground(fill: RGBA(hex: 0xF2F2F2), border: RGBA(hex: 0xCCCCCC)))
        default:
            break
        }
        return a
    }

    /// The merged theme attributes along a path (root first, leaf last; leaf wins) and the summed indent.
    public func mergedAttributes(for path: [ThemeNode]) -> (attributes: ThemeAttributes, indent: Int) {
        var merged = ThemeAttributes()
        var indent = 0
        for node in path {
            merged = merged.merging(attributes(of: node.type))
            indent += node.indent
        }
        return (merged, indent)
    }

    /// The text attributes for text at the end of `path` (root → … → text): fonts synthesised from
    /// family, size, bold and italic; a paragraph style only when a paragraph key or indent is set.
    public func textAttributes(for path: [ThemeNode]) -> TextAttributes {
        let (m, indent) = mergedAttributes(for: path)
        var t = TextAttributes()
        t.fontFamily = m.fontFamily
        t.fontSize = m.fontSize.map { $0 * (m.fontScale ?? 1) }
        if let b = m.bold { t.weight = b ? .bold : .regular }
        t.italic = m.italic
        t.textTransform = m.textTransform
        t.foreground = m.foreground
        t.background = m.background
        t.underline = m.underline
        t.strikethrough = m.strikethrough
        t.custom = m.custom
        let hasParagraphKey = m.paddingHead != nil || m.paddingTail != nil || m.lineHeight != nil
            || m.lineSpacing != nil || m.paragraphSpacingBefore != nil || indent != 0
        if hasParagraphKey {
            var s = ParagraphStyle()
            let head = (m.paddingHead ?? 0) + Double(indent) * indentSize
            s.firstLineHeadIndent = head
            s.headIndent = head
            s.tailIndent = m.paddingTail ?? 0
            s.minimumLineHeight = m.lineHeight ?? 0
            s.lineSpacing = m.lineSpacing ?? 0
            s.paragraphSpacingBefore = m.paragraphSpacingBefore ?? 0
            t.paragraphStyle = s
        }
        return t
    }

    /// Adds a block's margins and padding to the paragraphs of `range` in `text`: spacing before on
    /// the first paragraph, spacing after on the last (each paragraph's own style, empty lines
    /// included; a block reaching a trailing newline ends on the empty last paragraph, styled
    /// through `trailingAttributes`). Apply once per block, after the theme attributes are set.
    public static func applyBlockLevelAttributes(_ block: BlockLevelAttributes, toParagraphsIn range: Range<Int>,
                                                 of text: inout AttributedText) throws {
        let all = text.paragraphRanges
        var paras = all.filter { !$0.isEmpty && $0.overlaps(range) }
        // A block reaching the end of a text that ends in a newline owns the empty last paragraph.
        if let lastP = all.last, lastP.isEmpty, range.upperBound == text.length, !paras.isEmpty || text.length == 0 {
            paras.append(lastP)
        }
        if paras.isEmpty { paras = [text.paragraphRange(containing: range.lowerBound)] }
        try applyBlockLevelAttributes(block, first: paras[0], last: paras[paras.count - 1], of: &text)
    }

    /// The same for a block given as paragraph indices (`text.paragraphRanges`; the empty last
    /// paragraph of a text ending in a newline is the last index): exact when the block's
    /// paragraphs are known, as a document's are, even for empty paragraphs.
    public static func applyBlockLevelAttributes(_ block: BlockLevelAttributes, toParagraphs indices: ClosedRange<Int>,
                                                 of text: inout AttributedText) throws {
        let all = text.paragraphRanges
        guard indices.lowerBound >= 0, indices.upperBound < all.count else { return }
        try applyBlockLevelAttributes(block, first: all[indices.lowerBound], last: all[indices.upperBound], of: &text)
    }

    private static func applyBlockLevelAttributes(_ block: BlockLevelAttributes, first: Range<Int>, last: Range<Int>,
                                                  of text: inout AttributedText) throws {
        try updateParagraph(first, of: &text) { s in
            s.paragraphSpacingBefore += block.marginTop + block.paddingTop
            s.blockAttributes = block
        }
        try updateParagraph(last, of: &text) { s in
            s.paragraphSpacing += block.marginBottom + block.paddingBottom
            s.blockEndAttributes = block
        }
    }

    private static func updateParagraph(_ p: Range<Int>, of text: inout AttributedText, _ body: (inout ParagraphStyle) -> Void) throws {
        if p.isEmpty {
            var t = text.trailingAttributes ?? text.attributes(at: max(0, p.lowerBound - 1)).attributes
            var s = t.paragraphStyle ?? .default
            body(&s)
            t.paragraphStyle = s
            text.trailingAttributes = t
            return
        }
        // One style for the whole paragraph: the first character's, updated, written everywhere.
        var s = text.attributes(at: p.lowerBound).attributes.paragraphStyle ?? .default
        body(&s)
        try text.updateAttributes(in: p) { $0.paragraphStyle = s }
    }
}
