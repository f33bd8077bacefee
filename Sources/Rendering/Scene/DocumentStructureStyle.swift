import TextEditing
import TextLayout

/// How paragraph structure looks in the layout engine's terms, taken from the scene's document
/// `Theme` (Lexical's model): each run's attributes are the theme's along its path root →
/// (list → listItem) → block (paragraph, heading/hN, quote, code) → inline (text or link),
/// the leaf winning, laid over the document's own formatting (the typist's bold, italic,
/// underline and strikethrough stay; a theme's `fontSize` replaces the typed size). List items are `ListItem`s (markers drawn by `ListMarkers`, never typeset), code
/// and quotes `BlockBackground`s (one box per contiguous block), rounded backgrounds one
/// `RoundedBackground` contour; block-level margins go on a block's first and last paragraph.
struct DocumentStructureStyle {
    let formats: [ParagraphFormat]
    let theme: Theme
    /// Points → layout units (the scene's text scale).
    let scale: Double
    /// The theme merged along each node path the document uses, computed once per rebuild
    /// rather than once per run (a rebuild happens on every keystroke).
    private let merged: [PathKey: (attributes: ThemeAttributes, indent: Int)]

    /// What decides a run's node path (see `path(for:link:)`).
    private struct PathKey: Hashable {
        let isListItem: Bool
        let level: Int
        let block: BlockKind
        let link: Bool

        init(_ f: ParagraphFormat, link: Bool) {
            isListItem = f.isListItem
            level = f.isListItem ? f.level : 0
            block = f.block
            self.link = link
        }
    }

    init(_ document: IntensityDocument, theme: SceneTheme) {
        formats = document.paragraphFormats
        self.theme = theme.documentTheme
        scale = theme.textScale
        var merged: [PathKey: (attributes: ThemeAttributes, indent: Int)] = [:]
        for f in Set(formats).union([.plain]) {
            for link in [false, true] {
                let key = PathKey(f, link: link)
                if merged[key] == nil { merged[key] = self.theme.mergedAttributes(for: Self.path(for: f, link: link)) }
            }
        }
        self.merged = merged
    }

    /// Whether runs need the theme at all: a document with structure, or a theme that styles
    /// plain text (plain documents under the default theme keep their old runs exactly).
    var isStructured: Bool {
        formats.contains { $0 != .plain }
            || [ThemeNodeType.root, .paragraph, .text, .link].contains { theme.nodes[$0] != nil || theme.blockLevel[$0] != nil }
    }

    /// Registers the drawing the theme's decorations need on `engine`: list markers, block
    /// backgrounds (contiguous paragraphs: one box per code block or quote), rounded backgrounds.
    static func register(in engine: LayoutEngine) {
        ListMarkers.register(in: engine, placement: .leadingEdge, eachParagraph: true)
        BlockBackground.register(in: engine)
        RoundedBackground.register(in: engine)
    }

    /// The theme's node path of a run in paragraph `f`: a plain paragraph in a list is its list
    /// item (as in Lexical, where a list item holds its text directly).
    static func path(for f: ParagraphFormat, link: Bool) -> [ThemeNode] {
        var path = [ThemeNode(.root)]
        if f.isListItem { path += [ThemeNode(.list), ThemeNode(.listItem, indent: f.level + 1)] }
        if !(f.isListItem && f.block == .paragraph) { path.append(ThemeNode(blockType(f.block))) }
        path.append(ThemeNode(link ? .link : .text))
        return path
    }

    static func blockType(_ kind: BlockKind) -> ThemeNodeType {
        switch kind {
        case .paragraph: .paragraph
        case .quote: .quote
        case .code: .codeBlock
        default: .heading(kind.headingLevel ?? 1)
        }
    }

