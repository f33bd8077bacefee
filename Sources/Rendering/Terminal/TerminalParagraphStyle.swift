import TextEditing

/// How one paragraph's structure shows in text cells, where nothing can be drawn that is not a
/// character: list markers (`• `, `3. `) and two columns per nesting level at the leading edge,
/// a bar before quoted lines, centre and right alignment as leading blank cells, headings bold
/// and code dim. Markers are cells only: they are never document text, so the caret and
/// selection (UTF-16 offsets) skip them as they skip the picture's drawn markers.
struct TerminalParagraphStyle: Equatable {
    /// Cells before the paragraph's first line: indentation and marker.
    var firstPrefix: String
    /// Cells before each wrapped continuation line (same width as `firstPrefix`, so a wrapped
    /// item's text stays aligned under its first word).
    var prefix: String
    var alignment: ParagraphAlignment
    var bold: Bool
    var dim: Bool
    var italic: Bool

    static let plain = TerminalParagraphStyle(firstPrefix: "", prefix: "", alignment: .natural, bold: false, dim: false, italic: false)

    /// One style per paragraph of `document` (its `paragraphFormats`).
    static func styles(_ document: IntensityDocument) -> [TerminalParagraphStyle] {
        let formats = document.paragraphFormats
        guard formats.contains(where: { $0 != .plain }) else { return Array(repeating: .plain, count: max(1, formats.count)) }
        let markers = ListNumbering.markers(formats)
        return zip(formats, markers).map { style(for: $0, marker: $1) }
    }

    static func style(for f: ParagraphFormat, marker: String?) -> TerminalParagraphStyle {
        var lead = String(repeating: "  ", count: f.isListItem ? f.level : 0)
        if f.block == .quote { lead = "│ " + lead }
        let first = lead + (marker ?? "")
        let rest = lead + String(repeating: " ", count: marker.map(TerminalCellWidth.of) ?? 0)
        return TerminalParagraphStyle(firstPrefix: first, prefix: rest, alignment: f.alignment,
                                      bold: f.block.headingLevel != nil, dim: f.block == .code, italic: f.block == .quote)
    }

    /// Blank cells before a line `width` cells wide in `available` cells, by alignment.
    func padding(lineWidth width: Int, available: Int) -> Int {
        let free = max(0, available - width)
        switch alignment {
        case .center: return free / 2
        case .right: return free
        case .natural, .left, .justified: return 0
        }
    }
}
