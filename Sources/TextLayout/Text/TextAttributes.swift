/// The attributes of a run of text. Every field is optional so attribute sets can be layered
/// (theme root → block → inline, leaf wins) and unset fields fall back to the engine's defaults.
public struct TextAttributes: Hashable, Sendable {
    /// The fields, boxed: attribute sets are copied on every run, paragraph and merge of a
    /// re-layout, and a boxed copy is one retain instead of a few hundred bytes and a retain per
    /// string, style and dictionary inside. Copy-on-write keeps value semantics.
    private struct Fields: Hashable {
        var fontFamily: String?
        var fontSize: Double?
        var weight: FontWeight?
        var italic: Bool?
        var foreground: RGBA?
        var background: RGBA?
        var underline: UnderlineStyle?
        var strikethrough: Bool?
        var paragraphStyle: ParagraphStyle?
        var link: String?
        var intensity: Int?
        var textTransform: TextTransform?
        var custom: [AttributeKey: AttributeValue] = [:]
    }

    /// Mutated only while uniquely referenced (copy-on-write), so sharing it is safe.
    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    /// Identifies this set's storage: equal identities mean equal attributes (the converse does
    /// not hold). Valid while a copy holding the storage is alive.
    var storageIdentity: ObjectIdentifier { ObjectIdentifier(box) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
    }

    public var fontFamily: String? {
        get { box.fields.fontFamily }
        _modify { makeUnique(); yield &box.fields.fontFamily }
    }
    /// Font size in layout units (pixels at scale 1), not typographic points at some DPI.
    public var fontSize: Double? {
        get { box.fields.fontSize }
        _modify { makeUnique(); yield &box.fields.fontSize }
    }
    /// Pango weight 100…900; intensity render schemes map intensities onto these steps.
    public var weight: FontWeight? {
        get { box.fields.weight }
        _modify { makeUnique(); yield &box.fields.weight }
    }
    public var italic: Bool? {
        get { box.fields.italic }
        _modify { makeUnique(); yield &box.fields.italic }
    }
    public var foreground: RGBA? {
        get { box.fields.foreground }
        _modify { makeUnique(); yield &box.fields.foreground }
    }
    /// Filled behind the run's glyphs, line by line, before background-layer custom drawing.
    public var background: RGBA? {
        get { box.fields.background }
        _modify { makeUnique(); yield &box.fields.background }
    }
    public var underline: UnderlineStyle? {
        get { box.fields.underline }
        _modify { makeUnique(); yield &box.fields.underline }
    }
    public var strikethrough: Bool? {
        get { box.fields.strikethrough }
        _modify { makeUnique(); yield &box.fields.strikethrough }
    }
    public var paragraphStyle: ParagraphStyle? {
        get { box.fields.paragraphStyle }
        _modify { makeUnique(); yield &box.fields.paragraphStyle }
    }
    /// A link target; drawn with `linkForeground` from the configuration when no foreground is set.
    public var link: String? {
        get { box.fields.link }
        _modify { makeUnique(); yield &box.fields.link }
    }
    /// The measured intensity of the run, 0…100; not drawn by itself — attribute transformers
    /// (the render schemes) turn it into weight, colour, alpha or size at display time.
    public var intensity: Int? {
        get { box.fields.intensity }
        _modify { makeUnique(); yield &box.fields.intensity }
    }
    /// Display-only case change; indices stay those of the stored text.
    public var textTransform: TextTransform? {
        get { box.fields.textTransform }
        _modify { makeUnique(); yield &box.fields.textTransform }
    }
    /// Custom attributes, e.g. for custom drawing handlers.
    public var custom: [AttributeKey: AttributeValue] {
        get { box.fields.custom }
        _modify { makeUnique(); yield &box.fields.custom }
    }

    public init(
        fontFamily: String? = nil, fontSize: Double? = nil, weight: FontWeight? = nil, italic: Bool? = nil,
        foreground: RGBA? = nil, background: RGBA? = nil, underline: UnderlineStyle? = nil,
        strikethrough: Bool? = nil, paragraphStyle: ParagraphStyle? = nil, link: String? = nil,
        intensity: Int? = nil, textTransform: TextTransform? = nil, custom: [AttributeKey: AttributeValue] = [:]
    ) {
        let fields = Fields(
            fontFamily: fontFamily, fontSize: fontSize, weight: weight, italic: italic, foreground: foreground,
            background: background, underline: underline, strikethrough: strikethrough, paragraphStyle: paragraphStyle,
            link: link, intensity: intensity, textTransform: textTransform, custom: custom)
        // Empty attribute sets (every default run, every `AttributedText()`) share one box.
        box = fields == Self.emptyFields ? Self.emptyBox : Box(fields)
    }

    private init(fields: Fields) { box = Box(fields) }

    private static let emptyFields = Fields()
    /// Never mutated: a write to a copy of it copies it first (it is never uniquely referenced).
    private static let emptyBox = Box(Fields())

    public static func == (a: TextAttributes, b: TextAttributes) -> Bool {
        a.box === b.box || a.box.fields == b.box.fields
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

    /// Reads or writes a custom attribute.
    public subscript(key: AttributeKey) -> AttributeValue? {
        get { custom[key] }
        set { custom[key] = newValue }
    }

    /// These attributes with every field that `leaf` sets replaced by the leaf's value
    /// (custom keys merged key by key, leaf winning).
    public func merging(_ leaf: TextAttributes) -> TextAttributes {
        if leaf.box === Self.emptyBox || leaf.box === box { return self }
        if box === Self.emptyBox { return leaf }
        var out = box.fields
        let l = leaf.box.fields
        if let v = l.fontFamily { out.fontFamily = v }
        if let v = l.fontSize { out.fontSize = v }
        if let v = l.weight { out.weight = v }
        if let v = l.italic { out.italic = v }
        if let v = l.foreground { out.foreground = v }
        if let v = l.background { out.background = v }
        if let v = l.underline { out.underline = v }
        if let v = l.strikethrough { out.strikethrough = v }
        if let v = l.paragraphStyle { out.paragraphStyle = v }
        if let v = l.link { out.link = v }
        if let v = l.intensity { out.intensity = v }
        if let v = l.textTransform { out.textTransform = v }
        // Most attribute sets carry no custom keys: no dictionary is built for nothing.
        if out.custom.isEmpty {
            out.custom = l.custom
        } else {
            for (k, v) in l.custom { out.custom[k] = v }
        }
        return TextAttributes(fields: out)
    }
}
