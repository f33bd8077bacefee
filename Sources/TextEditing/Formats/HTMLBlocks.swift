/// Paragraph structure as semantic HTML: groups contiguous paragraphs into backgrounds, lists
/// (nested by level), quotes and code blocks.
struct HTMLBlocks {
    struct Paragraph {
        var characters: Range<Int>
        var format: ParagraphFormat
        var number: Int?
    }

    let runs: HTMLFormat.StyledRuns
    let paragraphs: [Paragraph]

    init(runs: HTMLFormat.StyledRuns, formats: [ParagraphFormat]) {
        self.runs = runs
        let numbers = ListNumbering.numbers(formats)
        var ps: [Paragraph] = []
        var start = 0
        for (i, ch) in runs.text.enumerated() where IntensityDocument.isParagraphSeparator(ch) {
            ps.append(Paragraph(characters: start..<i, format: formats[ps.count], number: numbers[ps.count]))
            start = i + 1
        }
        ps.append(Paragraph(characters: start..<runs.text.count, format: formats[ps.count], number: numbers[ps.count]))
        paragraphs = ps
    }

    func html() -> String {
        var out = ""
        var i = 0
        while i < paragraphs.count {
            let bg = paragraphs[i].format.background
            var j = i + 1
            while j < paragraphs.count, paragraphs[j].format.background == bg { j += 1 }
            if let bg {
                out += "<div class=\"rounded-background\" style=\"background: \(color(bg.rgba)); border-radius: \(Int(bg.radius.rounded()))px; padding: 4px 8px\">"
                out += blocks(i..<j) + "</div>"
            } else {
                out += blocks(i..<j)
            }
            i = j
        }
        return out
    }

    private func color(_ rgba: UInt32) -> String {
        "rgba(\(rgba >> 24), \((rgba >> 16) & 0xFF), \((rgba >> 8) & 0xFF), \(Double(rgba & 0xFF) / 255))"
    }

    private func style(_ f: ParagraphFormat) -> String {
        f.alignment == .natural ? "" : " style=\"text-align: \(f.alignment == .justified ? "justify" : f.alignment.rawValue)\""
    }

    private func text(_ p: Paragraph) -> String { p.characters.isEmpty ? "<br>" : runs.spans(p.characters) }

    /// Paragraphs `range` (sharing one background) as blocks.
    private func blocks(_ range: Range<Int>) -> String {
        var out = ""
        var i = range.lowerBound
        while i < range.upperBound {
            let f = paragraphs[i].format
            var j = i + 1
            func extend(_ same: (ParagraphFormat) -> Bool) { while j < range.upperBound, same(paragraphs[j].format) { j += 1 } }
            if f.isListItem {
                extend(\.isListItem)
                out += list(i..<j, level: 0)
            } else if f.block == .code {
                extend { $0.block == .code && !$0.isListItem }
                out += "<pre\(style(f))><code>" + (i..<j).map { runs.spans(paragraphs[$0].characters) }.joined(separator: "\n") + "</code></pre>"
            } else if f.block == .quote {
                extend { $0.block == .quote && !$0.isListItem }
                out += "<blockquote>" + (i..<j).map { "<p\(style(paragraphs[$0].format))>\(text(paragraphs[$0]))</p>" }.joined() + "</blockquote>"
            } else if let n = f.block.headingLevel {
                out += "<h\(n)\(style(f))>\(text(paragraphs[i]))</h\(n)>"
            } else {
                out += "<p\(style(f))>\(text(paragraphs[i]))</p>"
            }
            i = j
        }
        return out
    }

    /// List items `range` (all at `level` or deeper) as `ul`/`ol`, deeper items nested in the
    /// item before them.
    private func list(_ range: Range<Int>, level: Int) -> String {
        var out = ""
        var open: String? = nil
        var i = range.lowerBound
        while i < range.upperBound {
            let p = paragraphs[i]
            let tag = p.format.list == .bullet ? "ul" : "ol"
            if open != tag {
                if let o = open { out += "</\(o)>" }
                out += tag == "ol" ? "<ol start=\"\(p.number ?? 1)\">" : "<ul>"
                open = tag
            }
            var j = i + 1
            if p.format.level > level {
                // A deeper item with no parent at this level: an unmarked item holds its list.
                while j < range.upperBound, paragraphs[j].format.level > level { j += 1 }
                out += "<li style=\"list-style: none\">" + list(i..<j, level: level + 1) + "</li>"
            } else {
                while j < range.upperBound, paragraphs[j].format.level > level { j += 1 }
                let blockTag = p.format.block.headingLevel.map { "h\($0)" }
                let body = blockTag.map { "<\($0)>\(text(p))</\($0)>" } ?? text(p)
                out += "<li\(style(p.format))>" + body + (j > i + 1 ? list((i + 1)..<j, level: level + 1) : "") + "</li>"
            }
            i = j
        }
        if let o = open { out += "</\(o)>" }
        return out
    }
}
