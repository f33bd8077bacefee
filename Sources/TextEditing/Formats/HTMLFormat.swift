import IntensityStyle

/// HTML with inline intensity styling, as a render scheme draws it.
///
/// Each run of clusters with the same bin, base attributes and link becomes one `<span>` whose
/// `style` carries the scheme's attribute, from IntensityStyle's `RenderScheme` (the values the
/// picture draws): weight → `font-weight`; hue → `color` as hex; size → `font-size` in pt;
/// alpha → black at the bin's opacity. Text keeps its line breaks (`white-space: pre-wrap`).
public enum HTMLFormat {
    /// A complete HTML page. `scheme`/`smoothing` override the document's options (viewer overrides).
    public static func encode(_ document: IntensityDocument, scheme: RenderScheme? = nil, smoothing: SmoothingUnit? = nil, title: String = "Pressboard document") -> [UInt8] {
        let body = fragment(document, scheme: scheme, smoothing: smoothing)
        let page = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>\(escape(title))</title>\n</head>\n<body>\n\(body)\n</body>\n</html>\n"
        return Array(page.utf8)
    }

    /// The styled text alone: one `<div>` of spans.
    public static func fragment(_ document: IntensityDocument, scheme: RenderScheme? = nil, smoothing: SmoothingUnit? = nil) -> String {
        let scheme = scheme ?? document.options.renderScheme
        let values = document.smoothedIntensities(smoothing ?? document.options.smoothing)
        let text = Array(document.string)
        var attrs: [BaseAttributes] = []
        attrs.reserveCapacity(text.count)
        for run in document.attributes.runs { attrs += repeatElement(run.value, count: run.count) }
        var linkAt = [String?](repeating: nil, count: text.count)
        for link in document.links { for i in link.range where i < linkAt.count { linkAt[i] = link.url } }

        var out = "<div class=\"pressboard-document\" style=\"white-space: pre-wrap\">"
        var i = 0
        while i < text.count {
            let bin = scheme.bin(for: Int(values[i]))
            let a = i < attrs.count ? attrs[i] : .default
            let url = linkAt[i]
            var j = i + 1
            while j < text.count, scheme.bin(for: Int(values[j])) == bin, (j < attrs.count ? attrs[j] : .default) == a, linkAt[j] == url { j += 1 }
            let chunk = escape(String(text[i..<j]))
            let span = "<span style=\"\(style(bin: bin, attributes: a, scheme: scheme))\">\(chunk)</span>"
            out += url.map { "<a href=\"\(escape($0))\">\(span)</a>" } ?? span
            i = j
        }
        return out + "</div>"
    }

    /// The inline CSS for one run.
    public static func style(bin: Int, attributes a: BaseAttributes, scheme: RenderScheme) -> String {
        var parts: [String] = []
        switch scheme {
        case .weight:
            parts.append("font-weight: \(RenderScheme.fontWeight(bin: bin, bold: a.bold))")
            parts.append("font-size: \(a.size)pt")
        case .hue:
            parts.append("color: \(RenderScheme.hueColor(bin: bin).hex)")
            parts.append("font-size: \(a.size)pt")
            if a.bold { parts.append("font-weight: bold") }
        case .size:
            parts.append("font-size: \(Int(RenderScheme.fontSize(bin: bin, base: Double(a.size))))pt")
            if a.bold { parts.append("font-weight: bold") }
        case .alpha:
            parts.append("color: rgba(0, 0, 0, \(formatted(RenderScheme.alpha(bin: bin))))")
            parts.append("font-size: \(a.size)pt")
            if a.bold { parts.append("font-weight: bold") }
        }
        if a.italic { parts.append("font-style: italic") }
        let decorations = [a.underline ? "underline" : nil, a.strikethrough ? "line-through" : nil].compactMap { $0 }
        if !decorations.isEmpty { parts.append("text-decoration: \(decorations.joined(separator: " "))") }
        return parts.joined(separator: "; ")
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
