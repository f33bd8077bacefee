/// HTML with inline intensity styling, as a render scheme draws it.
///
/// Each run of clusters with the same bin, base attributes and link becomes one `<span>` whose
/// `style` carries the scheme's attribute (numbers from IAKit): Weight → `font-weight` 100…900 by
/// bin (bold adds 300, capped at 900, instead of the original's saturating +1.0); HueGYR → `color`
/// HSB(0.4 − 0.02·bin, 1, 0.8) as hex; FontSize → `font-size` base − 5 + bin pt; Alpha → black at
/// opacity min((bin+1)/7, 1). Text keeps its line breaks (`white-space: pre-wrap`).
public enum HTMLFormat {
    /// A complete HTML page. `scheme`/`smoothing` override the document's options (viewer overrides).
    public static func encode(_ document: IntensityDocument, scheme: RenderScheme? = nil, smoothing: SmoothingUnit? = nil, title: String = "Pressboard document") -> [UInt8] {
        let body = fragment(document, scheme: scheme, smoothing: smoothing)
        let page = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>\(escape(title))</title>\n</head>\n<body>\n\(body)\n</body>\n</html>\n"
        return Array(page.utf8)
    }

    /// The styled text alone: one `<div>` of spans, or of semantic blocks (`p`, `h1`–`h5`,
    /// `ul`/`ol`/`li`, `blockquote`, `pre`/`code`, rounded backgrounds as `border-radius`) when
    /// the document has paragraph structure.
    public static func fragment(_ document: IntensityDocument, scheme: RenderScheme? = nil, smoothing: SmoothingUnit? = nil) -> String {
        let runs = StyledRuns(document, scheme: scheme ?? document.options.renderScheme,
                              values: IntensitySmoothing.smoothed(document, unit: smoothing ?? document.options.smoothing))
        let formats = document.paragraphFormats
        guard formats.contains(where: { $0 != .plain }) else {
            return "<div class=\"pressboard-document\" style=\"white-space: pre-wrap\">" + runs.spans(0..<runs.text.count) + "</div>"
        }
        return "<div class=\"pressboard-document\">" + HTMLBlocks(runs: runs, formats: formats).html() + "</div>"
    }

    /// A document's clusters with what styles them, for writing spans over any range.
    struct StyledRuns {
        let text: [Character]
        let values: [UInt8]
        let attrs: [BaseAttributes]
        let linkAt: [String?]
        let scheme: RenderScheme

        init(_ document: IntensityDocument, scheme: RenderScheme, values: [UInt8]) {
            text = Array(document.string)
            self.values = values
            self.scheme = scheme
            var attrs: [BaseAttributes] = []
            attrs.reserveCapacity(text.count)
            for run in document.attributes.runs { attrs += repeatElement(run.value, count: run.count) }
            self.attrs = attrs
            var linkAt = [String?](repeating: nil, count: text.count)
            for link in document.links { for i in link.range where i < linkAt.count { linkAt[i] = link.url } }
            self.linkAt = linkAt
        }

        /// Spans (and links) over clusters `range`.
        func spans(_ range: Range<Int>) -> String {
            var out = ""
            var i = range.lowerBound
            while i < range.upperBound {
                let bin = scheme.bin(for: Int(values[i]))
                let a = i < attrs.count ? attrs[i] : .default
                let url = linkAt[i]
                var j = i + 1
                while j < range.upperBound, scheme.bin(for: Int(values[j])) == bin, (j < attrs.count ? attrs[j] : .default) == a, linkAt[j] == url { j += 1 }
                let span = "<span style=\"\(style(bin: bin, attributes: a, scheme: scheme))\">\(escape(String(text[i..<j])))</span>"
                out += url.map { "<a href=\"\(escape($0))\">\(span)</a>" } ?? span
                i = j
            }
            return out
        }
    }

    /// The inline CSS for one run.
    public static func style(bin: Int, attributes a: BaseAttributes, scheme: RenderScheme) -> String {
        var parts: [String] = []
        switch scheme {
        case .weight:
            let weight = min(900, (bin + 1) * 100 + (a.bold ? 300 : 0))
            parts.append("font-weight: \(weight)")
            parts.append("font-size: \(a.size)pt")
        case .hueGYR:
            parts.append("color: \(hexColor(hue: 0.4 - 0.02 * Double(bin), saturation: 1, brightness: 0.8))")
            parts.append("font-size: \(a.size)pt")
            if a.bold { parts.append("font-weight: bold") }
        case .fontSize:
            parts.append("font-size: \(max(1, Int(a.size) - 5 + bin))pt")
            if a.bold { parts.append("font-weight: bold") }
        case .alpha:
            let alpha = min(Double(bin + 1) / 7, 1)
            parts.append("color: rgba(0, 0, 0, \(formatted(alpha)))")
            parts.append("font-size: \(a.size)pt")
            if a.bold { parts.append("font-weight: bold") }
        }
        if a.italic { parts.append("font-style: italic") }
        let decorations = [a.underline ? "underline" : nil, a.strikethrough ? "line-through" : nil].compactMap { $0 }
        if !decorations.isEmpty { parts.append("text-decoration: \(decorations.joined(separator: " "))") }
        return parts.joined(separator: "; ")
    }

    /// `#rrggbb` of an HSB colour (components 0…1).
    static func hexColor(hue: Double, saturation s: Double, brightness v: Double) -> String {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        func hex(_ x: Double) -> String {
            let n = Int((x * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[n / 16], digits[n % 16]])
        }
        return "#" + hex(r) + hex(g) + hex(b)
    }

    private static func formatted(_ x: Double) -> String {
        let thousandths = Int((x * 1000).rounded())
        let frac = thousandths % 1000
        return "\(thousandths / 1000).\(frac < 10 ? "00" : frac < 100 ? "0" : "")\(frac)"
    }

    /// Escapes `& < > " '` for text and attribute values.
    static func escape(_ s: String) -> String {
        var out = ""
        out.reserveCapacity(s.utf8.count)
        for ch in s {
            switch ch {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(ch)
            }
        }
        return out
    }
}
