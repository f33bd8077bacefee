/// Plain UTF-8 text in and out. Intensities and attributes are not kept; text read in takes one
/// intensity. List items are written with their markers (`• `, `1. `) after two spaces per level;
/// an image attachment is written as `[image: label]` (its alt text or file name).
public enum PlainTextFormat {
    /// The document's text as UTF-8 bytes, list markers drawn as characters.
    public static func encode(_ document: IntensityDocument) -> [UInt8] {
        let formats = document.paragraphFormats
        let text = textWithImageLabels(document)
        guard formats.contains(where: \.isListItem) else { return Array(text.utf8) }
        let markers = ListNumbering.markers(formats)
        var out = ""
        var paragraph = 0
        var atStart = true
        for ch in text {
            if atStart, let m = markers[paragraph] {
                out += String(repeating: "  ", count: formats[paragraph].level) + m
            }
            atStart = false
            out.append(ch)
            if IntensityDocument.isParagraphSeparator(ch) { paragraph += 1; atStart = true }
        }
        if atStart, let m = markers[paragraph] { out += String(repeating: "  ", count: formats[paragraph].level) + m }
        return Array(out.utf8)
    }

    /// The document's text with each attachment's U+FFFC replaced by `[image: label]`.
    public static func textWithImageLabels(_ document: IntensityDocument) -> String {
        guard !document.attachments.isEmpty else { return document.string }
        var out = ""
        var next = document.attachments.makeIterator()
        var pending = next.next()
        for (i, ch) in document.string.enumerated() {
            if let p = pending, p.offset == i {
                out += "[image: \(p.attachment.label)]"
                pending = next.next()
            } else {
                out.append(ch)
            }
        }
        return out
    }

    /// A document from UTF-8 bytes (invalid sequences become U+FFFD) typed at `intensity`.
    public static func decode(_ bytes: some Collection<UInt8>, intensity: UInt8 = DocumentArchive.defaultIntensity,
                              options: DocumentOptions = DocumentOptions()) -> IntensityDocument {
        IntensityDocument(string: String(decoding: bytes, as: UTF8.self), intensity: intensity, options: options)
    }
}
