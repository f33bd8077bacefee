import IntensityStyle
import TextEditing
import TextLayout

/// The document in text cells: word-wrapped to the width, scrolled so the caret's line is
/// visible, each character styled from its (smoothed) intensity by the scheme, the caret and
/// the selection in reverse video, marked text underlined.
///
/// Intensities as terminal styles: `weight` → dim (bins 0–2), normal, bold (bins 6–8; a bold
/// run starts 3 bins up, as the picture's weights do); `hue` → the scheme's 24-bit colour;
/// `alpha` → black at the bin's opacity over the editor's background; `size` → bold for the
/// upper half of the bins. Without colour, hue and alpha fall back to dim/normal/bold thirds.
struct TerminalEditorView {
    /// One visible character of a wrapped line.
    struct Glyph {
        var character: Character
        var utf16: Int
        var index: Int
        var width: Int
    }

    /// One wrapped line: its glyphs and the UTF-16 range it covers (its newline included), the
    /// paragraph it belongs to and whether it is that paragraph's first line (which carries the
    /// list marker).
    struct Line {
        var glyphs: [Glyph] = []
        var start: Int
        var end: Int
        var paragraph = 0
        var isFirst = true
        var width: Int { glyphs.reduce(0) { $0 + $1.width } }
    }

    var theme: SceneTheme
    var colour: Bool

    /// Draws `snapshot`'s document into rows `top..<top+height` of the grid.
    func draw(_ snapshot: SceneSnapshot, into grid: inout TerminalGrid, top: Int, height: Int) {
        guard height > 0, grid.columns > 0 else { return }
        let doc = snapshot.document
        let base = colour ? TerminalStyle(foreground: .black, background: Self.colour(theme.editorBackground)) : TerminalStyle.plain
        for r in top..<top + height { grid.fill(row: r, column: 0, width: grid.columns, style: base) }
        let styles = TerminalParagraphStyle.styles(doc)
        let lines = Self.wrap(doc, columns: grid.columns, caret: snapshot.selection.upperBound, styles: styles)
        let caretLine = lines.lastIndex { $0.start <= snapshot.selection.upperBound } ?? 0
        let first = max(0, caretLine - height + 1)
        let scheme = snapshot.schemeOverride ?? doc.options.renderScheme
        let values = doc.smoothedIntensities(snapshot.smoothingOverride ?? doc.options.smoothing)
        let attributes = doc.attributes.allValuesOrDefault(count: doc.characterCount)
        for (row, line) in lines[first..<min(lines.count, first + height)].enumerated() {
            let paragraph = Self.style(line.paragraph, in: styles)
            var column = Self.lead(line, paragraph, columns: grid.columns, into: &grid, row: top + row, style: base)
            for g in line.glyphs {
                var style = base
                let a = attributes[g.index]
                apply(scheme: scheme, intensity: Int(g.index < values.count ? values[g.index] : 40),
                      bold: a.bold || paragraph.bold, to: &style)
                if paragraph.dim { style.dim = true; style.bold = false }
                style.italic = a.italic || paragraph.italic
                style.underline = a.underline
                style.strikethrough = a.strikethrough
                if snapshot.markedRange?.contains(g.utf16) == true { style.underline = true }
                if snapshot.selection.contains(g.utf16) { style.reverse = true }
                if snapshot.selection.isEmpty, snapshot.showsCaret, g.utf16 == snapshot.selection.lowerBound { style.reverse = true }
                column = grid.write(Self.visible(g.character), row: top + row, column: column, style: style)
            }
            let caret = snapshot.selection.upperBound
            if snapshot.selection.isEmpty, snapshot.showsCaret, first + row == caretLine,
               !line.glyphs.contains(where: { $0.utf16 == caret }), column < grid.columns {
                var style = base
                style.reverse = true
                grid.write(" ", row: top + row, column: column, style: style)
            }
        }
    }

    /// The intensity's look for `scheme` (see the type's comment).
    func apply(scheme: RenderScheme, intensity: Int, bold: Bool, to style: inout TerminalStyle) {
        let bin = scheme.bin(for: intensity)
        func thirds(_ b: Int, of steps: Int) {
            style.dim = b * 3 < steps
            style.bold = b * 3 >= steps * 2
        }
        switch scheme {
        case .weight:
            thirds(min(8, bin + (bold ? RenderScheme.boldWeightSteps : 0)), of: 9)
        case .hue:
            if colour { style.foreground = Self.colour(RGBA(RenderScheme.hueColor(bin: bin))); style.bold = bold }
            else { thirds(bin, of: 20) }
        case .alpha:
            if colour {
                style.foreground = TerminalStyle.Colour(red: 0, green: 0, blue: 0, alpha: RenderScheme.alpha(bin: bin),
                                                        over: Self.colour(theme.editorBackground))
                style.bold = bold
            } else { thirds(bin, of: 8) }
        case .size:
            style.bold = bold || bin * 2 >= scheme.stepCount
        case .fade, .pulse:
            // A terminal cannot pulse smoothly: the pulsing fade shows its still fade.
            if colour {
                let g = RenderScheme.fadeGrey(bin: bin)
                style.foreground = TerminalStyle.Colour(red: g, green: g, blue: g)
                style.bold = bold
            } else { thirds(bin, of: 10) }
        case .shadow:
            // The shadow's colour as a light tint behind the (black) character: readable, and
            // the colour order is kept.
            if colour {
                let c = RenderScheme.shadowColor(bin: bin).rgb
                style.background = TerminalStyle.Colour(red: c.red, green: c.green, blue: c.blue, alpha: 0.45,
                                                        over: Self.colour(theme.editorBackground))
                style.bold = bold
            } else {
                thirds(bin, of: 10)
                style.underline = style.underline || bin * 3 >= 20
            }
        }
    }

