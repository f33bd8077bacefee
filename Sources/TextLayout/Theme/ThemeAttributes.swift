/// What a theme sets for one node type: Lexical's custom theme keys plus plain text attributes.
/// All lengths in layout units; every field optional so node dictionaries merge (leaf wins).
public struct ThemeAttributes: Hashable, Sendable {
    public var fontFamily: String?
    /// Font size in points (layout units at scale 1), replacing the inherited size.
    public var fontSize: Double?
    /// Multiplies the size the text would otherwise have (the inherited or document size, or
    /// `fontSize`): relative headings that follow the typist's size. Not a Lexical key.
    public var fontScale: Double?
    public var bold: Bool?
    public var italic: Bool?
    /// Display-only case change (never stored in the text).
    public var textTransform: TextTransform?
    /// Leading indent added to `indent × indentSize` (both first-line and head indent).
    public var paddingHead: Double?
    /// Becomes `tailIndent` (≤ 0 measures from the trailing edge, hence code blocks' −4).
    public var paddingTail: Double?
    /// Becomes `minimumLineHeight` only.
    public var lineHeight: Double?
    public var lineSpacing: Double?
    public var paragraphSpacingBefore: Double?
    public var foreground: RGBA?
    public var background: RGBA?
    public var underline: UnderlineStyle?
    public var strikethrough: Bool?
    public var custom: [AttributeKey: AttributeValue]

    public init(
        fontFamily: String? = nil, fontSize: Double? = nil, bold: Bool? = nil, italic: Bool? = nil,
        textTransform: TextTransform? = nil, paddingHead: Double? = nil, paddingTail: Double? = nil,
        lineHeight: Double? = nil, lineSpacing: Double? = nil, paragraphSpacingBefore: Double? = nil,
        foreground: RGBA? = nil, background: RGBA? = nil, underline: UnderlineStyle? = nil,
        strikethrough: Bool? = nil, custom: [AttributeKey: AttributeValue] = [:], fontScale: Double? = nil
    ) {
        self.fontScale = fontScale
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.bold = bold
        self.italic = italic
        self.textTransform = textTransform
        self.paddingHead = paddingHead
        self.paddingTail = paddingTail
        self.lineHeight = lineHeight
        self.lineSpacing = lineSpacing
        self.paragraphSpacingBefore = paragraphSpacingBefore
        self.foreground = foreground
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
        self.custom = custom
    }

    /// These attributes with everything `leaf` sets overriding them.
    public func merging(_ leaf: ThemeAttributes) -> ThemeAttributes {
        var o = self
        if let v = leaf.fontFamily { o.fontFamily = v }
        if let v = leaf.fontSize { o.fontSize = v }
        if let v = leaf.fontScale { o.fontScale = v }
        if let v = leaf.bold { o.bold = v }
        if let v = leaf.italic { o.italic = v }
        if let v = leaf.textTransform { o.textTransform = v }
        if let v = leaf.paddingHead { o.paddingHead = v }
        if let v = leaf.paddingTail { o.paddingTail = v }
        if let v = leaf.lineHeight { o.lineHeight = v }
        if let v = leaf.lineSpacing { o.lineSpacing = v }
        if let v = leaf.paragraphSpacingBefore { o.paragraphSpacingBefore = v }
        if let v = leaf.foreground { o.foreground = v }
        if let v = leaf.background { o.background = v }
        if let v = leaf.underline { o.underline = v }
        if let v = leaf.strikethrough { o.strikethrough = v }
        for (k, v) in leaf.custom { o.custom[k] = v }
        return o
    }
}
