/// The attributes of a run of text. Every field is optional so attribute sets can be layered
/// (theme root → block → inline, leaf wins) and unset fields fall back to the engine's defaults.
public struct TextAttributes: Hashable, Sendable {
    public var fontFamily: String?
    /// Font size in layout units (pixels at scale 1), not typographic points at some DPI.
    public var fontSize: Double?
    /// Pango weight 100…900; intensity render schemes map intensities onto these steps.
    public var weight: FontWeight?
    public var italic: Bool?
    public var foreground: RGBA?
    /// Filled behind the run's glyphs, line by line, before background-layer custom drawing.
    public var background: RGBA?
    public var underline: UnderlineStyle?
    public var strikethrough: Bool?
    public var paragraphStyle: ParagraphStyle?
    /// A link target; drawn with `linkForeground` from the configuration when no foreground is set.
    public var link: String?
    /// The measured intensity of the run, 0…100; not drawn by itself — attribute transformers
    /// (the render schemes) turn it into weight, colour, alpha or size at display time.
    public var intensity: Int?
    /// Display-only case change; indices stay those of the stored text.
    public var textTransform: TextTransform?
    /// Custom attributes, e.g. for custom drawing handlers.
    public var custom: [AttributeKey: AttributeValue]

    public init(
        fontFamily: String? = nil, fontSize: Double? = nil, weight: FontWeight? = nil, italic: Bool? = nil,
        foreground: RGBA? = nil, background: RGBA? = nil, underline: UnderlineStyle? = nil,
        strikethrough: Bool? = nil, paragraphStyle: ParagraphStyle? = nil, link: String? = nil,
        intensity: Int? = nil, textTransform: TextTransform? = nil, custom: [AttributeKey: AttributeValue] = [:]
    ) {
        self.fontFamily = fontFamily
        self.fontSize = fontSize
        self.weight = weight
        self.italic = italic
        self.foreground = foreground
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
        self.paragraphStyle = paragraphStyle
        self.link = link
        self.intensity = intensity
        self.textTransform = textTransform
        self.custom = custom
    }

    /// Reads or writes a custom attribute.
    public subscript(key: AttributeKey) -> AttributeValue? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    /// These attributes with every field that `leaf` sets replaced by the leaf's value
    /// (custom keys merged key by key, leaf winning).
    public func merging(_ leaf: TextAttributes) -> TextAttributes {
        var out = self
        if let v = leaf.fontFamily { out.fontFamily = v }
        if let v = leaf.fontSize { out.fontSize = v }
        if let v = leaf.weight { out.weight = v }
        if let v = leaf.italic { out.italic = v }
        if let v = leaf.foreground { out.foreground = v }
        if let v = leaf.background { out.background = v }
        if let v = leaf.underline { out.underline = v }
        if let v = leaf.strikethrough { out.strikethrough = v }
        if let v = leaf.paragraphStyle { out.paragraphStyle = v }
        if let v = leaf.link { out.link = v }
        if let v = leaf.intensity { out.intensity = v }
        if let v = leaf.textTransform { out.textTransform = v }
        // Most attribute sets carry no custom keys: no dictionary is built for nothing.
        if out.custom.isEmpty {
            out.custom = leaf.custom
        } else {
            for (k, v) in leaf.custom { out.custom[k] = v }
        }
        return out
    }
}