    /// The structure style of paragraph `p` (plain past the end).
    static func style(_ p: Int, in styles: [TerminalParagraphStyle]) -> TerminalParagraphStyle {
        p < styles.count ? styles[p] : .plain
    }

    /// The cells a line of `style`'s paragraph starts with (its marker or indentation), clipped
    /// so at least one cell of text remains.
    static func prefix(_ line: Line, _ style: TerminalParagraphStyle, columns: Int) -> String {
        let p = line.isFirst ? style.firstPrefix : style.prefix
        guard TerminalCellWidth.of(p) >= columns else { return p }
        return String(p.prefix(max(0, columns - 1)))
    }

    /// Writes a line's prefix and alignment padding; returns the column its text starts at.
    static func lead(_ line: Line, _ style: TerminalParagraphStyle, columns: Int, into grid: inout TerminalGrid,
                     row: Int, style base: TerminalStyle) -> Int {
        let p = prefix(line, style, columns: columns)
        var column = p.isEmpty ? 0 : grid.write(p, row: row, column: 0, style: base)
        // Trailing spaces do not count when a line is centred or pushed right.
        let width = line.glyphs.reversed().drop { $0.character == " " }.reduce(0) { $0 + $1.width }
        column += style.padding(lineWidth: width, available: columns - column)
        return column
    }

    /// Lines of `document` wrapped at `columns` minus each line's prefix (at the last space when
    /// a word would cross the edge); an extra empty line when the caret sits after a full last line.
    static func wrap(_ document: IntensityDocument, columns: Int, caret: Int, styles: [TerminalParagraphStyle] = []) -> [Line] {
        func room(_ line: Line) -> Int {
            max(1, columns - TerminalCellWidth.of(prefix(line, style(line.paragraph, in: styles), columns: columns)))
        }
        var lines = [Line(start: 0, end: 0)]
        var utf16 = 0
        for (i, ch) in document.string.enumerated() {
            let n = ch.utf16.count
            defer { utf16 += n }
            if IntensityDocument.isParagraphSeparator(ch) {
                lines[lines.count - 1].end = utf16 + n
                lines.append(Line(start: utf16 + n, end: utf16 + n, paragraph: lines[lines.count - 1].paragraph + 1))
                continue
            }
            let g = Glyph(character: ch, utf16: utf16, index: i, width: TerminalCellWidth.of(ch))
            var line = lines.removeLast()
            if line.width + g.width > room(line), !line.glyphs.isEmpty {
                var next = Line(start: utf16, end: utf16, paragraph: line.paragraph, isFirst: false)
                if let space = line.glyphs.lastIndex(where: { $0.character == " " }), space < line.glyphs.count - 1 {
                    next.glyphs = Array(line.glyphs[(space + 1)...])
                    next.start = next.glyphs[0].utf16
                    line.glyphs.removeSubrange((space + 1)...)
                }
                line.end = next.start
                lines.append(line)
                line = next
            }
            line.glyphs.append(g)
            line.end = utf16 + n
            lines.append(line)
        }
        if let last = lines.last, last.width >= room(last), caret >= document.utf16Count {
            lines.append(Line(start: document.utf16Count, end: document.utf16Count, paragraph: last.paragraph, isFirst: false))
        }
        return lines
    }

    /// What a cell shows for a character: tabs and other controls as a space or "·", an image
    /// attachment's U+FFFC as "▣" (terminals draw U+FFFC as a box or nothing).
    static func visible(_ c: Character) -> String {
        if c == "\t" { return " " }
        if ImageAttachment.canCarry(c) { return "▣" }
        if c.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) { return "·" }
        return String(c)
    }

    static func colour(_ c: RGBA) -> TerminalStyle.Colour {
        TerminalStyle.Colour(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}

extension RunArray where Value == BaseAttributes {
    /// One value per cluster, `.default` past the end (a document's runs cover its clusters).
    func allValuesOrDefault(count: Int) -> [BaseAttributes] {
        var out: [BaseAttributes] = []
        out.reserveCapacity(count)
        for run in runs { out.append(contentsOf: repeatElement(run.value, count: run.count)) }
        if out.count < count { out.append(contentsOf: repeatElement(BaseAttributes.default, count: count - out.count)) }
        return out
    }
}