    /// `a` (the document's attributes of a run) with paragraph `p`'s themed structure.
    func apply(_ a: TextAttributes, paragraph p: Int) -> TextAttributes {
        let f = p < formats.count ? formats[p] : .plain
        let key = PathKey(f, link: a.link != nil)
        let (m, indent) = merged[key] ?? theme.mergedAttributes(for: Self.path(for: f, link: key.link))
        var t = Self.inline(m, over: a, scale: scale)
        var style = ParagraphStyle(alignment: Self.alignment(f.alignment))
        let head = ((m.paddingHead ?? 0) + Double(indent) * theme.indentSize) * scale
        style.firstLineHeadIndent = head
        style.headIndent = head
        style.tailIndent = (m.paddingTail ?? 0) * scale
        style.minimumLineHeight = (m.lineHeight ?? 0) * scale
        style.lineSpacing = (m.lineSpacing ?? 0) * scale
        style.paragraphSpacingBefore = (m.paragraphSpacingBefore ?? 0) * scale
        if f.isListItem {
            // Every item of a document is one paragraph: all share one value (no per-paragraph id,
            // no stored number), so inserting an item leaves the others' attributes untouched and
            // the layout re-typesets only the edited paragraphs; numbers are counted when drawn.
            let marker: ListItem.Marker = if case let .number(start) = f.list { .counted(start: start) } else { .bullet }
            t.custom[.listItem] = AttributeValue(ListItem(marker: marker, level: f.level, id: 0))
        }
        if let bg = f.background {
            let c = RGBA(red: Double(bg.rgba >> 24) / 255, green: Double((bg.rgba >> 16) & 0xFF) / 255,
                         blue: Double((bg.rgba >> 8) & 0xFF) / 255, alpha: Double(bg.rgba & 0xFF) / 255)
            var contour = theme.roundedContour
            contour.outerRadius = bg.radius
            t.custom[.roundedBackground] = AttributeValue(RoundedBackground(color: c, contour: contour))
        }
        t.paragraphStyle = style
        return t
    }

    /// The merged theme attributes `m` laid over a run's own: the theme's family, size (points ×
    /// `scale`, replacing the typed size) and size scale; bold and italic added, never removed.
    static func inline(_ m: ThemeAttributes, over a: TextAttributes, scale: Double) -> TextAttributes {
        var t = a
        if let family = m.fontFamily { t.fontFamily = family }
        var size = a.fontSize ?? 17
        if let s = m.fontSize { size = s * scale }
        if let k = m.fontScale { size *= k }
        t.fontSize = size
        if m.bold == true { t.weight = .bold }
        if m.italic == true { t.italic = true }
        if let v = m.textTransform { t.textTransform = v }
        if let v = m.foreground { t.foreground = v }
        if let v = m.background { t.background = v }
        if t.underline == nil { t.underline = m.underline }
        if t.strikethrough == nil { t.strikethrough = m.strikethrough }
        for (k, v) in m.custom { t.custom[k] = v }
        return t
    }

    /// Adds the theme's block-level margins and padding to `text` (whose paragraphs are the
    /// document's): on the first and last paragraph of each block — a whole run of quote or code
    /// paragraphs, a whole list, each list item, heading and paragraph, and the root.
    func applyBlockLevel(to text: inout AttributedText) {
        guard !theme.blockLevel.isEmpty, !formats.isEmpty else { return }
        for (type, paragraphs) in blocks() {
            guard let b = theme.blockLevel[type] else { continue }
            try? Theme.applyBlockLevelAttributes(b, toParagraphs: paragraphs, of: &text)
        }
    }

    /// Every block of the document as (node type, paragraph indices).
    func blocks() -> [(ThemeNodeType, ClosedRange<Int>)] {
        func group(_ f: ParagraphFormat) -> ThemeNodeType { f.isListItem ? .list : Self.blockType(f.block) }
        var out: [(ThemeNodeType, ClosedRange<Int>)] = [(.root, 0...(formats.count - 1))]
        var start = 0
        for p in formats.indices {
            let type = group(formats[p])
            if formats[p].isListItem {
                out.append((.listItem, p...p))
                if formats[p].block != .paragraph { out.append((Self.blockType(formats[p].block), p...p)) }
            }
            let spans = type == .list || type == .quote || type == .codeBlock
            if spans, p + 1 < formats.count, group(formats[p + 1]) == type { continue }
            out.append((type, start...p))
            start = p + 1
        }
        return out
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
