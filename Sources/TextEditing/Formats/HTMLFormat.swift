import IntensityStyle

/// HTML with inline intensity styling, as a render scheme draws it.
///
/// Each run of clusters with the same bin, base attributes and link becomes one `<span>` whose
/// `style` carries the scheme's attribute, from IntensityStyle's `RenderScheme` (the values the
/// picture draws): weight → `font-weight`; hue → `color` as hex; size → `font-size` in pt;
/// alpha → black at the bin's opacity. Text keeps its line breaks (`white-space: pre-wrap`).
/// An image attachment becomes `<img src width height alt>` inside its cluster's span, framed in
/// `currentColor`, so the scheme colours its frame as it colours the text around it.
public enum HTMLFormat {
    /// A complete HTML page. `scheme`/`smoothing` override the document's options (viewer overrides).
    /// `imageSide` is the long side of `<img>` sizes in CSS pixels (the picture's thumbnail size).
    public static func encode(_ document: IntensityDocument, scheme: RenderScheme? = nil, smoothing: SmoothingUnit? = nil, title: String = "Pressboard document",
                              imageSide: Int = ImageAttachment.defaultThumbnailSide) -> [UInt8] {
        let body = fragment(document, scheme: scheme, smoothing: smoothing, imageSide: imageSide)
        let page = "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>\(escape(title))</title>\n</head>\n<body>\n\(body)\n</body>\n</html>\n"
        return Array(page.utf8)
    }

    /// The styled text alone: one `<div>` of spans, or of semantic blocks (`p`, `h1`–`h5`,
    /// `ul`/`ol`/`li`, `blockquote`, `pre`/`code`, rounded backgrounds as `border-radius`) when
    /// the document has paragraph structure.
    public static func fragment(_ document: IntensityDocument, scheme: RenderScheme? = nil, smoothing: SmoothingUnit? = nil,
                                imageSide: Int = ImageAttachment.defaultThumbnailSide) -> String {
        var runs = StyledRuns(document, scheme: scheme ?? document.options.renderScheme,
                              values: document.smoothedIntensities(smoothing ?? document.options.smoothing))
        runs.imageSide = imageSide
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
        let attachmentAt: [Int: ImageAttachment]
        let scheme: RenderScheme
        /// Long side of the `<img>` size in CSS pixels (the thumbnail size the picture draws).
        var imageSide = ImageAttachment.defaultThumbnailSide

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
            attachmentAt = Dictionary(document.attachments.map { ($0.offset, $0.attachment) }, uniquingKeysWith: { a, _ in a })
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
                let image = attachmentAt[i]
                while image == nil, j < range.upperBound, attachmentAt[j] == nil, scheme.bin(for: Int(values[j])) == bin,
                      (j < attrs.count ? attrs[j] : .default) == a, linkAt[j] == url { j += 1 }
                let content = image.map { img($0) } ?? escape(String(text[i..<j]))
                let span = "<span style=\"\(style(bin: bin, attributes: a, scheme: scheme))\">\(content)</span>"
                out += url.map { "<a href=\"\(escape($0))\">\(span)</a>" } ?? span
                i = j
            }
            return out
        }

        /// The `<img>` of an attachment at its thumbnail size, framed in the span's colour.
        func img(_ image: ImageAttachment) -> String {
            let (w, h) = image.thumbnailSize(longSide: imageSide)
            return "<img src=\"\(escape(image.path))\" width=\"\(w)\" height=\"\(h)\" alt=\"\(escape(image.label))\""
                + " style=\"border: 2px solid currentColor; vertical-align: baseline\">"
        }
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
        case .fade, .pulse:
            // A grey is an HSB colour without saturation.
            parts.append("color: \(HSBColor(hue: 0, saturation: 0, brightness: RenderScheme.fadeGrey(bin: bin)).hex)")
            parts.append("font-size: \(a.size)pt")
            if a.bold { parts.append("font-weight: bold") }
        case .shadow:
            parts.append("color: #000000")
            parts.append("text-shadow: 0.08em 0.08em 0 \(RenderScheme.shadowColor(bin: bin).hex)")
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
