import TextEditing
import TextLayout

/// How paragraph structure looks in the layout engine's terms: alignment and indents in the
/// paragraph style, list items as `ListItem` (markers drawn by `ListMarkers`, never typeset),
/// headings as larger bold text, code and quotes as `BlockBackground`s, rounded backgrounds as
/// one `RoundedBackground` contour over contiguous paragraphs.
struct DocumentStructureStyle {
    let formats: [ParagraphFormat]
    /// List indent per level, points.
    let indent: Double

    init(_ document: IntensityDocument, theme: SceneTheme) {
        formats = document.paragraphFormats
        indent = 24 * theme.textScale
    }

    /// Whether any paragraph carries structure (plain documents keep their old runs exactly).
    var isStructured: Bool { formats.contains { $0 != .plain } }

    /// Registers the decorations the styles use on `engine`.
    static func register(in engine: LayoutEngine) {
        ListMarkers.register(in: engine, placement: .leadingEdge, eachParagraph: true)
        BlockBackground.register(in: engine)
        RoundedBackground.register(in: engine)
    }

    /// `a` with paragraph `p`'s structure applied.
    func apply(_ a: TextAttributes, paragraph p: Int) -> TextAttributes {
        guard p < formats.count else { return a }
        let f = formats[p]
        var t = a
        var style = ParagraphStyle(alignment: Self.alignment(f.alignment))
        switch f.block {
        case .paragraph: break
        case .code:
            t.fontFamily = "monospace"
            t.custom[.blockBackground] = AttributeValue(BlockBackground(fill: RGBA(hex: 0xEEEEEE), cornerRadius: 4))
            style.firstLineHeadIndent = 6; style.headIndent = 6
        case .quote:
            t.italic = true
            t.custom[.blockBackground] = AttributeValue(BlockBackground(fill: RGBA(hex: 0x999999), leadingBarWidth: 3))
            style.firstLineHeadIndent = 12; style.headIndent = 12
        default:
            let scale = [2.0, 1.6, 1.35, 1.2, 1.1][(f.block.headingLevel ?? 1) - 1]
            t.fontSize = (a.fontSize ?? 17) * scale
            t.weight = .bold
            style.paragraphSpacingBefore = 4
        }
        switch f.list {
        case .none: break
        case .bullet, .number:
            // Every item of a document is one paragraph: all share one value (no per-paragraph id,
            // no stored number), so inserting an item leaves the others' attributes untouched and
            // the layout re-typesets only the edited paragraphs; numbers are counted when drawn.
            let marker: ListItem.Marker = if case let .number(start) = f.list { .counted(start: start) } else { .bullet }
            let item = ListItem(marker: marker, level: f.level, id: 0)
            style = item.paragraphStyle(indentSize: indent, base: style)
            t.custom[.listItem] = AttributeValue(item)
        }
        if let bg = f.background {
            let c = RGBA(red: Double(bg.rgba >> 24) / 255, green: Double((bg.rgba >> 16) & 0xFF) / 255,
                         blue: Double((bg.rgba >> 8) & 0xFF) / 255, alpha: Double(bg.rgba & 0xFF) / 255)
            t.custom[.roundedBackground] = AttributeValue(RoundedBackground(color: c, contour: RoundedContour(outerRadius: bg.radius)))
        }
        t.paragraphStyle = style
        return t
    }

    static func alignment(_ a: ParagraphAlignment) -> TextAlignment {
        switch a {
        case .natural: .natural
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        }
    }
}
