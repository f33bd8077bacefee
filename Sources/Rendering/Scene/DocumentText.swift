import IntensityStyle
import TextEditing
import TextLayout

/// The one place an `IntensityDocument` becomes the layout engine's `AttributedText`: each run of
/// clusters with equal intensity, base attributes and link becomes one attribute run carrying the
/// raw intensity (the scheme's transformer turns it into weight, colour, alpha or size). Each
/// image attachment's U+FFFC is a run of its own with an `AttachmentShape` (the box the layout
/// reserves) and an `AttachmentDrawing.ImageRun` (what the handler paints there).
public enum DocumentText {
    /// The document as attributed text: size × `theme.textScale`, bold as weight 700 (the weight
    /// scheme moves bold text's step), italic, single underline, strikethrough, link.
    public static func attributedText(_ document: IntensityDocument, theme: SceneTheme) -> AttributedText {
        let string = document.string
        let structure = DocumentStructureStyle(document, theme: theme)
        guard !string.isEmpty else {
            // The caret of an empty document already has its first paragraph's themed size.
            let a = attributes(.default, intensity: nil, link: nil, theme: theme)
            return AttributedText("", attributes: structure.isStructured ? structure.apply(a, paragraph: 0) : a)
        }
        let structured = structure.isStructured
        let values = document.intensities.allValues
        var linkAt: [Int: String] = [:]
        for l in document.links { for i in l.range { linkAt[i] = l.url } }
        var imageAt: [Int: ImageAttachment] = [:]
        for a in document.attachments { imageAt[a.offset] = a.attachment }
        var runs: [AttributeRun] = []
        var attrRuns = document.attributes.runs.makeIterator()
        var currentAttr = attrRuns.next()
        var leftInAttr = currentAttr?.count ?? 0
        var pending: (length: Int, key: (UInt8, BaseAttributes, String?, Int?), paragraph: Int)? = nil
        var paragraph = 0
        func styled(_ p: (length: Int, key: (UInt8, BaseAttributes, String?, Int?), paragraph: Int)) -> AttributeRun {
            var a = attributes(p.key.1, intensity: p.key.0, link: p.key.2, theme: theme)
            if let offset = p.key.3, let image = imageAt[offset] { addImage(image, at: offset, to: &a, theme: theme) }
            return AttributeRun(length: p.length, attributes: structured ? structure.apply(a, paragraph: p.paragraph) : a)
        }
        for (i, ch) in string.enumerated() {
            while leftInAttr == 0, let next = attrRuns.next() { currentAttr = next; leftInAttr = next.count }
            let base = currentAttr?.value ?? .default
            leftInAttr -= 1
            let key = (i < values.count ? values[i] : DocumentArchive.defaultIntensity, base, linkAt[i], imageAt[i] == nil ? nil : i)
            let n = ch.utf16.count
            // Structured documents split runs at paragraphs: a run takes its own paragraph's format.
            if let p = pending, p.key.0 == key.0, p.key.1 == key.1, p.key.2 == key.2, p.key.3 == nil, key.3 == nil,
               !structured || p.paragraph == paragraph {
                pending = (p.length + n, p.key, p.paragraph)
            } else {
                if let p = pending { runs.append(styled(p)) }
                pending = (n, key, paragraph)
            }
            if structured && IntensityDocument.isParagraphSeparator(ch) { paragraph += 1 }
        }
        if let p = pending { runs.append(styled(p)) }
        var trailing = runs.last?.attributes
        if structured, let last = pending, last.paragraph != paragraph {
            // The text ends in a separator: the empty last paragraph has its own structure.
            trailing = structure.apply(attributes(last.key.1, intensity: last.key.0, link: last.key.2, theme: theme), paragraph: paragraph)
        }
        var text = (try? AttributedText(string, runs: runs, trailingAttributes: trailing)) ?? AttributedText(string)
        if structured { structure.applyBlockLevel(to: &text) }
        return text
    }

    /// The units `smoothing` averages the document over (TextEditing's tokenizer: the same units
    /// as the HTML export); nil for characters and lines, which the layout knows itself.
    public static func smoothingUnits(_ document: IntensityDocument, _ smoothing: SmoothingUnit) -> [Range<Int>]? {
        smoothing == .character || smoothing == .line ? nil : document.smoothingUnits(smoothing)
    }

    /// The image's reserved box and drawing value on its character's attributes.
    static func addImage(_ image: ImageAttachment, at offset: Int, to a: inout TextAttributes, theme: SceneTheme) {
        let side = theme.imageThumbnailSide
        a[.attachmentShape] = AttributeValue(AttachmentDrawing.shape(for: image, side: side))
        a[AttachmentDrawing.key] = AttributeValue(AttachmentDrawing.ImageRun(offset: offset, attachment: image, side: side))
    }

    static func attributes(_ base: BaseAttributes, intensity: UInt8?, link: String?, theme: SceneTheme) -> TextAttributes {
        TextAttributes(
            fontFamily: theme.textFontFamily, fontSize: Double(base.size) * theme.textScale,
            weight: base.bold ? .bold : .regular, italic: base.italic,
            underline: base.underline ? .single : nil, strikethrough: base.strikethrough ? true : nil,
            link: link, intensity: intensity.map(Int.init))
    }
}

extension IntensityRendering {
    /// The document's display options with a viewer's overrides (one `RenderScheme` and
    /// `SmoothingUnit` model: no conversion).
    public init(options: DocumentOptions, scheme: RenderScheme? = nil, smoothing: SmoothingUnit? = nil, animates: Bool? = nil) {
        self.init(scheme: scheme ?? options.renderScheme, smoothing: smoothing ?? options.smoothing,
                  animates: animates ?? options.animates)
    }
}
