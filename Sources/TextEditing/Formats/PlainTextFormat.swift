/// Plain UTF-8 text in and out. Intensities and attributes are not kept; text read in takes one
/// intensity. List items are written with their markers (`• `, `1. `) after two spaces per level.
public enum PlainTextFormat {
    /// The document's text as UTF-8 bytes, list markers drawn as characters.
    public static func encode(_ document: IntensityDocument) -> [UInt8] {
        let formats = document.paragraphFormats
        guard formats.contains(where: \.isListItem) else { return Array(document.string.utf8) }
        let markers = ListNumbering.markers(formats)
        var out = ""
        var paragraph = 0
        var atStart = true
        for ch in document.string {
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

    /// A document from UTF-8 bytes (invalid sequences become U+FFFD) typed at `intensity`.
    public static func decode(_ bytes: some Collection<UInt8>, intensity: UInt8 = DocumentArchive.defaultIntensity,
                              options: DocumentOptions = DocumentOptions()) -> IntensityDocument {
        IntensityDocument(string: String(decoding: bytes, as: UTF8.self), intensity: intensity, options: options)
    }
}
